import { addDays, isoWeekOfDate, mondayOfIsoWeek } from '@grindstone/contract';
import { localDay, localParts } from '../../ai/local-time.ts';

/** Weeks in the person's time zone: ISO weeks of their local calendar, Monday 00:00 to Monday 00:00. */

/** The ISO week an instant falls in, on the person's local calendar. */
export function weekOf(instant: Date, timeZone: string): string {
  return isoWeekOfDate(localDay(instant, timeZone));
}

/** The instant a local date starts (its local midnight), also across a DST change. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d);
  let guess = asUtc;
  // Two rounds settle the offset on both sides of a DST change.
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

export type WeekBounds = { week: string; from: string; to: string; start: Date; end: Date };

/** A week's local Monday and Sunday and the instants it starts and ends; null for no such week. */
export function weekBounds(week: string, timeZone: string): WeekBounds | null {
  const monday = mondayOfIsoWeek(week);
  if (!monday) return null;
  const nextMonday = addDays(monday, 7);
  return {
    week,
    from: monday,
    to: addDays(monday, 6),
    start: startOfLocalDay(monday, timeZone),
    end: startOfLocalDay(nextMonday, timeZone),
  };
}

/** True on the person's Monday from the given local hour. */
export function isMondayFrom(now: Date, timeZone: string, hour: number): boolean {
  const p = localParts(now, timeZone);
  return p.weekday === 1 && p.hour >= hour;
}
