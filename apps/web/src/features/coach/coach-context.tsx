import { createContext, useContext, type ReactNode } from 'react';

export const GRIND_DROP_ID = 'grind-target';
export type CoachGoalRef = { id: string; description: string };
type Coach = { generateGrind: (goal: CoachGoalRef) => void };

const CoachContext = createContext<Coach>({ generateGrind: () => undefined });

/** Placeholder until issue 5: grind generation does nothing yet. */
export function CoachProvider({ children }: { children: ReactNode }) {
  return <CoachContext.Provider value={{ generateGrind: () => undefined }}>{children}</CoachContext.Provider>;
}

export function useCoach(): Coach {
  return useContext(CoachContext);
}
