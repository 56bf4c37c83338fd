import { pgTable, text, timestamp, uuid, index, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull().default(''),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

export const popupResponses = pgTable(
  'popup_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    response: text('response', { enum: ['Interested', 'Not-Interested'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popup_responses_created_idx').on(t.createdAt)],
);

/** 'My Context' and the profile facts the coach knows. */
export const userMetadata = pgTable('user_metadata', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  metadata: text('metadata').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profileFacts = pgTable(
  'profile_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    source: text('source').notNull().default('setup'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_facts_user_idx').on(t.userId)],
);

/** The latest device record per user (PUT /user-sys). */
export const deviceInfo = pgTable('device_info', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  location: jsonb('location').$type<{ city: string; region: string; country: string }>().notNull(),
  device: jsonb('device').$type<Record<string, unknown>>().notNull(),
  browser: jsonb('browser').$type<Record<string, unknown>>().notNull(),
  display: jsonb('display').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paypalSubscriptionId: text('paypal_subscription_id').notNull(),
    planId: text('plan_id').notNull(),
    plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
    status: text('status').notNull(),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_paypal_idx').on(t.paypalSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** PayPal webhook events, stored once by their id (duplicates change nothing). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});
