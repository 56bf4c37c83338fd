import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ACCESS_TOKEN_MAX_PER_USER,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_RATE_LIMIT,
  MESSAGES,
  type TAccessTokenScope,
} from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createGoal, createUser, mintAccessToken, type TestUser } from '../../testing/factories.ts';
import { accessTokens, goals, notifications } from '../../db/schema/index.ts';
import { createAccessToken, hashAccessToken } from './access-tokens.service.ts';
import { TOKEN_ROUTES } from './bearer-auth.service.ts';
import { asUser } from '../../testing/test-context.ts';

const DAILY_LIMIT = 2;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { AI_DAILY_LIMIT: String(DAILY_LIMIT), LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => t.close());

const mint = (user: TestUser, scopes?: TAccessTokenScope[], extra?: object) =>
  mintAccessToken(t.app, user, scopes, extra);

const bearer = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

const addGoal = (user: TestUser, description: string) => createGoal(t.app, user, { description });

describe('managing access tokens (cookie session)', () => {
  it('creates a gst_ token shown once, stores only its SHA-256 and lists it without the secret', async () => {
    const user = await createUser(t.app);
    const created = await mint(user, ['goals:write', 'goals:read'], { expiresInDays: 30 });
    expect(created.token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'My assistant', scopes: ['goals:read', 'goals:write'], lastUsedAt: null });
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const [row] = await t.app.db.select().from(accessTokens).where(eq(accessTokens.id, created.id));
    expect(row!.tokenHash).toBe(hashAccessToken(created.token).toString('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const list = await t.app.inject({ method: 'GET', url: '/api/access-tokens', headers: { cookie: user.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'My assistant',
        scopes: ['goals:read', 'goals:write'],
        createdAt: created.createdAt,
        lastUsedAt: null,
        expiresAt: created.expiresAt,
      },
    ]);
    expect(list.body).not.toContain(created.token.slice(4));
  });

  it('refuses bad input with a 400 and creates nothing', async () => {
    const user = await createUser(t.app);
    for (const payload of [
      { name: '   ', scopes: ['goals:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: ['goals:read', 'goals:read'] },
      { name: 'x', scopes: ['goals:read'], expiresInDays: 0 },
      { name: 'x', scopes: ['goals:read'], expiresInDays: 366 },
      { name: 'x'.repeat(61), scopes: ['goals:read'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/access-tokens',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation' });
    }
    const rows = await t.app.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('caps the live tokens per account', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < ACCESS_TOKEN_MAX_PER_USER; i++) {
      await createAccessToken(t.app.db, { userId: user.id, name: `t${i}`, scopes: ['goals:read'] });
    }
    const res = await asUser(t.app, user).post('/api/access-tokens', { name: 'one more', scopes: ['goals:read'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: ACCESS_TOKEN_MESSAGES.tooMany });
  });

  it('revokes a token: the next request with it gets a 401, and another account cannot revoke it', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const created = await mint(user);
    expect((await bearer(created.token, 'GET', '/api/goals')).statusCode).toBe(200);

    const foreign = await asUser(t.app, other).delete(`/api/access-tokens/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await bearer(created.token, 'GET', '/api/goals')).statusCode).toBe(200);

    const res = await asUser(t.app, user).delete(`/api/access-tokens/${created.id}`);
    expect(res.json()).toEqual({ ok: true });
    const after = await bearer(created.token, 'GET', '/api/goals');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthorized', message: ACCESS_TOKEN_MESSAGES.invalid });
    expect(after.headers['www-authenticate']).toContain('Bearer');
    const again = await asUser(t.app, user).delete(`/api/access-tokens/${created.id}`);
    expect(again.statusCode).toBe(404);
    const junk = await asUser(t.app, user).delete('/api/access-tokens/nope');
    expect(junk.statusCode).toBe(404);
  });

  it('cannot be done with a token, with or without the cookie beside it', async () => {
    const user = await createUser(t.app);
    const { token, id } = await mint(user);
    for (const headers of [
      { authorization: `Bearer ${token}` },
      { authorization: `Bearer ${token}`, cookie: user.cookie },
    ]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/access-tokens', headers });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ error: 'forbidden', message: ACCESS_TOKEN_MESSAGES.notAccepted });
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/access-tokens',
        headers,
        payload: { name: 'escalate', scopes: ['goals:write'] },
      });
      expect(create.statusCode).toBe(403);
      const revoke = await t.app.inject({ method: 'DELETE', url: `/api/access-tokens/${id}`, headers });
      expect(revoke.statusCode).toBe(403);
    }
    const rows = await t.app.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([id]);
  });
});

describe('Authorization: Bearer on the member API', () => {
  it('reaches goals, updates, completed goals, the coach and notifications, as the token owner', async () => {
    const user = await createUser(t.app);
    const { token } = await mint(user);

    const created = await bearer(token, 'POST', '/api/goals', { description: 'Ship the token screen' });
    expect(created.statusCode).toBe(201);
    const goal = created.json<{ id: string; userId: string }>();
    expect(goal.userId).toBe(user.id);
    const list = await bearer(token, 'GET', '/api/goals');
    expect(list.json<{ id: string }[]>().map((g) => g.id)).toEqual([goal.id]);
    expect((await bearer(token, 'PATCH', `/api/goals/${goal.id}`, { borderColor: 'red' })).json()).toMatchObject({
      borderColor: 'red',
    });

    const update = await bearer(token, 'POST', '/api/goal-updates', { goalId: goal.id, content: '<p>Halfway</p>' });
    expect(update.statusCode).toBe(201);
    const updates = await bearer(token, 'GET', `/api/goal-updates/${goal.id}`);
    expect(updates.json<{ content: string }[]>().map((u) => u.content)).toEqual(['<p>Halfway</p>']);

    const fortify = await bearer(token, 'POST', '/api/agents/fortifyIt', { goal: 'run', currentGoalId: goal.id });
    expect(fortify.statusCode).toBe(200);
    expect(fortify.json()).toHaveProperty('improvedGoal');
    const nextMove = await bearer(token, 'POST', '/api/agents/generateWhatToDoNotification', {});
    expect(nextMove.statusCode).toBe(200);
    expect(nextMove.json()).toMatchObject({ goalId: goal.id });
    expect((await bearer(token, 'GET', '/api/agents/quota')).statusCode).toBe(200);

    await t.app.db
      .insert(notifications)
      .values({ userId: user.id, type: 'advice', name: 'Advice', description: 'Keep going' });
    const notes = await bearer(token, 'GET', '/api/notifications');
    expect(notes.statusCode).toBe(200);
    expect(notes.json<{ notifications: unknown[] }>().notifications).toHaveLength(1);
    expect((await bearer(token, 'PUT', '/api/notifications/markRead')).json()).toMatchObject({ updated: 1 });

    const completed = await bearer(token, 'POST', `/api/completed-goals/${goal.id}`);
    expect(completed.statusCode).toBe(200);
    const done = await bearer(token, 'GET', '/api/completed-goals');
    expect(done.json()).toMatchObject({ totalCount: 1 });

    const [row] = await t.app.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('never reaches another account: the token owner is the only user', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const theirs = await addGoal(other, 'Private plans');
    const { token } = await mint(owner);
    expect((await bearer(token, 'GET', '/api/goals')).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/goals/${theirs.id}`],
      ['PATCH', `/api/goals/${theirs.id}`, { description: 'mine now' }],
      ['GET', `/api/goal-updates/${theirs.id}`],
      ['POST', '/api/goal-updates', { goalId: theirs.id, content: 'x' }],
      ['POST', `/api/completed-goals/${theirs.id}`],
      ['DELETE', `/api/goals/${theirs.id}`],
    ] as const) {
      const res = await bearer(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [still] = await t.app.db.select().from(goals).where(eq(goals.id, theirs.id));
    expect(still).toMatchObject({ description: 'Private plans', completedAt: null });
  });

  it('gives a read-only token a 403 on writes, changing nothing, and lets it read', async () => {
    const user = await createUser(t.app);
    const goal = await addGoal(user, 'Read me');
    const { token } = await mint(user, ['goals:read']);
    expect((await bearer(token, 'GET', '/api/goals')).statusCode).toBe(200);
    expect((await bearer(token, 'POST', '/api/agents/fortifyIt', { goal: 'x' })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/goals', { description: 'Nope' }],
      ['PATCH', `/api/goals/${goal.id}`, { description: 'Nope' }],
      ['DELETE', `/api/goals/${goal.id}`],
      ['POST', `/api/completed-goals/${goal.id}`],
      ['POST', '/api/goal-updates', { goalId: goal.id, content: 'Nope' }],
      ['PUT', '/api/notifications/markRead'],
    ] as const) {
      const res = await bearer(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: ACCESS_TOKEN_MESSAGES.readOnly });
    }
    const rows = await t.app.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(rows.map((g) => [g.description, g.completedAt])).toEqual([['Read me', null]]);
  });

  it('answers 401 to made-up, malformed and expired tokens', async () => {
    const user = await createUser(t.app);
    const expired = await createAccessToken(t.app.db, {
      userId: user.id,
      name: 'old',
      scopes: ['goals:read'],
      expiresInDays: 1,
      now: new Date(Date.now() - 2 * 86_400_000),
    });
    const live = await mint(user);
    const madeUp = `gst_${'A'.repeat(43)}`;
    const tampered = live.token.slice(0, -1) + (live.token.endsWith('A') ? 'B' : 'A');
    for (const token of [expired.token, madeUp, tampered, 'gst_short', 'not-a-token', '']) {
      const res = await bearer(token, 'GET', '/api/goals');
      expect(res.statusCode, token).toBe(401);
    }
  });

  it('refuses a token in the query string, whatever the route', async () => {
    const user = await createUser(t.app);
    const { token } = await mint(user);
    for (const url of [
      `/api/goals?access_token=${token}`,
      `/api/goals?token=${token}`,
      `/api/goals?token=${encodeURIComponent(token)}`,
      `/mcp?key=${token}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: ACCESS_TOKEN_MESSAGES.inQuery });
    }
  });

  it('is refused outside the member API: profile, your data, subscription, admin', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const { token } = await mint(admin);
    for (const [method, url, payload] of [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/updateMe', { name: 'Renamed' }],
      ['PATCH', '/api/users/updateMyPassword', { currentPassword: admin.password, newPassword: 'N3w!Password' }],
      ['GET', '/api/user-data/metadata'],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me', { password: admin.password }],
      ['PUT', '/api/users/updateSubscriptionStatus', { subscriptionId: 'I-1' }],
      ['GET', '/api/chart'],
    ] as const) {
      const res = await bearer(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: ACCESS_TOKEN_MESSAGES.notAccepted });
    }
    // The admin surface stays hidden: the same 404 as for any non-admin.
    const adminRes = await bearer(token, 'GET', '/api/admin/users');
    expect(adminRes.statusCode).toBe(404);
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}`, cookie: admin.cookie },
    });
    expect(withCookie.statusCode).toBe(404);
  });

  it('skips the CSRF check for bearer-only requests, and keeps it when a cookie comes along', async () => {
    const user = await createUser(t.app);
    const { token } = await mint(user);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const bearerOnly = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...crossSite, authorization: `Bearer ${token}` },
      payload: { description: 'From a browser extension' },
    });
    expect(bearerOnly.statusCode).toBe(201);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...crossSite, authorization: `Bearer ${token}`, cookie: user.cookie },
      payload: { description: 'Forged' },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual({ error: 'forbidden', message: MESSAGES.badOrigin });
    const rows = await t.app.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(rows.map((g) => g.description)).toEqual(['From a browser extension']);
  });

  it('has its own rate limit per token (counted in the database) with a Retry-After', async () => {
    const user = await createUser(t.app);
    const busy = await mint(user);
    const calm = await mint(user);
    await t.app.db.execute(
      sql`insert into rate_limits (key, count, window_start) values (${`access-token:${busy.id}`}, ${ACCESS_TOKEN_RATE_LIMIT.limit}, now())`,
    );
    const limited = await bearer(busy.token, 'GET', '/api/goals');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(calm.token, 'GET', '/api/goals')).statusCode).toBe(200);
    const web = await t.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie } });
    expect(web.statusCode).toBe(200);
  });

  it('spends the same daily coach quota as the web', async () => {
    const user = await createUser(t.app);
    await addGoal(user, 'Write the report');
    const { token } = await mint(user, ['goals:read']);
    const web = await asUser(t.app, user).post('/api/agents/fortifyIt', { goal: 'report' });
    expect(web.statusCode).toBe(200);
    for (let i = 1; i < DAILY_LIMIT; i++) {
      expect((await bearer(token, 'POST', '/api/agents/fortifyIt', { goal: 'report' })).statusCode).toBe(200);
    }
    const limited = await bearer(token, 'POST', '/api/agents/fortifyIt', { goal: 'report' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: MESSAGES.dailyLimit });
  });

  it('lists only routes that exist (the table of token routes is not stale)', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const key of Object.keys(TOKEN_ROUTES)) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
    }
    expect(routes).toContain('access-tokens');
  });

  it('is declared in the OpenAPI document: the bearer scheme on member routes, not on token management', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { security?: Record<string, string[]>[] };
    const doc = res.json<{
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('Authorization: Bearer');
    const both = [{ cookieAuth: [] }, { bearerAuth: [] }];
    expect(doc.paths['/api/goals']!.get!.security).toEqual(both);
    expect(doc.paths['/api/goals/{id}']!.patch!.security).toEqual(both);
    expect(doc.paths['/api/agents/fortifyIt']!.post!.security).toEqual(both);
    expect(doc.paths['/api/access-tokens']!.post!.security).not.toEqual(both);
  });

  it('never writes a token to the logs', async () => {
    const user = await createUser(t.app);
    const created = await mint(user);
    await bearer(created.token, 'GET', '/api/goals');
    await t.app.inject({ method: 'GET', url: `/api/goals?access_token=${created.token}` });
    await bearer(`${created.token}x`, 'GET', '/api/goals');
    const secret = created.token.slice(4);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).toContain('[redacted]');
  });
});
