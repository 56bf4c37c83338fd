import { and, desc, eq, sql } from 'drizzle-orm';
import {
  GRIND_SHRINK_MINUTES,
  canMoveGrind,
  type TNotification,
  type TNotificationList,
  type TNotificationPatch,
  type TRejectReason,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';

export type NotificationRow = typeof notifications.$inferSelect;
const LIST_LIMIT = 100;

export function toNotification(r: NotificationRow): TNotification {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    state: r.state,
    name: r.name,
    description: r.description,
    duration: r.duration,
    liked: r.liked,
    reason: r.reason,
    rejectReason: (r.rejectReason as TRejectReason | null) ?? null,
    goalId: r.goalId,
    startedAt: r.startedAt ? r.startedAt.toISOString() : null,
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Newest first, with the unread count of all the person's notifications, in one query. */
export async function listNotifications(db: Db, input: { userId: string }): Promise<TNotificationList> {
  const rows = await db
    .select({
      n: notifications,
      unread: sql<number>`count(*) filter (where ${notifications.status} = 'unread') over ()`,
    })
    .from(notifications)
    .where(eq(notifications.userId, input.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return { notifications: rows.map((r) => toNotification(r.n)), unreadCount: Number(rows[0]?.unread ?? 0) };
}

async function findOwn(db: Db, userId: string, id: string): Promise<NotificationRow> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * PATCH /notifications/{id}: partial {status, state, liked, rejectReason}. The grind state machine
 * of docs/product.md#grind is enforced here; every action marks the notification read. The update is
 * conditional on the state it was read in, so a double click cannot move a grind twice.
 */
export async function updateNotification(
  db: Db,
  input: { userId: string; id: string; patch: TNotificationPatch; now?: Date },
): Promise<TNotification> {
  const { patch } = input;
  const now = input.now ?? new Date();
  const current = await findOwn(db, input.userId, input.id);
  const set: Partial<typeof notifications.$inferInsert> = {};
  let acted = false;

  if (patch.state !== undefined && patch.state !== current.state) {
    if (current.type !== 'grind' || !current.state) throw new AppError('conflict', 'Only a grind has a state.');
    if (!canMoveGrind(current.state, patch.state))
      throw new AppError('conflict', `This grind is ${current.state}; it cannot become ${patch.state}.`);
    set.state = patch.state;
    if (patch.state === 'accepted') set.startedAt = now;
    if (patch.state === 'completed' || patch.state === 'cancelled' || patch.state === 'rejected') set.endedAt = now;
    acted = true;
  }
  if (patch.rejectReason !== undefined) {
    const finalState = set.state ?? current.state;
    if (finalState !== 'rejected') throw new AppError('conflict', 'A reason can only be given when rejecting a grind.');
    set.rejectReason = patch.rejectReason;
    acted = true;
  }
  if (patch.liked !== undefined && patch.liked !== current.liked) {
    if (current.type !== 'advice') throw new AppError('conflict', 'Only advice can be liked or disliked.');
    if (current.liked !== null) throw new AppError('conflict', 'You already reacted to this advice.');
    set.liked = patch.liked;
    acted = true;
  }
  if (patch.status !== undefined) set.status = patch.status;
  if (acted) set.status = 'read';
  if (Object.keys(set).length === 0) return toNotification(current);

  const conditions = [eq(notifications.id, current.id), eq(notifications.userId, input.userId)];
  if (set.state !== undefined)
    conditions.push(
      current.state === null ? sql`${notifications.state} is null` : eq(notifications.state, current.state),
    );
  if (set.liked !== undefined) conditions.push(sql`${notifications.liked} is null`);
  const [row] = await db
    .update(notifications)
    .set(set)
    .where(and(...conditions))
    .returning();
  if (!row) throw new AppError('conflict', 'This notification changed meanwhile. Reload and try again.');
  return toNotification(row);
}

/** Beyond the spec: a pending grind that feels too big becomes a 10-minute one. */
export async function shrinkGrind(db: Db, input: { userId: string; id: string }): Promise<TNotification> {
  const current = await findOwn(db, input.userId, input.id);
  if (current.type !== 'grind' || current.state !== 'pending')
    throw new AppError('conflict', 'Only a pending grind can be shrunk.');
  const [row] = await db
    .update(notifications)
    .set({
      duration: GRIND_SHRINK_MINUTES,
      status: 'read',
      reason: `Shrunk to ${GRIND_SHRINK_MINUTES} minutes at your request: a small start beats no start.`,
    })
    .where(
      and(eq(notifications.id, current.id), eq(notifications.userId, input.userId), eq(notifications.state, 'pending')),
    )
    .returning();
  if (!row) throw new AppError('conflict', 'This notification changed meanwhile. Reload and try again.');
  return toNotification(row);
}

export async function markAllRead(db: Db, input: { userId: string }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read' })
    .where(and(eq(notifications.userId, input.userId), eq(notifications.status, 'unread')))
    .returning({ id: notifications.id });
  return rows.length;
}
