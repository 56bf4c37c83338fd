import { describe, expect, it } from 'vitest';
import { CHART_WEEKS, type TChartAnswer } from '@grindstone/contract';
import { createTestContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { activeDays, activities, goals, notifications } from '../../db/schema/index.ts';
import { weekStartUtc } from './chart.service.ts';

describe('GET /api/chart', () => {
  const t = createTestContext();

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/chart' })).statusCode).toBe(401);
  });

  it('answers zeros for a new person', async () => {
    const u = await createUser(t.app);
    const c = (
      await t.app.inject({ method: 'GET', url: '/api/chart', headers: { cookie: u.cookie } })
    ).json() as TChartAnswer;
    expect(c.weeks).toHaveLength(CHART_WEEKS);
    expect(c.weeks.every((w) => w.created === 0 && w.completed === 0)).toBe(true);
    expect(c.totals).toEqual({ open: 0, completed: 0, medianHoursToComplete: null });
    expect(c.grinds).toEqual([]);
    expect(c.activeDays).toEqual([]);
  });

  it('counts only the caller’s own goals, grinds, active days and activities', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const now = new Date();
    const thisWeek = weekStartUtc(now).toISOString().slice(0, 10);
    const hour = 3_600_000;
    await t.app.db.insert(goals).values([
      { userId: u.id, description: 'open' },
      {
        userId: u.id,
        description: 'fast',
        createdAt: new Date(now.getTime() - 2 * hour),
        completedAt: new Date(now.getTime() - hour),
      },
      { userId: u.id, description: 'slow', createdAt: new Date(now.getTime() - 10 * 24 * hour), completedAt: now },
      { userId: other.id, description: 'not mine', completedAt: now },
    ]);
    await t.app.db.insert(notifications).values([
      { userId: u.id, type: 'grind', state: 'completed', name: 'g', description: 'd' },
      { userId: u.id, type: 'grind', state: 'completed', name: 'g', description: 'd' },
      { userId: u.id, type: 'grind', state: 'rejected', name: 'g', description: 'd' },
      { userId: u.id, type: 'advice', name: 'a', description: 'd' },
      { userId: other.id, type: 'grind', state: 'cancelled', name: 'g', description: 'd' },
    ]);
    await t.app.db.insert(activeDays).values([
      { userId: u.id, day: now.toISOString().slice(0, 10) },
      { userId: other.id, day: '2020-01-01' },
    ]);
    await t.app.db.insert(activities).values([
      { userId: u.id, activityType: 'login' },
      { userId: u.id, activityType: 'logout' },
      { userId: other.id, activityType: 'login' },
    ]);
    const c = (
      await t.app.inject({ method: 'GET', url: '/api/chart', headers: { cookie: u.cookie } })
    ).json() as TChartAnswer;
    const week = c.weeks.at(-1)!;
    expect(week.weekStart).toBe(thisWeek);
    expect(c.weeks.reduce((s, w) => s + w.created, 0)).toBe(3);
    expect(c.weeks.reduce((s, w) => s + w.completed, 0)).toBe(2);
    expect(week.completed).toBe(2);
    expect(c.totals).toMatchObject({ open: 1, completed: 2 });
    expect(c.totals.medianHoursToComplete).toBeGreaterThan(1);
    expect(c.timeToComplete.find((b) => b.bucket === '< 1 day')!.count).toBe(1);
    expect(c.timeToComplete.find((b) => b.bucket === '1–2 weeks')!.count).toBe(1);
    expect(c.grinds).toEqual([
      { state: 'completed', count: 2 },
      { state: 'rejected', count: 1 },
    ]);
    expect(c.activeDays).toEqual([now.toISOString().slice(0, 10)]);
    expect(c.activitiesPerWeek.at(-1)!.count).toBe(2);
  });
});
