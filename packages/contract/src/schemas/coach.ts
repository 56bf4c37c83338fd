import { z } from 'zod';
import { GOAL_TEXT_MAX } from '../constants.ts';
import { ZNotificationSchema } from './notifications.ts';
import { ZIfThenProposalSchema } from './plans.ts';

/** The kinds of coach call; each has its own daily limit. */
export const COACH_KINDS = ['fortify', 'nextMove', 'grind', 'advice'] as const;
export type TCoachKind = (typeof COACH_KINDS)[number];

/** True when the runtime knows this IANA time zone. */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZoneSchema = z.string().max(64).refine(isValidTimeZone, { message: 'Unknown time zone' });

/**
 * A location. The server resolves it itself (docs/product.md#departures); a location sent by the
 * client is accepted for compatibility and ignored.
 */
export const ZCoachLocationSchema = z.object({
  city: z.string().max(200).optional(),
  region: z.string().max(200).optional(),
  country: z.string().max(200).optional(),
});

export const ZFortifyBodySchema = z.object({
  goal: z.string().trim().min(1, 'Goal text cannot be empty.').max(GOAL_TEXT_MAX),
  currentGoalId: z.string().uuid().nullable().optional(),
  timezone: ZTimeZoneSchema.optional(),
  location: ZCoachLocationSchema.optional(),
});
export const ZFortifyAnswerSchema = z.object({
  improvedGoal: z.string(),
  reason: z.string(),
  /** An if-then plan for the goal, in the goal's language. */
  ifThen: ZIfThenProposalSchema,
});
export type TFortifyAnswer = z.infer<typeof ZFortifyAnswerSchema>;

export const ZNextMoveBodySchema = z.object({
  timezone: ZTimeZoneSchema.optional(),
  location: ZCoachLocationSchema.optional(),
});
export const ZNextMoveAnswerSchema = z.object({
  whatTodoNext: z.string(),
  goalId: z.string().nullable(),
  reason: z.string(),
  /** The time box for the action, in minutes, when the coach gave one. */
  minutes: z.number().int().positive().nullable().optional(),
});
export type TNextMoveAnswer = z.infer<typeof ZNextMoveAnswerSchema>;

export const ZGenerateNotificationBodySchema = z.object({
  timezone: ZTimeZoneSchema.optional(),
  type: z.enum(['advice', 'grind']),
  /** The goal description (spec field name); for grinds the server prefers currentGoalId. */
  generateNotification: z.string().max(GOAL_TEXT_MAX).optional(),
  currentGoalId: z.string().uuid().nullable().optional(),
  location: ZCoachLocationSchema.optional(),
  /** Sent by the daily scheduler: the server creates at most one per type per local day. */
  scheduled: z.boolean().optional(),
});
export type TGenerateNotificationBody = z.infer<typeof ZGenerateNotificationBodySchema>;
export const ZGenerateNotificationAnswerSchema = z.object({
  notification: ZNotificationSchema,
  /** False when a scheduled notification already existed today and was returned instead. */
  created: z.boolean(),
});
export type TGenerateNotificationAnswer = z.infer<typeof ZGenerateNotificationAnswerSchema>;

const ZKindQuota = z.object({ used: z.number().int(), remaining: z.number().int() });
/** GET /agents/quota: what is left today (per kind) and when it resets. */
export const ZCoachQuotaSchema = z.object({
  plan: z.enum(['free', 'subscriber']),
  limit: z.number().int(),
  day: z.string(),
  resetsInSeconds: z.number().int(),
  kinds: z.object({
    fortify: ZKindQuota,
    nextMove: ZKindQuota,
    grind: ZKindQuota,
    advice: ZKindQuota,
  }),
});
export type TCoachQuota = z.infer<typeof ZCoachQuotaSchema>;
export const ZCoachQuotaQuerySchema = z.object({ timezone: ZTimeZoneSchema.optional() });
