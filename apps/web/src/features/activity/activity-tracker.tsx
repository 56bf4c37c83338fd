import { useEffect } from 'react';
import { useSession } from '../auth/session.tsx';
import { recordActiveDayOnce } from './activity-api.ts';

const RECHECK_MS = 5 * 60_000;

/**
 * Mounted once in the app shell: for a signed-in member it records the active day and the
 * device once per local day, on load and when the day changes while the tab stays open.
 */
export function ActivityTracker() {
  const { status, user } = useSession();
  const userId = status === 'member' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    void recordActiveDayOnce(userId);
    const timer = setInterval(() => void recordActiveDayOnce(userId), RECHECK_MS);
    return () => clearInterval(timer);
  }, [userId]);
  return null;
}
