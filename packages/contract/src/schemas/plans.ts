import { z } from 'zod';
import { IF_THEN_DAYS_MAX, IF_THEN_TEXT_MAX, IF_THEN_TEXT_MIN } from '../weekly-rules.ts';

/** A 24-hour local time, 00:00 to 23:59. */
export const ZPlanTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Time must be a 24-hour time such as 07:30.');

const planText = (what: string) =>
  z
    .string()
    .trim()
    .min(IF_THEN_TEXT_MIN, `The ${what} cannot be empty.`)
    .max(IF_THEN_TEXT_MAX, `The ${what} can be at most ${IF_THEN_TEXT_MAX} characters.`);

/** Weekdays, 0 = Sunday to 6 = Saturday, each at most once. */
export const ZPlanDaysSchema = z
  .array(z.number().int().min(0, 'Days run from 0 (Sunday) to 6.').max(6, 'Days run from 0 (Sunday) to 6.'))
  .max(IF_THEN_DAYS_MAX)
  .refine((days) => new Set(days).size === days.length, { message: 'Each day can appear only once.' });

/**
 * An if-then plan on a goal ("When I pour my morning coffee → write 200 words"). The optional
 * time and days are the plan's own schedule: reminders and the calendar feed read them.
 */
export const ZIfThenSchema = z.object({
  cue: planText('cue'),
  action: planText('action'),
  time: ZPlanTimeSchema.optional(),
  days: ZPlanDaysSchema.optional(),
});
export type TIfThen = z.infer<typeof ZIfThenSchema>;

/**
 * An if-then plan as answers carry it: the same shape, without trimming (a stored plan was trimmed
 * on its way in), so the answer's writer can be generated from its JSON Schema (decision 186).
 */
export const ZIfThenAnswerSchema = z.object({
  cue: z.string(),
  action: z.string(),
  time: ZPlanTimeSchema.optional(),
  days: ZPlanDaysSchema.optional(),
});

/** What Fortify proposes: the cue and the action, in the goal's language. */
export const ZIfThenProposalSchema = z.object({ cue: z.string(), action: z.string() });
export type TIfThenProposal = z.infer<typeof ZIfThenProposalSchema>;
