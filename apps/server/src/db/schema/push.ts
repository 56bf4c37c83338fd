import { pgTable, text, timestamp, uuid, integer, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One browser or device that accepted push messages; the endpoint is unique (a device belongs to one account). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** The server's VAPID key pair when none is configured: generated at first start, one row (id 1). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's reminder settings (no row: everything off). Times are local "HH:MM" in the person's
 * stored time zone; quiet hours hold back every reminder until they end.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grindEnabled: boolean('grind_enabled').notNull().default(false),
  grindTime: text('grind_time').notNull(),
  adviceEnabled: boolean('advice_enabled').notNull().default(false),
  adviceTime: text('advice_time').notNull(),
  ifThenEnabled: boolean('if_then_enabled').notNull().default(false),
  reviewEnabled: boolean('review_enabled').notNull().default(false),
  quietEnabled: boolean('quiet_enabled').notNull().default(false),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
