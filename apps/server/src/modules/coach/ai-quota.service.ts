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
import type { CoachProvider } from '../../ai/coach-provider.ts';
import { isOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';

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

/** What a paid model may do beside the person's coach calls, per account per UTC day. */
const MODEL_ALLOWANCES = {
  // Classifying a new goal (a goal is never refused for it: past the cap the offline rules classify).
  classify: GOAL_CLASSIFY_DAILY_LIMIT,
  // Warming the weekly review (reloading the review page cannot run up the bill).
  review: REVIEW_WARMTH_DAILY_LIMIT,
} as const;

/**
 * Takes one unit of a paid model's daily allowance for `use`; false once it is used up or when
 * it cannot be counted (the caller then answers offline). The offline coach is never counted.
 */
export async function takeModelAllowance(
  db: Db,
  input: { userId: string; coach: Pick<CoachProvider, 'name'>; use: keyof typeof MODEL_ALLOWANCES; now?: Date },
): Promise<boolean> {
  if (isOfflineCoach(input.coach)) return true;
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  const limit = MODEL_ALLOWANCES[input.use];
  const taken = await consumeQuota(db, { userId: input.userId, kind: input.use, day, limit }).catch(() => null);
  return taken !== null;
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
