import { describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS, REMINDER_MESSAGES, type TReminderSettings } from '@grindstone/contract';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';

const ctx = createTestContext();

const settings: TReminderSettings = {
  grind: { enabled: true, time: '07:45' },
  advice: { enabled: false, time: '18:00' },
  ifThen: { enabled: true },
  review: { enabled: true },
  quietHours: { enabled: true, start: '22:30', end: '06:15' },
};

describe('reminder settings', () => {
  it('answers everything off until saved, then the saved settings, only to their owner', async () => {
    const alice = await createUser(ctx.app, { timeZone: 'Europe/Berlin' });
    const bob = await createUser(ctx.app);
    const get = (u: typeof alice) => asUser(ctx.app, u).inject({ method: 'GET', url: '/api/push/reminders' });
    const berlin = { timeZone: 'Europe/Berlin' };
    expect((await get(alice)).json()).toEqual({ ...REMINDER_DEFAULTS, ...berlin });
    // The zone is the stored one (a stray field in the body changes nothing).
    const put = await asUser(ctx.app, alice).inject({
      method: 'PUT',
      url: '/api/push/reminders',
      payload: { ...settings, timeZone: 'Asia/Tokyo' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...settings, ...berlin });
    expect((await get(alice)).json()).toEqual({ ...settings, ...berlin });
    expect((await get(bob)).json()).toEqual({ ...REMINDER_DEFAULTS, timeZone: 'UTC' });
    const changed = { ...settings, grind: { enabled: false, time: '08:00' } };
    await asUser(ctx.app, alice).inject({ method: 'PUT', url: '/api/push/reminders', payload: changed });
    expect((await get(alice)).json()).toEqual({ ...changed, ...berlin });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/reminders' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/push/reminders', payload: settings })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad times, equal quiet hours and missing parts with a 400, changing nothing', async () => {
    const carol = await createUser(ctx.app);
    const put = (payload: unknown) =>
      asUser(ctx.app, carol).inject({ method: 'PUT', url: '/api/push/reminders', payload: payload as object });
    expect((await put(settings)).statusCode).toBe(200);
    for (const bad of [
      { ...settings, grind: { enabled: true, time: '24:00' } },
      { ...settings, advice: { enabled: true, time: '7:5' } },
      { ...settings, grind: { enabled: 'yes', time: '07:00' } },
      { ...settings, quietHours: { enabled: true, start: '22:00', end: '22:00' } },
      { ...settings, review: undefined },
      [],
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const same = await put({ ...settings, quietHours: { enabled: true, start: '22:00', end: '22:00' } });
    expect(same.json().message).toContain(REMINDER_MESSAGES.quietHoursSame);
    expect((await asUser(ctx.app, carol).inject({ method: 'GET', url: '/api/push/reminders' })).json()).toEqual({
      ...settings,
      timeZone: 'UTC',
    });
  });
});
