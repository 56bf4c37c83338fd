import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api.ts';
import { recordActiveDayOnce } from './activity-api.ts';

describe('recordActiveDayOnce', () => {
  it('posts the active day and the device once per local day and user', async () => {
    const { calls } = mockApi({
      'POST /api/activities/active': () => json(200, { day: '2030-01-01', recorded: true }),
      'PUT /api/user-sys': () => json(200, { location: {} }),
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
    const answer = () => json(ok ? 200 : 500, {});
    mockApi({ 'POST /api/activities/active': answer, 'PUT /api/user-sys': answer });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await recordActiveDayOnce('u3')).toBe(false);
    ok = true;
    expect(await recordActiveDayOnce('u3')).toBe(true);
  });
});
