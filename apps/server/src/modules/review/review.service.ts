import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  DAY_MS,
  DROP_SUGGESTED_AFTER_DAYS,
  REVIEW_PAST_LIMIT,
  STALLED_AFTER_DAYS,
  type TReviewAnswer,
  type TReviewDecision,
  type TReviewEvidence,
  type TSaveReviewBody,
  type TSavedReview,
  type TStreakAnswer,
  addDays,
} from '@grindstone/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { goals, goalUpdates, notifications, users, weeklyReviews } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { localDay } from '../../ai/local-time.ts';
import { userTimeZone } from '../auth/auth.service.ts';
import type { CoachProvider, ReviewInput } from '../../ai/coach-provider.ts';
import { isOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';
import { takeModelAllowance } from '../coach/ai-quota.service.ts';
import { recordAnswer, recordFailure, type CoachLog } from '../coach/ai-usage.service.ts';
import {
  keepFor,
  reviewDraft,
  reviewLanguage,
  shrinkProposal,
  splitProposals,
  suggestFor,
} from '../../ai/offline-coach/weekly-review.ts';
import { checkGoalText } from '../goals/goals.service.ts';
import { isUuid } from '../../db/own-rows.ts';
import { isLiveGoal, isOpenGoal } from '../goals/goals.service.ts';
import { computeStreak } from './streak.ts';
import { weekBounds, weekOf, type WeekBounds } from './weeks.ts';

/** Every moment the person was active: a completion, a finished grind, an update (optionally in a range). */
async function activityInstants(db: Db, userId: string, range?: { start: Date; end: Date }): Promise<Date[]> {
  const within = (column: string) =>
    range
      ? sql`and ${sql.raw(column)} >= ${range.start.toISOString()} and ${sql.raw(column)} < ${range.end.toISOString()}`
      : sql``;
  const rows = await queryRows<{ at: string | Date }>(
    db,
    sql`select completed_at as at from goals where user_id = ${userId} and completed_at is not null and deleted_at is null ${within('completed_at')}
        union all
        select coalesce(ended_at, created_at) as at from notifications
          where user_id = ${userId} and type = 'grind' and state = 'completed' ${within('coalesce(ended_at, created_at)')}
        union all
        select u.created_at as at from goal_updates u join goals g on g.id = u.goal_id
          where u.user_id = ${userId} and g.deleted_at is null ${within('u.created_at')}`,
  );
  return rows.map((r) => new Date(r.at));
}

export async function readStreak(db: Db, userId: string, now = new Date()): Promise<TStreakAnswer> {
  const timeZone = await userTimeZone(db, userId);
  const active = new Set((await activityInstants(db, userId)).map((at) => weekOf(at, timeZone)));
  return computeStreak(active, weekOf(now, timeZone));
}

function boundsOrThrow(week: string, timeZone: string): WeekBounds {
  const bounds = weekBounds(week, timeZone);
  if (!bounds) throw new AppError('validation', 'Week must be an ISO week such as 2026-W48.');
  return bounds;
}

async function evidenceFor(
  db: Db,
  userId: string,
  b: WeekBounds,
  timeZone: string,
  now: Date,
): Promise<TReviewEvidence> {
  const inWeek = { start: b.start, end: b.end };
  const [completed, grindRows, [updates], instants, open] = await Promise.all([
    db
      .select({ id: goals.id, description: goals.description, completedAt: goals.completedAt })
      .from(goals)
      .where(and(eq(goals.userId, userId), gte(goals.completedAt, b.start), lt(goals.completedAt, b.end), isLiveGoal))
      .orderBy(goals.completedAt),
    db
      .select({ state: notifications.state, count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'grind'),
          gte(notifications.createdAt, b.start),
          lt(notifications.createdAt, b.end),
        ),
      )
      .groupBy(notifications.state),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(goalUpdates)
      .where(
        and(eq(goalUpdates.userId, userId), gte(goalUpdates.createdAt, b.start), lt(goalUpdates.createdAt, b.end)),
      ),
    activityInstants(db, userId, inWeek),
    // Open goals (created before the week ended) with the last time anything happened on them.
    queryRows<{ id: string; description: string; last: string | Date }>(
      db,
      sql`select g.id, g.description, greatest(
            g.created_at,
            (select max(u.created_at) from goal_updates u where u.goal_id = g.id and u.created_at < ${b.end.toISOString()}),
            (select max(n.created_at) from notifications n where n.goal_id = g.id and n.type = 'grind' and n.created_at < ${b.end.toISOString()})
          ) as last
          from goals g
          where g.user_id = ${userId} and g.completed_at is null and g.archived_at is null and g.deleted_at is null
            and g.created_at < ${b.end.toISOString()}
          order by g.position, g.created_at`,
    ),
  ]);
  const grinds = { completed: 0, accepted: 0, pending: 0, rejected: 0, cancelled: 0 };
  for (const r of grindRows) if (r.state && r.state in grinds) grinds[r.state as keyof typeof grinds] = Number(r.count);
  const perDay = new Map<string, number>();
  for (const at of instants) perDay.set(localDay(at, timeZone), (perDay.get(localDay(at, timeZone)) ?? 0) + 1);
  const days = Array.from({ length: 7 }, (_, i) => addDays(b.from, i)).map((day) => ({
    day,
    count: perDay.get(day) ?? 0,
  }));
  // Idle time is measured at the end of the week, or now for the week in progress.
  const asOf = Math.min(now.getTime(), b.end.getTime());
  const stalled = open
    .map((g) => ({
      id: g.id,
      description: g.description,
      idleDays: Math.floor((asOf - new Date(g.last).getTime()) / DAY_MS),
    }))
    .filter((g) => g.idleDays >= STALLED_AFTER_DAYS)
    .sort((a, z) => z.idleDays - a.idleDays);
  return {
    completed: completed.map((g) => ({
      id: g.id,
      description: g.description,
      completedAt: g.completedAt!.toISOString(),
    })),
    grinds,
    updates: Number(updates?.count ?? 0),
    activeDays: days.filter((d) => d.count > 0).map((d) => d.day),
    days,
    stalled,
  };
}

