import type { FastifyInstance } from 'fastify';
import * as reminderEndpoints from '@grindstone/contract/endpoints/reminders';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.service.ts';

/** Scheduled push reminders: the person's settings. */
export async function remindersRoutes(app: FastifyInstance): Promise<void> {
  route(app, reminderEndpoints.getReminderSettings, (req) => readReminderSettings(app.db, userOf(req).id));
  route(app, reminderEndpoints.saveReminderSettings, (req) => saveReminderSettings(app.db, userOf(req).id, req.body));
}
