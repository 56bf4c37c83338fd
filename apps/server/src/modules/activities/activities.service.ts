import { eq, sql } from 'drizzle-orm';
import type { TActivityType, TUserSysBody } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { activeDays, activities, deviceInfo, users } from '../../db/schema/index.ts';
import type { Location } from '../../integrations/geo/index.ts';
import { rethrowIfUserGone } from '../../db/user-gone.ts';
import { localDay, validTimeZone } from '../../ai/local-time.ts';

export async function recordActivity(
  db: Db,
  input: {
    userId: string;
    activityType: TActivityType;
    description: string;
    metadata?: Record<string, unknown> | null;
  },
): Promise<{ id: string; activityType: string; createdAt: string }> {
  const [row] = await db
    .insert(activities)
    .values({
      userId: input.userId,
      activityType: input.activityType,
      description: input.description,
      metadata: input.metadata ?? null,
    })
    .returning()
    .catch(rethrowIfUserGone);
  return { id: row!.id, activityType: row!.activityType, createdAt: row!.createdAt.toISOString() };
}

/**
 * Records the user's active day once per local day (the unique index on (user, day) makes a
 * second call, another tab or another instance a no-op) and keeps users.last_active_day.
 * The day is the user's local day: the browser's zone, else the stored zone, else UTC.
 */
export async function recordActiveDay(
  db: Db,
  input: { userId: string; timeZone?: string | null; now?: Date },
): Promise<{ day: string; recorded: boolean }> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, input.userId));
  const zone = validTimeZone(input.timeZone) ?? validTimeZone(user?.timeZone) ?? 'UTC';
  const day = localDay(input.now ?? new Date(), zone);
  const inserted = await db
    .insert(activeDays)
    .values({ userId: input.userId, day })
    .onConflictDoNothing()
    .returning({ day: activeDays.day })
    .catch(rethrowIfUserGone);
  await db
    .update(users)
    .set({
      lastActiveDay: sql`greatest(coalesce(${users.lastActiveDay}, ${day}::date), ${day}::date)`,
      ...(validTimeZone(input.timeZone) && !user?.timeZone ? { timeZone: input.timeZone! } : {}),
    })
    .where(eq(users.id, input.userId));
  return { day, recorded: inserted.length === 1 };
}

const str = (v: string | null | undefined) => (v == null ? 'Unknown' : v);

/** Stores the latest device record; the location is the server's, never the client's. */
export async function saveDeviceInfo(
  db: Db,
  input: { userId: string; body: TUserSysBody; location: Location },
): Promise<void> {
  const { device = {}, browser = {}, display = {} } = input.body;
  const record = {
    location: input.location,
    device: {
      type: str(device.type),
      model: str(device.model),
      osName: str(device.osName),
      osVersion: str(device.osVersion),
    },
    browser: { name: str(browser.name), version: str(browser.version) },
    display: {
      width: display.width ?? null,
      height: display.height ?? null,
      pixelRatio: display.pixelRatio ?? display.pixleRatio ?? null,
    },
  };
  await db
    .insert(deviceInfo)
    .values({ userId: input.userId, ...record })
    .onConflictDoUpdate({ target: deviceInfo.userId, set: { ...record, updatedAt: new Date() } })
    .catch(rethrowIfUserGone);
}
