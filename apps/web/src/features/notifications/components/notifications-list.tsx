import { useEffect, useState } from 'react';
import { Bell } from 'lucide-react';
import { grindSecondsLeft } from '@grindstone/contract';
import { Button, EmptyState, Spinner } from '../../../components/ui/index.ts';
import { useNotifications } from '../api/notifications-api.ts';
import { NotificationCard } from './notification-card.tsx';
import { GrindSession } from './grind-session.tsx';
import '../notifications.css';

/**
 * The notifications list (the back of the coach card, the bell's panel, the mobile tab). A grind
 * that is running (accepted, time left on the server's clock) opens its session view, also
 * after a reload.
 */
export function NotificationsList({ title = 'Notifications' }: { title?: string }) {
  const { data, status, refetch } = useNotifications();
  const [openId, setOpenId] = useState<string | null>(null);
  const [closedIds, setClosedIds] = useState<Set<string>>(() => new Set());

  const list = data?.notifications ?? [];
  const running = list.find(
    (n) =>
      n.type === 'grind' &&
      n.state === 'accepted' &&
      grindSecondsLeft(n.startedAt, n.duration ?? 0) > 0 &&
      !closedIds.has(n.id),
  );
  // A running session (also after a reload) opens and stays open until 'Back to Notifications'.
  const runningId = running?.id ?? null;
  useEffect(() => {
    if (runningId && openId === null) setOpenId(runningId);
  }, [runningId, openId]);

  if (status === 'pending') return <Spinner label="Loading notifications" />;
  if (status === 'error')
    return (
      <div className="notifications-error" role="alert">
        <p>Could not load notifications.</p>
        <Button size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );

  const sessionId = openId ?? runningId;
  const session = sessionId ? list.find((n) => n.id === sessionId) : undefined;
  if (session && session.type === 'grind' && session.state !== 'pending') {
    return (
      <GrindSession
        notification={session}
        onBack={() => {
          setOpenId(null);
          setClosedIds((s) => new Set(s).add(session.id));
        }}
      />
    );
  }

  return (
    <section className="notifications" aria-label={title}>
      <h2 className="notifications-title">{title}</h2>
      {list.length === 0 ? (
        <EmptyState icon={<Bell size={28} />} title="Nothing yet">
          Drop a goal on the grindstone for a focus session; your daily grind and advice arrive here too.
        </EmptyState>
      ) : (
        <ul className="stack-list">
          {list.map((n) => (
            <li key={n.id}>
              <NotificationCard notification={n} onOpenSession={setOpenId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
