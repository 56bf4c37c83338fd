import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  GRIND_MAX_MINUTES,
  GRIND_MIN_MINUTES,
  MESSAGES,
  type TCoachKind,
  type TFortifyAnswer,
  type TGenerateNotificationAnswer,
  type TGenerateNotificationBody,
  type TNextMoveAnswer,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { goals, notifications } from '../../db/schema/index.ts';
import type { AnswerOutcome, CoachContext, CoachGoal, CoachProvider, TokenUsage } from '../../ai/coach-provider.ts';
import { CoachError } from '../../ai/coach-error.ts';
import { rankGoals } from '../../ai/offline-coach/offline-coach.ts';
import { ifThenPlan, planLine } from '../../ai/offline-coach/if-then.ts';
import { isLiveGoal, isOpenGoal } from '../goals/goals.service.ts';
import { localDay, secondsToLocalMidnight } from '../../ai/local-time.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { toNotification } from '../notifications/notifications.service.ts';
import { assembleCoachContext, findCoachUser, resolveTimeZone, type CoachUser } from './coach-context.service.ts';
import { consumeQuota, dailyLimitFor, refundQuota } from './ai-quota.service.ts';
import { recordAnswer, recordFailure, recordLimited, type CoachLog } from './ai-usage.service.ts';
import { findScheduled, onceADay } from './daily-claim.service.ts';

export type CoachDeps = {
  db: Db;
  coach: CoachProvider;
  dailyLimit: number;
  log?: CoachLog;
  /** How long a tab that lost the race for today's scheduled notification waits for the winner's. */
  claimWaitMs?: number;
};
type Call = { userId: string; timezone?: string; now?: Date };

/** The coach's dependencies from the app (the coach routes and the reminder sweep). */
export function coachDepsOf(app: FastifyInstance, log?: CoachLog, claimWaitMs?: number): CoachDeps {
  return {
    db: app.db,
    coach: app.coach,
    dailyLimit: app.config.AI_DAILY_LIMIT,
    ...(log ? { log } : {}),
    ...(claimWaitMs !== undefined ? { claimWaitMs } : {}),
  };
}
/** The person a coach call is for, in their time zone, at the call's instant. */
type Caller = { user: CoachUser; timeZone: string; now: Date };

async function resolveCaller(db: Db, call: Call): Promise<Caller> {
  const user = await findCoachUser(db, call.userId);
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return { user, timeZone: resolveTimeZone(call.timezone, user), now: call.now ?? new Date() };
}

/**
 * Every coach call goes through here: find the caller (unless known already) and check the goal
 * it names is theirs (404 otherwise), take one unit of today's quota (429 with Retry-After to
 * the local midnight when none is left), assemble the context, ask the provider, record usage
 * with the answer's outcome (ok, repaired, or fallback when the offline coach answered for a
 * failing model). Only a call nobody could answer gives its unit back and answers 502.
 */
async function runCoachCall<T extends { usage?: TokenUsage; outcome?: AnswerOutcome; failure?: string }>(
  deps: CoachDeps,
  input: (Call | Caller) & { kind: TCoachKind; goalId?: string | null },
  ask: (ctx: CoachContext, caller: Caller) => Promise<T>,
): Promise<T> {
  const { db, coach } = deps;
  const caller = 'user' in input ? input : await resolveCaller(db, input);
  const { user, timeZone, now } = caller;
  const kind = input.kind;
  if (input.goalId) await assertOwnGoal(db, user.id, input.goalId);
  const usage = { userId: user.id, kind, coach };
  const day = localDay(now, timeZone);
  const limit = dailyLimitFor(deps.dailyLimit, user.subscriptionStatus);
  const count = await consumeQuota(db, { userId: user.id, kind, day, limit });
  if (count === null) {
    await recordLimited(db, usage);
    throw new AppError('rate_limited', MESSAGES.dailyLimit, {
      'retry-after': String(secondsToLocalMidnight(now, timeZone)),
    });
  }
  const started = performance.now();
  try {
    const ctx = await assembleCoachContext(db, { user, timeZone, now });
    const result = await ask(ctx, caller);
    await recordAnswer(db, usage, result, performance.now() - started, deps.log);
    return result;
  } catch (err) {
    if (err instanceof AppError) {
      await refundQuota(db, { userId: user.id, kind, day });
      throw err;
    }
    const message = err instanceof CoachError ? err.message : 'The coach failed unexpectedly.';
    if (!(err instanceof CoachError)) deps.log?.error({ err }, 'coach provider failed');
    await recordFailure(db, usage, err, performance.now() - started);
    await refundQuota(db, { userId: user.id, kind, day });
    throw new AppError('upstream', `The coach could not answer. ${message} Please try again.`);
  }
}

function findGoal(ctx: CoachContext, id: string | null | undefined): CoachGoal | undefined {
  return id ? ctx.goals.find((g) => g.id === id) : undefined;
}

/** A goal of the caller (open or not); another person's goal is a 404. */
async function assertOwnGoal(db: Db, userId: string, goalId: string): Promise<void> {
  const [row] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId), isLiveGoal))
    .limit(1);
  if (!row) throw notFound();
}

