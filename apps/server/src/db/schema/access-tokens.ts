import { pgTable, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAccessTokenScope } from '@grindstone/contract';
import { users } from './users.ts';

/**
 * Personal access tokens for the API and /mcp. Only the SHA-256 of the secret is stored; a
 * request finds its token by that hash. Revoking deletes the row, so it stops working at once.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().$type<TAccessTokenScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_idx').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);
