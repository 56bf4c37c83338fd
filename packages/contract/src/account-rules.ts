/* Plain values of the account screens, free of zod so the web's pages carry no schema code. */
/** (docs/product.md#profile) An email address: text, at sign, text, dot, text. */
export const PROFILE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NAME_MAX = 100;
export const FEEDBACK_MAX = 5_000;
export const PROFILE_FACT_MAX = 500;

/** The six activity types (docs/product.md#api). */
export const ACTIVITY_TYPES = [
  'login',
  'logout',
  'profile_updated',
  'password_changed',
  'Subscription Button Pressed',
  'Subscribed',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];
