/** Local calendar arithmetic in an IANA time zone, with Intl only (no date library). */
import { DAY_MS } from '@grindstone/contract';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** A valid IANA zone name, or null. */
export function validTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

export function safeTimeZone(tz: string | null | undefined): string {
  return validTimeZone(tz) ?? 'UTC';
}

export function localParts(now: Date, timeZone: string): LocalParts {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  });
  const parts = Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? 'Sun');
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday,
  };
}

/** The user's local day as YYYY-MM-DD. */
export function localDay(now: Date, timeZone: string): string {
  const p = localParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Seconds until the user's next local midnight (at least 1). */
export function secondsToLocalMidnight(now: Date, timeZone: string): number {
  const p = localParts(now, timeZone);
  const elapsed = p.hour * 3600 + p.minute * 60 + p.second;
  return Math.max(1, 86_400 - elapsed);
}

/** 'Sunday, June 14' for the local date `days` after now. */
export function localDateLabel(now: Date, timeZone: string, days: number): { weekday: string; label: string } {
  const later = new Date(now.getTime() + days * DAY_MS);
  const label = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(
    later,
  );
  return { weekday: WEEKDAYS[localParts(later, timeZone).weekday]!, label };
}

export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  if (hour < 22) return 'evening';
  return 'night';
}
