import { useEffect } from 'react';
import { NOTIFICATION_CHECK_INTERVAL_MS } from '@grindstone/contract';
import { recordActiveDayOnce } from './activity-api.ts';

/**
 * Mounted once in the app shell with the signed-in member's id (null for anyone else): it records
 * the active day and the device once per local day, on load and, with the daily check's rhythm,
 * when the day changes while the tab stays open. The shell hands over the id so that activity
 * does not depend on the auth feature (which records sign-ins through activity).
 */
export function ActivityTracker({ userId }: { userId: string | null }) {
  useEffect(() => {
    if (!userId) return;
    void recordActiveDayOnce(userId);
    const timer = setInterval(() => void recordActiveDayOnce(userId), NOTIFICATION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId]);
  return null;
}
