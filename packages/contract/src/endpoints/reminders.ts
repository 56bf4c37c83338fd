import { endpoint } from './endpoint.ts';
import { REMINDER_SNOOZE_PATH } from '../push-actions.ts';
import {
  ZReminderSettingsAnswerSchema,
  ZReminderSettingsSchema,
  ZReminderSnoozeAnswerSchema,
  ZReminderSnoozeBodySchema,
} from '../schemas/reminders.ts';

/** The caller's reminder settings (everything off until saved once) and the time zone they run in. */
export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/api/push/reminders',
  auth: 'member',
  answer: ZReminderSettingsAnswerSchema,
});

/** Replaces the caller's reminder settings; answers them as stored. */
export const saveReminderSettings = endpoint({
  method: 'PUT',
  path: '/api/push/reminders',
  auth: 'member',
  body: ZReminderSettingsSchema,
  answer: ZReminderSettingsAnswerSchema,
  errors: [400],
});

/**
 * "Snooze 10 min" from a reminder, called by the service worker. The credential is the signed,
 * short-lived, single-use token the reminder carried (decision 175), not the session cookie.
 */
export const snoozeReminder = endpoint({
  method: 'POST',
  path: REMINDER_SNOOZE_PATH,
  auth: 'public',
  body: ZReminderSnoozeBodySchema,
  answer: ZReminderSnoozeAnswerSchema,
  errors: [400, 404],
});
