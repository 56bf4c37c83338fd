import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

export const NOTIFICATION_TYPES = ['grind', 'advice', 'other'] as const;
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export const GRIND_STATES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export type TGrindState = (typeof GRIND_STATES)[number];

/** Beyond the spec: why a grind was rejected (the coach sizes the next one with it). */
export const REJECT_REASONS = ['too_big', 'wrong_time', 'not_relevant', 'stuck'] as const;
export type TRejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Record<TRejectReason, string> = {
  too_big: 'Too big',
  wrong_time: 'Wrong time',
  not_relevant: 'Not relevant',
  stuck: "I'm stuck",
};

/** Grind length bounds (minutes) and the 'shrink' action's length. */
export const GRIND_MIN_MINUTES = 10;
export const GRIND_MAX_MINUTES = 50;
export const GRIND_SHRINK_MINUTES = 10;

/** Spec §4 grind state machine: the only moves a grind may make. */
export const GRIND_TRANSITIONS: Record<TGrindState, readonly TGrindState[]> = {
  pending: ['accepted', 'rejected'],
  accepted: ['completed', 'cancelled'],
  rejected: [],
  completed: [],
  cancelled: [],
};
export function canMoveGrind(from: TGrindState, to: TGrindState): boolean {
  return GRIND_TRANSITIONS[from].includes(to);
}

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

/**
 * Spec §4 grind card labels with DESIGN §5's fix (cancelled shows 'Semi-grinded').
 * Pending has no label (the card shows Accept and Reject instead).
 */
export function grindCardLabel(state: TGrindState | null, sessionActive: boolean): string | null {
  switch (state) {
    case 'accepted':
      return sessionActive ? MESSAGES.grindLabelPartial : MESSAGES.grindLabelDone;
    case 'completed':
      return MESSAGES.grindLabelDone;
    case 'cancelled':
      return MESSAGES.grindLabelPartial;
    case 'rejected':
      return MESSAGES.grindLabelRejected;
    default:
      return null;
  }
}

/** Whole seconds left in a session that started at `startedAt` and lasts `minutes`. */
export function grindSecondsLeft(startedAt: string | Date | null, minutes: number, now: number = Date.now()): number {
  const total = minutes * 60;
  if (!startedAt) return total;
  const elapsed = Math.floor((now - new Date(startedAt).getTime()) / 1000);
  return Math.max(0, Math.min(total, total - elapsed));
}

/** mm:ss (minutes may exceed 59: a 50-minute grind starts at 50:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
