import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MARK_ALL_READ_DELAY_MS, type TNotificationList } from '@grindstone/contract';
import { notificationsQueryKey, useMarkAllRead } from '../api/notifications-api.ts';

/**
 * (docs/product.md#notifications) bell and flip clicks: when there are unread notifications, mark them all read
 * MARK_ALL_READ_DELAY_MS later. Returns the function to call on the click. The unread count is
 * read at the click, not subscribed to: the dashboard holds this hook, and a subscription
 * re-rendered the whole dashboard each time the list arrived or changed.
 */
export function useMarkAllReadLater(): () => void {
  const qc = useQueryClient();
  const markAll = useMarkAllRead();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutate = markAll.mutate;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    const unread = qc.getQueryData<TNotificationList>(notificationsQueryKey)?.unreadCount ?? 0;
    if (unread <= 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => mutate(), MARK_ALL_READ_DELAY_MS);
  }, [qc, mutate]);
}
