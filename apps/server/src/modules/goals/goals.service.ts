import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  goalTextProblem,
  UNDO_WINDOW_MS,
  type TGoal,
  type TGoalColor,
  type TUpdateGoalBody,
} from '@grindstone/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { CoachProvider, GoalClassification } from '../../ai/coach-provider.ts';
import { recordAnswer, recordFailure, type CoachLog } from '../coach/ai-usage.service.ts';
import { takeModelAllowance } from '../coach/ai-quota.service.ts';
import { createOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';
import { isLiveGoal, isOpenGoal } from './open-goal.ts';
import { enqueueJob } from '../../jobs/job-runner.ts';
import { finaliseDeletedGoalsJob } from './finalise-deleted-goals.job.ts';
import { isUuid } from '../../db/own-rows.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

/** Other modules read open (and live, i.e. not deleted) goals by the same rules. */
export { isLiveGoal, isOpenGoal };

/** Classifies goals once an account used its daily provider classifications: costs nothing. */
const offlineCoach = createOfflineCoach();

type GoalRow = typeof goals.$inferSelect;

/** The API's goal shape: position is exposed as `order`; internal columns never leave. */
export function toGoal(row: GoalRow): TGoal {
  return {
    id: row.id,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    date: row.date.toISOString(),
    warning: row.warning,
    borderColor: row.borderColor,
    order: row.position,
    userId: row.userId,
    ifThen: row.ifThen ?? null,
  };
}

/** Goal text (docs/product.md#goal-rules): trimmed, whitespace-only and over 900 refused with the rule's message. */
export function checkGoalText(text: string): string {
  const trimmed = text.trim();
  const problem = goalTextProblem(trimmed);
  if (problem) throw new AppError('validation', problem);
  return trimmed;
}

/** Open goals of one user, by position (one indexed query: goals_open_idx). */
export async function findOpenGoals(db: Db, userId: string): Promise<TGoal[]> {
  const rows = await openGoalsQuery(db).execute({ userId });
  return rows.map(toGoal);
}

/** The dashboard's list, prepared once per database: it is the member's most frequent query. */
const openGoalsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, sql.placeholder('userId')), isOpenGoal))
    .orderBy(asc(goals.position), asc(goals.createdAt))
    .prepare('open_goals'),
);

export async function findGoal(db: Db, input: { userId: string; id: string }): Promise<TGoal> {
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId), isLiveGoal))
    .limit(1);
  if (!row) throw notFound();
  return toGoal(row);
}

/**
 * Creates a goal at the end of the list. The coach classifies it (colour and 'vague' warning);
 * if the coach fails the goal is still created, white and without a warning.
 */
export async function createGoal(
  db: Db,
  input: { userId: string; description: string; classify: (d: string) => Promise<GoalClassification> },
): Promise<TGoal> {
  const description = checkGoalText(input.description);
  let borderColor: TGoalColor = 'white';
  let warning: boolean | null = null;
  try {
    const c = await input.classify(description);
    borderColor = c.borderColor;
    warning = c.warning;
  } catch {
    /* the coach is optional for creating a goal */
  }
  const [row] = await db
    .insert(goals)
    .values({
      userId: input.userId,
      description,
      borderColor,
      warning,
      position: sql`(select coalesce(max(${goals.position}) + 1, 0) from ${goals} where ${goals.userId} = ${input.userId} and ${goals.completedAt} is null)`,
    })
    .returning();
  return toGoal(row!);
}

/**
 * The coach's classification of a new goal, recorded in ai_usage (kind 'classify') like every
 * other coach call. It is not counted against the coach's daily limits (creating a goal must
 * never be refused for them); a paid provider's classifications have their own daily cap, past
 * which the offline coach classifies. Errors of the coach are recorded and rethrown (createGoal then falls back
 * to white); a failing usage insert is only logged, so it never stops the goal.
 */
