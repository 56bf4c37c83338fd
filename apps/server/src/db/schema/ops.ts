import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, index, jsonb, integer, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every mail. Without SMTP_URL it stays 'outbox' for the operator to forward by hand; with it,
 * the send-mail job moves it queued → sending → sent, or back to queued (a retry) and finally
 * failed, counting attempts and keeping the last error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    /** The recipient's name for the To header (UTF-8 allowed). */
    toName: text('to_name'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['outbox', 'queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('outbox'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last failed attempt's error; cleared once the mail is sent. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Background jobs: claimed with SKIP LOCKED so any number of instances can run them. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** At most one job per key (e.g. 'account-setup:<userId>'): never runs twice. */
    uniqueKey: text('unique_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);
