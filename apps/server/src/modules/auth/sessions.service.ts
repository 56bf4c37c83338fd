import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHttpsRequest } from '../../plugins/security.ts';
import { ACCESS_COOKIE, ACCESS_TTL_SECONDS, REFRESH_COOKIE } from '../../plugins/session.ts';
import { findUserById, type UserRow } from './auth.service.ts';
import { issueRefreshToken, REFRESH_TTL_MS, rotateRefreshToken } from './refresh-tokens.service.ts';

/** The refresh cookie only travels to the auth routes. */
const REFRESH_PATH = '/api/auth';

export async function setSessionCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'role' | 'sessionEpoch'>,
  refresh: { token: string; familyId: string },
): Promise<void> {
  const secure = isHttpsRequest(request, app.config.PUBLIC_URL);
  const access = await app.signAccessToken({
    id: user.id,
    role: user.role,
    epoch: user.sessionEpoch,
    family: refresh.familyId,
  });
  reply.setCookie(ACCESS_COOKIE, access, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ACCESS_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_PATH,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}

/** A new session (a fresh refresh family) for this browser: its cookies are set on the reply. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  const refresh = await issueRefreshToken(app.db, { userId: user.id, userAgent: request.headers['user-agent'] });
  await setSessionCookies(app, request, reply, user, refresh);
}

/** Rotates the refresh cookie into new session cookies; null when there is no valid one. */
export async function refreshSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const token = request.cookies[REFRESH_COOKIE];
  if (!token) return null;
  const rotated = await rotateRefreshToken(app.db, token, request.headers['user-agent']);
  if (!rotated.ok) return null;
  const user = await findUserById(app.db, rotated.userId);
  if (!user) return null;
  await setSessionCookies(app, request, reply, user, rotated);
  return user;
}