export async function classifyGoalRecorded(
  db: Db,
  input: {
    userId: string;
    description: string;
    coach: CoachProvider;
    log?: CoachLog;
  },
): Promise<GoalClassification> {
  const allowed = await takeModelAllowance(db, { userId: input.userId, coach: input.coach, use: 'classify' });
  const coach = allowed ? input.coach : offlineCoach;
  const caller = { userId: input.userId, kind: 'classify', coach };
  // A failing usage insert is only logged: it never stops the goal.
  const logged = (recording: Promise<void>) =>
    recording.catch((err: unknown) => input.log?.error({ err }, 'could not record the usage of a goal classification'));
  const started = performance.now();
  try {
    const result = await coach.classifyGoal(input.description);
    // A model that failed or took too long was replaced by the offline rules: not 'ok'.
    await logged(recordAnswer(db, caller, result, performance.now() - started, input.log));
    return result;
  } catch (err) {
    await logged(recordFailure(db, caller, err, performance.now() - started));
    throw err;
  }
}

export async function updateGoal(
  db: Db,
  input: { userId: string; id: string; changes: TUpdateGoalBody },
): Promise<TGoal> {
  if (!isUuid(input.id)) throw notFound();
  const set: Partial<typeof goals.$inferInsert> = {};
  if (input.changes.description !== undefined) set.description = checkGoalText(input.changes.description);
  if (input.changes.borderColor !== undefined) set.borderColor = input.changes.borderColor;
  if (input.changes.warning !== undefined) set.warning = input.changes.warning;
  if (input.changes.ifThen !== undefined) set.ifThen = input.changes.ifThen;
  if (Object.keys(set).length === 0) return findGoal(db, input);
  const [row] = await db
    .update(goals)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId), isLiveGoal))
    .returning();
  if (!row) throw notFound();
  return toGoal(row);
}

/**
 * Deletes a goal: it is hidden at once and can be restored for UNDO_WINDOW_MS; then a job deletes
 * it and its updates for good (decision 148). 404 for unknown, another's or already deleted.
 */
export async function deleteGoal(db: Db, input: { userId: string; id: string }): Promise<void> {
  if (!isUuid(input.id)) throw notFound();
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(goals)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId), isLiveGoal))
      .returning({ id: goals.id });
    if (!row) throw notFound();
    await enqueueJob(
      tx,
      finaliseDeletedGoalsJob,
      {},
      { uniqueKey: `finalise-goal:${row.id}:${now.getTime()}`, runAt: new Date(now.getTime() + UNDO_WINDOW_MS) },
    );
  });
}

/** Undoes a delete within UNDO_WINDOW_MS: the goal comes back where it was. Otherwise 404. */
export async function restoreGoal(db: Db, input: { userId: string; id: string }): Promise<TGoal> {
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db
    .update(goals)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(goals.id, input.id),
        eq(goals.userId, input.userId),
        gt(goals.deletedAt, new Date(Date.now() - UNDO_WINDOW_MS)),
      ),
    )
    .returning();
  if (!row) throw notFound();
  return toGoal(row);
}

/**
 * Applies a new order: position = index in `ids`. Only the caller's open goals move; ids of
 * other users, unknown ids and non-UUIDs are ignored. One UPDATE statement.
 */
export async function reorderGoals(db: Db, input: { userId: string; ids: string[] }): Promise<number> {
  const seen = new Set<string>();
  const ids = input.ids.filter((id) => isUuid(id) && !seen.has(id.toLowerCase()) && seen.add(id.toLowerCase()));
  if (ids.length === 0) return 0;
  const idArray = `{${ids.join(',')}}`;
  const ordArray = `{${ids.map((_, i) => i).join(',')}}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update ${goals} set position = v.ord, updated_at = now()
    from unnest(${idArray}::uuid[], ${ordArray}::int[]) as v(id, ord)
    where ${goals.id} = v.id and ${goals.userId} = ${input.userId} and ${goals.completedAt} is null and ${goals.deletedAt} is null
    returning ${goals.id}`,
  );
  return rows.length;
}
