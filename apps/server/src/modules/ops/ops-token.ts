import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bearer token of the /api/ops endpoints: HMAC-SHA256(key = APP_SECRET, 'grindstone-ops'),
 * lowercase hex. Whoever holds APP_SECRET (the operator, the CLI, the e2e fixtures) can compute it;
 * nothing is stored.
 */
export function opsToken(appSecret: string): string {
  return createHmac('sha256', appSecret).update('grindstone-ops').digest('hex');
}

/** Constant-time check of an `authorization` header against the expected ops token. */
export function isOpsAuthorization(header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'utf8');
  const expected = Buffer.from(opsToken(appSecret), 'utf8');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
