import { useCallback, useEffect, useRef } from 'react';
import { MARK_ALL_READ_DELAY_MS } from '@grindstone/contract';
import { useMarkAllRead, useNotifications } from '../api/notifications-api.ts';

/**
 * Spec §4 bell and flip clicks: when there are unread notifications, mark them all read
 * MARK_ALL_READ_DELAY_MS later. Returns the function to call on the click.
 */
export function useMarkAllReadLater(): () => void {
  const { data } = useNotifications();
  const markAll = useMarkAllRead();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unread = data?.unreadCount ?? 0;
  const mutate = markAll.mutate;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (unread <= 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => mutate(), MARK_ALL_READ_DELAY_MS);
  }, [unread, mutate]);
}
