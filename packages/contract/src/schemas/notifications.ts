import { z } from 'zod';
import { GRIND_STATES, NOTIFICATION_STATUSES, NOTIFICATION_TYPES, REJECT_REASONS } from '../grind-rules.ts';

export const ZNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  status: z.enum(NOTIFICATION_STATUSES),
  state: z.enum(GRIND_STATES).nullable(),
  name: z.string(),
  description: z.string(),
  /** Minutes (grinds). */
  duration: z.number().int().nullable(),
  liked: z.boolean().nullable(),
  /** Why the coach proposed it. */
  reason: z.string().nullable(),
  rejectReason: z.enum(REJECT_REASONS).nullable(),
  goalId: z.string().nullable(),
  /** Kept by the server when a grind is accepted: a running session survives a reload. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationListSchema = z.object({
  notifications: z.array(ZNotificationSchema),
  unreadCount: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

/** PATCH /notifications/{id}: partial {status, state, liked, rejectReason}. */
export const ZNotificationPatchSchema = z
  .object({
    status: z.enum(NOTIFICATION_STATUSES).optional(),
    state: z.enum(GRIND_STATES).optional(),
    liked: z.boolean().optional(),
    rejectReason: z.enum(REJECT_REASONS).nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type TNotificationPatch = z.infer<typeof ZNotificationPatchSchema>;

export const ZNotificationAnswerSchema = z.object({ notification: ZNotificationSchema });
export const ZMarkReadAnswerSchema = z.object({ updated: z.number().int(), unreadCount: z.literal(0) });
