import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  DAY_MS,
  ACCESS_TOKEN_LAST_USED_RESOLUTION_MS,
  ACCESS_TOKEN_MAX_PER_USER,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_RANDOM_BYTES,
  type TAccessToken,
  type TAccessTokenScope,
  type TCreateAccessTokenBody,
  type TCreatedAccessToken,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { deleteOwnRow } from '../../db/own-rows.ts';

type AccessTokenRow = typeof accessTokens.$inferSelect;
type AccountRow = typeof users.$inferSelect;

/** The secret's shape: the prefix, then exactly the base64url of the random bytes. */
const TOKEN_PATTERN = new RegExp(
  `^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{${Math.ceil((ACCESS_TOKEN_RANDOM_BYTES * 4) / 3)}}$`,
);

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** SHA-256 is enough for a 256-bit random secret: there is nothing to brute-force. */
export function hashAccessToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

function toAccessToken(row: AccessTokenRow): TAccessToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listAccessTokens(db: Db, userId: string): Promise<TAccessToken[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
  return rows.map(toAccessToken);
}

/** Mints a token; the answer is the only place the secret ever appears. */
export async function createAccessToken(
  db: Db,
  input: { userId: string; now?: Date } & TCreateAccessTokenBody,
): Promise<TCreatedAccessToken> {
  const [held] = await db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, input.userId));
  if ((held?.n ?? 0) >= ACCESS_TOKEN_MAX_PER_USER) throw new AppError('conflict', ACCESS_TOKEN_MESSAGES.tooMany);
  const now = input.now ?? new Date();
  const token = ACCESS_TOKEN_PREFIX + randomBytes(ACCESS_TOKEN_RANDOM_BYTES).toString('base64url');
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId: input.userId,
      name: input.name,
      tokenHash: hashAccessToken(token).toString('hex'),
      // Stored in the catalogue's order, whatever order the request used.
      scopes: (['goals:read', 'goals:write'] as const).filter((s) => input.scopes.includes(s)),
      createdAt: now,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
    })
    .returning();
  return { ...toAccessToken(row!), token };
}

export const revokeAccessToken = (db: Db, input: { userId: string; id: string }) =>
  deleteOwnRow(db, accessTokens, input);

export type AuthenticatedToken = { token: { id: string; scopes: TAccessTokenScope[] }; account: AccountRow };

/**
 * The live token with this secret, and its account; null for a malformed, unknown, revoked
 * (deleted) or expired one. The lookup is by the hash's unique index; the hashes are compared
 * once more in constant time so the answer never depends on a byte-by-byte comparison.
 */
export async function findLiveAccessToken(
  db: Db,
  secret: string,
  now = new Date(),
): Promise<AuthenticatedToken | null> {
  if (!isWellFormedToken(secret)) return null;
  const hash = hashAccessToken(secret);
  const [row] = await db
    .select({ token: accessTokens, account: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, hash.toString('hex')))
    .limit(1);
  if (!row) return null;
  if (!timingSafeEqual(Buffer.from(row.token.tokenHash, 'hex'), hash)) return null;
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= now.getTime()) return null;
  const stale =
    !row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() >= ACCESS_TOKEN_LAST_USED_RESOLUTION_MS;
  if (stale) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(accessTokens.id, row.token.id));
  }
  return { token: { id: row.token.id, scopes: row.token.scopes }, account: row.account };
}

/** goals:write includes reading: a token that may change goals may also see them. */
export function tokenAllows(scopes: readonly TAccessTokenScope[], needed: TAccessTokenScope): boolean {
  return scopes.includes(needed) || (needed === 'goals:read' && scopes.includes('goals:write'));
}
