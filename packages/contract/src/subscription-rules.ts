/* Apart from constants.ts so that only the subscribe page's chunk carries these words. */
/** What a subscription brings, as /subscribe lists it (docs/product.md#subscribe). */
export const SUBSCRIPTION_FEATURES = [
  'Pioneer privileges',
  'Priority customer support',
  'Access to latest features and updates',
  '4X more daily limits',
  'Development supporter badge',
  'Cancel anytime',
] as const;
