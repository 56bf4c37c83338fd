import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY_TYPES } from '@grindstone/contract';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { activeDays, activities, deviceInfo, users } from '../../db/schema/index.ts';
import { recordActiveDay } from './activities.service.ts';
import { localDay } from '../../ai/local-time.ts';

const t = createTestContext();

describe('POST /api/activities', () => {
  it('records each of the six activity types', async () => {
    const u = await createUser(t.app);
    for (const activityType of ACTIVITY_TYPES) {
      const res = await asUser(t.app, u).post('/api/activities', {
        activityType,
        description: `did ${activityType}`,
        metadata: { timeZone: 'Europe/Paris' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().activityType).toBe(activityType);
    }
    const rows = await t.app.db.select().from(activities).where(eq(activities.userId, u.id));
    expect(rows.map((r) => r.activityType).sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(rows[0]!.metadata).toEqual({ timeZone: 'Europe/Paris' });
  });
  it('refuses any other type and stores nothing', async () => {
    const u = await createUser(t.app);
    for (const activityType of ['hack', 'LOGIN', '']) {
      const res = await asUser(t.app, u).post('/api/activities', { activityType, description: 'x' });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.app.db.select().from(activities).where(eq(activities.userId, u.id))).toEqual([]);
  });
  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      payload: { activityType: 'login', description: '' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/activities/active', () => {
  it('records the local day once, however often it is called, and sets last_active_day', async () => {
    const u = await createUser(t.app);
    const call = () => asUser(t.app, u).post('/api/activities/active', { timeZone: 'Pacific/Kiritimati' });
    const results = await Promise.all([call(), call(), call()]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().recorded).length).toBe(1);
    const day = localDay(new Date(), 'Pacific/Kiritimati');
    expect(results[0]!.json().day).toBe(day);
    const rows = await t.app.db.select().from(activeDays).where(eq(activeDays.userId, u.id));
    expect(rows.map((r) => r.day)).toEqual([day]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.lastActiveDay).toBe(day);
  });
  it("uses the user's local day: two instants on the same UTC day can be two local days", async () => {
    const u = await createUser(t.app, { timeZone: 'America/Los_Angeles' });
    const a = await recordActiveDay(t.app.db, { userId: u.id, now: new Date('2030-03-10T06:00:00Z') });
    const b = await recordActiveDay(t.app.db, { userId: u.id, now: new Date('2030-03-10T09:00:00Z') });
    expect([a.day, b.day]).toEqual(['2030-03-09', '2030-03-10']);
    expect(a.recorded && b.recorded).toBe(true);
    const older = await recordActiveDay(t.app.db, { userId: u.id, now: new Date('2030-03-01T20:00:00Z') });
    expect(older.recorded).toBe(true);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.lastActiveDay).toBe('2030-03-10');
  });
  it('an unknown zone falls back to UTC, and no body is fine', async () => {
    const u = await createUser(t.app);
    const res = await asUser(t.app, u).post('/api/activities/active', { timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(200);
    expect(res.json().day).toBe(localDay(new Date(), 'UTC'));
    const none = await t.app.inject({ method: 'POST', url: '/api/activities/active', headers: { cookie: u.cookie } });
    expect(none.statusCode).toBe(200);
  });
});

describe('PUT /api/user-sys', () => {
  const body = (display: Record<string, number>) => ({
    location: { city: 'Paris', region: 'IDF', country: 'France' },
    device: { type: 'desktop', model: 'Unknown', osName: 'Linux', osVersion: 'x86_64' },
    browser: { name: 'Chrome', version: '130' },
    display,
  });
  it('ignores the client location: a loopback or private address is Unknown', async () => {
    const u = await createUser(t.app);
    const res = await asUser(t.app, u).put('/api/user-sys', body({ width: 1280, height: 800, pixelRatio: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' } });
    const [row] = await t.app.db.select().from(deviceInfo).where(eq(deviceInfo.userId, u.id));
    expect(row!.location).toEqual({ city: 'Unknown', region: 'Unknown', country: 'Unknown' });
    expect(row!.browser).toEqual({ name: 'Chrome', version: '130' });
    expect(row!.display).toEqual({ width: 1280, height: 800, pixelRatio: 2 });
  });
  it('accepts the spec spelling pixleRatio and keeps one record per user', async () => {
    const u = await createUser(t.app);
    await asUser(t.app, u).put('/api/user-sys', body({ width: 1, height: 1, pixelRatio: 1 }));
    const res = await asUser(t.app, u).put('/api/user-sys', body({ width: 375, height: 812, pixleRatio: 3 }));
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(deviceInfo).where(eq(deviceInfo.userId, u.id));
    expect(rows.length).toBe(1);
    expect(rows[0]!.display).toEqual({ width: 375, height: 812, pixelRatio: 3 });
  });
  it('refuses junk with a 400', async () => {
    const u = await createUser(t.app);
    const res = await asUser(t.app, u).put('/api/user-sys', { display: { width: 'wide' } });
    expect(res.statusCode).toBe(400);
  });
});
