export {
  createPayPalClient,
  PayPalError,
  type PayPalClient,
  type PayPalSubscription,
  type WebhookHeaders,
} from './paypal-client.ts';
export { paypalFor, planOf } from './paypal-for-app.ts';
