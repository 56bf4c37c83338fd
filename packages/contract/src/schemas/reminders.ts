import { z } from 'zod';
import { ZPlanTimeSchema } from './plans.ts';
import { REMINDER_MESSAGES, REMINDER_SNOOZE_TOKEN_MAX } from '../reminder-rules.ts';

const ZTimedReminderSchema = z.object({ enabled: z.boolean(), time: ZPlanTimeSchema });
const ZSwitchSchema = z.object({ enabled: z.boolean() });

/**
 * What a person switched on, at which local times (their stored time zone), and the quiet hours
 * that hold back every reminder until they end (start may be after end: across midnight).
 */
export const ZReminderSettingsSchema = z.object({
  grind: ZTimedReminderSchema,
  advice: ZTimedReminderSchema,
  ifThen: ZSwitchSchema,
  review: ZSwitchSchema,
  quietHours: z
    .object({ enabled: z.boolean(), start: ZPlanTimeSchema, end: ZPlanTimeSchema })
    .refine((q) => q.start !== q.end, { message: REMINDER_MESSAGES.quietHoursSame, path: ['end'] }),
});
export type TReminderSettings = z.infer<typeof ZReminderSettingsSchema>;

/** The settings as answered, with the stored time zone their times are read in. */
export const ZReminderSettingsAnswerSchema = ZReminderSettingsSchema.extend({ timeZone: z.string() });
export type TReminderSettingsAnswer = z.infer<typeof ZReminderSettingsAnswerSchema>;

/** Everything off until the person turns something on. */
export const REMINDER_DEFAULTS: TReminderSettings = {
  grind: { enabled: false, time: '09:00' },
  advice: { enabled: false, time: '12:30' },
  ifThen: { enabled: false },
  review: { enabled: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
};

export const ZReminderSnoozeBodySchema = z.object({ token: z.string().min(1).max(REMINDER_SNOOZE_TOKEN_MAX) });
export const ZReminderSnoozeAnswerSchema = z.object({ snoozedUntil: z.string() });
