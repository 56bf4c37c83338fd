import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import {
  ZPushPublicKeySchema,
  ZPushSubscriptionBodySchema,
  ZPushTestAnswerSchema,
  ZPushUnsubscribeBodySchema,
} from '../schemas/push.ts';

/** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
export const getPushPublicKey = endpoint({
  method: 'GET',
  path: '/api/push/public-key',
  auth: 'member',
  answer: ZPushPublicKeySchema,
});

/** Registers this device; only https endpoints of allowed push services (400 otherwise, never contacted). */
export const subscribePush = endpoint({
  method: 'POST',
  path: '/api/push/subscriptions',
  auth: 'member',
  body: ZPushSubscriptionBodySchema,
  answer: ZOkSchema,
  status: 201,
  errors: [400, 409],
});

/** Forgets a device of the caller's. */
export const unsubscribePush = endpoint({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  auth: 'member',
  body: ZPushUnsubscribeBodySchema,
  answer: ZOkSchema,
});

/** Sends a test reminder to every device of the caller's; gone devices (404/410) are removed. */
export const testPush = endpoint({
  method: 'POST',
  path: '/api/push/test',
  auth: 'member',
  answer: ZPushTestAnswerSchema,
  errors: [404],
});
