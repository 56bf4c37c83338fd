import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, normaliseXUsername, type TMe } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { verifyPassword } from './password.service.ts';
import { safeTimeZone } from '../../ai/local-time.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never the hash, never internal columns. */
export function toMe(user: UserRow): TMe {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    completed_onboarding: user.onboardingStatus,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Same answer for an unknown user and a wrong password. */
/** The time zone stored for the person (a valid one), else UTC. */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return safeTimeZone(row?.timeZone);
}

export async function authenticate(db: Db, username: string, password: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${normaliseXUsername(username)})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw new AppError('unauthorized', MESSAGES.loginInvalid);
  return user;
}

export async function setOnboardingStarted(db: Db, userId: string): Promise<UserRow> {
  // Only pending moves to started; any later state stays as it is.
  await db
    .update(users)
    .set({ onboardingStatus: 'started', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.onboardingStatus, 'pending')));
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return user;
}
