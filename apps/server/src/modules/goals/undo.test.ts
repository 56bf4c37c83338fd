import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type TGoal } from '@grindstone/contract';
import { asUser, createMembersContext } from '../../testing/test-context.ts';
import { createGoal, createUser, type TestUser } from '../../testing/factories.ts';
import { goals, goalUpdates, jobs } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { assembleCoachContext, findCoachUser } from '../coach/coach-context.service.ts';

/** Deleting and completing can be undone for UNDO_WINDOW_MS (decision 148). */
describe('undo of a delete and of a completion', () => {
  const t = createMembersContext();

  const as = (u: TestUser) => asUser(t.app, u);
  const get = async (u: TestUser, url: string) => {
    const res = await as(u).inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const openIds = async (u: TestUser) => ((await get(u, '/api/goals')).json() as TGoal[]).map((g) => g.id);
  /** Moves a goal's delete or completion back in time, past or within the window. */
  const age = (id: string, set: Partial<typeof goals.$inferInsert>) =>
    t.app.db.update(goals).set(set).where(eq(goals.id, id));
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('a deleted goal is hidden everywhere, keeps its updates, and comes back in its place on restore', async () => {
    const user = await createUser(t.app);
    const first = await createGoal(t.app, user, { position: 0, description: 'First goal to keep' });
    const gone = await createGoal(t.app, user, { position: 1, description: 'Goal deleted then restored' });
    const last = await createGoal(t.app, user, { position: 2, description: 'Last goal to keep' });
    const done = await createGoal(t.app, user, { position: 3, completedAt: new Date() });
    const up = await as(user).inject({
      method: 'POST',
      url: '/api/goal-updates',
      payload: { goalId: gone.id, content: '<p>kept for undo</p>' },
    });
    expect(up.statusCode).toBe(201);

    for (const id of [gone.id, done.id]) {
      const del = await as(user).inject({ method: 'DELETE', url: `/api/goals/${id}` });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ ok: true });
    }
    // The spec's follow-up call leaves the updates of a restorable goal alone.
    const follow = await as(user).inject({ method: 'DELETE', url: `/api/goal-updates/${gone.id}/all` });
    expect(follow.json()).toEqual({ ok: true, deleted: 0 });
    expect(await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.goalId, gone.id))).toHaveLength(1);

    expect(await openIds(user)).toEqual([first.id, last.id]);
    for (const url of [`/api/goals/${gone.id}`, `/api/goal-updates/${gone.id}`]) {
      expect((await as(user).inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const [method, url, payload] of [
      ['PATCH', `/api/goals/${gone.id}`, { description: 'edited' }],
      ['POST', `/api/completed-goals/${gone.id}`, undefined],
      ['POST', '/api/goal-updates', { goalId: gone.id, content: '<p>x</p>' }],
      ['DELETE', `/api/goals/${gone.id}`, undefined],
    ] as const) {
      expect((await as(user).inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(404);
    }
    const completed = (await get(user, '/api/completed-goals')).json();
    expect(completed.totalCount).toBe(0);
    const chart = (await get(user, '/api/chart')).json();
    expect(chart.totals).toMatchObject({ open: 2, completed: 0 });
    expect(chart.weeks.reduce((n: number, w: { created: number }) => n + w.created, 0)).toBe(2);
    const coachUser = (await findCoachUser(t.app.db, user.id))!;
    const context = await assembleCoachContext(t.app.db, { user: coachUser, timeZone: 'UTC' });
    expect(JSON.stringify(context)).not.toContain(gone.id);
    expect(JSON.stringify(context)).not.toContain(done.description);
    const exported = (await get(user, '/api/me/export')).json();
    expect(exported.goals.map((g: { id: string }) => g.id).sort()).toEqual([first.id, last.id].sort());
    expect(exported.goalUpdates).toEqual([]);
    // Reordering ignores it.
    const reorder = await as(user).inject({
      method: 'POST',
      url: '/api/goals/reorder',
      payload: { goals: [gone.id, last.id, first.id] },
    });
    expect(reorder.json()).toEqual({ ok: true, updated: 2 });
    await as(user).inject({ method: 'POST', url: '/api/goals/reorder', payload: { goals: [first.id, last.id] } });

    const restored = await as(user).inject({ method: 'POST', url: `/api/goals/${gone.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: gone.id, description: 'Goal deleted then restored', order: 1 });
    expect(await openIds(user)).toEqual([first.id, gone.id, last.id]);
    const updates = await get(user, `/api/goal-updates/${gone.id}`);
    expect(updates.json()).toHaveLength(1);
    // A restored goal is live: restoring again is 404.
    expect((await as(user).inject({ method: 'POST', url: `/api/goals/${gone.id}/restore` })).statusCode).toBe(404);
  });

  it('restore is 404 after the window, for another person, for unknown and malformed ids', async () => {
    const g = await createGoal(t.app, t.alice);
    expect((await as(t.alice).inject({ method: 'DELETE', url: `/api/goals/${g.id}` })).statusCode).toBe(200);
    for (const [u, url] of [
      [t.bob, `/api/goals/${g.id}/restore`],
      [t.alice, '/api/goals/00000000-0000-0000-0000-000000000000/restore'],
      [t.alice, '/api/goals/not-a-uuid/restore'],
    ] as const) {
      const res = await as(u).inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(404);
    }
    await age(g.id, { deletedAt: ago(UNDO_WINDOW_MS + 1_000) });
    const late = await as(t.alice).inject({ method: 'POST', url: `/api/goals/${g.id}/restore` });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ error: 'not_found' });
    expect((await t.app.db.select().from(goals).where(eq(goals.id, g.id)))[0]?.deletedAt).not.toBeNull();
    // Without a session: 401.
    expect((await t.app.inject({ method: 'POST', url: `/api/goals/${g.id}/restore` })).statusCode).toBe(401);
  });

  it('the finaliser deletes for good goals whose window passed, with their updates, and no others', async () => {
    await t.app.db.delete(jobs);
    const old = await createGoal(t.app, t.alice);
    const fresh = await createGoal(t.app, t.alice);
    const kept = await createGoal(t.app, t.alice);
    await t.app.db.insert(goalUpdates).values({ goalId: old.id, userId: t.alice.id, content: '<p>old</p>' });
    for (const g of [old, fresh]) await as(t.alice).inject({ method: 'DELETE', url: `/api/goals/${g.id}` });
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.name, 'finalise-deleted-goals'));
    expect(queued).toHaveLength(2);
    for (const job of queued) expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + UNDO_WINDOW_MS - 5_000);

    await age(old.id, { deletedAt: ago(UNDO_WINDOW_MS + 1) });
    await t.app.db.update(jobs).set({ runAt: ago(1) });
    expect(await runDueJobs(t.app)).toMatchObject({ done: 2, failed: 0 });
    const left = (await t.app.db.select({ id: goals.id }).from(goals).where(eq(goals.userId, t.alice.id))).map(
      (r) => r.id,
    );
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, kept.id]));
    expect(await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.goalId, old.id))).toHaveLength(0);
    // Still in its window: restorable.
    expect((await as(t.alice).inject({ method: 'POST', url: `/api/goals/${fresh.id}/restore` })).statusCode).toBe(200);
  });

  it('undoes a completion within the window: the goal is open again in its place', async () => {
    const user = await createUser(t.app);
    const a = await createGoal(t.app, user, { position: 0 });
    const b = await createGoal(t.app, user, { position: 1 });
    const c = await createGoal(t.app, user, { position: 2 });
    expect((await as(user).inject({ method: 'POST', url: `/api/completed-goals/${b.id}` })).statusCode).toBe(200);
    expect(await openIds(user)).toEqual([a.id, c.id]);
    expect((await as(t.bob).inject({ method: 'POST', url: `/api/completed-goals/${b.id}/undo` })).statusCode).toBe(404);
    const undo = await as(user).inject({ method: 'POST', url: `/api/completed-goals/${b.id}/undo` });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ id: b.id, order: 1 });
    expect(await openIds(user)).toEqual([a.id, b.id, c.id]);
    expect((await get(user, '/api/completed-goals')).json().totalCount).toBe(0);
    // An open goal, an unknown id, a malformed id: 404.
    for (const id of [b.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await as(user).inject({ method: 'POST', url: `/api/completed-goals/${id}/undo` });
      expect(res.statusCode, id).toBe(404);
    }
    // Past the window it stays completed.
    await as(user).inject({ method: 'POST', url: `/api/completed-goals/${c.id}` });
    await age(c.id, { completedAt: ago(UNDO_WINDOW_MS + 1_000) });
    expect((await as(user).inject({ method: 'POST', url: `/api/completed-goals/${c.id}/undo` })).statusCode).toBe(404);
    expect((await get(user, '/api/completed-goals')).json().totalCount).toBe(1);
  });
});
