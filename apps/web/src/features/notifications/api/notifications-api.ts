import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationList, TNotificationPatch } from '@grindstone/contract';
import * as notificationEndpoints from '@grindstone/contract/endpoints/notifications';
import { call } from '../../../lib/call.ts';
import { usePageShown } from '../../../lib/page-shown.ts';

/** Notifications: fetcher, query options and mutation hooks together (optimistic, rolled back on failure). */
export const notificationsQueryKey = ['notifications'] as const;

export function fetchNotifications(): Promise<TNotificationList> {
  return call(notificationEndpoints.listNotifications);
}

export const notificationsQueryOptions = { queryKey: notificationsQueryKey, queryFn: fetchNotifications };

export function useNotifications() {
  // Asked once the first page is drawn (decision 189); the bell and the coach card wait a frame.
  const shown = usePageShown();
  return useQuery({ ...notificationsQueryOptions, refetchInterval: 120_000, enabled: shown });
}

const unreadOf = (list: TNotification[]) => list.filter((n) => n.status === 'unread').length;

function setList(qc: QueryClient, change: (list: TNotification[]) => TNotification[]) {
  qc.setQueryData<TNotificationList>(notificationsQueryKey, (old) => {
    const list = change(old?.notifications ?? []);
    return { notifications: list, unreadCount: unreadOf(list) };
  });
}

/** Puts a freshly generated notification at the top of the list (grind and daily notifications). */
export function addNotificationToCache(qc: QueryClient, n: TNotification): void {
  // No list asked for yet (the first page is not drawn: decision 189): a list of this one alone
  // would pass for the whole list; mark it stale instead, and the first fetch brings it.
  if (!qc.getQueryData(notificationsQueryKey)) return void qc.invalidateQueries({ queryKey: notificationsQueryKey });
  setList(qc, (list) => [n, ...list.filter((x) => x.id !== n.id)]);
}

function replaceInCache(qc: QueryClient, n: TNotification) {
  setList(qc, (list) => list.map((x) => (x.id === n.id ? n : x)));
}

/** PATCH /notifications/{id}: every action also marks it read (the server does the same). */
export function usePatchNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; patch: TNotificationPatch }) =>
      call(notificationEndpoints.updateNotification, { params: { id: input.id }, body: input.patch }),
    onMutate: async ({ id, patch }) => {
      await qc.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = qc.getQueryData<TNotificationList>(notificationsQueryKey);
      const now = new Date().toISOString();
      setList(qc, (list) =>
        list.map((n) =>
          n.id === id
            ? {
                ...n,
                ...patch,
                rejectReason: patch.rejectReason === undefined ? n.rejectReason : patch.rejectReason,
                status: 'read',
                startedAt: patch.state === 'accepted' ? now : n.startedAt,
              }
            : n,
        ),
      );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(notificationsQueryKey, ctx.previous);
      void qc.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onSuccess: ({ notification }) => replaceInCache(qc, notification),
  });
}

export function useShrinkGrind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationEndpoints.shrinkGrind, { params: { id } }),
    onSuccess: ({ notification }) => replaceInCache(qc, notification),
  });
}

/** PUT /notifications/markRead: every notification read, the count to zero. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationEndpoints.markAllNotificationsRead),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = qc.getQueryData<TNotificationList>(notificationsQueryKey);
      setList(qc, (list) => list.map((n) => ({ ...n, status: 'read' as const })));
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(notificationsQueryKey, ctx.previous);
    },
  });
}
