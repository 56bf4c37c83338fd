import { and, eq, sql } from 'drizzle-orm';
import {
  COACH_KINDS,
  GOAL_CLASSIFY_DAILY_LIMIT,
  REVIEW_WARMTH_DAILY_LIMIT,
  SUBSCRIBER_LIMIT_MULTIPLIER,
  type TCoachKind,
  type TCoachQuota,
} from '@grindstone/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { aiQuota } from '../../db/schema/index.ts';
import { localDay, secondsToLocalMidnight } from '../../ai/local-time.ts';

/**
 * Daily AI limits: AI_DAILY_LIMIT calls per kind per user-local day, SUBSCRIBER_LIMIT_MULTIPLIER
 * times that for active subscribers. Counted atomically in the database: one statement that
 * only increments while under the limit, so concurrent calls (and other instances) cannot pass it.
 */

export function dailyLimitFor(baseLimit: number, subscriptionStatus: string): number {
  return subscriptionStatus === 'active' ? baseLimit * SUBSCRIBER_LIMIT_MULTIPLIER : baseLimit;
}

/** Takes one unit; returns the new count, or null when the limit is already reached. */
export async function consumeQuota(
  db: Db,
  input: { userId: string; kind: TCoachKind | 'classify' | 'review'; day: string; limit: number },
): Promise<number | null> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into ai_quota (user_id, kind, day, count) values (${input.userId}, ${input.kind}, ${input.day}, 1)
    on conflict (user_id, kind, day) do update set count = ai_quota.count + 1
    where ai_quota.count < ${input.limit}
    returning count`,
  );
  return rows.length ? Number(rows[0]!.count) : null;
}

/**
 * Goal classification by a paid provider: counted per account per UTC day (a goal is never
 * refused for it). False once GOAL_CLASSIFY_DAILY_LIMIT is used: the caller classifies offline.
 */
export async function takeClassifyQuota(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return (await consumeQuota(db, { userId, kind: 'classify', day, limit: GOAL_CLASSIFY_DAILY_LIMIT })) !== null;
}

/**
 * A model's warmer weekly review: REVIEW_WARMTH_DAILY_LIMIT per account per UTC day, so reloading
 * the review page cannot run up the model's bill. False once used: the offline draft stands.
 */
export async function takeReviewWarmthQuota(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return (await consumeQuota(db, { userId, kind: 'review', day, limit: REVIEW_WARMTH_DAILY_LIMIT })) !== null;
}

/** Gives a unit back when the call failed on our side (the person should not pay for our outage). */
export async function refundQuota(db: Db, input: { userId: string; kind: TCoachKind; day: string }): Promise<void> {
  await db
    .update(aiQuota)
    .set({ count: sql`greatest(${aiQuota.count} - 1, 0)` })
    .where(and(eq(aiQuota.userId, input.userId), eq(aiQuota.kind, input.kind), eq(aiQuota.day, input.day)));
}

export async function getQuota(
  db: Db,
  input: { userId: string; baseLimit: number; subscriptionStatus: string; timeZone: string; now?: Date },
): Promise<TCoachQuota> {
  const now = input.now ?? new Date();
  const day = localDay(now, input.timeZone);
  const limit = dailyLimitFor(input.baseLimit, input.subscriptionStatus);
  const rows = await db
    .select({ kind: aiQuota.kind, count: aiQuota.count })
    .from(aiQuota)
    .where(and(eq(aiQuota.userId, input.userId), eq(aiQuota.day, day)));
  const used = new Map(rows.map((r) => [r.kind, r.count]));
  const kinds = Object.fromEntries(
    COACH_KINDS.map((k) => {
      const u = Math.min(limit, used.get(k) ?? 0);
      return [k, { used: u, remaining: Math.max(0, limit - u) }];
    }),
  ) as TCoachQuota['kinds'];
  return {
    plan: input.subscriptionStatus === 'active' ? 'subscriber' : 'free',
    limit,
    day,
    resetsInSeconds: secondsToLocalMidnight(now, input.timeZone),
    kinds,
  };
}
