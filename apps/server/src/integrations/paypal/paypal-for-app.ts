import type { Config } from '../../env.ts';
import { createPayPalClient, type PayPalClient } from './paypal-client.ts';

/** The PayPal client of this configuration; null when PayPal is not configured. */
export function paypalFromConfig(config: Config): PayPalClient | null {
  return config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
    ? createPayPalClient({
        baseUrl: config.PAYPAL_API_BASE,
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
      })
    : null;
}

/** Our plan ids, by plan. */
export function planOf(config: Config, planId: string): 'monthly' | 'annual' | null {
  if (config.PAYPAL_PLAN_MONTHLY && planId === config.PAYPAL_PLAN_MONTHLY) return 'monthly';
  if (config.PAYPAL_PLAN_ANNUAL && planId === config.PAYPAL_PLAN_ANNUAL) return 'annual';
  return null;
}
