import type { FastifyInstance } from 'fastify';
import * as reminderEndpoints from '@grindstone/contract/endpoints/reminders';
import { route } from '../../http/route.ts';
import { userTimeZone } from '../auth/auth.service.ts';
import { userOf } from '../../plugins/session.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.service.ts';
import { scheduleNextReminderSweep, snoozeReminder } from './reminders.service.ts';

/** Scheduled push reminders: the person's settings, and snoozing a reminder from the service worker. */
export async function remindersRoutes(app: FastifyInstance): Promise<void> {
  // With the stored time zone the times are read in, so the screen can say which one it is.
  route(app, reminderEndpoints.getReminderSettings, async (req) => ({
    ...(await readReminderSettings(app.db, userOf(req).id)),
    timeZone: await userTimeZone(app.db, userOf(req).id),
  }));
  route(app, reminderEndpoints.saveReminderSettings, async (req) => ({
    ...(await saveReminderSettings(app.db, userOf(req).id, req.body)),
    timeZone: await userTimeZone(app.db, userOf(req).id),
  }));
  route(app, reminderEndpoints.snoozeReminder, (req) => snoozeReminder(app, req.body.token));

  // The sweep runs on the job runner; tests call it directly.
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await scheduleNextReminderSweep(app);
    });
  }
}
