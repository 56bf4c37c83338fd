import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './device-info.ts';

describe('parseUserAgent', () => {
  it('reads desktop Chrome on Linux', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    );
    expect(r).toEqual({
      device: { type: 'desktop', model: 'Unknown', osName: 'Linux', osVersion: 'Unknown' },
      browser: { name: 'Chrome', version: '130.0.0.0' },
    });
  });
  it('reads Safari on an iPhone', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(r.device).toEqual({ type: 'mobile', model: 'iPhone', osName: 'iOS', osVersion: '17.4' });
    expect(r.browser).toEqual({ name: 'Safari', version: '17.4' });
  });
  it('reads Edge on Windows and Firefox on Android', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ).browser.name,
    ).toBe('Edge');
    const ff = parseUserAgent('Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0');
    expect(ff.device.type).toBe('mobile');
    expect(ff.browser).toEqual({ name: 'Firefox', version: '125.0' });
  });
  it('tells an iPad posing as a Mac by its touch points', () => {
    const r = parseUserAgent(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      5,
    );
    expect(r.device).toMatchObject({ type: 'tablet', model: 'iPad', osName: 'iOS' });
  });
});
