import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import ical, { ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from 'ical-generator';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  DAY_MS,
  CALENDAR_DEADLINE_PREFIX,
  CALENDAR_GRIND_DAYS,
  CALENDAR_GRIND_PREFIX,
  CALENDAR_NAME,
  CALENDAR_PLAN_MINUTES,
  CALENDAR_REFRESH_MINUTES,
  CALENDAR_TOKEN_PREFIX,
  CALENDAR_TOKEN_RANDOM_BYTES,
  type TCalendarFeedState,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { isOpenGoal } from '../goals/goals.service.ts';
import { calendarFeeds, goals, notifications } from '../../db/schema/index.ts';
import { understandGoal } from '../../ai/understanding/understand.ts';
import { localDay } from '../../ai/local-time.ts';
import { userTimeZone } from '../auth/auth.service.ts';

// Wall-clock times in a named zone for recurring events (ical-generator formats dayjs objects in the event's zone).
dayjs.extend(utc);
dayjs.extend(timezone);

/** iCalendar weekdays by JavaScript's numbering (0 = Sunday), as plans store them. */
const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
];

/** The token's shape: the prefix, then exactly the base64url of the random bytes. */
const TOKEN_PATTERN = new RegExp(
  `^${CALENDAR_TOKEN_PREFIX}[A-Za-z0-9_-]{${Math.ceil((CALENDAR_TOKEN_RANDOM_BYTES * 4) / 3)}}$`,
);

/** SHA-256 is enough for a 256-bit random secret: there is nothing to brute-force. */
function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The path of a feed (under the public origin). */
export function feedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** The URL as it may be logged: a calendar feed's token (the only credential of its request) masked. */
export function redactFeedToken(url: string): string {
  // Every request line passes here: most URLs skip the regex (it needs this very substring).
  if (!url.includes('/api/calendar/')) return url;
  return url.replace(/(\/api\/calendar\/)[^/?#]+(\.ics)/, '$1[redacted]$2');
}

export async function calendarFeedState(db: Db, userId: string): Promise<TCalendarFeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** Creates the account's feed token or replaces it (the old one stops working); returns the new secret. */
export async function rotateCalendarFeed(db: Db, userId: string): Promise<string> {
  const token = CALENDAR_TOKEN_PREFIX + randomBytes(CALENDAR_TOKEN_RANDOM_BYTES).toString('base64url');
  const tokenHash = hashFeedToken(token);
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
  return token;
}

export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a live feed token; null for a malformed, unknown, rotated or revoked one. */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  return row?.userId ?? null;
}

/**
 * The owner's feed as iCalendar text: open goals' if-then plans with a time, as events repeating
 * daily or on their weekdays at that local time (DST included, through the zone's VTIMEZONE); their deadlines (read from their text by the coach's
 * date understanding, in the owner's time zone) as all-day events, and recent accepted grinds at
 * their real time and length. Nothing else about the account goes in.
 */
export async function buildCalendarFeed(db: Db, userId: string, now = new Date()): Promise<string> {
  const timeZone = await userTimeZone(db, userId);
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: 'Grindstone', product: 'Calendar feed', language: 'EN' },
    ttl: CALENDAR_REFRESH_MINUTES * 60,
    // No calendar-wide zone: deadlines are dates and grinds are UTC instants; recurring events
    // name their own zone, and the generator adds its VTIMEZONE.
    timezone: { name: '', generator: getVtimezoneComponent },
    x: { 'X-WR-TIMEZONE': timeZone },
  });
  await addPlansAndDeadlines(db, calendar, userId, timeZone, now);
  await addGrinds(db, calendar, userId, now);
  return calendar.toString();
}

async function addPlansAndDeadlines(db: Db, calendar: ICalCalendar, userId: string, timeZone: string, now: Date) {
  const open = await db
    .select({ id: goals.id, description: goals.description, createdAt: goals.createdAt, ifThen: goals.ifThen })
    .from(goals)
    .where(and(eq(goals.userId, userId), isOpenGoal))
    .orderBy(asc(goals.position), asc(goals.createdAt));
  for (const goal of open) {
    const plan = goal.ifThen;
    if (plan?.time) {
      const start = dayjs.tz(`${localDay(goal.createdAt, timeZone)} ${plan.time}`, timeZone);
      calendar.createEvent({
        id: `plan-${goal.id}@grindstone`,
        start,
        end: start.add(CALENDAR_PLAN_MINUTES, 'minute'),
        timezone: timeZone,
        stamp: goal.createdAt,
        summary: `${plan.cue} → ${plan.action}`,
        repeating: plan.days?.length
          ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: plan.days.map((d) => WEEKDAYS[d]!) }
          : { freq: ICalEventRepeatingFreq.DAILY },
      });
    }
    const { deadline, text } = understandGoal(goal.description, { now, timeZone, writtenAt: goal.createdAt });
    if (!deadline) continue;
    const start = new Date(`${deadline.day}T00:00:00Z`);
    calendar.createEvent({
      id: `goal-${goal.id}@grindstone`,
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      stamp: goal.createdAt,
      summary: CALENDAR_DEADLINE_PREFIX + text,
    });
  }
}

async function addGrinds(db: Db, calendar: ICalCalendar, userId: string, now: Date) {
  const grinds = await db
    .select({
      id: notifications.id,
      name: notifications.name,
      description: notifications.description,
      duration: notifications.duration,
      startedAt: notifications.startedAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'grind'),
        inArray(notifications.state, ['accepted', 'completed']),
        isNotNull(notifications.startedAt),
        gte(notifications.startedAt, new Date(now.getTime() - CALENDAR_GRIND_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(notifications.startedAt));
  for (const grind of grinds) {
    const start = grind.startedAt!;
    calendar.createEvent({
      id: `grind-${grind.id}@grindstone`,
      start,
      end: new Date(start.getTime() + (grind.duration ?? 0) * 60_000),
      stamp: start,
      summary: CALENDAR_GRIND_PREFIX + grind.name,
      description: grind.description,
    });
  }
}
