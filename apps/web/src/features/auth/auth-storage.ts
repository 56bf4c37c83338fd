import { AUTH_CACHE_MS, type TMe } from '@grindstone/contract';
import { clearGoalsSnapshot } from './goals-snapshot.ts';

/**
 * The three localStorage records of the session (docs/product.md#rules):
 * - `auth_status`: whether we were authenticated, trusted for AUTH_CACHE_MS (15 min);
 * - `user_profile`: the last GET /users/me answer, fresh for AUTH_CACHE_MS, used (at any age)
 *   when /users/me fails with something other than a 401;
 * - `user_data`: `{ data: { name } }`, read by the loading screen ('Welcome back, {name}').
 * Every read survives a missing, corrupt or foreign value (returns null).
 */
export const AUTH_STATUS_KEY = 'auth_status';
export const USER_PROFILE_KEY = 'user_profile';
export const USER_DATA_KEY = 'user_data';

type Stamped<T> = { value: T; savedAt: number };

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the cache is only an optimisation */
  }
}

function isFresh(savedAt: unknown, now: number): boolean {
  return typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < AUTH_CACHE_MS;
}

/** True when a fresh auth_status record says we are signed in. */
export function readCachedAuthenticated(now = Date.now()): boolean {
  const rec = read<Stamped<boolean>>(AUTH_STATUS_KEY);
  return rec?.value === true && isFresh(rec.savedAt, now);
}

export function writeAuthStatus(authenticated: boolean, now = Date.now()): void {
  write(AUTH_STATUS_KEY, { value: authenticated, savedAt: now } satisfies Stamped<boolean>);
}

export function isMe(v: unknown): v is TMe {
  const u = v as Partial<TMe> | null;
  return !!u && typeof u.id === 'string' && typeof u.name === 'string' && typeof u.username === 'string';
}

/** The cached current user; `fresh` says whether it is younger than AUTH_CACHE_MS. */
export function readCachedUser(now = Date.now()): { user: TMe; fresh: boolean } | null {
  const rec = read<Stamped<unknown>>(USER_PROFILE_KEY);
  if (!rec || !isMe(rec.value)) return null;
  return { user: rec.value, fresh: isFresh(rec.savedAt, now) };
}

/** Remembers the user: the profile cache, the auth status and the user_data name record. */
export function rememberUser(user: TMe, now = Date.now()): void {
  write(USER_PROFILE_KEY, { value: user, savedAt: now } satisfies Stamped<TMe>);
  writeAuthStatus(true, now);
  write(USER_DATA_KEY, { data: { name: user.name } });
}

/** The name the loading screen greets, or null. */
export function readStoredName(): string | null {
  const rec = read<{ data?: { name?: unknown } }>(USER_DATA_KEY);
  const name = rec?.data?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** Forget everything about the session (logout, failed refresh, check-auth says visitor). */
export function clearAuthStorage(): void {
  clearGoalsSnapshot();
  try {
    localStorage.removeItem(AUTH_STATUS_KEY);
    localStorage.removeItem(USER_PROFILE_KEY);
    localStorage.removeItem(USER_DATA_KEY);
  } catch {
    /* ignore */
  }
}
