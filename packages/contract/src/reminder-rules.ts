import { REVIEW_NOTICE_HOUR } from './weekly-rules.ts';
import { REMINDER_SNOOZE_REFUSED } from './push-actions.ts';

/**
 * Scheduled Web Push reminders: timings and texts. Both sides read them from here (the server's
 * scheduler, the Profile → Reminders screen and the service worker).
 */
/** How often the server looks for reminders that are due. */
export const REMINDER_SWEEP_MS = 60_000;
/** A reminder whose time passed longer ago than this (the server was down) is skipped, not sent late. */
export const REMINDER_LATE_MAX_MS = 30 * 60_000;
export const REMINDER_SNOOZE_MINUTES = 10;
/** A snooze token in a reminder is accepted this long after the reminder was sent. */
export const REMINDER_SNOOZE_TOKEN_TTL_MS = 2 * 60 * 60_000;
export const REMINDER_SNOOZE_TOKEN_MAX = 512;
/** The Monday review reminder goes out with the review notice (quiet hours may defer it). */
export const REMINDER_REVIEW_TIME = `${String(REVIEW_NOTICE_HOUR).padStart(2, '0')}:00`;

export const REMINDER_KINDS = ['grind', 'advice', 'if-then', 'review'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

/** Texts of reminders when the coach has none for the day yet, and the snooze answers. */
export const REMINDER_MESSAGES = {
  grindTitle: 'Time for your daily grind',
  grindBody: 'A short focused session on one goal keeps it moving.',
  adviceTitle: 'Your daily advice',
  adviceBody: 'Open Grindstone for today’s advice from your coach.',
  snoozeRefused: REMINDER_SNOOZE_REFUSED,
  quietHoursSame: 'Quiet hours need different start and end times.',
  // Profile → Reminders
  title: 'Reminders',
  intro: 'Grindstone can remind you on this device, at the times you choose, even when no tab is open.',
  timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
  saved: 'Reminders saved.',
  unsupported: 'This browser cannot show reminders. Your choices are kept for your other devices.',
  denied:
    'Notifications are blocked for Grindstone in this browser. Allow them in the site settings, then turn a reminder on again.',
  failed: 'This browser could not set up reminders. Please try again.',
  deviceOn: 'This device receives your reminders.',
  deviceOff: 'Your reminders are on, but this device does not receive them yet.',
  enableDevice: 'Receive them on this device',
  sendTest: 'Send a test reminder',
  testSent: 'Test reminder sent.',
} as const;
