import type { FastifyInstance } from 'fastify';
import {
  INVITATION_RATE_LIMIT_ATTEMPTS,
  INVITATION_RATE_LIMIT_WAIT_MS,
  MESSAGES,
  normaliseXUsername,
  SUPPORT_EMAIL,
} from '@grindstone/contract';
import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import { onboardingOf, route } from '../../http/route.ts';
import { AppError } from '../../plugins/errors.ts';
import { enforceRateLimit, peekRateLimit, rateLimited } from '../../plugins/rate-limit.ts';
import { userOf } from '../../plugins/session.ts';
import { toMe } from '../auth/auth.service.ts';
import { isInvitationCodeUsable, normalizeInvitationCode } from '../invitation-codes/invitation-codes.service.ts';
import { clearOnboarding, ONBOARDING_TTL_MS, writeOnboarding } from './onboarding-cookie.ts';
import {
  enqueueAccountSetup,
  findOnboardingStatus,
  recordPopupResponse,
  saveInviteRequest,
} from './onboarding.service.ts';
import { emailExists, registerUser, usernameExists } from './registration.service.ts';

const HOUR = 3_600_000;
const FIFTEEN_MINUTES = 15 * 60_000;
/** Invite requests per client address per hour (a person retries a few times, a script does not get far). */
export const INVITE_REQUEST_RULE = { limit: 5, windowMs: HOUR };
export const POPUP_RESPONSE_RULE = { limit: 20, windowMs: HOUR };
const INVITATION_RULE = { limit: INVITATION_RATE_LIMIT_ATTEMPTS, windowMs: INVITATION_RATE_LIMIT_WAIT_MS };
const ONBOARDING_RULE = { limit: 60, windowMs: FIFTEEN_MINUTES };
const X_VERIFY_RULE = { limit: 20, windowMs: FIFTEEN_MINUTES };
const REGISTER_RULE = { limit: 20, windowMs: FIFTEEN_MINUTES };

/**
 * The way in: invite requests, the mobile popup, public config, the invitation code, the email
 * and X checks, registration, and the set-up status of a new account.
 */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, onboardingEndpoints.requestInvite, async (request, reply) => {
    await enforceRateLimit(db, `invite-request:${request.ip}`, INVITE_REQUEST_RULE);
    const body = request.body;
    await saveInviteRequest(db, { ...body, userAgent: body.userAgent ?? request.headers['user-agent'] ?? null });
    return reply.status(201).send({ ok: true as const, message: 'Invite request received' });
  });

  route(app, onboardingEndpoints.recordPopupResponse, async (request, reply) => {
    await app.optionalUser(request, reply);
    await enforceRateLimit(db, `popup:${request.ip}`, POPUP_RESPONSE_RULE);
    const row = await recordPopupResponse(db, { userId: request.user?.id ?? null, response: request.body.response });
    return reply.status(201).send({ ok: true as const, response: row.response });
  });

  route(app, onboardingEndpoints.publicConfig, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      xAccountHandle: app.config.X_ACCOUNT_HANDLE,
      supportEmail: SUPPORT_EMAIL,
      xVerifier: app.config.X_VERIFIER,
    };
  });

  route(app, onboardingEndpoints.onboardingStatus, async (request, reply) => {
    const userId = userOf(request).id;
    const row = await findOnboardingStatus(db, userId);
    if (!row) throw new AppError('not_found', 'Not found');
    // Self-healing: a started set-up without a job (e.g. the status was set elsewhere) is queued.
    if (row.status === 'started' && !row.jobId) await enqueueAccountSetup(app, userId);
    reply.header('cache-control', 'no-store');
    return { status: row.status };
  });

  route(app, onboardingEndpoints.verifyInvitation, async (request, reply) => {
    const key = `invitation:${request.ip}`;
    const blocked = await peekRateLimit(db, key, INVITATION_RULE);
    if (blocked.limited) throw rateLimited(blocked, MESSAGES.invitationTooMany);
    const code = normalizeInvitationCode(request.body.code);
    if (await isInvitationCodeUsable(db, code)) {
      writeOnboarding(request, reply, { code });
      return { valid: true };
    }
    // Only wrong codes count towards the 15-minute wait, and only the window clears them: a
    // good code must not reset the counter for someone guessing others.
    await enforceRateLimit(db, key, INVITATION_RULE, MESSAGES.invitationTooMany);
    return { valid: false };
  });

  route(app, onboardingEndpoints.checkEmail, async (request) => {
    await enforceRateLimit(db, `onboarding:${request.ip}`, ONBOARDING_RULE);
    return { exists: await emailExists(db, request.body.email) };
  });

  route(app, onboardingEndpoints.checkTwitter, async (request) => {
    await enforceRateLimit(db, `onboarding:${request.ip}`, ONBOARDING_RULE);
    return { exists: await usernameExists(db, request.body.username) };
  });

  route(app, onboardingEndpoints.verifyTwitter, async (request, reply) => {
    const state = onboardingOf(request);
    await enforceRateLimit(db, `x-verify:${request.ip}`, X_VERIFY_RULE);
    const username = normaliseXUsername(request.params.username);
    const result = await app.xVerifier.verify({
      username,
      code: request.params.code,
      issuedAt: new Date(state.exp - ONBOARDING_TTL_MS),
    });
    if (result.found)
      writeOnboarding(request, reply, { code: state.code, xUsername: username, xUserId: result.xUserId });
    return { found: result.found };
  });

  route(app, onboardingEndpoints.register, async (request, reply) => {
    const state = onboardingOf(request);
    await enforceRateLimit(db, `register:${request.ip}`, REGISTER_RULE);
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
  });
}
