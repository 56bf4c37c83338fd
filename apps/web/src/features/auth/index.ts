/** What other features use of sign-in: the session (who is signed in, sign out) and signing in. */
export { useSession, type Session, type SessionStatus } from './session.tsx';
export { login } from './api/auth-api.ts';
export { saveGoalsSnapshot, readGoalsSnapshot } from './goals-snapshot.ts';
export { rememberUser } from './auth-storage.ts';
