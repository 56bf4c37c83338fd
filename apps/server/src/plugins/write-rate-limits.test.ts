import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, WRITE_RATE_LIMITS, type WriteKind } from '@grindstone/contract';
import { asUser, createTestContext } from '../testing/test-context.ts';
import { createUser, type TestUser } from '../testing/factories.ts';
import { queryRows } from '../db/client.ts';

describe('per-account write limits', () => {
  const t = createTestContext();
  let alice: TestUser;
  let bob: TestUser;
  let goalId: string;
  let updateId: string;
  beforeAll(async () => {
    alice = await createUser(t.app);
    bob = await createUser(t.app);
    const goal = await asUser(t.app, alice).post('/api/goals', { description: 'Write the chapter outline this week' });
    goalId = goal.json().id;
    const update = await asUser(t.app, alice).post('/api/goal-updates', { goalId, content: '<p>Started</p>' });
    updateId = update.json().id;
  });

  const writes: { kind: WriteKind; method: 'POST' | 'PUT'; url: () => string; payload: () => object }[] = [
    {
      kind: 'goals',
      method: 'POST',
      url: () => '/api/goals',
      payload: () => ({ description: 'Plan the team offsite' }),
    },
    {
      kind: 'goalUpdates',
      method: 'POST',
      url: () => '/api/goal-updates',
      payload: () => ({ goalId, content: '<p>More</p>' }),
    },
    {
      kind: 'goalUpdates',
      method: 'PUT',
      url: () => `/api/goal-updates/${updateId}`,
      payload: () => ({ content: '<p>Edited</p>' }),
    },
    { kind: 'feedback', method: 'POST', url: () => '/api/feedback', payload: () => ({ feedback: 'Nice app' }) },
    { kind: 'activities', method: 'POST', url: () => '/api/activities', payload: () => ({ activityType: 'login' }) },
  ];

  it('answers 429 with Retry-After once an account used its hour, and only for that account', async () => {
    for (const w of writes) {
      const { limit } = WRITE_RATE_LIMITS[w.kind];
      // As if alice had already written `limit` times this hour.
      await t.app.db.execute(sql`
        insert into rate_limits (key, count, window_start) values (${`write:${w.kind}:${alice.id}`}, ${limit}, now())
        on conflict (key) do update set count = ${limit}, window_start = now()`);
      const res = await t.app.inject({
        method: w.method,
        url: w.url(),
        headers: { cookie: alice.cookie },
        payload: w.payload(),
      });
      expect(res.statusCode, `${w.method} ${w.url()}`).toBe(429);
      expect(res.json()).toEqual({ error: 'rate_limited', message: MESSAGES.rateLimited });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    }
    const other = await asUser(t.app, bob).post('/api/feedback', { feedback: 'Works for me' });
    expect(other.statusCode).toBe(201);
  });

  it('counts each accepted write, not refused ones', async () => {
    const key = `write:feedback:${bob.id}`;
    const count = async () =>
      Number(
        (await queryRows<{ count: number }>(t.app.db, sql`select count from rate_limits where key = ${key}`))[0]
          ?.count ?? 0,
      );
    const before = await count();
    const bad = await asUser(t.app, bob).post('/api/feedback', {});
    expect(bad.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
