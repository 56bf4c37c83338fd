import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './browser-time-zone.ts';

describe('browserTimeZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal when the browser has it, without building a date format', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Paris' } });
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Europe/Paris');
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  });

  it('falls back to Intl without Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is undefined when the browser cannot tell', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(browserTimeZone()).toBeUndefined();
  });
});
