import { z } from 'zod';

/**
 * Push services the server may POST to when PUSH_ENDPOINT_ALLOWLIST is not set: Chrome/Edge/Android
 * (FCM), Firefox (Mozilla autopush), Windows (WNS) and Safari/iOS (Apple).
 */
export const PUSH_DEFAULT_ALLOWED_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
] as const;
/** One send may take this long before it is abandoned. */
export const PUSH_SEND_TIMEOUT_MS = 5_000;
/** The largest JSON payload sent (bytes, before encryption; push services accept about 4 KB in all). */
export const PUSH_PAYLOAD_MAX_BYTES = 2_048;
/** How long a push service keeps an undelivered message (seconds). */
export const PUSH_TTL_SECONDS = 3_600;
export const PUSH_ENDPOINT_MAX = 1_024;
/** Devices one account may register. */
export const PUSH_MAX_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  endpointNotAllowed: 'This push service is not allowed.',
  testTitle: 'Grindstone reminders are on',
  testBody: 'This is how a reminder will look.',
  noDevices: 'No device is set up for reminders yet.',
  tooMany: `At most ${PUSH_MAX_SUBSCRIPTIONS_PER_USER} devices can receive reminders. Turn one off first.`,
} as const;

/** Actions a reminder notification offers (the service worker handles them). */
export { PUSH_ACTIONS } from '../push-actions.ts';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url.');

export const ZPushSubscriptionBodySchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});
export type TPushSubscriptionBody = z.infer<typeof ZPushSubscriptionBodySchema>;

export const ZPushUnsubscribeBodySchema = z.object({ endpoint: z.string().max(PUSH_ENDPOINT_MAX) });

export const ZPushPublicKeySchema = z.object({ publicKey: z.string() });

/** What one push carries, as the service worker reads it. */
export const ZPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  actions: z.array(z.object({ action: z.string(), title: z.string() })),
  /** A reminder's signed, single-use snooze token (only where "Snooze 10 min" is offered). */
  snooze: z.string().optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayloadSchema>;

export const ZPushTestAnswerSchema = z.object({ sent: z.number().int(), removed: z.number().int() });
