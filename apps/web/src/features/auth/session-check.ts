import { AUTH_CHECK_TIMEOUT_MS, type TMe } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';
import { isBrowserOffline, markNoAnswer } from '../../lib/offline.ts';
import { readGoalsSnapshot } from './goals-snapshot.ts';
import * as authApi from './api/auth-api.ts';
import { clearAuthStorage, readCachedAuthenticated, readCachedUser } from './auth-storage.ts';

/**
 * The session check without React or TanStack Query: the session provider uses it, and so does
 * the visitor's landing page, which must decide "visitor or member" before any member code loads.
 */

/** A fresh cached 'authenticated' with a cached user: trusted at once, no loading screen. */
export function hasTrustedSession(): boolean {
  return readCachedAuthenticated() && readCachedUser() !== null;
}

/** A member signed in on this browser before (the cached user, of any age; signing out removes it). */
export function hasCachedMember(): boolean {
  return readCachedUser() !== null;
}

/** GET /auth/check-auth, given up after AUTH_CHECK_TIMEOUT_MS (2.4 s). Throws on error or timeout. */
export async function checkAuth(outer: AbortSignal) {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  outer.addEventListener('abort', abort);
  const timer = setTimeout(abort, AUTH_CHECK_TIMEOUT_MS);
  try {
    return await authApi.checkAuth(ctrl.signal);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', abort);
  }
}

/**
 * Records a failed check and returns whether it found no network. The browser may say it is
 * online while no request gets through (a Wi-Fi without internet): a request that failed without
 * any answer is offline too, and the app is marked so (decision 233). The check's time-out is
 * not: the spec treats it as not authenticated.
 */
export function recordFailedCheck(err: unknown): boolean {
  const noAnswer = err instanceof ApiError && err.isNetworkError;
  if (noAnswer && !isBrowserOffline()) markNoAnswer();
  return noAnswer || isBrowserOffline();
}

/**
 * After a failed check: the cached user when it found no network and this device keeps that
 * user's goal list (read-only, decision 172); otherwise null (a visitor).
 */
export function offlineMember(err: unknown): TMe | null {
  const cached = readCachedUser();
  return cached && recordFailedCheck(err) && readGoalsSnapshot(cached.user.id) ? cached.user : null;
}

/**
 * For the landing page: true when this browser surely belongs to a visitor (the server says
 * "not authenticated", or the check failed and no offline member applies). False means the
 * member app takes over and runs its own full session check.
 */
export async function isVisitor(signal = new AbortController().signal): Promise<boolean> {
  try {
    const answer = await checkAuth(signal);
    if (answer.authenticated) return false;
    clearAuthStorage();
    return true;
  } catch (err) {
    return offlineMember(err) === null;
  }
}
