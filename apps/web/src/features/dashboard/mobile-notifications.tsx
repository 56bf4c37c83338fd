import { NotificationsList } from '../notifications/index.ts';

/** The notifications section of the mobile panel: the same list the desktop card flips to. */
export function MobileNotifications() {
  return (
    <section aria-label="Notifications" className="dashboard-mobile-notifications">
      <NotificationsList />
    </section>
  );
}
