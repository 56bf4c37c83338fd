import { describe, expect, it } from 'vitest';
import { COMPLETED_GOALS_DEFAULT_LIMIT, MESSAGES, type TCompletedGoalsAnswer, type TGoal } from '@grindstone/contract';
import { asUser, createMembersContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { goals } from '../../db/schema/index.ts';

describe('completed goals API', () => {
  const t = createMembersContext();

  it('completes a goal: it leaves the open list and appears in the completed list', async () => {
    const g = (await asUser(t.app, t.alice).post('/api/goals', { description: 'finish it' })).json() as TGoal;
    const res = await asUser(t.app, t.alice).post(`/api/completed-goals/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: g.id,
      description: 'finish it',
      borderColor: g.borderColor,
      createdAt: g.createdAt,
    });
    expect(new Date(res.json().completedAt).getTime()).toBeGreaterThanOrEqual(new Date(g.createdAt).getTime());
    const again = await asUser(t.app, t.alice).post(`/api/completed-goals/${g.id}`);
    expect(again.statusCode).toBe(404);
    const list = (await asUser(t.app, t.alice).get('/api/completed-goals/')).json() as TCompletedGoalsAnswer;
    expect(list).toEqual({ completedGoals: [res.json()], currentPage: 1, totalPages: 1, totalCount: 1 });
    expect(Object.keys(list.completedGoals[0]!).sort()).toEqual([
      'borderColor',
      'completedAt',
      'createdAt',
      'description',
      'id',
    ]);
    const bobs = await asUser(t.app, t.bob).get('/api/completed-goals');
    expect(bobs.json()).toEqual({ completedGoals: [], currentPage: 1, totalPages: 0, totalCount: 0 });
  });

  it('another user cannot complete my goal; unknown ids are 404', async () => {
    const g = (await asUser(t.app, t.alice).post('/api/goals', { description: 'still open' })).json() as TGoal;
    for (const [u, id] of [
      [t.bob, g.id],
      [t.alice, '00000000-0000-0000-0000-000000000000'],
      [t.alice, 'temp-123'],
    ] as const) {
      const res = await asUser(t.app, u).post(`/api/completed-goals/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: MESSAGES.notFound });
    }
    const open = (await asUser(t.app, t.alice).get('/api/goals')).json() as TGoal[];
    expect(open.map((x) => x.id)).toContain(g.id);
  });

  it('pages with defaults 1 and 50, newest completion first', async () => {
    const u = await createUser(t.app);
    const base = Date.UTC(2025, 0, 1);
    await t.app.db.insert(goals).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: u.id,
        description: `done ${i}`,
        createdAt: new Date(base),
        completedAt: new Date(base + (i + 1) * 60_000),
      })),
    );
    const p1 = (await asUser(t.app, u).get('/api/completed-goals/')).json() as TCompletedGoalsAnswer;
    expect(p1.completedGoals).toHaveLength(COMPLETED_GOALS_DEFAULT_LIMIT);
    expect(p1).toMatchObject({ currentPage: 1, totalPages: 3, totalCount: 120 });
    expect(p1.completedGoals[0]!.description).toBe('done 119');
    const p3 = (await asUser(t.app, u).get('/api/completed-goals/?page=3')).json() as TCompletedGoalsAnswer;
    expect(p3.completedGoals).toHaveLength(20);
    expect(p3.completedGoals.at(-1)!.description).toBe('done 0');
    const p2 = (await asUser(t.app, u).get('/api/completed-goals?page=2&limit=7')).json() as TCompletedGoalsAnswer;
    expect(p2).toMatchObject({ currentPage: 2, totalPages: 18, totalCount: 120 });
    expect(p2.completedGoals[0]!.description).toBe('done 112');
    const past = (await asUser(t.app, u).get('/api/completed-goals?page=99')).json() as TCompletedGoalsAnswer;
    expect(past).toEqual({ completedGoals: [], currentPage: 99, totalPages: 3, totalCount: 120 });
    for (const q of ['page=0', 'page=-1', 'limit=0', 'limit=1000', 'page=abc']) {
      const bad = await asUser(t.app, u).get(`/api/completed-goals?${q}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().error).toBe('validation');
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/completed-goals' })).statusCode).toBe(401);
  });
});
