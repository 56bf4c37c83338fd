import * as authEndpoints from '@grindstone/contract/endpoints/auth';
import { call } from '../../../lib/call.ts';

/** Signs in with a username and password; the answer carries the member. */
export const login = (body: { username: string; password: string }) => call(authEndpoints.login, { body });

/** Who is signed in (never refreshes: the server rotates an expired access token itself). */
export const checkAuth = (signal: AbortSignal) => call(authEndpoints.checkAuth, {}, { signal, noRefresh: true });

/** The signed-in member's profile. */
export const readMe = () => call(authEndpoints.me);

/** Ends this browser's session. */
export const logout = () => call(authEndpoints.logout, {}, { noRefresh: true });
