import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { isBrowserOffline, isOffline, markAnswered } from '../../lib/offline.ts';
import { goalsQueryKey, type ClientGoal } from '../goals/index.ts';
import { readGoalsSnapshot, saveGoalsSnapshot } from '../auth/index.ts';

const isGoals = (key: readonly unknown[]) => key.length === 1 && key[0] === goalsQueryKey[0];
const networkFailure = (err: unknown) => err instanceof ApiError && err.isNetworkError;

/**
 * Shows the list we have instead of a loading error: the one in memory, else the member's last
 * saved one (dated when it was saved). Setting it again also clears the failed fetch's error.
 */
function showLastList(qc: QueryClient, userId: string): void {
  const state = qc.getQueryState<ClientGoal[]>(goalsQueryKey);
  const snap = state?.data ? null : readGoalsSnapshot(userId);
  const goals = state?.data ?? snap?.goals;
  if (goals) qc.setQueryData(goalsQueryKey, goals, { updatedAt: snap?.savedAt ?? state?.dataUpdatedAt });
}

/**
 * Keeps the member's goal list for offline use and says whether we are offline: the browser says
 * so, or a request (the session check included) found no network, until a request gets through again. Offline, the goal list
 * shows the last list rather than a loading error.
 */
export function useOfflineGoals(userId: string | null): boolean {
  const qc = useQueryClient();
  const [offline, setOffline] = useState(isOffline);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    // The browser found a connection: worth trying again, whatever the session check found.
    const goOnline = () => {
      markAnswered();
      setOffline(false);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (!userId) return;
    if (isOffline()) showLastList(qc, userId);
    return qc.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action, query } = event;
      if (action.type === 'error' && networkFailure(action.error)) {
        setOffline(true);
        // After the cache has told everyone about the failure (we are inside its notification).
        if (isGoals(query.queryKey)) queueMicrotask(() => showLastList(qc, userId));
      } else if (action.type === 'success') {
        if (!action.manual) {
          markAnswered();
          setOffline(isBrowserOffline());
        }
        if (isGoals(query.queryKey) && query.state.data) saveGoalsSnapshot(userId, query.state.data as ClientGoal[]);
      }
    });
  }, [qc, userId]);

  return offline;
}
