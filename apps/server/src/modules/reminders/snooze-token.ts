import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REMINDER_SNOOZE_TOKEN_TTL_MS } from '@grindstone/contract';

/** What a snooze token stands for: whose reminder, which slot, until when, and its single-use id. */
export type SnoozeClaims = { userId: string; day: string; id: string; expiresAt: number };

/**
 * A key of its own, derived from APP_SECRET: a snooze token can never pass for a session token
 * (a different key and shape), nor a session token for a snooze token.
 */
function snoozeKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('grindstone-reminder-snooze').digest();
}

/** `<claims>.<HMAC-SHA256>`, both base64url: carried by a grind reminder, inside its encrypted payload. */
export function signSnoozeToken(appSecret: string, slot: { userId: string; day: string }, now = Date.now()): string {
  const claims: SnoozeClaims = {
    userId: slot.userId,
    day: slot.day,
    id: randomBytes(16).toString('base64url'),
    expiresAt: now + REMINDER_SNOOZE_TOKEN_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', snoozeKey(appSecret)).update(body).digest('base64url')}`;
}

/** The token's claims when it is ours, intact and not expired; null otherwise (never throws). */
export function verifySnoozeToken(appSecret: string, token: string, now = Date.now()): SnoozeClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(createHmac('sha256', snoozeKey(appSecret)).update(body).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SnoozeClaims;
    if (typeof claims.userId !== 'string' || typeof claims.id !== 'string' || typeof claims.day !== 'string')
      return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