const toSaved = (row: typeof weeklyReviews.$inferSelect): TSavedReview => ({
  week: row.week,
  notes: row.notes,
  decisions: row.decisions,
  savedAt: row.updatedAt.toISOString(),
});

async function languageOf(db: Db, userId: string): Promise<ReturnType<typeof reviewLanguage>> {
  const rows = await db
    .select({ description: goals.description })
    .from(goals)
    .where(and(eq(goals.userId, userId), isLiveGoal))
    .orderBy(desc(goals.createdAt))
    .limit(20);
  return reviewLanguage(rows.map((r) => r.description));
}

/** Warmer drafts a model wrote, by person, week and the offline draft they warm (so new evidence asks again). */
const warmDrafts = new Map<string, string>();
const WARM_DRAFTS_KEPT = 1_000;

/**
 * The review's draft. The offline coach writes it from the week's evidence; with a model
 * configured, the model rewrites it warmer on the same facts, once per week and evidence, within
 * a daily allowance and a short time box. Whatever goes wrong, the offline draft stands: the
 * review page never waits on or fails for the model.
 */
async function draftFor(
  db: Db,
  coaching: { coach?: CoachProvider; log?: CoachLog },
  input: Omit<ReviewInput, 'userName'> & { userId: string; week: string },
): Promise<string> {
  const offline = reviewDraft(input.evidence, input.suggestions, input.language);
  const { coach, log } = coaching;
  if (!coach || isOfflineCoach(coach)) return offline;
  const key = `${input.userId}|${input.week}|${offline}`;
  const known = warmDrafts.get(key);
  if (known) return known;
  if (!(await takeModelAllowance(db, { userId: input.userId, coach, use: 'review' }))) return offline;
  const caller = { userId: input.userId, kind: 'review', coach };
  const started = performance.now();
  try {
    const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId)).limit(1);
    const answer = await coach.reviewDraft({ ...input, userName: person?.name ?? '' });
    await recordAnswer(db, caller, answer, performance.now() - started, log).catch(() => undefined);
    if (answer.outcome === 'fallback') return offline;
    if (warmDrafts.size >= WARM_DRAFTS_KEPT) warmDrafts.delete(warmDrafts.keys().next().value!);
    warmDrafts.set(key, answer.draft);
    return answer.draft;
  } catch (err) {
    await recordFailure(db, caller, err, performance.now() - started).catch(() => undefined);
    return offline;
  }
}

