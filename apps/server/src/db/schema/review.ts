import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TReviewDecision } from '@grindstone/contract';
import { users } from './users.ts';

/** A saved weekly review: one per person per ISO week (local, Monday start). */
export const weeklyReviews = pgTable(
  'weekly_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    notes: text('notes').notNull().default(''),
    decisions: jsonb('decisions').$type<TReviewDecision[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weekly_reviews_user_week_idx').on(t.userId, t.week)],
);
