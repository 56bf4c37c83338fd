import { useState } from 'react';
import { Heart, ThumbsDown, Timer, Lightbulb, Info } from 'lucide-react';
import {
  GRIND_SHRINK_MINUTES,
  MESSAGES,
  REJECT_REASONS,
  REJECT_REASON_LABELS,
  grindCardLabel,
  grindSecondsLeft,
  type TNotification,
  type TRejectReason,
} from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';
import { usePatchNotification, useShrinkGrind } from '../api/notifications-api.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';

type CardProps = { notification: TNotification; onOpenSession?: (id: string) => void };

/** One notification: grind, advice or other (docs/product.md#notifications), unread ones styled apart. */
export function NotificationCard({ notification: n, onOpenSession }: CardProps) {
  const Icon = n.type === 'grind' ? Timer : n.type === 'advice' ? Lightbulb : Info;
  return (
    <article
      className={`notification-card notification-${n.type}${n.status === 'unread' ? ' is-unread' : ''}`}
      aria-label={`${n.type === 'grind' ? 'Grind' : n.type === 'advice' ? 'Advice' : 'Notification'}: ${n.name}`}
      data-testid="notification-card"
    >
      <header className="notification-head">
        <Icon size={16} aria-hidden="true" className="notification-icon" />
        <h3 className="notification-name">{n.name}</h3>
        {n.status === 'unread' && (
          <span className="notification-dot" title="Unread">
            <span className="visually-hidden">Unread</span>
          </span>
        )}
        <time className="notification-time" dateTime={n.createdAt}>
          {formatRelativeTime(n.createdAt)}
        </time>
      </header>
      <p className="notification-desc">{n.description}</p>
      {n.type === 'grind' && <GrindActions n={n} onOpenSession={onOpenSession} />}
      {n.type === 'advice' && <AdviceActions n={n} />}
    </article>
  );
}

function GrindActions({ n, onOpenSession }: { n: TNotification; onOpenSession?: (id: string) => void }) {
  const patch = usePatchNotification();
  const shrink = useShrinkGrind();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<TRejectReason | null>(null);
  const active = n.state === 'accepted' && grindSecondsLeft(n.startedAt, n.duration ?? 0) > 0;
  const label = grindCardLabel(n.state, active);

  if (n.state === 'pending') {
    if (rejecting) {
      return (
        <div className="grind-reject" role="group" aria-label="Reject this grind">
          <p className="grind-reject-q">What was off? (optional)</p>
          <div className="grind-reject-reasons">
            {REJECT_REASONS.map((r) => (
              <button
                key={r}
                type="button"
                className={`grind-reason${reason === r ? ' is-selected' : ''}`}
                aria-pressed={reason === r}
                onClick={() => setReason(reason === r ? null : r)}
              >
                {REJECT_REASON_LABELS[r]}
              </button>
            ))}
          </div>
          <div className="notification-actions">
            <Button
              size="sm"
              variant="danger"
              onClick={() => patch.mutate({ id: n.id, patch: { state: 'rejected', rejectReason: reason } })}
            >
              Reject
            </Button>
            <Button
              size="sm"
              variant="primary"
              loading={shrink.isPending}
              onClick={() => shrink.mutate(n.id, { onSuccess: () => setRejecting(false) })}
            >
              Shrink to {GRIND_SHRINK_MINUTES} minutes
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              Keep it
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="notification-actions">
        <span className="grind-duration">{n.duration} min</span>
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            patch.mutate({ id: n.id, patch: { state: 'accepted' } });
            onOpenSession?.(n.id);
          }}
        >
          Accept
        </Button>
        <Button size="sm" onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </div>
    );
  }
  return (
    <div className="notification-actions">
      <span className="grind-duration">{n.duration} min</span>
      {label && (
        <span className={`grind-label grind-label-${n.state}`} data-testid="grind-label">
          {label}
        </span>
      )}
      {active && onOpenSession && (
        <Button size="sm" variant="primary" onClick={() => onOpenSession(n.id)}>
          Open session
        </Button>
      )}
    </div>
  );
}

/** The two answers to a piece of advice, in the order they show. */
const REACTIONS = [
  { label: 'Like', liked: true, Icon: Heart },
  { label: 'Dislike', liked: false, Icon: ThumbsDown },
] as const;

function AdviceActions({ n }: { n: TNotification }) {
  const patch = usePatchNotification();
  if (n.liked === true) {
    return (
      <div className="notification-actions">
        <button type="button" className="advice-react is-liked" disabled aria-label="Liked">
          <Heart size={16} fill="currentColor" aria-hidden="true" />
        </button>
      </div>
    );
  }
  if (n.liked === false) {
    return (
      <div className="notification-actions">
        <button type="button" className="advice-react is-disliked" disabled>
          {MESSAGES.disliked}
        </button>
      </div>
    );
  }
  return (
    <div className="notification-actions">
      {REACTIONS.map(({ label, liked, Icon }) => (
        <button
          key={label}
          type="button"
          className="advice-react"
          aria-label={label}
          onClick={() => patch.mutate({ id: n.id, patch: { liked } })}
        >
          <Icon size={16} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
