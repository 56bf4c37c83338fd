import type { FastifyInstance } from 'fastify';
import * as reminderEndpoints from '@grindstone/contract/endpoints/reminders';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.service.ts';
import { scheduleNextReminderSweep, snoozeReminder } from './reminders.service.ts';

/** Scheduled push reminders: the person's settings, and snoozing a reminder from the service worker. */
export async function remindersRoutes(app: FastifyInstance): Promise<void> {
  route(app, reminderEndpoints.getReminderSettings, (req) => readReminderSettings(app.db, userOf(req).id));
  route(app, reminderEndpoints.saveReminderSettings, (req) => saveReminderSettings(app.db, userOf(req).id, req.body));
  route(app, reminderEndpoints.snoozeReminder, (req) => snoozeReminder(app, req.body.token));

  // The sweep runs on the job runner; tests call it directly.
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await scheduleNextReminderSweep(app);
    });
  }
}
