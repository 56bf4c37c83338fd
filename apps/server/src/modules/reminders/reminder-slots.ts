/**
 * When a person's reminders are due: pure functions over their settings, their stored time zone
 * and the clock (decision 175). Local times are wall-clock "HH:MM" on a local day "YYYY-MM-DD".
 */
import { REMINDER_LATE_MAX_MS, REMINDER_REVIEW_TIME, type TIfThen, type TReminderSettings } from '@grindstone/contract';
import { localDay, localParts } from '../../ai/local-time.ts';

export type ReminderPlan = { goalId: string; ifThen: TIfThen };
/** One reminder to send: its claim (kind, goal, local day of the slot) and the instant it is due. */
export type DueReminder = { kind: 'grind' | 'advice' | 'if-then' | 'review'; goalId?: string; day: string; at: Date };

/** The local day `n` days after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the if-then plan's days count them. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the wall clock of `timeZone` shows `time` on `day`. A time skipped by a spring-
 * forward change is moved on by the length of the gap (02:30 in Berlin on its change day is
 * 03:30 local); a time that happens twice on a fall-back day is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The two offsets around the wall time (a day apart covers any change), earlier one first.
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = wall - offset;
    if (offsetAt(candidate, timeZone) === offset) return new Date(candidate);
  }
  // In the gap: neither offset reads back; the pre-change offset lands after the gap.
  return new Date(wall - before);
}

/** True when `time` falls in [start, end), which may run across midnight. */
export function inQuietHours(time: string, quiet: TReminderSettings['quietHours']): boolean {
  if (!quiet.enabled) return false;
  return quiet.start < quiet.end ? time >= quiet.start && time < quiet.end : time >= quiet.start || time < quiet.end;
}

/**
 * When a reminder planned at `time` on `day` goes out: then, or, inside quiet hours, when they end
 * (that day when the end comes later in the day, else the next day).
 */
export function sendInstant(day: string, time: string, quiet: TReminderSettings['quietHours'], timeZone: string): Date {
  if (!inQuietHours(time, quiet)) return zonedInstant(day, time, timeZone);
  return zonedInstant(time < quiet.end ? day : addDays(day, 1), quiet.end, timeZone);
}

/**
 * The reminders due at `now`: each switched-on slot of the person's yesterday and today (a slot
 * deferred by quiet hours past midnight belongs to the day it was planned for) whose send
 * instant has come, less than REMINDER_LATE_MAX_MS ago. Sending each once is the claim's job.
 */
export function dueReminders(input: {
  settings: TReminderSettings;
  timeZone: string;
  now: Date;
  plans?: readonly ReminderPlan[];
}): DueReminder[] {
  const { settings, timeZone, now } = input;
  const today = localDay(now, timeZone);
  const due: DueReminder[] = [];
  const consider = (kind: DueReminder['kind'], day: string, time: string, goalId?: string) => {
    const at = sendInstant(day, time, settings.quietHours, timeZone);
    const late = now.getTime() - at.getTime();
    if (late >= 0 && late < REMINDER_LATE_MAX_MS) due.push({ kind, day, at, ...(goalId ? { goalId } : {}) });
  };
  for (const day of [addDays(today, -1), today]) {
    if (settings.grind.enabled) consider('grind', day, settings.grind.time);
    if (settings.advice.enabled) consider('advice', day, settings.advice.time);
    if (settings.review.enabled && weekdayOf(day) === 1) consider('review', day, REMINDER_REVIEW_TIME);
    if (settings.ifThen.enabled) {
      for (const plan of input.plans ?? []) {
        const { time, days } = plan.ifThen;
        if (!time || (days?.length && !days.includes(weekdayOf(day)))) continue;
        consider('if-then', day, time, plan.goalId);
      }
    }
  }
  return due;
}
