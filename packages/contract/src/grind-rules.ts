import { MESSAGES } from './messages.ts';

/**
 * Notification and grind rules (docs/product.md#grind): plain values and functions, no zod, so the web's
 * first chunk (the top-bar bell) does not pull the schema library in.
 */
export const NOTIFICATION_TYPES = ['grind', 'advice', 'other'] as const;
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export const GRIND_STATES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'] as const;
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

/** (docs/product.md#grind) The grind state machine: the only moves a grind may make. */
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

/**
 * Grind card labels (cancelled shows 'Semi-grinded').
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
