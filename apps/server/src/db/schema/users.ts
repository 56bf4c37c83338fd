import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, integer, uniqueIndex, index, date } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The X (Twitter) handle, as typed; unique case-insensitively. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    onboardingStatus: text('onboarding_status', { enum: ['pending', 'started', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    subscriptionStatus: text('subscription_status', {
      enum: ['none', 'pending', 'active', 'suspended', 'cancelled', 'expired'],
    })
      .notNull()
      .default('none'),
    xUserId: text('x_user_id'),
    timeZone: text('time_zone'),
    lastActiveDay: date('last_active_day'),
    /** Bumped on password change: access tokens minted before it stop working. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Opaque refresh tokens, stored hashed; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters for rate limits, in the database so they hold across restarts and instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    usesAllowed: integer('uses_allowed').notNull().default(1),
    usesCount: integer('uses_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitation_codes_code_idx').on(t.code), index('invitation_codes_created_idx').on(t.createdAt)],
);

export const invitationRedemptions = pgTable(
  'invitation_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => invitationCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_redemptions_code_idx').on(t.codeId)],
);

export const inviteRequests = pgTable(
  'invite_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    twitter: text('twitter').notNull(),
    email: text('email'),
    timeZone: text('time_zone'),
    userAgent: text('user_agent'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    invitationCodeId: uuid('invitation_code_id').references(() => invitationCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_requests_twitter_lower_idx').on(sql`lower(${t.twitter})`),
    index('invite_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** X direct-message verification attempts (codes are single use and expire). */
export const xVerifications = pgTable(
  'x_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    code: text('code').notNull(),
    xUserId: text('x_user_id'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('x_verifications_username_idx').on(sql`lower(${t.username})`, t.createdAt)],
);

export const activeDays = pgTable(
  'active_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('active_days_user_day_idx').on(t.userId, t.day)],
);
