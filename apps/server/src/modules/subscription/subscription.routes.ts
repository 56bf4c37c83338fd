import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ZErrorSchema,
  ZSubscriptionConfigSchema,
  ZSubscriptionStatusAnswerSchema,
  ZSubscriptionStatusBodySchema,
} from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { userOf } from '../../plugins/session.ts';
import { paypalFor } from '../../integrations/paypal/index.ts';
import { confirmSubscription, handleWebhookEvent } from './subscription.service.ts';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 502: ZErrorSchema, 503: ZErrorSchema };

const ZWebhookEventSchema = z
  .object({
    id: z.string().min(1).max(200),
    event_type: z.string().min(1).max(200),
    resource: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

const ZWebhookHeadersSchema = z
  .object({
    'paypal-auth-algo': z.string().min(1).max(100),
    'paypal-cert-url': z.string().min(1).max(500),
    'paypal-transmission-id': z.string().min(1).max(200),
    'paypal-transmission-sig': z.string().min(1).max(2000),
    'paypal-transmission-time': z.string().min(1).max(100),
  })
  .passthrough();

/** PayPal subscriptions: the page's config, the client's confirmation, and PayPal's webhook. */
export async function subscriptionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const config = app.config;

  app.get(
    '/subscription/config',
    { preHandler: app.requireUser, schema: { response: { 200: ZSubscriptionConfigSchema, 401: ZErrorSchema } } },
    async () => {
      const enabled = Boolean(paypalFor(app) && config.PAYPAL_PLAN_MONTHLY && config.PAYPAL_PLAN_ANNUAL);
      return {
        enabled,
        clientId: enabled ? config.PAYPAL_CLIENT_ID! : null,
        plans: {
          monthly: enabled ? config.PAYPAL_PLAN_MONTHLY! : null,
          annual: enabled ? config.PAYPAL_PLAN_ANNUAL! : null,
        },
      };
    },
  );

  app.put(
    '/users/updateSubscriptionStatus',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZSubscriptionStatusBodySchema,
        response: { 200: ZSubscriptionStatusAnswerSchema, 202: ZSubscriptionStatusAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await confirmSubscription(db, config, paypalFor(app), {
        userId: userOf(request).id,
        subscriptionId: request.body.subscriptionId,
      });
      return reply.status(result.httpStatus).send({ message: result.message, subscriptionStatus: result.status });
    },
  );

  app.post(
    '/paypal/webhook',
    {
      config: { csrf: false },
      schema: {
        headers: ZWebhookHeadersSchema,
        body: ZWebhookEventSchema,
        response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const paypal = paypalFor(app);
      if (!paypal || !config.PAYPAL_WEBHOOK_ID) throw new AppError('unavailable', ACCOUNT_MESSAGES.paymentsDisabled);
      const h = request.headers;
      const verified = await paypal
        .verifyWebhookSignature({
          headers: {
            authAlgo: h['paypal-auth-algo'],
            certUrl: h['paypal-cert-url'],
            transmissionId: h['paypal-transmission-id'],
            transmissionSig: h['paypal-transmission-sig'],
            transmissionTime: h['paypal-transmission-time'],
          },
          webhookId: config.PAYPAL_WEBHOOK_ID,
          event: request.body,
        })
        .catch(() => {
          throw new AppError('upstream', ACCOUNT_MESSAGES.paypalUnavailable);
        });
      if (!verified) {
        request.log.warn({ eventId: request.body.id }, 'paypal webhook refused: signature not verified');
        throw new AppError('validation', ACCOUNT_MESSAGES.webhookInvalid);
      }
      const result = await handleWebhookEvent(db, config, paypal, request.body);
      return { ok: true as const, duplicate: result.duplicate };
    },
  );
}
