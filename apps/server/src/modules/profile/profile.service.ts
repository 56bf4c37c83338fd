import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  PROFILE_EMAIL_RE,
  newPasswordProblem,
  X_USERNAME_RE,
  normaliseXUsername,
  type TProfileFact,
  type TUpdateMeProtectedBody,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { profileFacts, refreshTokens, userMetadata, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/password.service.ts';
import { rethrowIfUserGone } from '../../db/user-gone.ts';
import { confirmPassword } from './password-attempts.service.ts';
import { deleteOwnRow } from '../../db/own-rows.ts';

export type UserRow = typeof users.$inferSelect;

async function findUser(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return user;
}

/** The unique indexes on lower(username) / lower(email) are the final word when two requests race. */
function isUniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return null;
  return e?.constraint ?? e?.cause?.constraint ?? '';
}

export async function updateName(db: Db, input: { userId: string; name: string }): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ name: input.name.trim(), updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning();
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return user;
}

/**
 * Email change (the current password is required; a taken email is a 409). The username is the X
 * account verified at registration: taking another handle would need a new X verification, so a
 * different handle is refused with 403; sending one's own handle (in any case) changes nothing.
 */
export async function updateProtected(db: Db, input: { userId: string } & TUpdateMeProtectedBody): Promise<UserRow> {
  const username = input.username ? normaliseXUsername(input.username) : undefined;
  const email = input.email?.trim() || undefined;
  if (!username && !email) throw new AppError('validation', ACCOUNT_MESSAGES.nothingToChange);
  if (!input.password) throw new AppError('validation', MESSAGES.passwordRequiredForProtected);
  if (email && !PROFILE_EMAIL_RE.test(email)) throw new AppError('validation', MESSAGES.invalidEmailAddress);
  if (username && !X_USERNAME_RE.test(username)) {
    throw new AppError('validation', 'A username has 1 to 15 letters, digits or underscores.');
  }
  const user = await findUser(db, input.userId);
  await confirmPassword(db, user, input.password, ACCOUNT_MESSAGES.wrongPassword);
  if (username && username.toLowerCase() !== user.username.toLowerCase()) {
    throw new AppError('forbidden', ACCOUNT_MESSAGES.usernameVerified);
  }
  if (!email) return user;
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.id} <> ${user.id}`, sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  if (clash) throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
  try {
    const [updated] = await db
      .update(users)
      .set({ email, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  } catch (err) {
    if (isUniqueViolation(err) === null) throw err;
    throw new AppError('conflict', ACCOUNT_MESSAGES.emailTaken);
  }
}

/**
 * Password change. A wrong current password is a 403 (not a 401: the client would take a 401
 * for an expired session and refresh). On success the session epoch moves on and every refresh
 * token of the user is revoked; the caller starts a fresh family for the current session.
 */
export async function changePassword(
  db: Db,
  input: { userId: string; currentPassword: string; newPassword: string },
): Promise<UserRow> {
  if (!input.currentPassword || !input.newPassword) throw new AppError('validation', MESSAGES.fillAllFields);
  // The same rule as registration: a change cannot set a password registration would refuse.
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw new AppError('validation', problem);
  const user = await findUser(db, input.userId);
  await confirmPassword(db, user, input.currentPassword, ACCOUNT_MESSAGES.wrongCurrentPassword);
  if (input.currentPassword === input.newPassword) throw new AppError('validation', ACCOUNT_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  return updated!;
}

// ---- My Context ----
export async function findMetadata(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ metadata: userMetadata.metadata })
    .from(userMetadata)
    .where(eq(userMetadata.userId, userId));
  return row?.metadata ?? '';
}

export async function saveMetadata(db: Db, input: { userId: string; metadata: string }): Promise<string> {
  const metadata = input.metadata.trim();
  await db
    .insert(userMetadata)
    .values({ userId: input.userId, metadata })
    .onConflictDoUpdate({ target: userMetadata.userId, set: { metadata, updatedAt: new Date() } })
    .catch(rethrowIfUserGone);
  return metadata;
}

// ---- profile facts ----
const toFact = (row: typeof profileFacts.$inferSelect): TProfileFact => ({
  id: row.id,
  fact: row.fact,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

export async function listFacts(db: Db, userId: string): Promise<TProfileFact[]> {
  const rows = await db
    .select()
    .from(profileFacts)
    .where(eq(profileFacts.userId, userId))
    .orderBy(asc(profileFacts.createdAt), asc(profileFacts.id));
  return rows.map(toFact);
}

/** Correcting a fact marks it as the person's own words (source 'user'); another user's fact is a 404. */
export async function correctFact(
  db: Db,
  input: { userId: string; factId: string; fact: string },
): Promise<TProfileFact> {
  const [row] = await db
    .update(profileFacts)
    .set({ fact: input.fact.trim(), source: 'user' })
    .where(and(eq(profileFacts.id, input.factId), eq(profileFacts.userId, input.userId)))
    .returning();
  if (!row) throw notFound();
  return toFact(row);
}

export const removeFact = (db: Db, input: { userId: string; factId: string }) =>
  deleteOwnRow(db, profileFacts, { userId: input.userId, id: input.factId });
