import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GRIND_MAX_MINUTES, GRIND_MIN_MINUTES, MESSAGES } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { aiQuota, aiUsage, goals, notifications } from '../../db/schema/index.ts';
import { getAiUsageSummary } from './ai-usage.service.ts';
import type { CoachProvider } from '../../ai/coach-provider.ts';
import { createOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';
import { CoachError } from '../../ai/coach-error.ts';
import { asUser } from '../../testing/test-context.ts';

const LIMIT = 3;
let t: TestApp;
let failing = false;
const heuristic = createOfflineCoach();
/** The real heuristic, with a switch that makes its calls fail like an unreachable model. */
const coach: CoachProvider = {
  ...heuristic,
  name: 'heuristic',
  model: 'rules-v1',
  fortify: async (g, c) => {
    if (failing) throw new CoachError('timeout', 'The AI took too long to answer.');
    return heuristic.fortify(g, c);
  },
  advice: async (c) => {
    if (failing) throw new CoachError('timeout', 'The AI took too long to answer.');
    return heuristic.advice(c);
  },
};

beforeAll(async () => {
  t = await createTestApp({ env: { AI_DAILY_LIMIT: String(LIMIT) }, coach });
});
afterAll(() => t.close());

async function addGoal(user: TestUser, description: string, over: Partial<typeof goals.$inferInsert> = {}) {
  const [g] = await t.app.db
    .insert(goals)
    .values({ userId: user.id, description, ...over })
    .returning();
  return g!;
}
const post = (user: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

describe('POST /api/agents/fortifyIt', () => {
  it('fortifies the goal text and ignores a client location', async () => {
    const u = await createUser(t.app);
    const g = await addGoal(u, 'get better at spanish');
    const res = await post(u, '/api/agents/fortifyIt', {
      goal: 'get better at spanish',
      currentGoalId: g.id,
      timezone: 'Europe/Lisbon',
      location: { city: 'Faketown', region: 'X', country: 'Y' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.improvedGoal.toLowerCase()).toContain('get better at spanish');
    expect(body.reason).toMatch(/deadline/);
    const usage = await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ kind: 'fortify', provider: 'heuristic', model: 'rules-v1', outcome: 'ok' });
  });

  it('refuses bad input with a 4xx and the error shape', async () => {
    const u = await createUser(t.app);
    for (const payload of [
      { goal: '   ' },
      { goal: 'x'.repeat(901) },
      { goal: 'ok', timezone: 'Mars/Olympus' },
      { goal: 'ok', currentGoalId: 'nope' },
    ]) {
      const res = await post(u, '/api/agents/fortifyIt', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation' });
    }
    const anon = await t.app.inject({ method: 'POST', url: '/api/agents/fortifyIt', payload: { goal: 'x' } });
    expect(anon.statusCode).toBe(401);
  });

  it("answers 404 for another person's goal and spends no quota", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const g = await addGoal(owner, 'secret plan');
    const res = await post(other, '/api/agents/fortifyIt', { goal: 'secret plan', currentGoalId: g.id });
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(aiQuota).where(eq(aiQuota.userId, other.id))).toHaveLength(0);
  });

  it('a provider failure answers 502 with a clear message, records the error and refunds the quota', async () => {
    const u = await createUser(t.app);
    failing = true;
    try {
      const res = await post(u, '/api/agents/fortifyIt', { goal: 'write more' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'upstream',
        message: 'The coach could not answer. The AI took too long to answer. Please try again.',
      });
    } finally {
      failing = false;
    }
    const [q] = await t.app.db.select().from(aiQuota).where(eq(aiQuota.userId, u.id));
    expect(q!.count).toBe(0);
    const [usage] = await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));
    expect(usage).toMatchObject({ outcome: 'error' });
    expect(usage!.error).toContain('timeout');
  });
});

