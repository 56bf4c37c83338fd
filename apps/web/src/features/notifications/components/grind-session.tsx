import { useEffect, useRef } from 'react';
import { MESSAGES, formatCountdown, type TNotification } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';
import { usePatchNotification } from '../api/notifications-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/**
 * The grind session view (docs/product.md#grind): a countdown in mm:ss of duration x 60 s ticking each
 * second, the name, the description, the status and Complete / Cancel. The countdown reaching 0
 * completes the grind; when the session ends 'Back to Notifications' appears.
 */
export function GrindSession({ notification, onBack }: { notification: TNotification; onBack: () => void }) {
  const patch = usePatchNotification();
  const minutes = notification.duration ?? 0;
  const running = notification.state === 'accepted';
  const left = useCountdown(notification.startedAt, minutes, running);
  const autoCompleted = useRef(false);
  const mutate = patch.mutate;

  useEffect(() => {
    if (running && left === 0 && !autoCompleted.current) {
      autoCompleted.current = true;
      mutate({ id: notification.id, patch: { state: 'completed' } });
    }
  }, [running, left, mutate, notification.id]);

  const ended = !running || left === 0;
  const status = running
    ? left === 0
      ? 'Completed'
      : 'Running'
    : notification.state === 'completed'
      ? 'Completed'
      : 'Cancelled';
  const total = minutes * 60;
  const progress = total > 0 ? 1 - left / total : 1;

  return (
    <section className="grind-session" aria-label="Grind session">
      <div
        // An ended session stops glowing: cancelled goes quiet, completed turns to success.
        className={`grind-session-dial${running && left > 0 ? '' : status === 'Cancelled' ? ' is-cancelled' : ' is-completed'}`}
        data-testid="grind-dial"
        style={{ ['--progress' as string]: String(progress) }}
        role="timer"
        aria-label={`Time left ${formatCountdown(running ? left : 0)}`}
      >
        <span className="grind-session-time" data-testid="grind-countdown">
          {formatCountdown(running ? left : notification.state === 'completed' ? 0 : left)}
        </span>
      </div>
      <h3 className="grind-session-name">{notification.name}</h3>
      <p className="grind-session-desc">{notification.description}</p>
      <p className="grind-session-status">
        Status: <strong data-testid="grind-status">{status}</strong>
      </p>
      {ended ? (
        <Button variant="primary" onClick={onBack}>
          {MESSAGES.backToNotifications}
        </Button>
      ) : (
        <div className="grind-session-actions">
          <Button variant="primary" onClick={() => mutate({ id: notification.id, patch: { state: 'completed' } })}>
            Complete
          </Button>
          <Button variant="danger" onClick={() => mutate({ id: notification.id, patch: { state: 'cancelled' } })}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