export async function readReview(
  db: Db,
  input: { userId: string; week?: string; now?: Date; coach?: CoachProvider; log?: CoachLog },
): Promise<TReviewAnswer> {
  const now = input.now ?? new Date();
  const timeZone = await userTimeZone(db, input.userId);
  const bounds = boundsOrThrow(input.week ?? weekOf(now, timeZone), timeZone);
  const [evidence, lang, saved, past, archived, movedGoals] = await Promise.all([
    evidenceFor(db, input.userId, bounds, timeZone, now),
    languageOf(db, input.userId),
    db
      .select()
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, input.userId), eq(weeklyReviews.week, bounds.week)))
      .limit(1),
    db
      .select()
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, input.userId), ne(weeklyReviews.week, bounds.week)))
      .orderBy(desc(weeklyReviews.week))
      .limit(REVIEW_PAST_LIMIT),
    db
      .select({ id: goals.id, description: goals.description, archivedAt: goals.archivedAt })
      .from(goals)
      .where(and(eq(goals.userId, input.userId), isNotNull(goals.archivedAt), isNull(goals.completedAt), isLiveGoal))
      .orderBy(desc(goals.archivedAt)),
    // Open goals that got an update this week: the review suggests keeping them.
    db
      .selectDistinct({ id: goals.id, description: goals.description, position: goals.position })
      .from(goals)
      .innerJoin(goalUpdates, eq(goalUpdates.goalId, goals.id))
      .where(
        and(
          eq(goals.userId, input.userId),
          isOpenGoal,
          gte(goalUpdates.createdAt, bounds.start),
          lt(goalUpdates.createdAt, bounds.end),
        ),
      )
      // In the order of the goal list, so the page reads the same on every load.
      .orderBy(goals.position, goals.id),
  ]);
  const suggestions = [
    ...evidence.stalled.map((g) => suggestFor(g, lang, DROP_SUGGESTED_AFTER_DAYS)),
    ...movedGoals.map((g) => keepFor(g, lang)),
  ];
  return {
    week: bounds.week,
    from: bounds.from,
    to: bounds.to,
    evidence,
    draft: await draftFor(db, input, {
      userId: input.userId,
      week: bounds.week,
      language: lang,
      evidence,
      suggestions,
    }),
    suggestions,
    saved: saved[0] ? toSaved(saved[0]) : null,
    past: past.map(toSaved),
    archived: archived.map((g) => ({ id: g.id, description: g.description, archivedAt: g.archivedAt!.toISOString() })),
  };
}

/**
 * Saves the week's review and applies its decisions in one transaction. Every decision must be
 * about an open goal of the caller (else 404 and nothing changes). Shrink rewrites the goal with
 * the smaller text the person confirmed (the coach's proposal when none is sent); split archives
 * the goal and adds the two or three confirmed goals at the end of the list; drop archives it.
 */
