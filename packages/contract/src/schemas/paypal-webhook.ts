import { z } from 'zod';

/** A PayPal webhook event, as far as we read it (the rest passes through to the signature check). */
export const ZPaypalWebhookEventSchema = z
  .object({
    id: z.string().min(1).max(200),
    event_type: z.string().min(1).max(200),
    resource: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

/** The transmission headers PayPal signs each webhook with. */
export const ZPaypalWebhookHeadersSchema = z
  .object({
    'paypal-auth-algo': z.string().min(1).max(100),
    'paypal-cert-url': z.string().min(1).max(500),
    'paypal-transmission-id': z.string().min(1).max(200),
    'paypal-transmission-sig': z.string().min(1).max(2000),
    'paypal-transmission-time': z.string().min(1).max(100),
  })
  .passthrough();

export const ZPaypalWebhookAnswerSchema = z.object({ ok: z.literal(true), duplicate: z.boolean() });
