import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  boolean,
  index,
  uniqueIndex,
  date,
  primaryKey,
  check,
} from 'drizzle-orm/pg-core';
import type { TRejectReason } from '@grindstone/contract';
import { users } from './users.ts';
import { goals } from './goals.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['grind', 'advice', 'other'] }).notNull(),
    status: text('status', { enum: ['unread', 'read'] })
      .notNull()
      .default('unread'),
    state: text('state', { enum: ['pending', 'accepted', 'rejected', 'completed', 'cancelled'] }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Minutes, for grinds. */
    duration: integer('duration'),
    liked: boolean('liked'),
    reason: text('reason'),
    rejectReason: text('reject_reason').$type<TRejectReason>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The user's local day for a scheduled (daily) notification: at most one per type per day. */
    scheduledDay: date('scheduled_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'unread'`),
    uniqueIndex('notifications_daily_idx')
      .on(t.userId, t.type, t.scheduledDay)
      .where(sql`${t.scheduledDay} is not null`),
  ],
);

/** Atomic per-day counters behind the daily AI limits. */
export const aiQuota = pgTable(
  'ai_quota',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

/**
 * What became of an AI call: answered ('ok'), answered after repairing the model's output
 * ('repaired'), answered by the offline coach because the model failed ('fallback'), not
 * answered ('error'), or refused by the daily limit ('limited').
 */
export const AI_USAGE_OUTCOMES = ['ok', 'repaired', 'fallback', 'error', 'limited'] as const;

/** One row per AI call: provider, model, latency, tokens, outcome. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    outcome: text('outcome', { enum: AI_USAGE_OUTCOMES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_usage_created_idx').on(t.createdAt),
    index('ai_usage_user_idx').on(t.userId, t.createdAt),
    check('ai_usage_outcome_check', sql.raw(`outcome in (${AI_USAGE_OUTCOMES.map((o) => `'${o}'`).join(', ')})`)),
  ],
);

/**
 * Who is generating a user's scheduled notification of a type for a local day. Claimed with one
 * atomic insert before any quota or AI call, so tabs and instances racing for the daily grind
 * spend nothing: one generates, the others wait for its row. The same claim sends a push reminder
 * once per slot (type `reminder:<kind>`, the slot's local day) and spends a snooze token once
 * (`snooze:<token id>`).
 */
export const dailyNotificationClaims = pgTable(
  'daily_notification_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.day] })],
);
