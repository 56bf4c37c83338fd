import { z } from 'zod';
import { mondayOfIsoWeek } from '../iso-week.ts';
import { GOAL_TEXT_MAX } from '../constants.ts';
import { REVIEW_DECISIONS_MAX, REVIEW_NOTES_MAX, REVIEW_SPLIT_MAX } from '../weekly-rules.ts';

/** An ISO week, Monday start: 2026-W48. */
export const ZIsoWeekSchema = z
  .string()
  .max(8)
  .refine((w) => mondayOfIsoWeek(w) !== null, { message: 'Week must be an ISO week such as 2026-W48.' });

export const REVIEW_ACTIONS = ['keep', 'shrink', 'drop', 'split'] as const;
export type TReviewAction = (typeof REVIEW_ACTIONS)[number];

export const ZReviewQuerySchema = z.object({ week: ZIsoWeekSchema.optional() });

const ZGoalRef = z.object({ id: z.string(), description: z.string() });

export const ZReviewEvidenceSchema = z.object({
  completed: z.array(ZGoalRef.extend({ completedAt: z.string() })),
  /** Grinds of the week by outcome. */
  grinds: z.object({
    completed: z.number().int(),
    accepted: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
  }),
  updates: z.number().int(),
  /** Local days (YYYY-MM-DD) with a completion, finished grind or update. */
  activeDays: z.array(z.string()),
  /** Monday to Sunday: what happened each local day (for the small chart). */
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Open goals with no update, grind or completion for a while. */
  stalled: z.array(ZGoalRef.extend({ idleDays: z.number().int() })),
});
export type TReviewEvidence = z.infer<typeof ZReviewEvidenceSchema>;

export const ZReviewSuggestionSchema = z.object({
  goalId: z.string(),
  /** The goal's text, so that the decision can name it. */
  description: z.string(),
  action: z.enum(REVIEW_ACTIONS),
  text: z.string(),
  /** For shrink, the smaller goal; for split, two or three goals. The person confirms or edits them. */
  proposals: z.array(z.string()),
});
export type TReviewSuggestion = z.infer<typeof ZReviewSuggestionSchema>;

export const ZReviewDecisionSchema = z.object({
  goalId: z.string().max(100),
  action: z.enum(REVIEW_ACTIONS),
  /** The goal text(s) the person confirmed for shrink (one) or split (two or three). */
  goals: z.array(z.string().max(GOAL_TEXT_MAX)).max(REVIEW_SPLIT_MAX).optional(),
});
export type TReviewDecision = z.infer<typeof ZReviewDecisionSchema>;

export const ZSavedReviewSchema = z.object({
  week: z.string(),
  notes: z.string(),
  decisions: z.array(ZReviewDecisionSchema),
  savedAt: z.string(),
});
export type TSavedReview = z.infer<typeof ZSavedReviewSchema>;

export const ZReviewAnswerSchema = z.object({
  week: z.string(),
  /** The local Monday and Sunday of the week. */
  from: z.string(),
  to: z.string(),
  evidence: ZReviewEvidenceSchema,
  draft: z.string(),
  suggestions: z.array(ZReviewSuggestionSchema),
  /** This week's saved review, if any. */
  saved: ZSavedReviewSchema.nullable(),
  /** Earlier saved reviews, newest first. */
  past: z.array(ZSavedReviewSchema),
  /** Goals dropped in a review, restorable. */
  archived: z.array(ZGoalRef.extend({ archivedAt: z.string() })),
});
export type TReviewAnswer = z.infer<typeof ZReviewAnswerSchema>;

export const ZSaveReviewBodySchema = z.object({
  week: ZIsoWeekSchema,
  notes: z.string().max(REVIEW_NOTES_MAX).optional(),
  decisions: z
    .array(ZReviewDecisionSchema)
    .max(REVIEW_DECISIONS_MAX)
    .refine((d) => new Set(d.map((x) => x.goalId)).size === d.length, {
      message: 'One decision per goal.',
    })
    .optional(),
});
export type TSaveReviewBody = z.infer<typeof ZSaveReviewBodySchema>;

export const ZSaveReviewAnswerSchema = z.object({
  saved: ZSavedReviewSchema,
  /** Goals the decisions created (shrink keeps the goal's id; split makes new ones). */
  created: z.array(ZGoalRef),
  archived: z.array(z.string()),
});

export const ZRestoreGoalBodySchema = z.object({ goalId: z.string().max(100) });
export const ZRestoreGoalAnswerSchema = ZGoalRef;

/** GET /api/streak. */
export const STREAK_WEEK_STATES = ['active', 'frozen', 'missed', 'current'] as const;
export const ZStreakAnswerSchema = z.object({
  /** Consecutive active weeks (a frozen week keeps the count, it does not add to it). */
  weeks: z.number().int(),
  best: z.number().int(),
  freezes: z.number().int(),
  thisWeekActive: z.boolean(),
  /** True after a break: the streak starts again this week. */
  freshStart: z.boolean(),
  message: z.string(),
  /** Oldest first, ending with this week. */
  history: z.array(z.object({ week: z.string(), state: z.enum(STREAK_WEEK_STATES), streak: z.number().int() })),
});
export type TStreakAnswer = z.infer<typeof ZStreakAnswerSchema>;
