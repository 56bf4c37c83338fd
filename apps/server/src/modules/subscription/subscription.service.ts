import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { paymentEvents, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { PayPalError, planOf, type PayPalClient, type PayPalSubscription } from '../../integrations/paypal/index.ts';

type UserSubscriptionStatus = (typeof users.$inferSelect)['subscriptionStatus'];

/** PayPal's subscription status to ours; only ACTIVE grants anything. */
export function toUserStatus(paypalStatus: string): UserSubscriptionStatus {
  switch (paypalStatus) {
    case 'ACTIVE':
      return 'active';
    case 'SUSPENDED':
      return 'suspended';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ApplyResult =
  | { applied: true; userId: string; status: UserSubscriptionStatus }
  | { applied: false; reason: 'unknown_plan' | 'unknown_user' };

/**
 * Stores PayPal's current view of one subscription and recomputes its owner's status.
 * The owner is the subscription's custom_id (set by our page to the user's id); the plan must be
 * one of ours. A user is 'active' while any of their subscriptions is ACTIVE, else their most
 * recently changed subscription decides.
 */
export async function applySubscriptionState(db: Db, config: Config, sub: PayPalSubscription): Promise<ApplyResult> {
  const plan = planOf(config, sub.plan_id);
  if (!plan) return { applied: false, reason: 'unknown_plan' };
  const userId = sub.custom_id && UUID_RE.test(sub.custom_id) ? sub.custom_id : null;
  const [owner] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  if (!owner) return { applied: false, reason: 'unknown_user' };
  const next = sub.billing_info?.next_billing_time ? new Date(sub.billing_info.next_billing_time) : null;
  const values = {
    userId: owner.id,
    paypalSubscriptionId: sub.id,
    planId: sub.plan_id,
    plan,
    status: sub.status,
    nextBillingAt: next && !Number.isNaN(next.getTime()) ? next : null,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.paypalSubscriptionId, set: values });
  const status = await recomputeUserStatus(db, owner.id);
  return { applied: true, userId: owner.id, status };
}

export async function recomputeUserStatus(db: Db, userId: string): Promise<UserSubscriptionStatus> {
  const [row] = await db
    .update(users)
    .set({
      subscriptionStatus: sql`coalesce((
        select case s.status when 'ACTIVE' then 'active' when 'SUSPENDED' then 'suspended'
          when 'CANCELLED' then 'cancelled' when 'EXPIRED' then 'expired' else 'pending' end
        from ${subscriptions} s where s.user_id = ${userId}
        order by (s.status = 'ACTIVE') desc, s.updated_at desc limit 1), 'none')`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ status: users.subscriptionStatus });
  return row?.status ?? 'none';
}

function upstream(err: unknown): never {
  if (err instanceof PayPalError) throw new AppError('upstream', ACCOUNT_MESSAGES.paypalUnavailable);
  throw err;
}

/**
 * PUT /users/updateSubscriptionStatus: the page tells us PayPal approved a subscription. We grant
 * nothing on the client's word: PayPal must say the subscription exists, is for one of our plans,
 * carries this user's id as custom_id and is ACTIVE.
 */
export async function confirmSubscription(
  db: Db,
  config: Config,
  paypal: PayPalClient | null,
  input: { userId: string; subscriptionId: string },
): Promise<{ status: UserSubscriptionStatus; message: string; httpStatus: 200 | 202 }> {
  if (!paypal) throw new AppError('unavailable', ACCOUNT_MESSAGES.paymentsDisabled);
  const sub = await paypal.getSubscription(input.subscriptionId).catch(upstream);
  if (!sub || sub.id !== input.subscriptionId) throw new AppError('validation', ACCOUNT_MESSAGES.subscriptionNotFound);
  if (sub.custom_id !== input.userId) throw new AppError('forbidden', ACCOUNT_MESSAGES.subscriptionNotYours);
  if (!planOf(config, sub.plan_id)) throw new AppError('validation', ACCOUNT_MESSAGES.subscriptionWrongPlan);
  const result = await applySubscriptionState(db, config, sub);
  if (!result.applied) throw new AppError('validation', ACCOUNT_MESSAGES.subscriptionNotFound);
  if (sub.status === 'ACTIVE')
    return { status: result.status, message: ACCOUNT_MESSAGES.subscriptionActive, httpStatus: 200 };
  return { status: result.status, message: ACCOUNT_MESSAGES.subscriptionPending, httpStatus: 202 };
}

export const HANDLED_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'PAYMENT.SALE.COMPLETED',
]);

export type WebhookEvent = {
  id: string;
  event_type: string;
  resource?: { id?: string; billing_agreement_id?: string } & Record<string, unknown>;
};

/** The subscription an event is about: the resource itself, or a sale's billing agreement. */
export function subscriptionIdOf(event: WebhookEvent): string | null {
  const id = event.event_type.startsWith('PAYMENT.SALE.') ? event.resource?.billing_agreement_id : event.resource?.id;
  return typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : null;
}

/**
 * A verified webhook event. Each event id is stored once; a delivery of an id already processed
 * changes nothing. The event's own payload is never trusted for state: the subscription is read
 * again from PayPal, so events arriving late or out of order end in PayPal's current state.
 * A failure leaves the event unprocessed (PayPal retries on a non-2xx answer).
 */
export async function handleWebhookEvent(
  db: Db,
  config: Config,
  paypal: PayPalClient,
  event: WebhookEvent,
): Promise<{ duplicate: boolean; applied: boolean }> {
  const resourceId = subscriptionIdOf(event);
  await db
    .insert(paymentEvents)
    .values({ id: event.id, eventType: event.event_type, resourceId, payload: event })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (stored?.processedAt) return { duplicate: true, applied: false };

  let applied = false;
  if (HANDLED_EVENTS.has(event.event_type) && resourceId) {
    const sub = await paypal.getSubscription(resourceId).catch(upstream);
    if (sub) applied = (await applySubscriptionState(db, config, sub)).applied;
  }
  await db.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, event.id));
  return { duplicate: false, applied };
}

/** Cancels the user's live PayPal subscriptions (account deletion). Throws when PayPal cannot be reached. */
export async function cancelUserSubscriptions(db: Db, paypal: PayPalClient | null, userId: string): Promise<number> {
  const rows = await db
    .select({ id: subscriptions.paypalSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const live = rows.filter((r) => r.status === 'ACTIVE' || r.status === 'SUSPENDED' || r.status === 'APPROVED');
  if (live.length === 0) return 0;
  if (!paypal) throw new AppError('unavailable', ACCOUNT_MESSAGES.paymentsDisabled);
  for (const r of live) {
    await paypal.cancelSubscription(r.id, 'Account deleted by its owner').catch(upstream);
    await db
      .update(subscriptions)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(eq(subscriptions.paypalSubscriptionId, r.id));
  }
  return live.length;
}
