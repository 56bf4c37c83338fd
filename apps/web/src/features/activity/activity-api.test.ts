import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordActiveDayOnce } from './activity-api.ts';

describe('recordActiveDayOnce', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('posts the active day and the device once per local day and user', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ day: '2030-01-01', recorded: true, location: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const day = new Date(2030, 0, 1, 9);
    expect(await recordActiveDayOnce('u1', day)).toBe(true);
    expect(await recordActiveDayOnce('u1', new Date(2030, 0, 1, 23))).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/activities/active', 'PUT /api/user-sys']);
    const device = calls[1]!.body as { display: Record<string, number>; browser: { name: string } };
    expect(device.display.pixelRatio).toBe(device.display.pixleRatio);
    expect(device).not.toHaveProperty('location');
    expect(await recordActiveDayOnce('u1', new Date(2030, 0, 2, 0, 5))).toBe(true);
    expect(await recordActiveDayOnce('u2', new Date(2030, 0, 2, 0, 6))).toBe(true);
    expect(calls.length).toBe(6);
  });
  it('tries again later when the call fails', async () => {
    let ok = false;
    vi.stubGlobal('fetch', async () =>
      ok ? new Response('{}', { status: 200 }) : new Response('{}', { status: 500 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await recordActiveDayOnce('u3')).toBe(false);
    ok = true;
    expect(await recordActiveDayOnce('u3')).toBe(true);
  });
});
