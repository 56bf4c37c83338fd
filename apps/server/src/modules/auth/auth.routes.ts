import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVITATION_RATE_LIMIT_ATTEMPTS,
  INVITATION_RATE_LIMIT_WAIT_MS,
  MESSAGES,
  normaliseXUsername,
  ZCheckAuthAnswerSchema,
  ZCheckEmailBodySchema,
  ZCheckTwitterBodySchema,
  ZErrorSchema,
  ZExistsAnswerSchema,
  ZLoginAnswerSchema,
  ZLoginBodySchema,
  ZMeSchema,
  ZOkSchema,
  ZOnboardingStatusBodySchema,
  ZRegisterAnswerSchema,
  ZRegisterBodySchema,
  ZVerifyInvitationAnswerSchema,
  ZVerifyInvitationBodySchema,
  ZVerifyTwitterAnswerSchema,
  ZVerifyTwitterParamsSchema,
} from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { accountOf, REFRESH_COOKIE, userOf } from '../../plugins/session.ts';
import { hitRateLimit, peekRateLimit } from '../../plugins/rate-limit.ts';
import { createXVerifier } from '../../integrations/x/x-verifier.ts';
import { normalizeInvitationCode } from '../ops/invitation-codes.service.ts';
import {
  authenticate,
  emailExists,
  findUserById,
  isInvitationCodeLive,
  isInvitationCodeUsable,
  registerUser,
  setOnboardingStarted,
  toMe,
  usernameExists,
  type UserRow,
} from './auth.service.ts';
import { familyOfToken, issueRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-tokens.service.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { clearOnboarding, readOnboarding, writeOnboarding } from './onboarding-cookie.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const INVITATION_RULE = { limit: INVITATION_RATE_LIMIT_ATTEMPTS, windowMs: INVITATION_RATE_LIMIT_WAIT_MS };
const LOGIN_RULE = { limit: 10, windowMs: FIFTEEN_MINUTES };
const LOGIN_IP_RULE = { limit: 100, windowMs: FIFTEEN_MINUTES };
const ONBOARDING_RULE = { limit: 60, windowMs: FIFTEEN_MINUTES };
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 409: ZErrorSchema, 429: ZErrorSchema };

