import { pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's secret calendar feed: at most one per account. Only the SHA-256 of the token in the
 * feed's URL is stored; rotating replaces it (the old URL stops working at once), revoking
 * deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_idx').on(t.tokenHash)],
);
