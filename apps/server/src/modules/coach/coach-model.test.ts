import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  GRIND_MAX_MINUTES,
  GRIND_MIN_MINUTES,
  REVIEW_WARMTH_DAILY_LIMIT,
  ZFortifyAnswerSchema,
  ZNextMoveAnswerSchema,
} from '@grindstone/contract';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { startLocalModel, type Behaviour, type LocalModel } from '../../testing/fakes/local-model-server.ts';
import { aiQuota, aiUsage, goals } from '../../db/schema/index.ts';
import type { CoachProvider } from '../../ai/coach-provider.ts';
import { createCoachProvider } from '../../ai/create-provider.ts';
import { asUser } from '../../testing/test-context.ts';

/**
 * The coach routes with a local model (a stand-in speaking the chat-completions wire format)
 * as the provider: whatever the model does, people get a valid answer or the offline coach's,
 * never a 502 while the offline coach can answer, and ai_usage says which it was.
 */

let model: LocalModel;
let t: TestApp;

function localCoach(tuning: { fallback?: CoachProvider } = {}): CoachProvider {
  const config = testConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseURL, AI_MODEL: 'llama3.1:8b' });
  return createCoachProvider(config, { retries: 1, backoffMs: 5, timeoutMs: 2_000, ...tuning });
}

beforeAll(async () => {
  model = await startLocalModel();
  t = await createTestApp({ env: { AI_DAILY_LIMIT: '100' }, coach: localCoach() });
});
afterAll(async () => {
  await t.close();
  await model.close();
});
afterEach(() => {
  model.assertClean();
});

const post = (user: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
const outcomesOf = async (userId: string) =>
  (await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.createdAt))).map(
    (r) => `${r.kind}:${r.outcome}`,
  );

async function userWithGoal(description = 'get better at spanish') {
  const u = await createUser(t.app);
  const [g] = await t.app.db.insert(goals).values({ userId: u.id, description, borderColor: 'purple' }).returning();
  return { u, g: g! };
}

/** Fortify, Next move, a grind and advice, through the routes; every answer must be valid. */
async function everyCall(u: TestUser, goalId: string) {
  const fortify = await post(u, '/api/agents/fortifyIt', { goal: 'get better at spanish', currentGoalId: goalId });
  expect(fortify.statusCode).toBe(200);
  expect(ZFortifyAnswerSchema.parse(fortify.json()).improvedGoal.length).toBeGreaterThan(0);
  const next = await post(u, '/api/agents/generateWhatToDoNotification', {});
  expect(next.statusCode).toBe(200);
  expect([goalId, null]).toContain(ZNextMoveAnswerSchema.parse(next.json()).goalId);
  const grind = await post(u, '/api/agents/generateNotification', { type: 'grind', currentGoalId: goalId });
  expect(grind.statusCode).toBe(200);
  const { duration, name } = grind.json().notification;
  expect(duration).toBeGreaterThanOrEqual(GRIND_MIN_MINUTES);
  expect(duration).toBeLessThanOrEqual(GRIND_MAX_MINUTES);
  expect(name.length).toBeGreaterThan(0);
  const advice = await post(u, '/api/agents/generateNotification', { type: 'advice' });
  expect(advice.statusCode).toBe(200);
  return { fortify: fortify.json(), grind: grind.json().notification };
}

