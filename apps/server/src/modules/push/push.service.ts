import { and, count, eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type * as WebPush from 'web-push';
import {
  PUSH_DEFAULT_ALLOWED_ORIGINS,
  PUSH_MAX_SUBSCRIPTIONS_PER_USER,
  PUSH_MESSAGES,
  PUSH_PAYLOAD_MAX_BYTES,
  PUSH_SEND_TIMEOUT_MS,
  PUSH_TTL_SECONDS,
  type TPushPayload,
  type TPushSubscriptionBody,
} from '@grindstone/contract';
import type { Config } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, vapidKeys } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';

/** web-push (~10 MiB resident) loads when a key pair is made or a push is sent, not at start. */
const webPush = () => createRequire(import.meta.url)('web-push') as typeof WebPush;

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * True only for an https URL on an allowed push service's origin (exact, or `https://*.domain` for
 * its subdomains), with no credentials and on the default port unless the origin names one. The
 * server POSTs to this URL, so anything else is refused before it is stored and never contacted.
 */
export function isAllowedPushEndpoint(endpoint: string, allowlist: readonly string[] | undefined): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return (allowlist ?? PUSH_DEFAULT_ALLOWED_ORIGINS).some((allowed) => {
    const wildcard = /^https:\/\/\*\.([^/:]+)$/.exec(allowed);
    if (wildcard) return url.port === '' && url.hostname.endsWith(`.${wildcard[1]!.toLowerCase()}`);
    return url.origin === new URL(allowed).origin;
  });
}

const keysByDb = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The VAPID keys: from the configuration, or the pair generated at first start and kept in the
 * database (the first instance to insert wins; the others read its row).
 */
export function vapidDetails(db: Db, config: Config): Promise<VapidDetails> {
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:no-reply@grindstone.app');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  }
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const fresh = webPush().generateVAPIDKeys();
      await db
        .insert(vapidKeys)
        .values({ id: 1, ...fresh })
        .onConflictDoNothing();
      const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      return { publicKey: row!.publicKey, privateKey: row!.privateKey };
    })();
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys.then((k) => ({ subject, ...k }));
}

export async function subscribe(db: Db, config: Config, userId: string, body: TPushSubscriptionBody): Promise<void> {
  if (!isAllowedPushEndpoint(body.endpoint, config.PUSH_ENDPOINT_ALLOWLIST)) {
    throw new AppError('validation', PUSH_MESSAGES.endpointNotAllowed);
  }
  const [held] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const [same] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, body.endpoint)));
  if (!same && (held?.n ?? 0) >= PUSH_MAX_SUBSCRIPTIONS_PER_USER) throw new AppError('conflict', PUSH_MESSAGES.tooMany);
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  // A device belongs to whoever subscribed it last (one browser, another account signed in).
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The payload as sent: JSON within the cap (the body is shortened, never the fields the worker needs). */
export function encodePayload(payload: TPushPayload): string {
  let json = JSON.stringify(payload);
  let body = payload.body;
  while (Buffer.byteLength(json) > PUSH_PAYLOAD_MAX_BYTES && body.length > 0) {
    body = body.slice(0, Math.max(0, body.length - (Buffer.byteLength(json) - PUSH_PAYLOAD_MAX_BYTES) - 1));
    json = JSON.stringify({ ...payload, body: body ? `${body}…` : '' });
  }
  return json;
}

/**
 * Sends one push to every device of the user's, each within the timeout. A device the push
 * service says is gone (404, 410) is removed; a device whose service is no longer allowed is
 * skipped, never contacted. Other failures leave the device for the next time.
 */
export async function sendToUser(
  db: Db,
  config: Config,
  userId: string,
  payload: TPushPayload,
): Promise<{ sent: number; removed: number }> {
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const vapid = await vapidDetails(db, config);
  const body = encodePayload(payload);
  let sent = 0;
  let removed = 0;
  for (const device of devices) {
    if (!isAllowedPushEndpoint(device.endpoint, config.PUSH_ENDPOINT_ALLOWLIST)) continue;
    try {
      await webPush().sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_SEND_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      sent += 1;
    } catch (err) {
      if (err instanceof webPush().WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        removed += 1;
      }
    }
  }
  return { sent, removed };
}
