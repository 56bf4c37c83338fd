import { NotificationsList } from '../notifications/index.ts';

/** The notifications section of the mobile panel. */
export function MobileNotifications() {
  return <NotificationsList />;
}
