import { and, eq, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, WRITE_RATE_LIMITS, type WriteKind } from '@grindstone/contract';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitState = { count: number; retryAfterSeconds: number; limited: boolean };

const counterColumns = { count: rateLimits.count, windowStart: rateLimits.windowStart };

/** The condition 'this counter's window began before the last `windowMs`'. */
const windowStartedBefore = (windowMs: number) =>
  sql`${rateLimits.windowStart} < now() - (${windowMs} * interval '1 millisecond')`;

/**
 * Fixed-window counters in the database (table rate_limits), so a limit holds across restarts
 * and across instances. One statement: atomic under concurrency on PGlite and PostgreSQL.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const expired = windowStartedBefore(rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning(counterColumns);
  return toState(row, rule);
}

/** The refusal of a limited caller: 429 with Retry-After. */
export function rateLimited(state: RateLimitState, message: string = MESSAGES.rateLimited): AppError {
  return new AppError('rate_limited', message, { 'retry-after': String(state.retryAfterSeconds) });
}

/** Counts one call against the key's limit and refuses it (429) once over the limit. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: string = MESSAGES.rateLimited,
): Promise<void> {
  const state = await hitRateLimit(db, key, rule);
  if (state.limited) throw rateLimited(state, message);
}

/** Reads a counter without counting: is this key over its limit right now? */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const [row] = await db
    .select(counterColumns)
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), not(windowStartedBefore(rule.windowMs))));
  if (!row) return { count: 0, retryAfterSeconds: 0, limited: false };
  const state = toState(row, rule);
  return { ...state, limited: state.count >= rule.limit };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function toState(row: { count: number; windowStart: Date } | undefined, rule: RateLimitRule): RateLimitState {
  const count = Number(row?.count ?? 0);
  const start = row ? new Date(row.windowStart).getTime() : Date.now();
  const retryAfterSeconds = Math.max(1, Math.ceil((start + rule.windowMs - Date.now()) / 1000));
  return { count, retryAfterSeconds, limited: count > rule.limit };
}

/** The routes that write on a member's behalf, by method and path, and the limit each counts against. */
const LIMITED_WRITES: Record<string, WriteKind> = {
  'POST /api/goals': 'goals',
  'POST /api/goal-updates': 'goalUpdates',
  'PUT /api/goal-updates/:id': 'goalUpdates',
  'POST /api/feedback': 'feedback',
  'POST /api/activities': 'activities',
};

/**
 * Per-account write limits, for these routes however they are registered: a preHandler appended
 * after the route's own (so the caller is known and the body already valid). 429 with Retry-After.
 */
export function registerWriteRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const kind = methods.map((m) => LIMITED_WRITES[`${m} ${route.url}`]).find(Boolean);
    if (!kind) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    const limitWrites = async (request: FastifyRequest) => {
      if (!request.user) return;
      await enforceRateLimit(app.db, `write:${kind}:${request.user.id}`, WRITE_RATE_LIMITS[kind]);
    };
    route.preHandler = [...own, limitWrites];
  });
}
