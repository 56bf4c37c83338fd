import { eq, or, sql, and } from 'drizzle-orm';
import { MESSAGES, isValidEmail, normaliseXUsername, passwordProblem, X_USERNAME_RE } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { invitationCodes, invitationRedemptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/password.service.ts';
import type { UserRow } from '../auth/auth.service.ts';
import { invitationCodeIs, usableInvitationCode } from '../invitation-codes/invitation-codes.service.ts';

/** The onboarding's checks and the account it ends with. */
export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return Boolean(row);
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${normaliseXUsername(username)})`)
    .limit(1);
  return Boolean(row);
}

export type RegisterInput = {
  email: string;
  password: string;
  username: string;
  invitationCode: string;
  name?: string;
  timeZone?: string;
  /** X's stable id of the verified account (the identity; the handle is only its current name). */
  xUserId?: string;
};

/**
 * Creates an account. The invitation code's use is consumed in the same transaction as the
 * insert: two registrations racing for a single-use code cannot both win, and a failed insert
 * gives the use back. The first account on an empty database is the operator (admin).
 */
export async function registerUser(db: Db, input: RegisterInput): Promise<UserRow> {
  const email = input.email.trim();
  const username = normaliseXUsername(input.username);
  if (!X_USERNAME_RE.test(username)) throw new AppError('validation', 'Invalid X username');
  if (!isValidEmail(email)) throw new AppError('validation', MESSAGES.invalidEmailFormat);
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('validation', problem);
  const passwordHash = await hashPassword(input.password);
  const name = (input.name?.trim() || username).slice(0, 100);

  return db.transaction(async (tx) => {
    // Registrations are rare; serialising them keeps 'first account is admin' exact.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const [code] = await tx
      .update(invitationCodes)
      .set({ usesCount: sql`${invitationCodes.usesCount} + 1` })
      .where(and(invitationCodeIs(input.invitationCode), usableInvitationCode()))
      .returning({ id: invitationCodes.id });
    if (!code) throw new AppError('validation', MESSAGES.serverInvalidCode);

    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          sql`lower(${users.email}) = lower(${email})`,
          sql`lower(${users.username}) = lower(${username})`,
          input.xUserId ? eq(users.xUserId, input.xUserId) : undefined,
        ),
      )
      .limit(1);
    if (taken.length) throw new AppError('conflict', MESSAGES.serverTaken);

    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    const [user] = await tx
      .insert(users)
      .values({
        email,
        username,
        name,
        passwordHash,
        role: count === 0 ? 'admin' : 'member',
        timeZone: input.timeZone,
        xUserId: input.xUserId ?? null,
      })
      .returning();
    await tx.insert(invitationRedemptions).values({ codeId: code.id, userId: user!.id });
    return user!;
  });
}
