import type { FastifyInstance } from 'fastify';
import * as notificationEndpoints from '@grindstone/contract/endpoints/notifications';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { listNotifications, markAllRead, shrinkGrind, updateNotification } from './notifications.service.ts';

/** The coach's notifications: the list, mark all read, one's state, and shrinking a grind. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, notificationEndpoints.listNotifications, (request) =>
    listNotifications(app.db, { userId: userOf(request).id }),
  );

  route(app, notificationEndpoints.markAllNotificationsRead, async (request) => ({
    updated: await markAllRead(app.db, { userId: userOf(request).id }),
    unreadCount: 0 as const,
  }));

  route(app, notificationEndpoints.updateNotification, async (request) => ({
    notification: await updateNotification(app.db, {
      userId: userOf(request).id,
      id: request.params.id,
      patch: request.body,
    }),
  }));

  route(app, notificationEndpoints.shrinkGrind, async (request) => ({
    notification: await shrinkGrind(app.db, { userId: userOf(request).id, id: request.params.id }),
  }));
}