export async function saveReview(
  db: Db,
  input: { userId: string; body: TSaveReviewBody; now?: Date },
): Promise<{ saved: TSavedReview; created: { id: string; description: string }[]; archived: string[] }> {
  const now = input.now ?? new Date();
  const timeZone = await userTimeZone(db, input.userId);
  const { week } = boundsOrThrow(input.body.week, timeZone);
  const decisions: TReviewDecision[] = input.body.decisions ?? [];
  if (decisions.some((d) => !isUuid(d.goalId))) throw notFound();
  const lang = await languageOf(db, input.userId);
  return db.transaction(async (tx) => {
    const ids = decisions.map((d) => d.goalId);
    const owned = ids.length
      ? await tx
          .select({ id: goals.id, description: goals.description, borderColor: goals.borderColor })
          .from(goals)
          .where(and(eq(goals.userId, input.userId), inArray(goals.id, ids), isOpenGoal))
      : [];
    if (owned.length !== ids.length) throw notFound();
    const byId = new Map(owned.map((g) => [g.id, g]));
    const created: { id: string; description: string }[] = [];
    const archived: string[] = [];
    const applied: TReviewDecision[] = [];
    for (const d of decisions) {
      const goal = byId.get(d.goalId)!;
      if (d.action === 'keep') applied.push({ goalId: d.goalId, action: 'keep' });
      else if (d.action === 'drop') {
        await tx.update(goals).set({ archivedAt: now, updatedAt: now }).where(eq(goals.id, goal.id));
        archived.push(goal.id);
        applied.push({ goalId: d.goalId, action: 'drop' });
      } else if (d.action === 'shrink') {
        const text = checkGoalText(d.goals?.[0] ?? shrinkProposal(goal.description, lang));
        await tx.update(goals).set({ description: text, updatedAt: now }).where(eq(goals.id, goal.id));
        applied.push({ goalId: d.goalId, action: 'shrink', goals: [text] });
      } else {
        const texts = (d.goals?.length ? d.goals : splitProposals(goal.description, lang)).map(checkGoalText);
        if (texts.length < 2) throw new AppError('validation', 'A split needs two or three goals.');
        for (const description of texts) {
          const [row] = await tx
            .insert(goals)
            .values({
              userId: input.userId,
              description,
              borderColor: goal.borderColor,
              position: sql`(select coalesce(max(${goals.position}) + 1, 0) from ${goals} where ${goals.userId} = ${input.userId} and ${goals.completedAt} is null)`,
            })
            .returning({ id: goals.id, description: goals.description });
          created.push(row!);
        }
        await tx.update(goals).set({ archivedAt: now, updatedAt: now }).where(eq(goals.id, goal.id));
        archived.push(goal.id);
        applied.push({ goalId: d.goalId, action: 'split', goals: texts });
      }
    }
    const values = { userId: input.userId, week, notes: input.body.notes ?? '', decisions: applied, updatedAt: now };
    const [row] = await tx
      .insert(weeklyReviews)
      .values(values)
      .onConflictDoUpdate({
        target: [weeklyReviews.userId, weeklyReviews.week],
        set: {
          notes: input.body.notes === undefined ? sql`${weeklyReviews.notes}` : values.notes,
          // Decisions of a second save add to the first ones.
          decisions: sql`${weeklyReviews.decisions} || ${JSON.stringify(applied)}::jsonb`,
          updatedAt: now,
        },
      })
      .returning();
    return { saved: toSaved(row!), created, archived };
  });
}

/** Brings back a goal a review dropped, at the end of the open list. */
export async function restoreGoal(db: Db, input: { userId: string; goalId: string }) {
  if (!isUuid(input.goalId)) throw notFound();
  const [row] = await db
    .update(goals)
    .set({
      archivedAt: null,
      updatedAt: new Date(),
      position: sql`(select coalesce(max(${goals.position}) + 1, 0) from ${goals} where ${goals.userId} = ${input.userId} and ${goals.completedAt} is null)`,
    })
    .where(
      and(
        eq(goals.id, input.goalId),
        eq(goals.userId, input.userId),
        isNotNull(goals.archivedAt),
        isNull(goals.completedAt),
        isLiveGoal,
      ),
    )
    .returning({ id: goals.id, description: goals.description });
  if (!row) throw notFound();
  return row;
}
