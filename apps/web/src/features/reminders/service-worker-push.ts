import { PUSH_ACTIONS, REMINDER_SNOOZE_PATH, REMINDER_SNOOZE_REFUSED } from '@grindstone/contract/push-actions';

/**
 * The service worker's side of reminders: shows each push as a notification with its actions,
 * and answers a click. "Start grind" and "Open" (or the notification itself) focus an open
 * Grindstone window on the reminder's page, or open one; "Snooze 10 min" posts the reminder's
 * single-use token (no cookie: the token is the credential, decision 175). Written against the
 * few members of the worker global it uses, so that tests can hand it a fake.
 */
type ShownNotification = {
  data?: unknown;
  close: () => void;
};
type WindowClientLike = { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> };
type WaitUntil = { waitUntil: (p: Promise<unknown>) => void };
export type PushEventLike = WaitUntil & { data: { json: () => unknown } | null };
export type NotificationClickLike = WaitUntil & { action: string; notification: ShownNotification };

export type PushWorkerGlobal = {
  location: { origin: string };
  registration: {
    showNotification: (
      title: string,
      options: {
        body: string;
        tag: string;
        data: ReminderData;
        icon: string;
        badge: string;
        actions: Action[];
      },
    ) => Promise<void>;
  };
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean }>;
  addEventListener: {
    (type: 'push', listener: (event: PushEventLike) => void): void;
    (type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  };
};

type ReminderData = { url: string; snooze?: string };
type Action = { action: string; title: string };
type Reminder = { title: string; body: string; url: string; tag: string; actions: Action[]; snooze?: string };

const ICON = '/icons/icon-192.png';

/** A path of this app only: anything else (another origin, `//host`) becomes the home page. */
export function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

function readReminder(event: PushEventLike): Reminder | null {
  try {
    const raw = event.data?.json() as Partial<Reminder> | undefined;
    if (!raw || typeof raw.title !== 'string') return null;
    const actions = (Array.isArray(raw.actions) ? (raw.actions as unknown[]) : []).filter(
      (a): a is Action =>
        typeof (a as Action | null)?.action === 'string' && typeof (a as Action | null)?.title === 'string',
    );
    return {
      title: raw.title,
      body: typeof raw.body === 'string' ? raw.body : '',
      url: safePath(raw.url),
      tag: typeof raw.tag === 'string' ? raw.tag : 'reminder',
      actions,
      ...(typeof raw.snooze === 'string' ? { snooze: raw.snooze } : {}),
    };
  } catch {
    return null;
  }
}

async function openApp(sw: PushWorkerGlobal, path: string): Promise<void> {
  const target = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (ours) {
    await ours.focus();
    if (ours.url !== target && ours.navigate) await ours.navigate(target);
    return;
  }
  await sw.clients.openWindow(target);
}

export function registerReminderHandlers(sw: PushWorkerGlobal): void {
  sw.addEventListener('push', (event) => {
    const reminder = readReminder(event);
    // A push must always show something (userVisibleOnly): an unreadable one shows the app's name.
    const shown: Reminder = reminder ?? { title: 'Grindstone', body: '', url: '/', tag: 'reminder', actions: [] };
    event.waitUntil(
      sw.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.tag,
        icon: ICON,
        badge: ICON,
        actions: shown.actions,
        data: { url: shown.url, ...(shown.snooze ? { snooze: shown.snooze } : {}) },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    const data = (event.notification.data ?? {}) as Partial<ReminderData>;
    event.notification.close();
    if (event.action === PUSH_ACTIONS.snooze.action && typeof data.snooze === 'string') {
      event.waitUntil(
        sw
          .fetch(REMINDER_SNOOZE_PATH, {
            method: 'POST',
            credentials: 'omit',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token: data.snooze }),
          })
          .then((res) => res.ok)
          .catch(() => false)
          .then((ok) =>
            ok
              ? undefined
              : sw.registration.showNotification(REMINDER_SNOOZE_REFUSED, {
                  body: '',
                  tag: 'reminder-snooze',
                  icon: ICON,
                  badge: ICON,
                  actions: [],
                  data: { url: '/' },
                }),
          ),
      );
      return;
    }
    // Start grind, Open, or a click on the notification itself.
    event.waitUntil(openApp(sw, safePath(data.url)));
  });
}
