import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '../../plugins/session.ts';
import { findUserById, type UserRow } from './auth.service.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.service.ts';
import { setSessionCookies } from './session-cookies.ts';

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
