import type { FastifyInstance } from 'fastify';
import { MESSAGES, normaliseXUsername } from '@grindstone/contract';
import * as authEndpoints from '@grindstone/contract/endpoints/auth';
import { route } from '../../http/route.ts';
import { AppError } from '../../plugins/errors.ts';
import { accountOf, REFRESH_COOKIE, userOf } from '../../plugins/session.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { authenticate, setOnboardingStarted, toMe } from './auth.service.ts';
import { familyOfToken, revokeFamily } from './refresh-tokens.service.ts';
import { clearSessionCookies, refreshSession, startSession } from './sessions.service.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const LOGIN_RULE = { limit: 10, windowMs: FIFTEEN_MINUTES };
const LOGIN_IP_RULE = { limit: 100, windowMs: FIFTEEN_MINUTES };

/** Sessions: login, logout, refresh, check-auth, the member and the start of the account set-up. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, authEndpoints.login, async (request, reply) => {
    const { username, password } = request.body;
    await enforceRateLimit(db, `login-ip:${request.ip}`, LOGIN_IP_RULE);
    await enforceRateLimit(db, `login:${request.ip}:${normaliseXUsername(username).toLowerCase()}`, LOGIN_RULE);
    const user = await authenticate(db, username, password);
    await startSession(app, request, reply, user);
    return { user: toMe(user) };
  });

  route(app, authEndpoints.logout, async (request, reply) => {
    // The family of the refresh cookie, or of the access token when the refresh cookie is gone:
    // revoking it also ends the access token at once (plugins/session.ts).
    const token = request.cookies[REFRESH_COOKIE];
    await app.optionalUser(request, reply);
    const family = (token ? await familyOfToken(db, token) : null) ?? request.user?.family;
    if (family) await revokeFamily(db, family);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  route(app, authEndpoints.refreshToken, async (request, reply) => {
    const user = await refreshSession(app, request, reply);
    if (!user) {
      clearSessionCookies(reply);
      throw new AppError('unauthorized', MESSAGES.unauthorized);
    }
    return { ok: true as const };
  });

  route(app, authEndpoints.checkAuth, async (request, reply) => {
    await app.optionalUser(request, reply);
    const user = request.account ?? (await refreshSession(app, request, reply));
    return { authenticated: Boolean(user), user: user ? toMe(user) : null };
  });

  route(app, authEndpoints.me, async (request) => toMe(accountOf(request)));

  route(app, authEndpoints.completeOnboarding, async (request) =>
    toMe(await setOnboardingStarted(db, userOf(request).id)),
  );
}
