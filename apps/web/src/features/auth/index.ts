/** What other features use of sign-in: the session (who is signed in, sign out). */
export { useSession, type Session, type SessionStatus } from './session.tsx';
