import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUPPORT_EMAIL,
  ZErrorSchema,
  ZInviteRequestAnswerSchema,
  ZInviteRequestBodySchema,
  ZOnboardingStatusAnswerSchema,
  ZPopupResponseAnswerSchema,
  ZPopupResponseBodySchema,
  ZPublicConfigSchema,
} from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { hitRateLimit } from '../../plugins/rate-limit.ts';
import { userOf } from '../../plugins/session.ts';
import {
  enqueueAccountSetup,
  findOnboardingStatus,
  recordPopupResponse,
  saveInviteRequest,
} from './onboarding.service.ts';
import './account-setup.job.ts';

const HOUR = 3_600_000;
/** Invite requests per client address per hour (a person retries a few times, a script does not get far). */
export const INVITE_REQUEST_RULE = { limit: 5, windowMs: HOUR };
export const POPUP_RESPONSE_RULE = { limit: 20, windowMs: HOUR };
const errors = { 400: ZErrorSchema, 429: ZErrorSchema };

/** Visitors' side of onboarding: invite requests, the mobile popup, public config, set-up status. */
export async function onboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function limit(key: string, rule: { limit: number; windowMs: number }) {
    const state = await hitRateLimit(app.db, key, rule);
    if (state.limited) {
      throw new AppError('rate_limited', 'Too many requests. Please try again later.', {
        'retry-after': String(state.retryAfterSeconds),
      });
    }
  }

  // POST /api/requestInvite, also reachable as /api/inviteRequested (docs/product.md#api).
  for (const url of ['/requestInvite', '/inviteRequested']) {
    app.post(
      url,
      { schema: { body: ZInviteRequestBodySchema, response: { 201: ZInviteRequestAnswerSchema, ...errors } } },
      async (request, reply) => {
        await limit(`invite-request:${request.ip}`, INVITE_REQUEST_RULE);
        const body = request.body;
        await saveInviteRequest(app.db, {
          ...body,
          userAgent: body.userAgent ?? request.headers['user-agent'] ?? null,
        });
        return reply.status(201).send({ ok: true as const, message: 'Invite request received' });
      },
    );
  }

  app.post(
    '/popup-responses',
    {
      preHandler: app.optionalUser,
      schema: { body: ZPopupResponseBodySchema, response: { 201: ZPopupResponseAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      await limit(`popup:${request.ip}`, POPUP_RESPONSE_RULE);
      const row = await recordPopupResponse(app.db, {
        userId: request.user?.id ?? null,
        response: request.body.response,
      });
      return reply.status(201).send({ ok: true as const, response: row.response });
    },
  );

  app.get('/public-config', { schema: { response: { 200: ZPublicConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      xAccountHandle: app.config.X_ACCOUNT_HANDLE,
      supportEmail: SUPPORT_EMAIL,
      xVerifier: app.config.X_VERIFIER,
    };
  });

  app.get(
    '/onboarding/status',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: ZOnboardingStatusAnswerSchema, 401: ZErrorSchema, 404: ZErrorSchema } },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const row = await findOnboardingStatus(app.db, userId);
      if (!row) throw new AppError('not_found', 'Not found');
      // Self-healing: a started set-up without a job (e.g. the status was set elsewhere) is queued.
      if (row.status === 'started' && !row.jobId) await enqueueAccountSetup(app, userId);
      reply.header('cache-control', 'no-store');
      return { status: row.status };
    },
  );
}
