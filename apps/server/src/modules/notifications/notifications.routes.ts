import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorSchema,
  ZIdParamsSchema,
  ZMarkReadAnswerSchema,
  ZNotificationAnswerSchema,
  ZNotificationListSchema,
  ZNotificationPatchSchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { listNotifications, markAllRead, shrinkGrind, updateNotification } from './notifications.service.ts';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/** GET /notifications, PATCH /notifications/{id}, PUT /notifications/markRead, POST /notifications/{id}/shrink. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notifications',
    { preHandler: app.requireUser, schema: { response: { 200: ZNotificationListSchema, 401: ZErrorSchema } } },
    async (request) => listNotifications(app.db, { userId: userOf(request).id }),
  );

  r.put(
    '/notifications/markRead',
    { preHandler: app.requireUser, schema: { response: { 200: ZMarkReadAnswerSchema, 401: ZErrorSchema } } },
    async (request) => ({
      updated: await markAllRead(app.db, { userId: userOf(request).id }),
      unreadCount: 0 as const,
    }),
  );

  r.patch(
    '/notifications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: ZIdParamsSchema,
        body: ZNotificationPatchSchema,
        response: { 200: ZNotificationAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      notification: await updateNotification(app.db, {
        userId: userOf(request).id,
        id: request.params.id,
        patch: request.body,
      }),
    }),
  );

  r.post(
    '/notifications/:id/shrink',
    {
      preHandler: app.requireUser,
      schema: { params: ZIdParamsSchema, response: { 200: ZNotificationAnswerSchema, ...errors } },
    },
    async (request) => ({
      notification: await shrinkGrind(app.db, { userId: userOf(request).id, id: request.params.id }),
    }),
  );
}
