export {
  createPayPalClient,
  PayPalError,
  type PayPalClient,
  type PayPalSubscription,
  type WebhookHeaders,
} from './paypal-client.ts';
export { paypalFromConfig, planOf } from './paypal-for-app.ts';
