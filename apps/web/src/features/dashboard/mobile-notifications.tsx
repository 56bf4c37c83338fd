import { Bell } from 'lucide-react';
import { EmptyState } from '../../components/ui/index.ts';

/** The notifications section of the mobile panel. */
export function MobileNotifications() {
  return (
    <section aria-label="Notifications">
      <EmptyState icon={<Bell size={28} />} title="Notifications">
        Your grind sessions and advice show up here.
      </EmptyState>
    </section>
  );
}
