import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { isLiveGoal } from '../goals/goals.service.ts';
import {
  accessTokens,
  activeDays,
  activities,
  aiQuota,
  aiUsage,
  calendarFeeds,
  deviceInfo,
  feedback,
  goalUpdates,
  goals,
  invitationCodes,
  invitationRedemptions,
  inviteRequests,
  jobs,
  mailOutbox,
  notifications,
  paymentEvents,
  popupResponses,
  profileFacts,
  pushSubscriptions,
  reminderSettings,
  refreshTokens,
  subscriptions,
  userMetadata,
  users,
  weeklyReviews,
} from '../../db/schema/index.ts';
import { toReminderSettings } from '../reminders/reminder-settings.service.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PayPalClient } from '../../integrations/paypal/index.ts';
import { confirmPassword } from '../profile/password-attempts.service.ts';
import { cancelUserSubscriptions } from '../subscription/subscription.service.ts';

/**
 * GDPR access: everything we hold about one person, as JSON. Never a secret: no password hash,
 * no session, access-token or calendar-feed token, no push keys (only what each is and when it
 * was made). A test checks that every table holding a person's rows is listed here.
 */
export async function exportUserData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  const [
    metadata,
    facts,
    goalRows,
    updateRows,
    notificationRows,
    activityRows,
    dayRows,
    device,
    feedbackRows,
    popupRows,
    subscriptionRows,
    usageRows,
    quotaRows,
    sessionRows,
    reviewRows,
    tokenRows,
    pushRows,
    calendarRows,
    reminderRows,
  ] = await Promise.all([
    db.select().from(userMetadata).where(eq(userMetadata.userId, userId)),
    db.select().from(profileFacts).where(eq(profileFacts.userId, userId)).orderBy(asc(profileFacts.createdAt)),
    db
      .select()
      .from(goals)
      .where(and(eq(goals.userId, userId), isLiveGoal))
      .orderBy(asc(goals.createdAt)),
    db.select().from(goalUpdates).where(eq(goalUpdates.userId, userId)).orderBy(asc(goalUpdates.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.createdAt)),
    db.select().from(activeDays).where(eq(activeDays.userId, userId)).orderBy(asc(activeDays.day)),
    db.select().from(deviceInfo).where(eq(deviceInfo.userId, userId)),
    db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.createdAt)),
    db.select().from(popupResponses).where(eq(popupResponses.userId, userId)).orderBy(asc(popupResponses.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.createdAt)),
    db.select().from(aiQuota).where(eq(aiQuota.userId, userId)),
    db
      .select({
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        userAgent: refreshTokens.userAgent,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt)),
    db.select().from(weeklyReviews).where(eq(weeklyReviews.userId, userId)).orderBy(asc(weeklyReviews.week)),
    db
      .select({
        name: accessTokens.name,
        scopes: accessTokens.scopes,
        createdAt: accessTokens.createdAt,
        lastUsedAt: accessTokens.lastUsedAt,
        expiresAt: accessTokens.expiresAt,
      })
      .from(accessTokens)
      .where(eq(accessTokens.userId, userId))
      .orderBy(asc(accessTokens.createdAt)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
  ]);
  const { passwordHash: _hash, sessionEpoch: _epoch, ...profile } = user;
  const liveGoalIds = new Set(goalRows.map((g) => g.id));
  const strip = <T extends { userId?: unknown }>(rows: T[]) => rows.map(({ userId: _u, ...rest }) => rest);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    myContext: metadata[0]?.metadata ?? '',
    profileFacts: strip(facts),
    // A deleted goal waiting out its undo window is gone for the person: not exported.
    goals: strip(goalRows).map(({ deletedAt: _d, ...rest }) => rest),
    goalUpdates: strip(updateRows.filter((u) => liveGoalIds.has(u.goalId))),
    notifications: strip(notificationRows),
    activities: strip(activityRows),
    activeDays: dayRows.map((d) => d.day),
    deviceInfo: device[0] ? strip(device)[0] : null,
    feedback: strip(feedbackRows),
    popupResponses: strip(popupRows),
    subscriptions: strip(subscriptionRows),
    aiUsage: strip(usageRows),
    aiQuota: strip(quotaRows),
    sessions: sessionRows,
    weeklyReviews: strip(reviewRows),
    accessTokens: tokenRows,
    // The push service a device uses, not its endpoint: that URL is a delivery address.
    pushDevices: pushRows.map((d) => ({ pushService: new URL(d.endpoint).origin, createdAt: d.createdAt })),
    calendarFeed: calendarRows[0] ?? null,
    reminders: toReminderSettings(reminderRows[0]),
  };
}

/**
 * GDPR erasure: after the password is re-entered, live PayPal subscriptions are cancelled first
 * (if PayPal cannot be reached nothing is deleted), then the person's rows go in one transaction.
 * Goals, updates, notifications, sessions, activities, device info, My Context and facts go
 * through the users row's cascades; feedback, popup answers, the invite request and mail to the
 * address are deleted explicitly. Subscription rows, payment events and AI usage counts lose
 * their link to the person (set null) and are kept for accounting and capacity planning.
 */
export async function deleteAccount(
  db: Db,
  paypal: PayPalClient | null,
  input: { userId: string; password: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  if (!input.password) throw new AppError('validation', 'Please enter your password to delete your account.');
  await confirmPassword(db, user, input.password, ACCOUNT_MESSAGES.wrongPassword);
  await cancelUserSubscriptions(db, paypal, user.id);
  const subIds = (
    await db
      .select({ id: subscriptions.paypalSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
  ).map((s) => s.id);
  await db.transaction(async (tx) => {
    await tx.delete(feedback).where(eq(feedback.userId, user.id));
    await tx.delete(popupResponses).where(eq(popupResponses.userId, user.id));
    // Keyed on the account, never on its handle or email (another person may carry those): the
    // invite request whose code this account redeemed, and the invitation mail that carried it.
    const ownRequests = await tx
      .select({ id: inviteRequests.id, email: inviteRequests.email, code: invitationCodes.code })
      .from(invitationRedemptions)
      .innerJoin(inviteRequests, eq(inviteRequests.invitationCodeId, invitationRedemptions.codeId))
      .innerJoin(invitationCodes, eq(invitationCodes.id, invitationRedemptions.codeId))
      .where(eq(invitationRedemptions.userId, user.id));
    for (const own of ownRequests) {
      if (own.email) {
        await tx
          .delete(mailOutbox)
          .where(and(eq(mailOutbox.to, own.email), sql`position(${own.code} in ${mailOutbox.text}) > 0`));
      }
      await tx.delete(inviteRequests).where(eq(inviteRequests.id, own.id));
    }
    await tx.delete(jobs).where(sql`${jobs.payload}->>'userId' = ${user.id}`);
    if (subIds.length > 0) {
      // Payment events keep PayPal's payload (payer name, email): drop the personal part.
      for (const id of subIds) {
        await tx
          .update(paymentEvents)
          .set({ payload: sql`jsonb_build_object('redacted', true)` })
          .where(eq(paymentEvents.resourceId, id));
      }
    }
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
