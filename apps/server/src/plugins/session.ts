import { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_MESSAGES, MESSAGES } from '@grindstone/contract';
import { eq } from 'drizzle-orm';
import { AppError } from './errors.ts';
import { createAccessTokenVerifier } from './access-token.ts';
import { users } from '../db/schema/index.ts';
import { authenticateBearer, bearerTokenOf, urlCarriesToken } from '../modules/access-tokens/bearer-auth.ts';

type AccountRow = typeof users.$inferSelect;

/** Cookie names. The refresh cookie is scoped to the auth routes so it travels nowhere else. */
export const ACCESS_COOKIE = 'gs_access';
export const REFRESH_COOKIE = 'gs_refresh';
export const ACCESS_TTL_SECONDS = 5 * 60;

export type SessionUser = { id: string; role: 'member' | 'admin'; epoch: number };

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
  // A token in a URL ends up in logs, browser history and Referer headers: refuse it outright.
  app.addHook('onRequest', async (request) => {
    if (urlCarriesToken(request.url)) throw new AppError('validation', ACCESS_TOKEN_MESSAGES.inQuery);
  });

  const signAccessToken = async (user: SessionUser) =>
    new SignJWT({ role: user.role, epoch: user.epoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(await cryptoKey());

  async function readUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    try {
      // Synchronous HMAC check of our own tokens (plugins/access-token.ts): no WebCrypto job per request.
      const payload = verifyAccessToken(token);
      if (!payload || typeof payload.sub !== 'string') return null;
      const role = payload.role === 'admin' ? 'admin' : 'member';
      return { id: payload.sub, role, epoch: Number(payload.epoch ?? 0) };
    } catch {
      return null;
    }
  }

  /**
   * A valid token is not enough: the account must still exist and the token must carry the
   * account's current session epoch (a password change bumps it, ending every other session at
   * once). The role comes from the row, so a demotion also takes effect at once. One primary-key
   * lookup per authenticated request; the row is kept on the request for the route to reuse.
   */
  async function authenticate(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.account = null;
    const claims = await readUser(request);
    if (!claims) return;
    const [account] = await app.db.select().from(users).where(eq(users.id, claims.id)).limit(1);
    if (!account || account.sessionEpoch !== claims.epoch) return;
    request.account = account;
    request.user = { id: account.id, role: account.role, epoch: account.sessionEpoch };
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
