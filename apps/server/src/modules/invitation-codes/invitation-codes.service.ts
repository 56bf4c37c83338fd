import { randomInt } from 'node:crypto';
import { and, desc, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { DAY_MS, MESSAGES, type TInvitationCode, type TInvitationCodeStatus } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { invitationCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';

export type InvitationCode = typeof invitationCodes.$inferSelect;

/** No 0/O, 1/I/L: a code read aloud or copied from a terminal cannot be misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A readable code like `GRIND-7KQ2-M9XD` (31^8, about 8.5e11 possibilities). */
export function generateInvitationCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `GRIND-${part()}-${part()}`;
}

/**
 * One rule everywhere (onboarding, registration, CLI, admin page): codes are matched without
 * regard to case or surrounding spaces. Codes are generated upper-case; the comparison also
 * upper-cases the stored value, so a code inserted some other way matches by the same rule.
 */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The condition 'this row is the code the person typed'. */
export const invitationCodeIs = (typed: string) =>
  sql`upper(${invitationCodes.code}) = ${normalizeInvitationCode(typed)}`;

/** How many days a code lives, as its expiry from now; none or 0: it never expires. */
function expiryFromNow(expiresInDays: number | null | undefined): Date | null {
  return expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null;
}

/** Creates a code (admin page, CLI, operator bridge, approved invite request, bootstrap). */
export async function createInvitationCode(
  db: Db,
  input: { uses?: number; expiresInDays?: number | null; createdBy?: string | null; note?: string | null } = {},
): Promise<InvitationCode> {
  // A collision is astronomically unlikely; retry a couple of times rather than fail.
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .insert(invitationCodes)
      .values({
        code: generateInvitationCode(),
        usesAllowed: input.uses ?? 1,
        expiresAt: expiryFromNow(input.expiresInDays),
        createdBy: input.createdBy ?? null,
        note: input.note ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    if (attempt >= 3) throw new Error('could not generate a unique invitation code');
  }
}

export function invitationCodeStatus(
  c: Pick<InvitationCode, 'revokedAt' | 'expiresAt' | 'usesCount' | 'usesAllowed'>,
  now = new Date(),
): TInvitationCodeStatus {
  if (c.revokedAt) return 'revoked';
  if (c.expiresAt && c.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (c.usesCount >= c.usesAllowed) return 'used';
  return 'active';
}

/** A code as the admin page, the operator bridge and the CLI show it. */
export function toCode(c: InvitationCode): TInvitationCode {
  return {
    id: c.id,
    code: c.code,
    usesAllowed: c.usesAllowed,
    usesCount: c.usesCount,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    note: c.note,
    createdAt: c.createdAt.toISOString(),
    status: invitationCodeStatus(c),
  };
}

/** Every code, newest first. */
export async function listInvitationCodes(db: Db): Promise<InvitationCode[]> {
  return db.select().from(invitationCodes).orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.id));
}

/** Revokes a code (idempotent); an unknown code is a not-found. */
export async function revokeInvitationCode(db: Db, code: string): Promise<InvitationCode> {
  const rows = await db
    .update(invitationCodes)
    .set({ revokedAt: sql`coalesce(${invitationCodes.revokedAt}, now())` })
    .where(invitationCodeIs(code))
    .returning();
  if (!rows[0]) throw new AppError('not_found', MESSAGES.notFound);
  return rows[0];
}

/** Not revoked and not expired (it may be used up: registration says so then). */
export const liveInvitationCode = () =>
  and(
    isNull(invitationCodes.revokedAt),
    or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, sql`now()`)),
  );

/** The condition for a code that can still be redeemed now. */
export const usableInvitationCode = () =>
  and(liveInvitationCode(), lt(invitationCodes.usesCount, invitationCodes.usesAllowed));

async function codeMatches(db: Db, code: string, condition: SQL | undefined): Promise<boolean> {
  if (!normalizeInvitationCode(code)) return false;
  const [row] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(and(invitationCodeIs(code), condition))
    .limit(1);
  return Boolean(row);
}

/** An onboarding lives while its code is neither revoked nor expired; a used-up code is refused at registration. */
export const isInvitationCodeLive = (db: Db, code: string) => codeMatches(db, code, liveInvitationCode());

export const isInvitationCodeUsable = (db: Db, code: string) => codeMatches(db, code, usableInvitationCode());

const BOOTSTRAP_NOTE = 'bootstrap';

/**
 * Operator bootstrap: on a database with no user, returns a usable invitation code (the newest
 * existing one, preferring the one made at an earlier start, or a new single-use one) so the operator can register the first account.
 * Returns null once anyone has registered. Serialised by an advisory lock so several instances
 * starting together create at most one code.
 */
export async function ensureBootstrapInvitationCode(db: Db): Promise<{ code: string; created: boolean } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return null;
    const [existing] = await tx
      .select({ code: invitationCodes.code })
      .from(invitationCodes)
      .where(usableInvitationCode())
      // The code printed at an earlier start first, so a restart shows the same line.
      .orderBy(sql`coalesce(${invitationCodes.note} = ${BOOTSTRAP_NOTE}, false) desc`, desc(invitationCodes.createdAt))
      .limit(1);
    if (existing) return { code: existing.code, created: false };
    const created = await createInvitationCode(tx, { uses: 1, note: BOOTSTRAP_NOTE });
    return { code: created.code, created: true };
  });
}
