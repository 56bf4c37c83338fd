import { and, desc, eq, inArray } from 'drizzle-orm';
import { GOAL_UPDATE_MAX, MESSAGES, type TGoalUpdate } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { goals, goalUpdates } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { deleteOwnRow, isUuid } from '../../db/own-rows.ts';
import { isBlankHtml, sanitizeUpdateHtml } from './sanitize-update.ts';
import { isLiveGoal } from '../goals/goals.service.ts';

export const UPDATE_EMPTY_MESSAGE = 'Update content cannot be empty.';

type UpdateRow = typeof goalUpdates.$inferSelect;
export function toGoalUpdate(row: UpdateRow): TGoalUpdate {
  return {
    id: row.id,
    goalId: row.goalId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Goal update content rule (docs/product.md#goal-detail): one 100,000-character limit on add and edit,
 * HTML sanitised to the allow-list, and nothing stored when no visible text is left.
 */
export function checkUpdateContent(content: string): string {
  if (content.length > GOAL_UPDATE_MAX) throw new AppError('validation', MESSAGES.updateTooLong);
  const clean = sanitizeUpdateHtml(content);
  // Escaping can grow the text (& becomes &amp;): what is stored must fit the limit too.
  if (clean.length > GOAL_UPDATE_MAX) throw new AppError('validation', MESSAGES.updateTooLong);
  if (isBlankHtml(clean)) throw new AppError('validation', UPDATE_EMPTY_MESSAGE);
  return clean;
}

/** The goal's updates, newest first; 404 when the goal is not the caller's. One query. */
export async function findGoalUpdates(db: Db, input: { userId: string; goalId: string }): Promise<TGoalUpdate[]> {
  if (!isUuid(input.goalId)) throw notFound();
  const rows = await db
    .select({ goalId: goals.id, update: goalUpdates })
    .from(goals)
    .leftJoin(goalUpdates, eq(goalUpdates.goalId, goals.id))
    .where(and(eq(goals.id, input.goalId), eq(goals.userId, input.userId), isLiveGoal))
    .orderBy(desc(goalUpdates.createdAt), desc(goalUpdates.id));
  if (rows.length === 0) throw notFound();
  return rows.flatMap((r) => (r.update ? [toGoalUpdate(r.update)] : []));
}

export async function createGoalUpdate(
  db: Db,
  input: { userId: string; goalId: string; content: string },
): Promise<TGoalUpdate> {
  const content = checkUpdateContent(input.content);
  if (!isUuid(input.goalId)) throw notFound();
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, input.goalId), eq(goals.userId, input.userId), isLiveGoal))
    .limit(1);
  if (!goal) throw notFound();
  const [row] = await db.insert(goalUpdates).values({ goalId: goal.id, userId: input.userId, content }).returning();
  return toGoalUpdate(row!);
}

export async function editGoalUpdate(
  db: Db,
  input: { userId: string; id: string; content: string },
): Promise<TGoalUpdate> {
  const content = checkUpdateContent(input.content);
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db
    .update(goalUpdates)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(goalUpdates.id, input.id), eq(goalUpdates.userId, input.userId)))
    .returning();
  if (!row) throw notFound();
  return toGoalUpdate(row);
}

export const deleteGoalUpdate = (db: Db, input: { userId: string; id: string }) => deleteOwnRow(db, goalUpdates, input);

/**
 * The spec's follow-up call after a goal delete: removes every update of the goal the caller
 * owns. Answers with the count, 0 when nothing is left. A deleted goal keeps its updates for its
 * undo window (they go with it when it is deleted for good), so this answers 0 for it.
 */
export async function deleteAllGoalUpdates(db: Db, input: { userId: string; goalId: string }): Promise<number> {
  if (!isUuid(input.goalId)) return 0;
  const liveGoal = db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, input.goalId), isLiveGoal));
  const rows = await db
    .delete(goalUpdates)
    .where(
      and(
        eq(goalUpdates.goalId, input.goalId),
        eq(goalUpdates.userId, input.userId),
        inArray(goalUpdates.goalId, liveGoal),
      ),
    )
    .returning({ id: goalUpdates.id });
  return rows.length;
}

/**
 * Legacy PUT /goals/{id}/updates: the body is the goal with numbered fields update1, update2,
 * ...; the highest-numbered non-empty field is the new update and is stored as one.
 */
export function pickLegacyUpdate(body: Record<string, unknown>): string | null {
  let best: { n: number; value: string } | null = null;
  for (const [key, value] of Object.entries(body)) {
    const m = /^update(\d{1,6})$/.exec(key);
    if (!m || typeof value !== 'string' || value.trim() === '') continue;
    const n = Number(m[1]);
    if (!best || n > best.n) best = { n, value };
  }
  return best?.value ?? null;
}
