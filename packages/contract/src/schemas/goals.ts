import { z } from 'zod';
import { GOAL_PRIORITY_COLORS } from '../goal-rules.ts';
import {
  COMPLETED_GOALS_DEFAULT_LIMIT,
  COMPLETED_GOALS_DEFAULT_PAGE,
  COMPLETED_GOALS_MAX_LIMIT,
} from '../constants.ts';
import { ZIfThenAnswerSchema, ZIfThenSchema } from './plans.ts';

export const ZGoalColorSchema = z.enum(GOAL_PRIORITY_COLORS);

/** A goal as the API answers it; `order` is the list position. */
export const ZGoalSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  date: z.string(),
  warning: z.boolean().nullable(),
  borderColor: ZGoalColorSchema,
  order: z.number().int(),
  userId: z.string(),
  /** The goal's if-then plan, or null. */
  ifThen: ZIfThenAnswerSchema.nullable(),
});
export type TGoal = z.infer<typeof ZGoalSchema>;
export const ZGoalListSchema = z.array(ZGoalSchema);

/** Any id of at most 100 characters: ids that are not UUIDs (a client's temporary id) answer 404, not 400. */
export const ZGoalIdParamsSchema = z.object({ id: z.string().max(100) });
export const ZGoalUpdatesParamsSchema = z.object({ goalId: z.string().max(100) });
export const ZReorderGoalsAnswerSchema = z.object({ ok: z.literal(true), updated: z.number().int() });

/**
 * Text arrives as any string (up to a hard transport cap); the goal text rules
 * (docs/product.md#goal-rules, `goalTextProblem`) are checked by the service, so the answer
 * carries the product's message.
 */
const goalText = z.string().max(10_000);

export const ZCreateGoalBodySchema = z.object({ description: goalText });

export const ZUpdateGoalBodySchema = z
  .object({
    description: goalText.optional(),
    borderColor: ZGoalColorSchema.optional(),
    warning: z.boolean().nullable().optional(),
    /** Sets the if-then plan; null clears it. */
    ifThen: ZIfThenSchema.nullable().optional(),
  })
  .strip();
export type TUpdateGoalBody = z.infer<typeof ZUpdateGoalBodySchema>;

export const ZReorderGoalsBodySchema = z.object({ goals: z.array(z.string()).max(5_000) });

/** Legacy PUT /goals/{id}/updates: the goal with numbered fields update1, update2, ... */
export const ZLegacyGoalUpdatesBodySchema = z.record(z.string(), z.unknown());

export const ZCompletedGoalSchema = z.object({
  id: z.string(),
  description: z.string(),
  borderColor: ZGoalColorSchema,
  createdAt: z.string(),
  completedAt: z.string(),
});
export type TCompletedGoal = z.infer<typeof ZCompletedGoalSchema>;

export const ZCompletedGoalsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(COMPLETED_GOALS_DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(COMPLETED_GOALS_MAX_LIMIT).default(COMPLETED_GOALS_DEFAULT_LIMIT),
});
export const ZCompletedGoalsAnswerSchema = z.object({
  completedGoals: z.array(ZCompletedGoalSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TCompletedGoalsAnswer = z.infer<typeof ZCompletedGoalsAnswerSchema>;

/** A goal update: content is sanitised HTML. */
export const ZGoalUpdateSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGoalUpdate = z.infer<typeof ZGoalUpdateSchema>;
export const ZGoalUpdateListSchema = z.array(ZGoalUpdateSchema);

/** Content length is checked by the service (GOAL_UPDATE_MAX) so the answer carries the message. */
const updateContent = z.string().max(1_000_000);
export const ZCreateGoalUpdateBodySchema = z.object({ goalId: z.string(), content: updateContent });
export const ZEditGoalUpdateBodySchema = z.object({ content: updateContent });

export const ZDeletedSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });

/** GET /api/chart: the behaviour chart (all counts are the caller's own). */
export const ZChartAnswerSchema = z.object({
  /** Monday-start weeks (UTC), oldest first, the last `weeks` weeks including this one. */
  weeks: z.array(z.object({ weekStart: z.string(), created: z.number().int(), completed: z.number().int() })),
  /** Completed goals by time from creation to completion. */
  timeToComplete: z.array(z.object({ bucket: z.string(), count: z.number().int() })),
  /** Grind sessions by state (pending, accepted, completed, cancelled, rejected). */
  grinds: z.array(z.object({ state: z.string(), count: z.number().int() })),
  /** Days the person was active in the window, and the activities log by week. */
  activeDays: z.array(z.string()),
  activitiesPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  totals: z.object({
    open: z.number().int(),
    completed: z.number().int(),
    medianHoursToComplete: z.number().nullable(),
  }),
});
export type TChartAnswer = z.infer<typeof ZChartAnswerSchema>;