/** Sessions (login, logout, refresh, check-auth, /users/me) and registration (docs/product.md#api). */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const verifier = createXVerifier(app.config, app.db);

  async function limited(
    key: string,
    rule: { limit: number; windowMs: number },
    message: string = MESSAGES.rateLimited,
  ) {
    const state = await hitRateLimit(db, key, rule);
    if (state.limited) throw new AppError('rate_limited', message, { 'retry-after': String(state.retryAfterSeconds) });
  }

  /**
   * Inside an onboarding that presented an invitation code which is still usable, or 403: revoking
   * a code (or its last use going) ends the onboardings that carry it.
   */
  async function requireOnboarding(request: FastifyRequest) {
    const state = readOnboarding(request);
    if (!state || !(await isInvitationCodeLive(db, state.code))) {
      throw new AppError('forbidden', 'Please verify your invitation code first.');
    }
    return state;
  }

  async function startSession(request: FastifyRequest, reply: Parameters<typeof setSessionCookies>[2], user: UserRow) {
    const refresh = await issueRefreshToken(db, { userId: user.id, userAgent: request.headers['user-agent'] });
    await setSessionCookies(app, request, reply, user, refresh);
  }

  app.post(
    '/auth/login',
    { schema: { body: ZLoginBodySchema, response: { 200: ZLoginAnswerSchema, ...errors } } },
    async (request, reply) => {
      const { username, password } = request.body;
      await limited(`login-ip:${request.ip}`, LOGIN_IP_RULE);
      await limited(`login:${request.ip}:${normaliseXUsername(username).toLowerCase()}`, LOGIN_RULE);
      const user = await authenticate(db, username, password);
      await startSession(request, reply, user);
      return { user: toMe(user) };
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: ZOkSchema } } }, async (request, reply) => {
    // The family of the refresh cookie, or of the access token when the refresh cookie is gone:
    // revoking it also ends the access token at once (plugins/session.ts).
    const token = request.cookies[REFRESH_COOKIE];
    await app.optionalUser(request, reply);
    const family = (token ? await familyOfToken(db, token) : null) ?? request.user?.family;
    if (family) await revokeFamily(db, family);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  app.post(
    '/auth/refresh-token',
    { schema: { response: { 200: ZOkSchema, 401: ZErrorSchema } } },
    async (request, reply) => {
      const user = await refresh(request, reply);
      if (!user) {
        clearSessionCookies(reply);
        throw new AppError('unauthorized', MESSAGES.unauthorized);
      }
      return { ok: true as const };
    },
  );

  /** Rotates the refresh cookie into new session cookies; null when there is no valid one. */
  async function refresh(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookies>[2],
  ): Promise<UserRow | null> {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) return null;
    const rotated = await rotateRefreshToken(db, token, request.headers['user-agent']);
    if (!rotated.ok) return null;
    const user = await findUserById(db, rotated.userId);
    if (!user) return null;
    await setSessionCookies(app, request, reply, user, rotated);
    return user;
  }

  /** Never 401: answers whether this browser has a session, refreshing an expired access token. */
  app.get('/auth/check-auth', { schema: { response: { 200: ZCheckAuthAnswerSchema } } }, async (request, reply) => {
    await app.optionalUser(request, reply);
    const user = request.account ?? (await refresh(request, reply));
    return { authenticated: Boolean(user), user: user ? toMe(user) : null };
  });

  app.get(
    '/users/me',
    { preHandler: app.requireUser, schema: { response: { 200: ZMeSchema, 401: ZErrorSchema } } },
    async (request) => toMe(accountOf(request)),
  );

  app.patch(
    '/users/complete-onboarding',
    {
      preHandler: app.requireUser,
      schema: { body: ZOnboardingStatusBodySchema, response: { 200: ZMeSchema, ...errors } },
    },
    async (request) => toMe(await setOnboardingStarted(db, userOf(request).id)),
  );

  app.post(
    '/auth/verify-invitation',
    { schema: { body: ZVerifyInvitationBodySchema, response: { 200: ZVerifyInvitationAnswerSchema, ...errors } } },
    async (request, reply) => {
      const key = `invitation:${request.ip}`;
      const blocked = await peekRateLimit(db, key, INVITATION_RULE);
      if (blocked.limited) {
        throw new AppError('rate_limited', MESSAGES.invitationTooMany, {
          'retry-after': String(blocked.retryAfterSeconds),
        });
      }
      const code = normalizeInvitationCode(request.body.code);
      if (await isInvitationCodeUsable(db, code)) {
        writeOnboarding(request, reply, { code });
        return { valid: true };
      }
      // Only wrong codes count towards the 15-minute wait, and only the window clears them: a
      // good code must not reset the counter for someone guessing others.
      await limited(key, INVITATION_RULE, MESSAGES.invitationTooMany);
      return { valid: false };
    },
  );

  app.post(
    '/auth/check-email',
    { schema: { body: ZCheckEmailBodySchema, response: { 200: ZExistsAnswerSchema, ...errors } } },
    async (request) => {
      await requireOnboarding(request);
      await limited(`onboarding:${request.ip}`, ONBOARDING_RULE);
      return { exists: await emailExists(db, request.body.email) };
    },
  );

  app.post(
    '/auth/check-twitter',
    { schema: { body: ZCheckTwitterBodySchema, response: { 200: ZExistsAnswerSchema, ...errors } } },
    async (request) => {
      await requireOnboarding(request);
      await limited(`onboarding:${request.ip}`, ONBOARDING_RULE);
      return { exists: await usernameExists(db, request.body.username) };
    },
  );

  app.get(
    '/x-access/verify-twitter/:username/:code',
    { schema: { params: ZVerifyTwitterParamsSchema, response: { 200: ZVerifyTwitterAnswerSchema, ...errors } } },
    async (request, reply) => {
      const state = await requireOnboarding(request);
      await limited(`x-verify:${request.ip}`, { limit: 20, windowMs: FIFTEEN_MINUTES });
      const username = normaliseXUsername(request.params.username);
      const result = await verifier.verify({
        username,
        code: request.params.code,
        issuedAt: new Date(state.exp - 3_600_000),
      });
      if (result.found)
        writeOnboarding(request, reply, { code: state.code, xUsername: username, xUserId: result.xUserId });
      return { found: result.found };
    },
  );

  app.post(
    '/auth/register',
    { schema: { body: ZRegisterBodySchema, response: { 201: ZRegisterAnswerSchema, ...errors } } },
    async (request, reply) => {
      const state = await requireOnboarding(request);
      await limited(`register:${request.ip}`, { limit: 20, windowMs: FIFTEEN_MINUTES });
      const body = request.body;
      if (state.code !== normalizeInvitationCode(body.invitationCode))
        throw new AppError('validation', MESSAGES.serverInvalidCode);
      const username = normaliseXUsername(body.username);
      if (!state.xUsername || state.xUsername.toLowerCase() !== username.toLowerCase()) {
        throw new AppError('forbidden', 'Please verify your X account first.');
      }
      const user = await registerUser(db, { ...body, username, xUserId: state.xUserId });
      clearOnboarding(reply);
      return reply.status(201).send({ user: toMe(user) });
    },
  );
}
