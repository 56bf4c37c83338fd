import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { NotificationsList, useMarkAllReadLater, useNotifications } from '../notifications/index.ts';
import { useCoach } from './coach-context.tsx';
import { GrindPanel } from './components/grind-panel.tsx';
import { NextMovePanel } from './components/next-move-panel.tsx';
import { QuotaLine } from './components/quota-line.tsx';
import './coach.css';

const FACES = [
  { id: 'coach', flipped: false },
  { id: 'inbox', flipped: true },
] as const;

/**
 * The coach's face. Memoised: the notifications (and their unread count in the tab) arrive
 * after the dashboard is drawn, and render the card's tabs again, not the panels (decision 189).
 */
const CoachFront = memo(function CoachFront({ onShowGoal }: { onShowGoal?: (goalId: string) => void }) {
  return (
    <div className="coach-front">
      <GrindPanel />
      <NextMovePanel onShowGoal={onShowGoal} />
      <QuotaLine />
    </div>
  );
});

/**
 * The dashboard's right-hand card (docs/product.md#dashboard): it flips between the default view
 * (grind panel + next move) and the notifications list. The flip control is a pair of visible
 * tabs, "Coach | Inbox (n)": a refresh-looking icon read as "regenerate". Switching with unread
 * notifications marks them all read 3 s later. The flip plays only when the face changes, never
 * on mount; reduced motion: no rotation, just the swap.
 */
export function CoachCard({ onShowGoal }: { onShowGoal?: (goalId: string) => void }) {
  const { flipped, setFlipped } = useCoach();
  const { data } = useNotifications();
  const markLater = useMarkAllReadLater();
  const unread = data?.unreadCount ?? 0;
  // A real change of face (a click, or a new grind flipping the card) animates; a mount does not.
  const [shown, setShown] = useState(flipped);
  const [animate, setAnimate] = useState(false);
  if (shown !== flipped) {
    setShown(flipped);
    setAnimate(true);
  }
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (next: boolean) => {
    if (next === flipped) return;
    setFlipped(next);
    markLater();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, boolean> = { ArrowLeft: false, Home: false, ArrowRight: true, End: true };
    if (!(e.key in keys)) return;
    e.preventDefault();
    const next = keys[e.key]!;
    select(next);
    tabs.current[next ? 1 : 0]?.focus();
  };
  const face = flipped ? 'inbox' : 'coach';
  return (
    <section className="card coach-card" aria-label="Coach">
      <div className="coach-tabs" role="tablist" aria-label="Coach card" onKeyDown={onKeyDown}>
        {FACES.map((f, i) => (
          <button
            key={f.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`coach-tab-${f.id}`}
            type="button"
            role="tab"
            className="coach-tab"
            aria-selected={flipped === f.flipped}
            aria-controls="coach-face"
            tabIndex={flipped === f.flipped ? 0 : -1}
            onClick={() => select(f.flipped)}
          >
            {f.flipped ? (
              <>
                Inbox
                {unread > 0 && (
                  <>
                    {' '}
                    <span className="coach-tab-count">({unread})</span>
                    <span className="visually-hidden"> unread</span>
                  </>
                )}
              </>
            ) : (
              'Coach'
            )}
          </button>
        ))}
      </div>
      <div
        key={face}
        id="coach-face"
        role="tabpanel"
        aria-labelledby={`coach-tab-${face}`}
        className={`coach-face${animate ? ' is-flipping' : ''}`}
        data-testid="coach-face"
      >
        {flipped ? <NotificationsList /> : <CoachFront onShowGoal={onShowGoal} />}
      </div>
    </section>
  );
}
