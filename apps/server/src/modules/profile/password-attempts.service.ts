import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { hitRateLimit, peekRateLimit, rateLimited } from '../../plugins/rate-limit.ts';
import { verifyPassword } from '../auth/password.service.ts';

/** Wrong re-entered passwords allowed per user in the window (a stolen session cannot guess on). */
export const PASSWORD_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Checks a re-entered password (email change, password change, account deletion). A wrong one
 * is a 403 with `wrongMessage` (never a 401: the client would refresh) and counts toward a
 * per-user limit; past it every attempt is a 429 until the window ends.
 */
export async function confirmPassword(
  db: Db,
  user: { id: string; passwordHash: string },
  password: string,
  wrongMessage: string,
): Promise<void> {
  const key = `reauth:${user.id}`;
  const state = await peekRateLimit(db, key, PASSWORD_ATTEMPTS);
  if (state.limited) throw rateLimited(state);
  if (await verifyPassword(user.passwordHash, password)) return;
  await hitRateLimit(db, key, PASSWORD_ATTEMPTS);
  throw new AppError('forbidden', wrongMessage);
}
