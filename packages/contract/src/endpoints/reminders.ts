import { endpoint } from './endpoint.ts';
import { ZReminderSettingsSchema } from '../schemas/reminders.ts';

/** The caller's reminder settings (everything off until saved once). */
export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/api/push/reminders',
  auth: 'member',
  answer: ZReminderSettingsSchema,
});

/** Replaces the caller's reminder settings; answers them as stored. */
export const saveReminderSettings = endpoint({
  method: 'PUT',
  path: '/api/push/reminders',
  auth: 'member',
  body: ZReminderSettingsSchema,
  answer: ZReminderSettingsSchema,
  errors: [400],
});
