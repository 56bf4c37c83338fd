/**
 * Public face of notifications: the top-bar bell with its unread badge, the list (the
 * back of the coach card, the mobile tab), the grind session view, and the cache helpers the
 * coach uses to add a freshly generated notification.
 */
export { NotificationBell } from './notification-bell.tsx';
export { NotificationsList } from './lazy-notifications-list.tsx';
export { NotificationCard } from './components/notification-card.tsx';
export { GrindSession } from './components/grind-session.tsx';
export {
  notificationsQueryKey,
  notificationsQueryOptions,
  useNotifications,
  addNotificationToCache,
  usePatchNotification,
} from './api/notifications-api.ts';
export { useMarkAllReadLater } from './hooks/use-mark-all-read-later.ts';
