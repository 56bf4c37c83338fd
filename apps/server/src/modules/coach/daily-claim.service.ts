import { and, eq } from 'drizzle-orm';
import type { TGenerateNotificationAnswer } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { dailyNotificationClaims, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { toNotification } from '../notifications/notifications.service.ts';

/** One person's scheduled notification of one type on one local day. */
export type DailySlot = { userId: string; type: 'grind' | 'advice'; day: string };

const slotIs = (slot: DailySlot) =>
  and(
    eq(dailyNotificationClaims.userId, slot.userId),
    eq(dailyNotificationClaims.type, slot.type),
    eq(dailyNotificationClaims.day, slot.day),
  );

export async function findScheduled(db: Db, slot: DailySlot) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, slot.userId),
        eq(notifications.type, slot.type),
        eq(notifications.scheduledDay, slot.day),
      ),
    )
    .limit(1);
  return row;
}

async function waitForScheduled(db: Db, slot: DailySlot, maxMs: number) {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await findScheduled(db, slot);
    if (row) return row;
  }
  return undefined;
}

/**
 * Today's scheduled notification is made once, whatever the number of tabs and instances: the
 * existing one is answered; otherwise one caller claims the slot before any quota or AI call and
 * `create`s it, and the others wait up to `waitMs` for its row. A failed `create` gives the slot
 * back, so a later check can try again.
 */
export async function onceADay(
  db: Db,
  slot: DailySlot,
  waitMs: number,
  create: () => Promise<TGenerateNotificationAnswer>,
): Promise<TGenerateNotificationAnswer> {
  const existing = await findScheduled(db, slot);
  if (existing) return { notification: toNotification(existing), created: false };
  const [claim] = await db.insert(dailyNotificationClaims).values(slot).onConflictDoNothing().returning();
  if (!claim) {
    const row = await waitForScheduled(db, slot, waitMs);
    if (row) return { notification: toNotification(row), created: false };
    throw new AppError('conflict', 'Your daily notification is still being prepared. Please try again.');
  }
  try {
    return await create();
  } catch (err) {
    await db.delete(dailyNotificationClaims).where(slotIs(slot));
    throw err;
  }
}
