import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env.ts';
import { createPayPalClient, type PayPalClient } from './paypal-client.ts';

const clients = new WeakMap<Config, PayPalClient | null>();

/** One client per configuration (so its token cache is shared); null when PayPal is not configured. */
export function paypalFor(app: FastifyInstance): PayPalClient | null {
  const config = app.config;
  if (!clients.has(config)) {
    clients.set(
      config,
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
        ? createPayPalClient({
            baseUrl: config.PAYPAL_API_BASE,
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
          })
        : null,
    );
  }
  return clients.get(config) ?? null;
}

/** Our plan ids, by plan. */
export function planOf(config: Config, planId: string): 'monthly' | 'annual' | null {
  if (config.PAYPAL_PLAN_MONTHLY && planId === config.PAYPAL_PLAN_MONTHLY) return 'monthly';
  if (config.PAYPAL_PLAN_ANNUAL && planId === config.PAYPAL_PLAN_ANNUAL) return 'annual';
  return null;
}
