import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { TAccessTokenScope, TCreatedAccessToken } from '@grindstone/contract';
import { goals, users } from '../db/schema/index.ts';
import { ACCESS_COOKIE } from '../plugins/session.ts';

export const TEST_PASSWORD = 'Str0ng!Pass';
let passwordHash: Promise<string> | undefined;

export type TestUser = typeof users.$inferSelect & { password: string; cookie: string };

/** Inserts a user (hashing once per run) and returns it with a ready session cookie header. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  passwordHash ??= hash(TEST_PASSWORD);
  const suffix = randomUUID().slice(0, 8);
  const [row] = await app.db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      name: `User ${suffix}`,
      email: `user_${suffix}@example.com`,
      passwordHash: await passwordHash,
      onboardingStatus: 'completed',
      ...overrides,
    })
    .returning();
  const user = row!;
  return { ...user, password: TEST_PASSWORD, cookie: await sessionCookie(app, user) };
}

/** A `cookie` header value that signs the request in as this user. */
export async function sessionCookie(
  app: FastifyInstance,
  user: { id: string; role: 'member' | 'admin'; sessionEpoch: number },
): Promise<string> {
  const token = await app.signAccessToken({ id: user.id, role: user.role, epoch: user.sessionEpoch });
  return `${ACCESS_COOKIE}=${token}`;
}

export type TestGoal = typeof goals.$inferSelect;

/** Inserts an open goal of this user (straight into the database: no coach call, no write limit). */
export async function createGoal(
  app: FastifyInstance,
  user: { id: string },
  overrides: Partial<typeof goals.$inferInsert> = {},
): Promise<TestGoal> {
  const [row] = await app.db
    .insert(goals)
    .values({ userId: user.id, description: `Goal ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return row!;
}

/** A personal access token of this user, minted through the API (the secret is in the answer only). */
export async function mintAccessToken(
  app: FastifyInstance,
  user: { cookie: string },
  scopes: TAccessTokenScope[] = ['goals:read', 'goals:write'],
  extra: object = {},
): Promise<TCreatedAccessToken> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/access-tokens',
    headers: { cookie: user.cookie },
    payload: { name: 'My assistant', scopes, ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`minting an access token answered ${res.statusCode}: ${res.body}`);
  return res.json<TCreatedAccessToken>();
}
