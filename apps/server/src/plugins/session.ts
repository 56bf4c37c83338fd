import { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_MESSAGES, MESSAGES } from '@grindstone/contract';
import { eq, sql } from 'drizzle-orm';
import { AppError } from './errors.ts';
import { createAccessTokenVerifier } from './access-token.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { authenticateBearer, bearerTokenOf, urlCarriesToken } from '../modules/access-tokens/bearer-auth.service.ts';

type AccountRow = typeof users.$inferSelect;

/** Cookie names. The refresh cookie is scoped to the auth routes so it travels nowhere else. */
export const ACCESS_COOKIE = 'gs_access';
export const REFRESH_COOKIE = 'gs_refresh';
export const ACCESS_TTL_SECONDS = 5 * 60;

/** `family`: the refresh-token family this access token was issued with (logout revokes it). */
export type SessionUser = { id: string; role: 'member' | 'admin'; epoch: number; family?: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (or `app.optionalUser`) from the access-token cookie. */
    user: SessionUser | null;
    /** The signed-in user's row, loaded once by the same hooks (routes reuse it: no second query). */
    account: AccountRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: SessionUser) => Promise<string>;
  }
}

/**
 * A token in a URL ends up in logs, browser history and Referer headers: such a request is refused
 * outright (plugins/request-start.ts runs this on every request).
 */
export function tokenInUrlRefusal(request: FastifyRequest): AppError | undefined {
  return urlCarriesToken(request.url) ? new AppError('validation', ACCESS_TOKEN_MESSAGES.inQuery) : undefined;
}

export function registerSession(app: FastifyInstance, secret: string): void {
  // Imported once: handing jose the raw bytes would re-import the key on every sign and verify.
  let keyPromise: Promise<webcrypto.CryptoKey> | undefined;
  const cryptoKey = () =>
    (keyPromise ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  const verifyAccessToken = createAccessTokenVerifier(secret);
  app.decorateRequest('user', null);
  app.decorateRequest('account', null);
  app.decorateRequest('accessToken', null);

  const signAccessToken = async (user: SessionUser) =>
    new SignJWT({ role: user.role, epoch: user.epoch, ...(user.family ? { fam: user.family } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(await cryptoKey());

  function readUser(request: FastifyRequest): SessionUser | null {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    try {
      // Synchronous HMAC check of our own tokens (plugins/access-token.ts): no WebCrypto job per request.
      const payload = verifyAccessToken(token);
      if (!payload || typeof payload.sub !== 'string') return null;
      const role = payload.role === 'admin' ? 'admin' : 'member';
      const family = typeof payload.fam === 'string' ? payload.fam : undefined;
      return { id: payload.sub, role, epoch: Number(payload.epoch ?? 0), family };
    } catch {
      return null;
    }
  }

  /**
   * A valid token is not enough: the account must still exist and the token must carry the
   * account's current session epoch (a password change bumps it, ending every other session at
   * once), and its refresh-token family must not be revoked (logout or a detected reuse ends the
   * access token at once, on every instance). The role comes from the row, so a demotion also
   * takes effect at once. One query per authenticated request (the family test is an indexed
   * EXISTS in the same statement); the row is kept on the request for the route to reuse.
   */
  async function authenticate(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.account = null;
    const claims = readUser(request);
    if (!claims) return;
    const account = await findSessionAccount(app.db, claims);
    if (!account) return;
    request.account = account;
    request.user = { id: account.id, role: account.role, epoch: account.sessionEpoch, family: claims.family };
  }

  app.decorate('signAccessToken', signAccessToken);
  app.decorate('optionalUser', authenticate);
  // A request that presents an access token is judged by the token alone (bearer-auth.ts):
  // routes that do not accept tokens refuse it, whatever cookie comes with it.
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const bearer = bearerTokenOf(request);
    if (bearer !== undefined) return authenticateBearer(app, request, bearer);
    await authenticate(request);
    if (!request.user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  });
  // Operators only; everyone else gets a not-found so the admin surface is not advertised.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (bearerTokenOf(request) !== undefined) throw new AppError('not_found', MESSAGES.notFound);
    await authenticate(request);
    if (request.user?.role !== 'admin') throw new AppError('not_found', MESSAGES.notFound);
  });
}

/**
 * The account behind an access token's claims, or null when it is gone, its session epoch moved
 * on, or the token's refresh-token family was ended: one query (the family test is an indexed
 * EXISTS in the same statement).
 */
export async function findSessionAccount(db: Db, claims: Omit<SessionUser, 'role'>): Promise<AccountRow | null> {
  const [row] = await sessionQueries(db).execute({ id: claims.id, family: claims.family ?? null });
  if (!row || row.account.sessionEpoch !== claims.epoch || row.familyEnded) return null;
  return row.account;
}

/**
 * The session query, prepared once per database: it runs on every member request. A token
 * without a family matches no family (`= null` is never true).
 */
const sessionQueries = preparedPerDatabase((db) => {
  const familyEnded = sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('family')} and ${refreshTokens.revokedAt} is not null)`;
  return db
    .select({ account: users, familyEnded })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_account');
});

/** For routes after requireUser: the user, typed as present. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return request.user;
}

/** For routes after requireUser: the user's row as loaded by the hook. */
export function accountOf(request: FastifyRequest): AccountRow {
  if (!request.account) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return request.account;
}