function adHocGoal(description: string, now: Date): CoachGoal {
  return {
    id: '',
    description,
    borderColor: 'white',
    warning: null,
    createdAt: now,
    lastUpdateAt: null,
    recentUpdates: [],
  };
}

export async function fortifyGoalText(
  deps: CoachDeps,
  input: Call & { goal: string; currentGoalId?: string | null },
): Promise<TFortifyAnswer> {
  const result = await runCoachCall(
    deps,
    { ...input, kind: 'fortify', goalId: input.currentGoalId },
    (ctx, { now }) => {
      const known = findGoal(ctx, input.currentGoalId);
      const goal = known ? { ...known, description: input.goal } : adHocGoal(input.goal, now);
      return deps.coach.fortify(goal, ctx).then((answer) => ({
        ...answer,
        // The model may leave the plan out; the offline coach writes it then, in the goal's language.
        ifThen: answer.ifThen ?? ifThenPlan(answer.improvedGoal, ctx),
      }));
    },
  );
  return { improvedGoal: result.improvedGoal, reason: result.reason, ifThen: result.ifThen };
}

export async function generateNextMove(deps: CoachDeps, input: Call): Promise<TNextMoveAnswer> {
  const caller = await resolveCaller(deps.db, input);
  const [anyGoal] = await deps.db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, caller.user.id), isOpenGoal))
    .limit(1);
  // (docs/product.md#next-move) with zero goals there is nothing to rank (the client alerts and makes no call).
  if (!anyGoal) throw new AppError('conflict', MESSAGES.noGoals);
  const r = await runCoachCall(deps, { ...caller, kind: 'nextMove' }, async (ctx) => {
    const move = await deps.coach.nextMove(ctx);
    const goal = findGoal(ctx, move.goalId);
    // A goal with an if-then plan: the move ends with the plan the person made.
    return goal?.ifThen
      ? { ...move, whatTodoNext: `${move.whatTodoNext} ${planLine(goal.description, goal.ifThen, ctx)}` }
      : move;
  });
  return { whatTodoNext: r.whatTodoNext, goalId: r.goalId, reason: r.reason, minutes: r.minutes ?? null };
}

export async function generateNotification(
  deps: CoachDeps,
  input: Call & Omit<TGenerateNotificationBody, 'timezone' | 'location'>,
): Promise<TGenerateNotificationAnswer> {
  const caller = await resolveCaller(deps.db, input);
  if (!input.scheduled) return createNotification(deps, { ...input, ...caller, scheduledDay: null });
  const slot = { userId: caller.user.id, type: input.type, day: localDay(caller.now, caller.timeZone) };
  return onceADay(deps.db, slot, deps.claimWaitMs ?? 35_000, () =>
    createNotification(deps, { ...input, ...caller, scheduledDay: slot.day }),
  );
}

async function createNotification(
  deps: CoachDeps,
  input: Omit<TGenerateNotificationBody, 'timezone' | 'location'> & Caller & { scheduledDay: string | null },
): Promise<TGenerateNotificationAnswer> {
  const { db } = deps;
  const { now, user, timeZone, scheduledDay } = input;
  const type = input.type;
  if (type === 'grind' && !input.currentGoalId && !input.generateNotification?.trim() && !input.scheduled)
    throw new AppError('validation', 'Choose a goal to grind on.');

  const kind: TCoachKind = type;
  let goalId: string | null = null;
  const result = await runCoachCall(deps, { user, timeZone, now, kind, goalId: input.currentGoalId }, async (ctx) => {
    if (type === 'advice') return deps.coach.advice(ctx);
    let goal = findGoal(ctx, input.currentGoalId);
    if (!goal && input.currentGoalId) throw new AppError('conflict', 'That goal is already completed.');
    if (!goal && input.generateNotification?.trim()) goal = adHocGoal(input.generateNotification.trim(), now);
    if (!goal) {
      // The daily grind: the goal the coach would pick next.
      goal = rankGoals(ctx)[0]?.goal;
      if (!goal) throw new AppError('conflict', MESSAGES.noGoals);
    }
    goalId = goal.id || null;
    const g = await deps.coach.grind(goal, ctx);
    if (goal.ifThen) g.description = `${g.description} ${planLine(goal.description, goal.ifThen, ctx)}`;
    return { ...g, duration: Math.max(GRIND_MIN_MINUTES, Math.min(GRIND_MAX_MINUTES, Math.round(g.duration))) };
  });

  const values: typeof notifications.$inferInsert = {
    userId: user.id,
    goalId,
    type,
    status: 'unread',
    state: type === 'grind' ? 'pending' : null,
    name: result.name,
    description: result.description,
    duration: type === 'grind' ? (result as { duration: number }).duration : null,
    liked: null,
    reason: result.reason,
    scheduledDay,
    createdAt: now,
  };
  const [row] = await db.insert(notifications).values(values).onConflictDoNothing().returning();
  if (row) return { notification: toNotification(row), created: true };
  // Another tab or instance won the race for today's scheduled one: answer that one.
  await refundQuota(db, { userId: user.id, kind, day: localDay(now, timeZone) });
  const existing = scheduledDay ? await findScheduled(db, { userId: user.id, type, day: scheduledDay }) : undefined;
  if (!existing) throw new AppError('conflict', 'The notification could not be saved. Please try again.');
  return { notification: toNotification(existing), created: false };
}
