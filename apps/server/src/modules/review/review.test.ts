import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  REVIEW_NOTICE_SWEEP_MS,
  REVIEW_NOTICE_TITLE,
  REVIEW_NOTES_MAX,
  STREAK_MESSAGES,
  type TReviewAnswer,
  type TStreakAnswer,
} from '@grindstone/contract';
import { createTestContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { goals, goalUpdates, jobs, notifications } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { weekBounds, weekOf } from './weeks.ts';
import {
  REVIEW_NOTICE_JOB,
  scheduleNextReviewSweep,
  sendWeeklyReviewNotices,
  weeklyReviewNoticeJob,
} from './review-notice.job.ts';

const DAY = 86_400_000;

describe('weeks in the person’s time zone', () => {
  it('Sunday night in Tokyo is still last week; an hour later it is the next one', () => {
    expect(weekOf(new Date('2026-11-29T14:30:00Z'), 'Asia/Tokyo')).toBe('2026-W48');
    expect(weekOf(new Date('2026-11-29T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-W49');
    expect(weekOf(new Date('2026-11-29T15:30:00Z'), 'UTC')).toBe('2026-W48');
    expect(weekBounds('2026-W49', 'Asia/Tokyo')).toMatchObject({
      from: '2026-11-30',
      to: '2026-12-06',
      start: new Date('2026-11-29T15:00:00Z'),
      end: new Date('2026-12-06T15:00:00Z'),
    });
  });

  it('weeks that contain a DST change are 167 or 169 hours long', () => {
    const ny = weekBounds('2026-W44', 'America/New_York')!; // clocks go back on Sunday 1 November
    expect(ny.start).toEqual(new Date('2026-10-26T04:00:00Z'));
    expect(ny.end).toEqual(new Date('2026-11-02T05:00:00Z'));
    const berlin = weekBounds('2026-W13', 'Europe/Berlin')!; // clocks go forward on Sunday 29 March
    expect(berlin.start).toEqual(new Date('2026-03-22T23:00:00Z'));
    expect(berlin.end).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(weekOf(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-W44');
    expect(weekOf(new Date('2026-11-02T05:30:00Z'), 'America/New_York')).toBe('2026-W45');
    expect(weekBounds('2026-W54', 'UTC')).toBeNull();
    expect(weekBounds('2025-W53', 'UTC')).toBeNull();
    expect(weekBounds('2026-W53', 'UTC')?.from).toBe('2026-12-28');
  });
});

describe('weekly review and streak API', () => {
  const t = createTestContext();

  const get = async <T>(u: TestUser, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: u.cookie } });
    return { status: res.statusCode, body: res.json() as T };
  };
  const post = (u: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: u.cookie }, payload });
  async function goal(u: TestUser, description: string, createdAt = new Date()) {
    const [row] = await t.app.db
      .insert(goals)
      .values({ userId: u.id, description, createdAt, date: createdAt })
      .returning();
    return row!;
  }
  const update = (u: TestUser, goalId: string, createdAt: Date) =>
    t.app.db
      .insert(goalUpdates)
      .values({ userId: u.id, goalId, content: '<p>done</p>', createdAt, updatedAt: createdAt });

  it('counts the week on the person’s calendar: Tokyo Sunday 23:30 and Monday 00:30', async () => {
    const tokyo = await createUser(t.app, { timeZone: 'Asia/Tokyo' });
    const g = await goal(tokyo, 'Write the essay', new Date('2026-11-20T00:00:00Z'));
    await update(tokyo, g.id, new Date('2026-11-29T14:30:00Z'));
    await update(tokyo, g.id, new Date('2026-11-29T15:30:00Z'));
    const w48 = await get<TReviewAnswer>(tokyo, '/api/review?week=2026-W48');
    expect(w48.status).toBe(200);
    expect(w48.body).toMatchObject({ week: '2026-W48', from: '2026-11-23', to: '2026-11-29' });
    expect(w48.body.evidence).toMatchObject({ updates: 1, activeDays: ['2026-11-29'] });
    expect(w48.body.evidence.days).toHaveLength(7);
    const w49 = await get<TReviewAnswer>(tokyo, '/api/review?week=2026-W49');
    expect(w49.body.evidence).toMatchObject({ updates: 1, activeDays: ['2026-11-30'] });
  });

  it('the week of the DST change in New York holds the Sunday-night update', async () => {
    const ny = await createUser(t.app, { timeZone: 'America/New_York' });
    const g = await goal(ny, 'Plan the trip', new Date('2026-10-20T00:00:00Z'));
    await update(ny, g.id, new Date('2026-11-02T04:30:00Z')); // Sunday 23:30 EST
    await update(ny, g.id, new Date('2026-10-26T03:30:00Z')); // Sunday 25 Oct 23:30 EDT: week 43
    const w44 = await get<TReviewAnswer>(ny, '/api/review?week=2026-W44');
    expect(w44.body.evidence).toMatchObject({ updates: 1, activeDays: ['2026-11-01'] });
  });

  it('gathers the evidence, drafts the review and suggests shrink, split, drop and keep', async () => {
    const now = Date.now();
    const u = await createUser(t.app);
    const done = await goal(u, 'Book the dentist', new Date(now - 3 * DAY));
    await t.app.db
      .update(goals)
      .set({ completedAt: new Date(now - 60_000) })
      .where(eq(goals.id, done.id));
    const moving = await goal(u, 'Practise piano', new Date(now - 30 * DAY));
    await update(u, moving.id, new Date(now - 60_000));
    const stuck = await goal(u, 'Learn Spanish', new Date(now - 20 * DAY));
    const big = await goal(u, 'Clean the garage and sell the old bike', new Date(now - 15 * DAY));
    const old = await goal(u, 'Write a novel', new Date(now - 60 * DAY));
    await t.app.db.insert(notifications).values([
      { userId: u.id, goalId: moving.id, type: 'grind', name: 'g', description: 'd', state: 'completed' },
      { userId: u.id, goalId: moving.id, type: 'grind', name: 'g', description: 'd', state: 'rejected' },
    ]);
    const { status, body } = await get<TReviewAnswer>(u, '/api/review');
    expect(status).toBe(200);
    expect(body.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(body.evidence.completed).toEqual([
      { id: done.id, description: 'Book the dentist', completedAt: expect.any(String) },
    ]);
    expect(body.evidence.grinds).toMatchObject({ completed: 1, rejected: 1, pending: 0 });
    expect(body.evidence.updates).toBe(1);
    expect(body.evidence.stalled.map((s) => s.id)).toEqual([old.id, stuck.id, big.id]);
    const byGoal = Object.fromEntries(body.suggestions.map((s) => [s.goalId, s]));
    expect(byGoal[stuck.id]).toMatchObject({
      action: 'shrink',
      proposals: ['Spend 20 minutes learning Spanish this week'],
    });
    expect(byGoal[big.id]).toMatchObject({ action: 'split', proposals: ['Clean the garage', 'sell the old bike'] });
    expect(byGoal[old.id]).toMatchObject({ action: 'drop', proposals: [] });
    expect(byGoal[moving.id]).toMatchObject({ action: 'keep', description: 'Practise piano' });
    // Every suggestion names its goal, so that the page can label the decision.
    expect(body.suggestions.map((s) => s.description).sort()).toEqual([
      'Clean the garage and sell the old bike',
      'Learn Spanish',
      'Practise piano',
      'Write a novel',
    ]);
    expect(body.draft).toContain('This week you finished 1 goal: “Book the dentist”.');
    expect(body.draft).toContain('“Write a novel” has stalled for 60 days, and 2 other goals too.');
    expect(body.draft).toContain('Let “Write a novel” go for now');
    expect(body.saved).toBeNull();
  });

  it('writes the draft in the person’s language', async () => {
    const u = await createUser(t.app);
    await goal(u, 'Aprender a tocar la guitarra', new Date(Date.now() - 20 * DAY));
    await goal(u, 'Llamar a mi abuela el domingo', new Date(Date.now() - DAY));
    const { body } = await get<TReviewAnswer>(u, '/api/review');
    expect(body.draft).toMatch(/Esta semana fue tranquila/);
    expect(body.draft).toMatch(/está parado: nada en 20 días/);
  });

  it('saves notes, applies keep, shrink, split and drop, and restores a dropped goal', async () => {
    const now = Date.now();
    const u = await createUser(t.app);
    const keep = await goal(u, 'Run twice a week', new Date(now - 20 * DAY));
    const shrink = await goal(u, 'Learn Spanish', new Date(now - 20 * DAY));
    const split = await goal(u, 'Clean the garage and sell the old bike', new Date(now - 20 * DAY));
    const drop = await goal(u, 'Write a novel', new Date(now - 60 * DAY));
    const { body: review } = await get<TReviewAnswer>(u, '/api/review');
    const res = await post(u, '/api/review', {
      week: review.week,
      notes: 'A slow week.',
      decisions: [
        { goalId: keep.id, action: 'keep' },
        { goalId: shrink.id, action: 'shrink', goals: ['Learn 10 Spanish words'] },
        { goalId: split.id, action: 'split' },
        { goalId: drop.id, action: 'drop' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.created.map((c: { description: string }) => c.description)).toEqual([
      'Clean the garage',
      'sell the old bike',
    ]);
    expect(saved.archived.sort()).toEqual([split.id, drop.id].sort());
    const list = (await get<{ id: string; description: string }[]>(u, '/api/goals')).body;
    expect(list.map((g) => g.description)).toEqual([
      'Run twice a week',
      'Learn 10 Spanish words',
      'Clean the garage',
      'sell the old bike',
    ]);
    const after = (await get<TReviewAnswer>(u, '/api/review')).body;
    expect(after.saved).toMatchObject({ week: review.week, notes: 'A slow week.' });
    expect(after.saved!.decisions).toHaveLength(4);
    expect(after.archived.map((a) => a.id).sort()).toEqual([split.id, drop.id].sort());

    const restored = await post(u, '/api/review/restore', { goalId: drop.id });
    expect(restored.statusCode).toBe(200);
    expect((await get<{ id: string }[]>(u, '/api/goals')).body.map((g) => g.id)).toContain(drop.id);
    // The saved week shows among the past reviews of another week.
    const other = (await get<TReviewAnswer>(u, '/api/review?week=2020-W10')).body;
    expect(other.past.map((p) => p.week)).toContain(review.week);
  });

  it('refuses bad input with a clear 4xx and never touches another person’s goal', async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const hers = await goal(alice, 'Alice’s goal', new Date(Date.now() - 20 * DAY));
    const mine = await goal(bob, 'Bob’s goal', new Date(Date.now() - 20 * DAY));
    for (const url of [
      '/api/review?week=2026-W54',
      '/api/review?week=2025-W53',
      '/api/review?week=soon',
      '/api/review?week=2026-48',
    ]) {
      const res = await get<{ error: string; message: string }>(bob, url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const week = (await get<TReviewAnswer>(bob, '/api/review')).body.week;
    const bad: [object, number][] = [
      [{ week: 'next', decisions: [] }, 400],
      [{ week, decisions: [{ goalId: mine.id, action: 'explode' }] }, 400],
      [
        {
          week,
          decisions: [
            { goalId: mine.id, action: 'drop' },
            { goalId: mine.id, action: 'keep' },
          ],
        },
        400,
      ],
      [{ week, notes: 'x'.repeat(REVIEW_NOTES_MAX + 1) }, 400],
      [{ week, decisions: [{ goalId: mine.id, action: 'split', goals: ['Only one goal'] }] }, 400],
      [{ week, decisions: [{ goalId: mine.id, action: 'shrink', goals: ['   '] }] }, 400],
      [{ week, decisions: [{ goalId: 'not-a-uuid', action: 'drop' }] }, 404],
      [
        {
          week,
          notes: 'mine',
          decisions: [
            { goalId: mine.id, action: 'keep' },
            { goalId: hers.id, action: 'drop' },
          ],
        },
        404,
      ],
    ];
    for (const [payload, status] of bad) {
      const res = await post(bob, '/api/review', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    // Nothing was saved or changed.
    expect((await get<TReviewAnswer>(bob, '/api/review')).body.saved).toBeNull();
    const [herRow] = await t.app.db.select().from(goals).where(eq(goals.id, hers.id));
    expect(herRow).toMatchObject({ archivedAt: null, description: 'Alice’s goal' });
    const [myRow] = await t.app.db.select().from(goals).where(eq(goals.id, mine.id));
    expect(myRow).toMatchObject({ archivedAt: null, description: 'Bob’s goal' });
    // Restoring: someone else's dropped goal and an open goal are both 404.
    await post(alice, '/api/review', { week, decisions: [{ goalId: hers.id, action: 'drop' }] });
    expect((await post(bob, '/api/review/restore', { goalId: hers.id })).statusCode).toBe(404);
    expect((await post(bob, '/api/review/restore', { goalId: mine.id })).statusCode).toBe(404);
    // Alice's review never shows Bob's goals.
    const aliceReview = (await get<TReviewAnswer>(alice, '/api/review')).body;
    expect(JSON.stringify(aliceReview)).not.toContain(mine.id);
  });

  it('answers the streak: consecutive active weeks, a freeze after four, a kind fresh start', async () => {
    const u = await createUser(t.app);
    const g = await goal(u, 'Keep a journal', new Date(Date.now() - 70 * DAY));
    const empty = (await get<TStreakAnswer>(u, '/api/streak')).body;
    expect(empty).toMatchObject({
      weeks: 0,
      best: 0,
      freezes: 0,
      thisWeekActive: false,
      message: STREAK_MESSAGES.start,
    });
    for (let w = 4; w >= 0; w--) await update(u, g.id, new Date(Date.now() - w * 7 * DAY));
    const s = (await get<TStreakAnswer>(u, '/api/streak')).body;
    expect(s).toMatchObject({ weeks: 5, best: 5, freezes: 1, thisWeekActive: true, freshStart: false });
    expect(s.history.at(-1)).toMatchObject({ state: 'active', streak: 5 });

    const lapsed = await createUser(t.app);
    const lg = await goal(lapsed, 'Stretch', new Date(Date.now() - 70 * DAY));
    await update(lapsed, lg.id, new Date(Date.now() - 35 * DAY));
    const fresh = (await get<TStreakAnswer>(lapsed, '/api/streak')).body;
    expect(fresh).toMatchObject({ weeks: 0, best: 1, freshStart: true, message: STREAK_MESSAGES.freshStart });
  });

  it('sends “Your week in review is ready” once per person on their Monday morning, whoever sweeps', async () => {
    const tokyo = await createUser(t.app, { timeZone: 'Asia/Tokyo' });
    const london = await createUser(t.app, { timeZone: 'Europe/London' });
    const mondayTokyoMorning = new Date('2026-11-29T23:30:00Z'); // Monday 08:30 in Tokyo, Sunday in London
    const notices = (u: TestUser) =>
      t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, u.id), eq(notifications.name, REVIEW_NOTICE_TITLE)));
    // Two instances sweep at the same moment, and again later that morning.
    await Promise.all([
      sendWeeklyReviewNotices(t.app.db, mondayTokyoMorning),
      sendWeeklyReviewNotices(t.app.db, mondayTokyoMorning),
    ]);
    await sendWeeklyReviewNotices(t.app.db, new Date('2026-11-30T02:00:00Z'));
    expect(await notices(tokyo)).toHaveLength(1);
    expect((await notices(tokyo))[0]).toMatchObject({ type: 'other', scheduledDay: '2026-11-30', status: 'unread' });
    expect(await notices(london)).toHaveLength(0);
    // Before 07:00 on Monday nothing goes out; Monday 09:00 in London it does; next Monday again.
    await sendWeeklyReviewNotices(t.app.db, new Date('2026-11-30T06:00:00Z'));
    expect(await notices(london)).toHaveLength(0);
    await sendWeeklyReviewNotices(t.app.db, new Date('2026-11-30T09:00:00Z'));
    expect(await notices(london)).toHaveLength(1);
    await sendWeeklyReviewNotices(t.app.db, new Date('2026-12-07T09:00:00Z'));
    expect(await notices(london)).toHaveLength(2);
    expect(await notices(tokyo)).toHaveLength(2);
  });

  it('the sweep runs on the job runner: one queued per boundary across instances, and each run queues the next', async () => {
    const sweeps = () => t.app.db.select().from(jobs).where(eq(jobs.name, REVIEW_NOTICE_JOB)).orderBy(jobs.runAt);
    await t.app.db.delete(jobs).where(eq(jobs.name, REVIEW_NOTICE_JOB));
    // Two instances queue the sweep after a boundary that has already come: one job, due now.
    const earlier = new Date(Date.now() - 2 * REVIEW_NOTICE_SWEEP_MS);
    await Promise.all([scheduleNextReviewSweep(t.app.db, earlier), scheduleNextReviewSweep(t.app.db, earlier)]);
    const [queued, ...more] = await sweeps();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ status: 'queued' });
    expect(queued!.runAt.getTime() % REVIEW_NOTICE_SWEEP_MS).toBe(0);
    expect(queued!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    // The runner runs it (a registered job with a valid payload) and queues the next boundary.
    expect(await runDueJobs(t.app)).toMatchObject({ done: 1, failed: 0, retried: 0 });
    const after = await sweeps();
    expect(after.map((j) => j.status)).toEqual(['done', 'queued']);
    expect(after[1]!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(after[1]!.runAt.getTime() % REVIEW_NOTICE_SWEEP_MS).toBe(0);
    // An instance whose clock is behind runs that next sweep "early": it still queues the one after.
    const next = after[1]!;
    await weeklyReviewNoticeJob.handle(t.app, {}, next);
    expect((await sweeps()).map((j) => j.runAt.getTime())).toContain(next.runAt.getTime() + REVIEW_NOTICE_SWEEP_MS);
  });
});
