import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import * as subscriptionEndpoints from '@grindstone/contract/endpoints/subscription';
import { route } from '../../http/route.ts';
import { AppError } from '../../plugins/errors.ts';
import { userOf } from '../../plugins/session.ts';
import { confirmSubscription, handleWebhookEvent } from './subscription.service.ts';

/** PayPal subscriptions: the page's config, the client's confirmation, and PayPal's webhook. */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const config = app.config;

  route(app, subscriptionEndpoints.readSubscriptionConfig, async () => {
    const enabled = Boolean(app.paypal && config.PAYPAL_PLAN_MONTHLY && config.PAYPAL_PLAN_ANNUAL);
    return {
      enabled,
      clientId: enabled ? config.PAYPAL_CLIENT_ID! : null,
      plans: {
        monthly: enabled ? config.PAYPAL_PLAN_MONTHLY! : null,
        annual: enabled ? config.PAYPAL_PLAN_ANNUAL! : null,
      },
    };
  });

  route(app, subscriptionEndpoints.confirmSubscription, async (request, reply) => {
    const result = await confirmSubscription(db, config, app.paypal, {
      userId: userOf(request).id,
      subscriptionId: request.body.subscriptionId,
    });
    return reply.status(result.httpStatus).send({ message: result.message, subscriptionStatus: result.status });
  });

  route(
    app,
    subscriptionEndpoints.paypalWebhook,
    async (request) => {
      const paypal = app.paypal;
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
    // Called by PayPal's servers, not a browser: the signature is its proof, not the origin.
    { config: { csrf: false } },
  );
}
