import { MESSAGES } from '@grindstone/contract';
import { AppError } from '../plugins/errors.ts';

/**
 * A write for a user whose row is gone (account deleted while an access token still lives)
 * fails on the users foreign key: that is a 401, not a 500.
 */
export function rethrowIfUserGone(err: unknown): never {
  const e = err as { code?: string; cause?: { code?: string } };
  if ((e?.code ?? e?.cause?.code) === '23503') throw new AppError('unauthorized', MESSAGES.unauthorized);
  throw err;
}
