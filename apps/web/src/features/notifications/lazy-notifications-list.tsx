import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/index.ts';

const List = lazy(async () => ({ default: (await import('./components/notifications-list.tsx')).NotificationsList }));

/**
 * The notifications list, downloaded when it is first shown (the bell opened, the coach card
 * flipped, the mobile tab): the dashboard's first paint does not wait for it.
 */
export function NotificationsList(props: { title?: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading notifications" />}>
      <List {...props} />
    </Suspense>
  );
}
