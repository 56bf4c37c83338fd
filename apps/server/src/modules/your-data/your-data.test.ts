import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import * as schema from '../../db/schema/index.ts';
import {
  accessTokens,
  activities,
  calendarFeeds,
  feedback,
  goalUpdates,
  goals,
  notifications,
  paymentEvents,
  profileFacts,
  pushSubscriptions,
  refreshTokens,
  subscriptions,
  users,
  weeklyReviews,
} from '../../db/schema/index.ts';
import { payPalSettings, startFakePayPal, type FakePayPal } from '../../testing/fakes/paypal-server.ts';
import { issueRefreshToken } from '../auth/refresh-tokens.service.ts';
import { asUser } from '../../testing/test-context.ts';
import { queryRows } from '../../db/client.ts';

let pp: FakePayPal;
let t: TestApp;
const PLAN = 'P-MONTHLY-YD';
beforeAll(async () => {
  pp = await startFakePayPal();
  t = await createTestApp({ env: payPalSettings(pp, { monthly: PLAN, annual: 'P-ANNUAL-YD' }) });
});
afterAll(async () => {
  await t.close();
  await pp.close();
});
afterEach(() => expect(pp.unexpected).toEqual([]));

/** A user with something in every table we hold. */
async function populatedUser(): Promise<TestUser & { goalId: string }> {
  const u = await createUser(t.app);
  const headers = { cookie: u.cookie };
  const [goal] = await t.app.db.insert(goals).values({ userId: u.id, description: 'Run 5k' }).returning();
  await t.app.db.insert(goalUpdates).values({ goalId: goal!.id, userId: u.id, content: '<p>ran 2k</p>' });
  await t.app.db
    .insert(notifications)
    .values({ userId: u.id, type: 'advice', name: 'Tip', description: 'Stretch first' });
  await t.app.db.insert(profileFacts).values({ userId: u.id, fact: 'Likes mornings' });
  await t.app.inject({ method: 'POST', url: '/api/user-data', payload: { metadata: 'I am a runner' }, headers });
  await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { feedback: 'Great app' }, headers });
  await t.app.inject({
    method: 'POST',
    url: '/api/activities',
    payload: { activityType: 'login', description: 'in' },
    headers,
  });
  await t.app.inject({ method: 'POST', url: '/api/activities/active', payload: {}, headers });
  await t.app.inject({
    method: 'PUT',
    url: '/api/user-sys',
    payload: { device: { type: 'desktop' }, browser: { name: 'Chrome' }, display: { width: 1 } },
    headers,
  });
  await issueRefreshToken(t.app.db, { userId: u.id, userAgent: 'test-agent' });
  await t.app.db.insert(weeklyReviews).values({ userId: u.id, week: '2026-W47', notes: 'A calm week' });
  await t.app.db
    .insert(accessTokens)
    .values({ userId: u.id, name: 'My assistant', tokenHash: `hash-${u.id}`, scopes: ['goals:read'] });
  await t.app.db.insert(pushSubscriptions).values({
    userId: u.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${u.id}`,
    p256dh: `p256dh-${u.id}`,
    auth: `auth-${u.id}`,
  });
  await t.app.db.insert(calendarFeeds).values({ userId: u.id, tokenHash: `feed-${u.id}` });
  return { ...u, goalId: goal!.id };
}

describe('GET /api/me/export', () => {
  it('downloads everything we hold about the user and nothing secret', async () => {
    const u = await populatedUser();
    const other = await populatedUser();
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="grindstone-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: u.id, username: u.username, email: u.email });
    expect(data.myContext).toBe('I am a runner');
    expect(data.goals.map((g: { description: string }) => g.description)).toEqual(['Run 5k']);
    expect(data.goalUpdates[0].content).toBe('<p>ran 2k</p>');
    expect(data.notifications[0].description).toBe('Stretch first');
    expect(data.profileFacts[0].fact).toBe('Likes mornings');
    expect(data.feedback[0].feedback).toBe('Great app');
    expect(data.activities[0].activityType).toBe('login');
    expect(data.activeDays.length).toBe(1);
    expect(data.deviceInfo.browser.name).toBe('Chrome');
    expect(data.sessions[0].userAgent).toBe('test-agent');
    expect(data.weeklyReviews).toMatchObject([{ week: '2026-W47', notes: 'A calm week' }]);
    expect(data.accessTokens).toMatchObject([{ name: 'My assistant', scopes: ['goals:read'] }]);
    expect(data.pushDevices).toMatchObject([{ pushService: 'https://fcm.googleapis.com' }]);
    expect(data.calendarFeed).toEqual({ createdAt: expect.any(String) });
    for (const key of ['subscriptions', 'aiUsage', 'popupResponses']) expect(Array.isArray(data[key])).toBe(true);
    const text = res.body;
    expect(text).not.toContain(u.passwordHash);
    expect(text).not.toMatch(/passwordHash|tokenHash|sessionEpoch|p256dh|"auth"/);
    for (const secret of [`hash-${u.id}`, `feed-${u.id}`, `device-${u.id}`, `p256dh-${u.id}`, `auth-${u.id}`]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.goalId);
  });
  it('lists every table that holds a person’s rows, or says why it does not', async () => {
    // A new feature that stores rows per person must add them to the download (or a reason here).
    const exported: Record<string, string> = {
      users: 'profile',
      user_metadata: 'myContext',
      profile_facts: 'profileFacts',
      goals: 'goals',
      goal_updates: 'goalUpdates',
      notifications: 'notifications',
      activities: 'activities',
      active_days: 'activeDays',
      device_info: 'deviceInfo',
      feedback: 'feedback',
      popup_responses: 'popupResponses',
      subscriptions: 'subscriptions',
      ai_usage: 'aiUsage',
      ai_quota: 'aiQuota',
      refresh_tokens: 'sessions',
      weekly_reviews: 'weeklyReviews',
      access_tokens: 'accessTokens',
      push_subscriptions: 'pushDevices',
      calendar_feeds: 'calendarFeed',
      reminder_settings: 'reminders',
    };
    const notExported: Record<string, string> = {
      daily_notification_claims:
        'a claim that today’s coach message or a reminder was sent; the message itself is exported',
      invitation_redemptions: 'which administrator’s code let the person in',
      invitation_codes: 'codes an administrator made (created_by)',
      x_verifications: 'a pending X verification code, deleted when used',
    };
    const personal = Object.values(schema as Record<string, unknown>)
      .filter((v): v is PgTable => v instanceof PgTable)
      .map((table) => getTableConfig(table))
      .filter(
        (c) => c.name === 'users' || c.columns.some((col) => ['user_id', 'created_by', 'x_user_id'].includes(col.name)),
      )
      .map((c) => c.name)
      .sort();
    expect(personal.filter((name) => !(name in exported) && !(name in notExported))).toEqual([]);
    const u = await populatedUser();
    const data = (await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie: u.cookie } })).json();
    for (const key of Object.values(exported)) expect(data, key).toHaveProperty(key);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  const del = (u: TestUser, password?: string) =>
    asUser(t.app, u).delete('/api/me', password === undefined ? {} : { password });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const u = await populatedUser();
    expect((await del(u, 'wrong-password')).statusCode).toBe(403);
    expect((await del(u, '')).statusCode).toBe(400);
    expect((await del(u)).statusCode).toBe(400);
    expect((await t.app.db.select().from(users).where(eq(users.id, u.id))).length).toBe(1);
    expect((await t.app.db.select().from(goals).where(eq(goals.userId, u.id))).length).toBe(1);
  });

  it('deletes the account and every personal row; the user can no longer sign in; others are untouched', async () => {
    const u = await populatedUser();
    const other = await populatedUser();
    const res = await del(u, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
    const cleared = res.cookies.filter((c) => c.name === 'gs_access' || c.name === 'gs_refresh');
    expect(cleared.length).toBe(2);
    expect(cleared.every((c) => c.value === '')).toBe(true);

    const count = async (
      table:
        | typeof goals
        | typeof goalUpdates
        | typeof notifications
        | typeof activities
        | typeof feedback
        | typeof profileFacts
        | typeof refreshTokens,
      userId: string,
    ) =>
      (
        await t.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.userId, userId))
      )[0]!.n;
    for (const table of [goals, goalUpdates, notifications, activities, feedback, profileFacts, refreshTokens]) {
      expect(await count(table, u.id)).toBe(0);
      expect(await count(table, other.id)).toBeGreaterThan(0);
    }
    expect((await t.app.db.select().from(users).where(eq(users.id, u.id))).length).toBe(0);
    const [r] = await queryRows<{ m: number; d: number; a: number }>(
      t.app.db,
      sql`select (select count(*) from user_metadata where user_id = ${u.id})::int as m, (select count(*) from device_info where user_id = ${u.id})::int as d, (select count(*) from active_days where user_id = ${u.id})::int as a`,
    );
    expect(r).toEqual({ m: 0, d: 0, a: 0 });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: u.password },
    });
    expect(login.statusCode).toBe(401);
    // The old access token reads nothing any more.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: u.cookie } });
    expect(me.statusCode).toBe(401);
    const exp = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie: u.cookie } });
    expect(exp.statusCode).toBe(401);
    // Every call with the still-signed access token is a 401 (the account is gone), never a 500.
    const writes = [
      { method: 'POST' as const, url: '/api/feedback', payload: { feedback: 'x' } },
      { method: 'POST' as const, url: '/api/activities', payload: { activityType: 'login', description: '' } },
      { method: 'POST' as const, url: '/api/activities/active', payload: {} },
      { method: 'PUT' as const, url: '/api/user-sys', payload: { device: {}, browser: {}, display: {} } },
      { method: 'POST' as const, url: '/api/user-data', payload: { metadata: 'x' } },
      { method: 'PUT' as const, url: '/api/users/updateMe', payload: { name: 'x' } },
      { method: 'GET' as const, url: '/api/user-data/metadata' },
    ];
    for (const w of writes) {
      const r = await t.app.inject({ ...w, headers: { cookie: u.cookie } });
      expect([w.url, r.statusCode]).toEqual([w.url, 401]);
    }
  });

  it('cancels an active PayPal subscription first', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN, custom_id: u.id });
    const ok = await asUser(t.app, u).put('/api/users/updateSubscriptionStatus', { subscriptionId: s.id });
    expect(ok.statusCode).toBe(200);
    await t.app.db.insert(paymentEvents).values({
      id: `WH-${s.id}`,
      eventType: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resourceId: s.id,
      payload: { resource: { subscriber: { email_address: u.email } } },
    });
    const res = await del(u, u.password);
    expect(res.statusCode).toBe(200);
    expect(pp.subscriptions.get(s.id)!.status).toBe('CANCELLED');
    expect(pp.requests.some((r) => r.method === 'POST' && r.path === `/v1/billing/subscriptions/${s.id}/cancel`)).toBe(
      true,
    );
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.paypalSubscriptionId, s.id));
    expect(row).toMatchObject({ userId: null, status: 'CANCELLED' });
    const [ev] = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `WH-${s.id}`));
    expect(JSON.stringify(ev!.payload)).not.toContain(u.email);
  });

  it('when PayPal cannot cancel, nothing is deleted', async () => {
    const u = await createUser(t.app);
    await t.app.db.insert(subscriptions).values({
      userId: u.id,
      paypalSubscriptionId: 'I-GONEFROMPAYPAL',
      planId: PLAN,
      plan: 'monthly',
      status: 'ACTIVE',
    });
    // The fake answers 404 for an unknown id, which we treat as 'nothing to cancel'; make PayPal unreachable instead.
    const broken = await createTestApp({
      env: { PAYPAL_CLIENT_ID: 'x', PAYPAL_CLIENT_SECRET: 'y', PAYPAL_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const v = await createUser(broken.app);
      await broken.app.db
        .insert(subscriptions)
        .values({ userId: v.id, paypalSubscriptionId: 'I-LIVE', planId: PLAN, plan: 'monthly', status: 'ACTIVE' });
      const res = await asUser(broken.app, v).delete('/api/me', { password: v.password });
      expect(res.statusCode).toBe(502);
      expect((await broken.app.db.select().from(users).where(eq(users.id, v.id))).length).toBe(1);
    } finally {
      await broken.close();
    }
    expect((await del(u, u.password)).statusCode).toBe(200);
  });
});
