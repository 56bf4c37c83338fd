import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { UNDO_WINDOW_MS, type TCompletedGoal, type TCompletedGoalsAnswer, type TGoal } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { isUuid } from '../../db/own-rows.ts';
import { isLiveGoal, toGoal } from '../goals/goals.service.ts';

/** Marks an open goal of the caller completed (now). 404 for unknown, another's or already completed. */
export async function completeGoal(db: Db, input: { userId: string; id: string }): Promise<TCompletedGoal> {
  if (!isUuid(input.id)) throw notFound();
  const now = new Date();
  const [row] = await db
    .update(goals)
    .set({ completedAt: now, updatedAt: now })
    .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId), isNull(goals.completedAt), isLiveGoal))
    .returning();
  if (!row) throw notFound();
  return {
    id: row.id,
    description: row.description,
    borderColor: row.borderColor,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt!.toISOString(),
  };
}

/** Undoes a completion within UNDO_WINDOW_MS: the goal is open again, in its old place. Otherwise 404. */
export async function undoCompleteGoal(db: Db, input: { userId: string; id: string }): Promise<TGoal> {
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db
    .update(goals)
    .set({ completedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(goals.id, input.id),
        eq(goals.userId, input.userId),
        isLiveGoal,
        isNull(goals.archivedAt),
        gt(goals.completedAt, new Date(Date.now() - UNDO_WINDOW_MS)),
      ),
    )
    .returning();
  if (!row) throw notFound();
  return toGoal(row);
}

/**
 * One page of the caller's completed goals, most recently completed first. The total rides on
 * the same query as a window count (goals_completed_idx); only a page past the end needs a
 * second, count-only query.
 */
export async function findCompletedGoals(
  db: Db,
  input: { userId: string; page: number; limit: number },
): Promise<TCompletedGoalsAnswer> {
  const where = and(eq(goals.userId, input.userId), isNotNull(goals.completedAt), isLiveGoal);
  const rows = await db
    .select({
      id: goals.id,
      description: goals.description,
      borderColor: goals.borderColor,
      createdAt: goals.createdAt,
      completedAt: goals.completedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(goals)
    .where(where)
    .orderBy(desc(goals.completedAt), desc(goals.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const [c] = await db.select({ n: count() }).from(goals).where(where);
    totalCount = Number(c?.n ?? 0);
  }
  return {
    completedGoals: rows.map((r) => ({
      id: r.id,
      description: r.description,
      borderColor: r.borderColor,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt!.toISOString(),
    })),
    currentPage: input.page,
    totalPages: Math.ceil(totalCount / input.limit),
    totalCount: Number(totalCount),
  };
}
