import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GOAL_TEXT_MAX, MESSAGES, type TGoal } from '@grindstone/contract';
import { createTestApp } from '../../testing/test-app.ts';
import { asUser, createMembersContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { aiQuota, aiUsage, goals } from '../../db/schema/index.ts';
import type { CoachProvider } from '../../ai/coach-provider.ts';
import { CoachError } from '../../ai/coach-error.ts';

describe('goals API', () => {
  const t = createMembersContext();

  const as = (u: TestUser) => ({ cookie: u.cookie });
  async function create(u: TestUser, description: string): Promise<TGoal> {
    const res = await asUser(t.app, u).post('/api/goals', { description });
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  async function list(u: TestUser): Promise<TGoal[]> {
    const res = await asUser(t.app, u).get('/api/goals');
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const countRows = async (userId: string) =>
    (await t.app.db.select().from(goals).where(eq(goals.userId, userId))).length;

  it('refuses every goal route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/goals'],
      ['POST', '/api/goals'],
      ['GET', '/api/goals/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/goals/reorder'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a goal with the spec fields, a colour and a warning from the coach', async () => {
    const g = await create(t.alice, '  Ship the landing page before Friday deadline  ');
    expect(g).toMatchObject({
      description: 'Ship the landing page before Friday deadline',
      userId: t.alice.id,
      order: 0,
    });
    expect(Object.keys(g).sort()).toEqual([
      'borderColor',
      'createdAt',
      'date',
      'description',
      'id',
      'ifThen',
      'order',
      'userId',
      'warning',
    ]);
    expect(['red', 'purple', 'blue', 'white']).toContain(g.borderColor);
    expect(typeof g.warning === 'boolean' || g.warning === null).toBe(true);
    expect(new Date(g.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('uses the coach classification and survives a failing coach', async () => {
    const app2 = await createTestApp({
      coach: {
        ...t.app.coach,
        classifyGoal: async () => ({ borderColor: 'purple', warning: true, reason: 'test' }),
      },
    });
    const u = await createUser(app2.app);
    const res = await asUser(app2.app, u).post('/api/goals', { description: 'Learn Go' });
    expect(res.json()).toMatchObject({ borderColor: 'purple', warning: true });
    app2.app.coach.classifyGoal = async () => {
      throw new Error('down');
    };
    const res2 = await asUser(app2.app, u).post('/api/goals', { description: 'Learn Rust' });
    expect(res2.statusCode).toBe(201);
    expect(res2.json()).toMatchObject({ borderColor: 'white', warning: null, order: 1 });
    await app2.close();
  });

  const usageOf = (userId: string) => t.app.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));

  it('records the classification of a new goal in ai_usage (kind classify), outside the daily limits', async () => {
    const u = await createUser(t.app);
    expect(await usageOf(u.id)).toEqual([]);
    await create(u, 'Run 5 km three times this week');
    const rows = await usageOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: u.id,
      kind: 'classify',
      provider: t.app.coach.name,
      model: t.app.coach.model,
      outcome: 'ok',
      error: null,
    });
    expect(rows[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    // Another person's goal is not counted for this user; no daily quota is taken.
    await create(t.bob, 'bob classifies too');
    expect(await usageOf(u.id)).toHaveLength(1);
    expect(await t.app.db.select().from(aiQuota).where(eq(aiQuota.userId, u.id))).toEqual([]);
  });

  it('records tokens and failed classifications, and a failing usage insert still creates the goal', async () => {
    let mode: 'ok' | 'fail' = 'ok';
    const coach: CoachProvider = {
      ...t.app.coach,
      name: 'test-llm',
      model: 'test-model',
      classifyGoal: async () => {
        if (mode === 'fail') throw new CoachError('timeout', 'The AI took too long to answer.');
        return { borderColor: 'red', warning: false, reason: 'urgent', usage: { inputTokens: 120, outputTokens: 9 } };
      },
    };
    const app2 = await createTestApp({ coach });
    try {
      const u = await createUser(app2.app);
      const post = (description: string) => asUser(app2.app, u).post('/api/goals', { description });
      const rowsOf = () => app2.app.db.select().from(aiUsage).where(eq(aiUsage.userId, u.id));

      const ok = await post('Pay the rent today');
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ borderColor: 'red', warning: false });
      expect(await rowsOf()).toMatchObject([
        {
          kind: 'classify',
          provider: 'test-llm',
          model: 'test-model',
          inputTokens: 120,
          outputTokens: 9,
          outcome: 'ok',
        },
      ]);

      mode = 'fail';
      const failed = await post('Learn Rust');
      expect(failed.statusCode).toBe(201);
      expect(failed.json()).toMatchObject({ borderColor: 'white', warning: null, order: 1 });
      const rows = await rowsOf();
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.outcome === 'error')).toMatchObject({
        kind: 'classify',
        inputTokens: null,
        error: 'timeout: The AI took too long to answer.',
      });

      // The usage insert itself fails (provider is NOT NULL): the goal is still created and classified.
      mode = 'ok';
      (coach as { name: string }).name = undefined as unknown as string;
      const unrecorded = await post('Call the bank');
      expect(unrecorded.statusCode).toBe(201);
      expect(unrecorded.json()).toMatchObject({ borderColor: 'red', warning: false, order: 2 });
      expect(await rowsOf()).toHaveLength(2);
      // Only the classification cap counts them, not the coach's daily limits.
      const quotaRows = await app2.app.db.select().from(aiQuota).where(eq(aiQuota.userId, u.id));
      expect(quotaRows.filter((r) => r.kind !== 'classify')).toEqual([]);
    } finally {
      await app2.close();
    }
  });

  it('refuses whitespace-only text and text over 900 characters, storing nothing', async () => {
    const u = await createUser(t.app);
    for (const description of ['', '   ', '\n\t  \n']) {
      const res = await asUser(t.app, u).post('/api/goals', { description });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: MESSAGES.goalWhitespace });
    }
    const long = await asUser(t.app, u).post('/api/goals', { description: 'x'.repeat(GOAL_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'validation', message: MESSAGES.goalTooLong });
    const bad = await asUser(t.app, u).post('/api/goals', { description: 42 });
    expect(bad.statusCode).toBe(400);
    const none = await asUser(t.app, u).post('/api/goals', {});
    expect(none.statusCode).toBe(400);
    expect(await countRows(u.id)).toBe(0);
    // exactly 900 is fine
    const ok = await create(u, 'y'.repeat(GOAL_TEXT_MAX));
    expect(ok.description).toHaveLength(GOAL_TEXT_MAX);
  });

  it('lists only the caller’s open goals, by order, and appends new goals at the end', async () => {
    const u = await createUser(t.app);
    const a = await create(u, 'first goal');
    const b = await create(u, 'second goal');
    const c = await create(u, 'third goal');
    await create(t.bob, 'bob goal');
    expect((await list(u)).map((g) => [g.id, g.order])).toEqual([
      [a.id, 0],
      [b.id, 1],
      [c.id, 2],
    ]);
    const done = await asUser(t.app, u).post(`/api/completed-goals/${b.id}`);
    expect(done.statusCode).toBe(200);
    expect((await list(u)).map((g) => g.id)).toEqual([a.id, c.id]);
  });

  it('reads one goal; another user’s or an unknown or malformed id is 404', async () => {
    const g = await create(t.alice, 'read me');
    const res = await asUser(t.app, t.alice).get(`/api/goals/${g.id}`);
    expect(res.json()).toEqual(g);
    for (const id of [g.id, '00000000-0000-0000-0000-000000000000']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/goals/${id}`,
        headers: as(id === g.id ? t.bob : t.alice),
      });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'not_found', message: MESSAGES.notFound });
    }
    const r2 = await asUser(t.app, t.alice).get(`/api/goals/1712345678901`);
    expect(r2.statusCode).toBe(404);
  });

  it('patches description, colour and warning with the same text rules', async () => {
    const g = await create(t.alice, 'patch me');
    const res = await asUser(t.app, t.alice).patch(`/api/goals/${g.id}`, {
      description: 'patched',
      borderColor: 'red',
      warning: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: g.id, description: 'patched', borderColor: 'red', warning: false });
    const w = await asUser(t.app, t.alice).patch(`/api/goals/${g.id}`, { warning: null });
    expect(w.json().warning).toBeNull();
    for (const payload of [
      { description: '  ' },
      { description: 'z'.repeat(901) },
      { borderColor: 'black' },
      { warning: 'yes' },
    ]) {
      const bad = await t.app.inject({ method: 'PATCH', url: `/api/goals/${g.id}`, headers: as(t.alice), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = await asUser(t.app, t.alice).get(`/api/goals/${g.id}`);
    expect(after.json()).toMatchObject({ description: 'patched', borderColor: 'red', warning: null });
  });

  it('another user cannot patch, delete, complete, reorder or add updates to my goal', async () => {
    const g = await create(t.alice, 'mine alone');
    const before = await asUser(t.app, t.alice).get(`/api/goals/${g.id}`);
    const attempts = [
      { method: 'PATCH', url: `/api/goals/${g.id}`, payload: { description: 'hacked', borderColor: 'red' } },
      { method: 'DELETE', url: `/api/goals/${g.id}` },
      { method: 'POST', url: `/api/completed-goals/${g.id}` },
      { method: 'PUT', url: `/api/goals/${g.id}/updates`, payload: { ...g, update1: '<p>hacked</p>' } },
      { method: 'POST', url: '/api/goal-updates', payload: { goalId: g.id, content: '<p>hacked</p>' } },
      { method: 'GET', url: `/api/goal-updates/${g.id}` },
    ] as const;
    for (const a of attempts) {
      const res = await t.app.inject({ ...a, headers: as(t.bob) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    const reorder = await asUser(t.app, t.bob).post('/api/goals/reorder', { goals: [g.id] });
    expect(reorder.json()).toEqual({ ok: true, updated: 0 });
    const delAll = await asUser(t.app, t.bob).delete(`/api/goal-updates/${g.id}/all`);
    expect(delAll.json()).toEqual({ ok: true, deleted: 0 });
    const after = await asUser(t.app, t.alice).get(`/api/goals/${g.id}`);
    expect(after.json()).toEqual(before.json());
    const ups = await asUser(t.app, t.alice).get(`/api/goal-updates/${g.id}`);
    expect(ups.json()).toEqual([]);
  });

  it('reorders only the caller’s goals and ignores foreign, unknown and malformed ids', async () => {
    const u = await createUser(t.app);
    const [a, b, c] = [await create(u, 'a goal'), await create(u, 'b goal'), await create(u, 'c goal')];
    const foreign = await create(t.bob, 'bob keeps order');
    const res = await asUser(t.app, u).post('/api/goals/reorder', {
      goals: [c.id, 'not-a-uuid', foreign.id, a.id, '00000000-0000-0000-0000-000000000000', b.id, c.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, updated: 3 });
    expect((await list(u)).map((g) => g.id)).toEqual([c.id, a.id, b.id]);
    const bobs = await list(t.bob);
    expect(bobs.find((g) => g.id === foreign.id)?.order).toBe(foreign.order);
    const bad = await asUser(t.app, u).post('/api/goals/reorder', { goals: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a goal with all its updates (hidden now, gone after the undo window); the follow-up call answers 200', async () => {
    const g = await create(t.alice, 'delete me');
    for (const content of ['<p>one</p>', '<p>two</p>']) {
      const r = await asUser(t.app, t.alice).post('/api/goal-updates', { goalId: g.id, content });
      expect(r.statusCode).toBe(201);
    }
    const res = await asUser(t.app, t.alice).delete(`/api/goals/${g.id}`);
    expect(res.statusCode).toBe(200);
    const updates = await asUser(t.app, t.alice).get(`/api/goal-updates/${g.id}`);
    expect(updates.statusCode).toBe(404);
    const follow = await asUser(t.app, t.alice).delete(`/api/goal-updates/${g.id}/all`);
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toEqual({ ok: true, deleted: 0 });
    const again = await asUser(t.app, t.alice).delete(`/api/goals/${g.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('legacy PUT /goals/{id}/updates stores the highest-numbered update field, sanitised', async () => {
    const g = await create(t.alice, 'legacy');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${g.id}/updates`,
      headers: as(t.alice),
      payload: {
        ...g,
        update1: '<p>old</p>',
        update2: '<p>newest <script>alert(1)</script><b>bold</b></p>',
        update10: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('<p>newest <strong>bold</strong></p>');
    const none = await asUser(t.app, t.alice).put(`/api/goals/${g.id}/updates`, { ...g });
    expect(none.statusCode).toBe(400);
    const list2 = await asUser(t.app, t.alice).get(`/api/goal-updates/${g.id}`);
    expect(list2.json()).toHaveLength(1);
  });

  it('the open list query uses goals_open_idx', async () => {
    // With sequential scans off the planner must find an index that answers the list query;
    // the bench seeds a large table and shows the same plan with the planner's free choice.
    // One transaction so the setting and the EXPLAIN share a connection (PostgreSQL pool).
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off' as never);
      return (await tx.execute(
        `explain select * from goals where user_id = '${t.alice.id}' and completed_at is null order by position, created_at` as never,
      )) as unknown as { rows: Record<string, string>[] };
    });
    expect(plan.rows.map((r) => Object.values(r).join(' ')).join('\n')).toContain('goals_open_idx');
  });
});
