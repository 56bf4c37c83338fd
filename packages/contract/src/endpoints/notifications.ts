import { endpoint } from './endpoint.ts';
import { ZIdParamsSchema } from '../schemas/common.ts';
import {
  ZMarkReadAnswerSchema,
  ZNotificationAnswerSchema,
  ZNotificationListSchema,
  ZNotificationPatchSchema,
} from '../schemas/notifications.ts';

/** The coach's notifications with the unread count. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  auth: 'member',
  answer: ZNotificationListSchema,
});

export const markAllNotificationsRead = endpoint({
  method: 'PUT',
  path: '/api/notifications/markRead',
  auth: 'member',
  answer: ZMarkReadAnswerSchema,
});

/** Read state, a grind's state and timing. */
export const updateNotification = endpoint({
  method: 'PATCH',
  path: '/api/notifications/:id',
  auth: 'member',
  params: ZIdParamsSchema,
  body: ZNotificationPatchSchema,
  answer: ZNotificationAnswerSchema,
  errors: [400, 404, 409],
});

/** A smaller version of a grind's task. */
export const shrinkGrind = endpoint({
  method: 'POST',
  path: '/api/notifications/:id/shrink',
  auth: 'member',
  params: ZIdParamsSchema,
  answer: ZNotificationAnswerSchema,
  errors: [400, 404, 409],
});
