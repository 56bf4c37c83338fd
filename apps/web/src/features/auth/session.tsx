import { createContext, useContext, type ReactNode } from 'react';
import type { TMe } from '@grindstone/contract';

/** Placeholder session (issue 2 replaces it with the real check-auth / refresh flow). */
type Session = { status: 'loading' | 'member' | 'visitor'; user: TMe | null };
const SessionContext = createContext<Session>({ status: 'visitor', user: null });

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={{ status: 'visitor', user: null }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
