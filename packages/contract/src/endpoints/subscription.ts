import { endpoint } from './endpoint.ts';
import {
  ZSubscriptionConfigSchema,
  ZSubscriptionStatusAnswerSchema,
  ZSubscriptionStatusBodySchema,
} from '../schemas/account.ts';
import {
  ZPaypalWebhookAnswerSchema,
  ZPaypalWebhookEventSchema,
  ZPaypalWebhookHeadersSchema,
} from '../schemas/paypal-webhook.ts';

/** What the subscribe page needs: whether payments are on, the client id and the plan ids. */
export const readSubscriptionConfig = endpoint({
  method: 'GET',
  path: '/api/subscription/config',
  auth: 'member',
  answer: ZSubscriptionConfigSchema,
});

/** The browser's word that a subscription was approved; the server asks PayPal (202 while pending). */
export const confirmSubscription = endpoint({
  method: 'PUT',
  path: '/api/users/updateSubscriptionStatus',
  auth: 'member',
  body: ZSubscriptionStatusBodySchema,
  answer: ZSubscriptionStatusAnswerSchema,
  status: [200, 202],
  errors: [400, 403, 502, 503],
});

/** PayPal's webhook: signed by PayPal, verified with PayPal before anything changes. */
export const paypalWebhook = endpoint({
  method: 'POST',
  path: '/api/paypal/webhook',
  auth: 'public',
  headers: ZPaypalWebhookHeadersSchema,
  body: ZPaypalWebhookEventSchema,
  answer: ZPaypalWebhookAnswerSchema,
  errors: [400, 401, 403, 502, 503],
});
