import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { MESSAGES } from '@grindstone/contract';
import { AppError } from './errors.ts';

/** Cookie names. The refresh cookie is scoped to the auth routes so it travels nowhere else. */
export const ACCESS_COOKIE = 'gs_access';
export const REFRESH_COOKIE = 'gs_refresh';
export const ACCESS_TTL_SECONDS = 5 * 60;

export type SessionUser = { id: string; role: 'member' | 'admin'; epoch: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (or `app.optionalUser`) from the access-token cookie. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (user: SessionUser) => Promise<string>;
  }
}

export function registerSession(app: FastifyInstance, secret: string): void {
  const key = new TextEncoder().encode(secret);
  app.decorateRequest('user', null);

  const signAccessToken = (user: SessionUser) =>
    new SignJWT({ role: user.role, epoch: user.epoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(key);

  async function readUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') return null;
      const role = payload.role === 'admin' ? 'admin' : 'member';
      return { id: payload.sub, role, epoch: Number(payload.epoch ?? 0) };
    } catch {
      return null;
    }
  }

  app.decorate('signAccessToken', signAccessToken);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await readUser(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await readUser(request);
    if (!request.user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  });
  // Operators only; everyone else gets a not-found so the admin surface is not advertised.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.user = await readUser(request);
    if (request.user?.role !== 'admin') throw new AppError('not_found', MESSAGES.notFound);
  });
}

/** For routes after requireUser: the user, typed as present. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', MESSAGES.unauthorized);
  return request.user;
}
