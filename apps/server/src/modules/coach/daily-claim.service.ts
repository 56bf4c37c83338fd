import { and, eq } from 'drizzle-orm';
import type { TGenerateNotificationAnswer } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { dailyNotificationClaims, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { toNotification } from '../notifications/notifications.service.ts';

/** One person's scheduled notification of one type on one local day. */
export type DailySlot = { userId: string; type: 'grind' | 'advice'; day: string };

/**
 * Anything that happens once per person, kind and local day (a scheduled notification, a push
 * reminder, a snooze token's single use): the kind is free text, see `dailyNotificationClaims`.
 */
export type ClaimSlot = { userId: string; type: string; day: string };

const slotIs = (slot: ClaimSlot) =>
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
 * Takes the slot with one atomic insert: true for the one caller (of any instance) that got it,
 * false for everyone else, now and later.
 */
export async function claimSlot(db: Db, slot: ClaimSlot): Promise<boolean> {
  const [claim] = await db.insert(dailyNotificationClaims).values(slot).onConflictDoNothing().returning();
  return Boolean(claim);
}

/** Gives a claimed slot back (what it guarded failed), so a later attempt can take it. */
export async function releaseSlot(db: Db, slot: ClaimSlot): Promise<void> {
  await db.delete(dailyNotificationClaims).where(slotIs(slot));
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
  if (!(await claimSlot(db, slot))) {
    const row = await waitForScheduled(db, slot, waitMs);
    if (row) return { notification: toNotification(row), created: false };
    throw new AppError('conflict', 'Your daily notification is still being prepared. Please try again.');
  }
  try {
    return await create();
  } catch (err) {
    await releaseSlot(db, slot);
    throw err;
  }
}
