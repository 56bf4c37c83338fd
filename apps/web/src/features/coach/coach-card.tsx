import { RefreshCcw } from 'lucide-react';
import { NotificationsList, useMarkAllReadLater, useNotifications } from '../notifications/index.ts';
import { useCoach } from './coach-context.tsx';
import { GrindPanel } from './components/grind-panel.tsx';
import { NextMovePanel } from './components/next-move-panel.tsx';
import { QuotaLine } from './components/quota-line.tsx';
import './coach.css';

/**
 * The dashboard's right-hand card (docs/product.md#dashboard): it flips, through the flip icon, between the default
 * view (grind panel + next move) and the notifications list. A flip click with unread
 * notifications marks them all read 3 s later. Reduced motion: no rotation, just the swap.
 */
export function CoachCard() {
  const { flipped, setFlipped } = useCoach();
  const { data } = useNotifications();
  const markLater = useMarkAllReadLater();
  const unread = data?.unreadCount ?? 0;
  return (
    <section className="card coach-card" aria-label="Coach">
      <button
        type="button"
        className="coach-flip"
        aria-pressed={flipped}
        aria-label={flipped ? 'Show the coach' : `Show notifications${unread ? ` (${unread} unread)` : ''}`}
        title={flipped ? 'Show the coach' : 'Show notifications'}
        onClick={() => {
          setFlipped(!flipped);
          markLater();
        }}
      >
        <RefreshCcw size={18} aria-hidden="true" />
        {unread > 0 && !flipped && <span className="coach-flip-dot" aria-hidden="true" />}
      </button>
      <div key={flipped ? 'back' : 'front'} className="coach-face">
        {flipped ? (
          <NotificationsList />
        ) : (
          <div className="coach-front">
            <GrindPanel />
            <NextMovePanel />
            <QuotaLine />
          </div>
        )}
      </div>
    </section>
  );
}
