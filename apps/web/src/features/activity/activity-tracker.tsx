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
    // In a task of its own: on load the shell's effects start every background request in one
    // task, which a phone already spends 100+ ms in (decision 187); the active day can wait a tick.
    const first = setTimeout(() => void recordActiveDayOnce(userId), 0);
    const timer = setInterval(() => void recordActiveDayOnce(userId), NOTIFICATION_CHECK_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [userId]);
  return null;
}
