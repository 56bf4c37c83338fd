import { useEffect } from 'react';
import { NOTIFICATION_CHECK_INTERVAL_MS } from '@grindstone/contract';
import { useSession } from '../auth/session.tsx';
import { recordActiveDayOnce } from './activity-api.ts';

/**
 * Mounted once in the app shell: for a signed-in member it records the active day and the
 * device once per local day, on load and, with the daily check's rhythm, when the day changes
 * while the tab stays open.
 */
export function ActivityTracker() {
  const { status, user } = useSession();
  const userId = status === 'member' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (!userId) return;
    void recordActiveDayOnce(userId);
    const timer = setInterval(() => void recordActiveDayOnce(userId), NOTIFICATION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId]);
  return null;
}