describe('daily limits', () => {
  it('concurrent calls cannot pass the limit; the rest get 429 with Retry-After to local midnight', async () => {
    const u = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(u, '/api/agents/fortifyIt', { goal: 'read more', timezone: 'Asia/Tokyo' })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(LIMIT);
    expect(limited).toHaveLength(10 - LIMIT);
    expect(limited[0]!.json()).toEqual({ error: 'rate_limited', message: MESSAGES.dailyLimit });
    const retryAfter = Number(limited[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const [q] = await t.app.db
      .select()
      .from(aiQuota)
      .where(and(eq(aiQuota.userId, u.id), eq(aiQuota.kind, 'fortify')));
    expect(q!.count).toBe(LIMIT);
    // Kinds are counted separately: next move still works.
    await addGoal(u, 'read more');
    expect((await post(u, '/api/agents/generateWhatToDoNotification', { timezone: 'Asia/Tokyo' })).statusCode).toBe(
      200,
    );
    const quota = await asUser(t.app, u).get('/api/agents/quota?timezone=Asia/Tokyo');
    expect(quota.json()).toMatchObject({
      plan: 'free',
      limit: LIMIT,
      kinds: {
        fortify: { used: LIMIT, remaining: 0 },
        nextMove: { used: 1, remaining: LIMIT - 1 },
        grind: { used: 0, remaining: LIMIT },
      },
    });
  });

  it('subscribers get four times the limit', async () => {
    const u = await createUser(t.app, { subscriptionStatus: 'active' });
    const results = await Promise.all(
      Array.from({ length: LIMIT * 4 + 2 }, () => post(u, '/api/agents/fortifyIt', { goal: 'read more' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(LIMIT * 4);
    const quota = await t.app.inject({ method: 'GET', url: '/api/agents/quota', headers: { cookie: u.cookie } });
    expect(quota.json()).toMatchObject({ plan: 'subscriber', limit: LIMIT * 4 });
  });
});

describe('POST /api/agents/generateWhatToDoNotification', () => {
  it('names a goal with a reason', async () => {
    const u = await createUser(t.app);
    await addGoal(u, 'tidy the shelf');
    const red = await addGoal(u, 'Finish the grant report by Friday', { borderColor: 'red' });
    const res = await post(u, '/api/agents/generateWhatToDoNotification', {
      timezone: 'Europe/Lisbon',
      location: { city: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ goalId: red.id });
    expect(res.json().whatTodoNext).toContain('Finish the grant report by Friday');
    // The time box the card shows is the one the text names.
    const { minutes } = res.json();
    expect(minutes).toBeGreaterThanOrEqual(GRIND_MIN_MINUTES);
    expect(minutes).toBeLessThanOrEqual(GRIND_MAX_MINUTES);
    expect(res.json().whatTodoNext).toContain(`${minutes} focused minutes`);
  });

  it('with zero goals answers 409 with the no-goals message and spends nothing', async () => {
    const u = await createUser(t.app);
    const res = await post(u, '/api/agents/generateWhatToDoNotification', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.noGoals);
    expect(await t.app.db.select().from(aiQuota).where(eq(aiQuota.userId, u.id))).toHaveLength(0);
  });
});

describe('POST /api/agents/generateNotification', () => {
  it('creates a pending, unread grind for the goal', async () => {
    const u = await createUser(t.app);
    const g = await addGoal(u, 'write my newsletter');
    const res = await post(u, '/api/agents/generateNotification', {
      type: 'grind',
      generateNotification: g.description,
      currentGoalId: g.id,
      timezone: 'UTC',
    });
    expect(res.statusCode).toBe(200);
    const n = res.json().notification;
    expect(n).toMatchObject({
      type: 'grind',
      status: 'unread',
      state: 'pending',
      goalId: g.id,
      liked: null,
      startedAt: null,
    });
    expect(n.duration).toBeGreaterThanOrEqual(10);
    expect(n.duration).toBeLessThanOrEqual(50);
    expect(n.reason).toMatch(/minutes because/);
  });

  it("refuses another person's goal with 404", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const g = await addGoal(owner, 'secret');
    const res = await post(other, '/api/agents/generateNotification', { type: 'grind', currentGoalId: g.id });
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, other.id))).toHaveLength(0);
  });

  it('a failed scheduled generation gives the day back, so the next check creates it', async () => {
    const u = await createUser(t.app);
    await addGoal(u, 'write my newsletter');
    const ask = () => post(u, '/api/agents/generateNotification', { type: 'advice', scheduled: true, timezone: 'UTC' });
    failing = true;
    try {
      expect((await ask()).statusCode).toBe(502);
    } finally {
      failing = false;
    }
    const again = await ask();
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(true);
  });

  it('scheduled notifications are created at most once per type per local day, however many tabs ask', async () => {
    const u = await createUser(t.app);
    await addGoal(u, 'write my newsletter');
    const asks = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(u, '/api/agents/generateNotification', { type: 'grind', scheduled: true, timezone: 'America/New_York' }),
      ),
    );
    expect(asks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Only the tab that claimed the day spent quota; the others waited for its notification.
    const [quota] = await t.app.db.select().from(aiQuota).where(eq(aiQuota.userId, u.id));
    expect(quota?.count).toBe(1);
    const ids = new Set(asks.map((r) => r.json().notification.id));
    expect(ids.size).toBe(1);
    expect(asks.filter((r) => r.json().created === true)).toHaveLength(1);
    const advice = await post(u, '/api/agents/generateNotification', {
      type: 'advice',
      scheduled: true,
      timezone: 'America/New_York',
    });
    expect(advice.json()).toMatchObject({ created: true, notification: { type: 'advice', state: null, liked: null } });
    const again = await post(u, '/api/agents/generateNotification', {
      type: 'advice',
      scheduled: true,
      timezone: 'America/New_York',
    });
    expect(again.json()).toMatchObject({ created: false, notification: { id: advice.json().notification.id } });
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(rows).toHaveLength(2);
  });
});

describe('getAiUsageSummary', () => {
  it('sums calls per day and per user', async () => {
    const summary = await getAiUsageSummary(t.app.db, { days: 7 });
    expect(summary.byDay.length).toBeGreaterThanOrEqual(1);
    const total = summary.byDay.reduce((s, d) => s + d.calls, 0);
    const all = await t.app.db.select().from(aiUsage);
    expect(total).toBe(all.length);
    expect(summary.byDay[0]!.limited).toBeGreaterThan(0);
    expect(summary.byUser.reduce((s, u) => s + u.calls, 0)).toBe(all.length);
    expect(summary.byUser[0]!.username).toMatch(/^user_/);
  });
});
