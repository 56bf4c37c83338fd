import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useGoals } from '../goals/index.ts';
import { useGrindGenerator, type CoachGoalRef, type GrindStatus } from './hooks/use-grind-generator.ts';
import { useDailyNotifications } from './hooks/use-daily-notifications.ts';

export const GRIND_DROP_ID = 'grind-target';
export type { CoachGoalRef, GrindStatus };

type Coach = {
  /** Drop a goal on the grind image: waiting -> generated (card flips) | limitHit | error. */
  generateGrind: (goal: CoachGoalRef) => void;
  grindStatus: GrindStatus;
  /** The coach card shows the notifications list (true) or the grind + next move view. */
  flipped: boolean;
  setFlipped: (flipped: boolean) => void;
};

const CoachContext = createContext<Coach>({
  generateGrind: () => undefined,
  grindStatus: 'idle',
  flipped: false,
  setFlipped: () => undefined,
});

/**
 * Wraps the dashboard: grind generation (shared by the drop target and the card), the card's
 * flip state, and the daily notification rhythm (docs/product.md#daily).
 */
export function CoachProvider({ children, daily = true }: { children: ReactNode; daily?: boolean }) {
  const [flipped, setFlipped] = useState(false);
  const { data: goals } = useGoals();
  const goalCount = (goals ?? []).filter((g) => !g.isLocal).length;
  useDailyNotifications(goalCount, daily);
  const { status, generate } = useGrindGenerator(() => setFlipped(true));
  const generateGrind = useCallback((goal: CoachGoalRef) => void generate(goal), [generate]);
  const value = useMemo(
    () => ({ generateGrind, grindStatus: status, flipped, setFlipped }),
    [generateGrind, status, flipped],
  );
  return <CoachContext.Provider value={value}>{children}</CoachContext.Provider>;
}

export function useCoach(): Coach {
  return useContext(CoachContext);
}
