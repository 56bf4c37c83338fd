import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@grindstone/contract';
import { ApiError, setSessionExpiredHandler } from '../../lib/api-client.ts';
import * as authApi from './api/auth-api.ts';
import { checkAuth, recordFailedCheck, hasTrustedSession, offlineMember } from './session-check.ts';
import { clearAuthStorage, readCachedUser, rememberUser, writeAuthStatus } from './auth-storage.ts';

export type SessionStatus = 'loading' | 'member' | 'visitor';
export type Session = {
  status: SessionStatus;
  user: TMe | null;
  /** Re-reads GET /users/me (after a profile or subscription change) and updates the caches. */
  refreshUser: () => Promise<TMe | null>;
  /** After a successful POST /auth/login (or registration): the user is signed in. */
  signIn: (user: TMe) => void;
  /** POST /auth/logout and forget the session locally. Throws when the call fails. */
  signOut: () => Promise<void>;
};
type State = { status: SessionStatus; user: TMe | null };

/**
 * Signed in as `user`. The same member, field for field, keeps the state as it was: the check on
 * every page load (and a re-read that changed nothing) then re-renders no page.
 */
const asMember =
  (user: TMe) =>
  (prev: State): State =>
    prev.status === 'member' && prev.user && replaceEqualDeep(prev.user, user) === prev.user
      ? prev
      : { status: 'member', user };

const noop = async () => null;
const SessionContext = createContext<Session>({
  status: 'loading',
  user: null,
  refreshUser: noop,
  signIn: () => {},
  signOut: async () => {},
});

/** The state to start in: a fresh cached 'authenticated' with a cached user is trusted at once. */
function initialState(): State {
  const cached = readCachedUser();
  if (hasTrustedSession() && cached) return { status: 'member', user: cached.user };
  return { status: 'loading', user: null };
}

/**
 * GET /users/me with its 15-minute cache: a fresh cached copy (under 15 min) is used as is; a
 * non-401 failure falls back to the cached copy of any age. A 401 (after the client's one
 * refresh) or no copy at all rethrows.
 */
async function fetchMe(options: { useFreshCache: boolean }): Promise<TMe> {
  const cached = readCachedUser();
  if (options.useFreshCache && cached?.fresh) return cached.user;
  try {
    const user = await authApi.readMe();
    rememberUser(user);
    return user;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw err;
    if (cached) return cached.user;
    throw err;
  }
}

/**
 * The session: who is signed in. On load it trusts a fresh cached status (no loading screen),
 * then asks GET /auth/check-auth (which also rotates an expired access token from the refresh
 * cookie on the server). 'Not authenticated' always wins; an error or the 2.4 s timeout counts
 * as a visitor unless the fresh cache already vouched for the user (see decision 020).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(initialState);
  const signingOut = useRef(false);

  const becomeVisitor = useCallback(() => {
    clearAuthStorage();
    setState({ status: 'visitor', user: null });
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    const trusted = hasTrustedSession();
    (async () => {
      let answer: Awaited<ReturnType<typeof checkAuth>>;
      try {
        answer = await checkAuth(ctrl.signal);
      } catch (err) {
        // Unmounted (or StrictMode's second mount): this run's answer no longer matters.
        if (ctrl.signal.aborted) return;
        // An error or the timeout: a visitor, unless the fresh cache vouched for the user, or no
        // network answered and this device keeps that user's goal list (read-only, decision 172).
        if (trusted) {
          // Still marks the app offline when no network answered.
          recordFailedCheck(err);
          return;
        }
        const offline = offlineMember(err);
        setState(offline ? { status: 'member', user: offline } : { status: 'visitor', user: null });
        return;
      }
      if (ctrl.signal.aborted) return;
      if (!answer.authenticated) {
        becomeVisitor();
        return;
      }
      writeAuthStatus(true);
      try {
        const user = answer.user ?? (await fetchMe({ useFreshCache: true }));
        if (ctrl.signal.aborted) return;
        rememberUser(user);
        setState(asMember(user));
      } catch {
        if (!ctrl.signal.aborted) becomeVisitor();
      }
    })();
    return () => ctrl.abort();
  }, [becomeVisitor]);

  // A refresh that failed: forget the session and go to /login.
  useEffect(() => {
    setSessionExpiredHandler(() => {
      if (signingOut.current) return;
      becomeVisitor();
      queryClient.clear();
      if (window.location.pathname !== '/login') window.location.assign('/login');
    });
  }, [becomeVisitor, queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      const user = await fetchMe({ useFreshCache: false });
      setState(asMember(user));
      return user;
    } catch {
      return null;
    }
  }, []);

  const signIn = useCallback(
    (user: TMe) => {
      queryClient.clear();
      rememberUser(user);
      setState({ status: 'member', user });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await authApi.logout();
    } catch (err) {
      signingOut.current = false;
      throw err;
    }
    clearAuthStorage();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({ ...state, refreshUser, signIn, signOut }),
    [state, refreshUser, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