describe('the coach routes on a local model', () => {
  const cases: [Behaviour, string][] = [
    ['valid', 'ok'],
    ['fenced', 'repaired'],
    ['wrong-types', 'repaired'],
    ['nonsense', 'fallback'],
    ['error-500', 'fallback'],
  ];
  for (const [behaviour, outcome] of cases) {
    it(`a model answering "${behaviour}" gives valid answers, counted as ${outcome}`, async () => {
      const { u, g } = await userWithGoal();
      model.behaviour = behaviour;
      await everyCall(u, g.id);
      expect(await outcomesOf(u.id)).toEqual(
        ['fortify', 'nextMove', 'grind', 'advice'].map((kind) => `${kind}:${outcome}`),
      );
      const rows = await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));
      for (const r of rows) {
        expect(r.provider).toBe('openai-compatible');
        if (outcome === 'fallback') expect(r.error).toMatch(/^(bad_output|upstream|timeout): /);
        else expect(r.error).toBeNull();
      }
    });
  }

  it('a 75-minute grind is saved as a valid one, not a 502', async () => {
    const { u, g } = await userWithGoal();
    model.reply({
      content: JSON.stringify({ name: 'Long drill', description: 'Verbs.', duration: 75, reason: 'Big.' }),
    });
    const res = await post(u, '/api/agents/generateNotification', { type: 'grind', currentGoalId: g.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().notification).toMatchObject({ name: 'Long drill', duration: GRIND_MAX_MINUTES });
    expect(await outcomesOf(u.id)).toEqual(['grind:repaired']);
  });

  it('a new goal waits at most a second for a slow model, and the offline rules are recorded as a fallback', async () => {
    const u = await createUser(t.app);
    model.slowMs = 3_000;
    model.behaviour = 'slow';
    const started = performance.now();
    const res = await post(u, '/api/goals', { description: 'call the dentist' });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(201);
    expect(took).toBeLessThan(1_500);
    const offline = await createCoachProvider(testConfig()).classifyGoal('call the dentist');
    expect(res.json()).toMatchObject({ borderColor: offline.borderColor, warning: offline.warning });
    expect(await outcomesOf(u.id)).toEqual(['classify:fallback']);
  });

  it('a quick model classifies the new goal, counted as ok', async () => {
    const u = await createUser(t.app);
    model.reply({ content: JSON.stringify({ borderColor: 'red', warning: false, reason: 'Due today.' }) });
    const res = await post(u, '/api/goals', { description: 'call the dentist' });
    expect(res.json()).toMatchObject({ borderColor: 'red', warning: false });
    expect(await outcomesOf(u.id)).toEqual(['classify:ok']);
  });
});

describe('only when the offline coach cannot answer either', () => {
  it('the call answers 502 with a clear message, records the error and gives the unit back', async () => {
    const broken = {
      ...createCoachProvider(testConfig()),
      fortify: async () => {
        throw new Error('offline coach failed');
      },
    } as CoachProvider;
    const app = t.app as { coach: CoachProvider };
    const working = app.coach;
    app.coach = localCoach({ fallback: broken });
    try {
      const u = await createUser(t.app);
      model.reply({ status: 500 }, { status: 500 });
      const res = await asUser(t.app, u).post('/api/agents/fortifyIt', { goal: 'get better at spanish' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'upstream',
        message: 'The coach could not answer. The AI service failed (HTTP 500). Please try again.',
      });
      const rows = await t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));
      expect(rows.map((r) => [r.outcome, r.error])).toEqual([['error', 'upstream: The AI service failed (HTTP 500).']]);
      const quota = await t.app.inject({ method: 'GET', url: '/api/agents/quota', headers: { cookie: u.cookie } });
      expect(quota.json().kinds.fortify).toMatchObject({ used: 0 });
    } finally {
      app.coach = working;
    }
  });
});

describe('the weekly review on a local model', () => {
  const review = (u: TestUser) => t.app.inject({ method: 'GET', url: '/api/review', headers: { cookie: u.cookie } });
  async function userWhoFinishedAGoal() {
    const u = await createUser(t.app);
    await t.app.db
      .insert(goals)
      .values({ userId: u.id, description: 'Book the dentist', borderColor: 'blue', completedAt: new Date() });
    return u;
  }
  const offlineDraft = /^This week you finished 1 goal: “Book the dentist”\./;

  it('the model warms the draft once per week and evidence; reloading asks it nothing more', async () => {
    const u = await userWhoFinishedAGoal();
    model.behaviour = 'valid';
    const first = await review(u);
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toBe('What a steady week: you kept showing up, and that is what moves goals forward.');
    expect(model.requests.map((r) => r.task)).toEqual(['review']);
    expect(model.requests[0]!.prompt).toMatch(/"draftToWarm": "This week you finished 1 goal/);
    expect((await review(u)).json().draft).toBe(first.json().draft);
    expect(model.requests).toHaveLength(1);
    expect(await outcomesOf(u.id)).toEqual(['review:ok']);
  });

  it('a failing model leaves the offline draft, and the page still answers 200', async () => {
    const u = await userWhoFinishedAGoal();
    model.reply({ status: 500 }, { status: 500 });
    const res = await review(u);
    expect(res.statusCode).toBe(200);
    expect(res.json().draft).toMatch(offlineDraft);
    expect(await outcomesOf(u.id)).toEqual(['review:fallback']);
  });

  it('past the daily allowance the offline draft stands and the model is not asked', async () => {
    const u = await userWhoFinishedAGoal();
    const day = new Date().toISOString().slice(0, 10);
    await t.app.db.insert(aiQuota).values({ userId: u.id, kind: 'review', day, count: REVIEW_WARMTH_DAILY_LIMIT });
    const res = await review(u);
    expect(res.json().draft).toMatch(offlineDraft);
    expect(model.requests).toHaveLength(0);
    expect(await outcomesOf(u.id)).toEqual([]);
  });
});
