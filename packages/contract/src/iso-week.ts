import { DAY_MS } from './constants.ts';
/**
 * ISO weeks (Monday start, `YYYY-Www`) on calendar dates, without time zones: the server maps an
 * instant to a local date first. Shared so both sides name weeks the same way.
 */

export const ISO_WEEK_RE = /^(\d{4})-W(\d{2})$/;

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(n: number): { year: number; month: number; day: number } {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The ISO week of a calendar date (YYYY-MM-DD). */
export function isoWeekOfDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const n = dayNumber(y, m, d);
  const weekday = (((n + 3) % 7) + 7) % 7; // 0 = Monday (1970-01-01 was a Thursday)
  const thursday = fromDayNumber(n - weekday + 3);
  const jan1 = dayNumber(thursday.year, 1, 1);
  const week = Math.floor((n - weekday + 3 - jan1) / 7) + 1;
  return `${thursday.year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (YYYY-MM-DD) that starts an ISO week; null for a week that does not exist. */
export function mondayOfIsoWeek(week: string): string | null {
  const match = ISO_WEEK_RE.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const w = Number(match[2]);
  if (w < 1 || w > 53) return null;
  const jan4 = dayNumber(year, 1, 4);
  const jan4Weekday = (((jan4 + 3) % 7) + 7) % 7;
  const n = jan4 - jan4Weekday + (w - 1) * 7;
  const monday = fromDayNumber(n);
  const iso = `${monday.year}-${String(monday.month).padStart(2, '0')}-${String(monday.day).padStart(2, '0')}`;
  // Week 53 exists only in long years: it must map back to itself.
  return isoWeekOfDate(iso) === week ? iso : null;
}

/** The calendar date `days` after a date (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = fromDayNumber(dayNumber(y, m, d) + days);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** The week `weeks` after an ISO week (negative: before). */
export function shiftIsoWeek(week: string, weeks: number): string {
  const monday = mondayOfIsoWeek(week);
  if (!monday) throw new Error(`Not an ISO week: ${week}`);
  return isoWeekOfDate(addDays(monday, weeks * 7));
}
