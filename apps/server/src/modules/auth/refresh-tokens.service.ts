import { DAY_MS } from '@grindstone/contract';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export const REFRESH_TTL_MS = 30 * DAY_MS;
/** A token rotated less than this long ago may be presented again (tabs refreshing at once). */
export const REUSE_GRACE_MS = 10_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(
  db: Db,
  input: { userId: string; familyId?: string; userAgent?: string },
): Promise<{ token: string; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
  const familyId = input.familyId ?? randomUUID();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, familyId };
}

export type RotateResult =
  | { ok: true; userId: string; token: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: the old one is marked rotated and a new one joins its family.
 * Presenting an already-rotated token after the grace period means it was stolen or replayed:
 * the whole family is revoked and every session it fed ends.
 */
export async function rotateRefreshToken(db: Db, token: string, userAgent?: string): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };

  if (!row.rotatedAt) {
    // Only one caller can win the rotation of a token.
    const claimed = await db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 1) {
      const next = await issueRefreshToken(db, { userId: row.userId, familyId: row.familyId, userAgent });
      return { ok: true, userId: row.userId, ...next };
    }
    const [again] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id)).limit(1);
    row.rotatedAt = again?.rotatedAt ?? new Date();
  }

  if (Date.now() - row.rotatedAt!.getTime() <= REUSE_GRACE_MS) {
    const next = await issueRefreshToken(db, { userId: row.userId, familyId: row.familyId, userAgent });
    return { ok: true, userId: row.userId, ...next };
  }
  await revokeFamily(db, row.familyId);
  return { ok: false, reason: 'reused' };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family a presented token belongs to (for logout and 'end every other session'). */
export async function familyOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.familyId ?? null;
}
