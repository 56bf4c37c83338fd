import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { badgeText } from '@grindstone/contract';
import { useDismissOnOutsidePointer } from '../../components/ui/index.ts';
import { useNotifications } from './api/notifications-api.ts';
import { useMarkAllReadLater } from './hooks/use-mark-all-read-later.ts';
import { NotificationsList } from './lazy-notifications-list.tsx';
import './notifications.css';

/**
 * The top bar's bell (docs/product.md#notifications): the unread badge (count up to 20, then '20+'); a click toggles
 * the notification panel and, when there are unread items, marks them all read 3 s later.
 */
export function NotificationBell() {
  const { data } = useNotifications();
  const [open, setOpen] = useState(false);
  const markLater = useMarkAllReadLater();
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const badge = badgeText(data?.unreadCount ?? 0);

  useDismissOnOutsidePointer(open, [wrap], () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="bell" ref={wrap}>
      <button
        type="button"
        className="bell-button"
        aria-label={badge ? `Notifications, ${data?.unreadCount} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o);
          markLater();
        }}
      >
        <Bell size={20} aria-hidden="true" />
        {badge && (
          <span className="bell-badge" data-testid="bell-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="bell-panel" id={panelId} role="region" aria-label="Notifications panel">
          <NotificationsList />
        </div>
      )}
    </div>
  );
}
