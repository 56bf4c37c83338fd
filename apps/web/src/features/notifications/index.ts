/** Public face of notifications (issue 5): the top-bar bell with its unread badge. */
export { NotificationBell } from './notification-bell.tsx';
