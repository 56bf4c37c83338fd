import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api-client.ts';
import { onOfflineWriteRefused } from './offline.ts';

afterEach(() => vi.restoreAllMocks());

describe('offline the app is read-only', () => {
  it('refuses a write before sending it, and tells the listeners', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const refused = vi.fn();
    const stop = onOfflineWriteRefused(refused);
    await expect(request('POST', '/goals', { description: 'x' })).rejects.toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledTimes(1);
    stop();
  });

  it('still sends reads offline (they fail or are served as the browser can)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200 }));
    await expect(request('GET', '/goals')).resolves.toEqual([]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends writes online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/goals/1')).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
