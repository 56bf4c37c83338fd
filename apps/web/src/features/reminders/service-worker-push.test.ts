import { describe, expect, it, vi } from 'vitest';
import { PUSH_ACTIONS, REMINDER_SNOOZE_PATH, REMINDER_SNOOZE_REFUSED } from '@grindstone/contract/push-actions';
import {
  registerReminderHandlers,
  safePath,
  type NotificationClickLike,
  type PushEventLike,
  type PushWorkerGlobal,
} from './service-worker-push.ts';

const ORIGIN = 'https://grindstone.test';

/** A fake worker global: records notifications shown, windows focused/opened and fetches. */
function fakeWorker(opts: { windows?: string[]; snoozeOk?: boolean | 'throws' } = {}) {
  const listeners: Record<string, (event: never) => void> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const opened: string[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const sw: PushWorkerGlobal = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        (opts.windows ?? []).map((url) => ({
          url,
          focus: async () => focused.push(url),
          navigate: async (to: string) => navigated.push(to),
        })),
      openWindow: async (url) => opened.push(url),
    },
    fetch: async (url, init) => {
      fetches.push({ url, init });
      if (opts.snoozeOk === 'throws') throw new TypeError('offline');
      return { ok: opts.snoozeOk ?? true };
    },
    addEventListener: ((type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    }) as PushWorkerGlobal['addEventListener'],
  };
  registerReminderHandlers(sw);
  const waits: Promise<unknown>[] = [];
  const waitUntil = (p: Promise<unknown>) => waits.push(p);
  return {
    shown,
    focused,
    navigated,
    opened,
    fetches,
    async push(data: unknown) {
      const event: PushEventLike = { waitUntil, data: data === null ? null : { json: () => data } };
      listeners.push!(event as never);
      await Promise.all(waits);
    },
    async click(action: string, data: unknown) {
      const close = vi.fn();
      const event: NotificationClickLike = { waitUntil, action, notification: { data, close } };
      listeners.notificationclick!(event as never);
      await Promise.all(waits);
      expect(close).toHaveBeenCalled();
    },
  };
}

const grind = {
  title: 'Write 200 words',
  body: 'Twenty minutes on chapter two.',
  url: '/grind?goal=g1',
  tag: 'reminder-grind',
  actions: [PUSH_ACTIONS.startGrind, PUSH_ACTIONS.snooze],
  snooze: 'claims.signature',
};

describe('the service worker’s reminder handlers', () => {
  it('shows a push as a notification with its actions, keeping the page and the snooze token', async () => {
    const w = fakeWorker();
    await w.push(grind);
    expect(w.shown).toEqual([
      {
        title: grind.title,
        options: expect.objectContaining({
          body: grind.body,
          tag: 'reminder-grind',
          actions: [PUSH_ACTIONS.startGrind, PUSH_ACTIONS.snooze],
          data: { url: '/grind?goal=g1', snooze: 'claims.signature' },
        }),
      },
    ]);
  });

  it('shows something for an unreadable push, and never keeps a page of another origin', async () => {
    const w = fakeWorker();
    await w.push(null);
    await w.push({ ...grind, url: 'https://evil.example/x', actions: [{ action: 1 }, PUSH_ACTIONS.open] });
    expect(w.shown[0]).toMatchObject({ title: 'Grindstone', options: { actions: [], data: { url: '/' } } });
    expect(w.shown[1]!.options).toMatchObject({ actions: [PUSH_ACTIONS.open], data: { url: '/' } });
    expect(['/review', '//evil.example', 'https://evil.example', '/\\evil', 42].map(safePath)).toEqual([
      '/review',
      '/',
      '/',
      '/',
      '/',
    ]);
  });

  it('Start grind focuses an open Grindstone window on the goal’s grind', async () => {
    const w = fakeWorker({ windows: ['https://other.example/', `${ORIGIN}/`] });
    await w.click(PUSH_ACTIONS.startGrind.action, { url: '/grind?goal=g1', snooze: 't' });
    expect(w.focused).toEqual([`${ORIGIN}/`]);
    expect(w.navigated).toEqual([`${ORIGIN}/grind?goal=g1`]);
    expect(w.opened).toEqual([]);
    expect(w.fetches).toEqual([]);
  });

  it('Open, or a click on the notification, opens the app when no window is open', async () => {
    const w = fakeWorker({ windows: ['https://other.example/'] });
    await w.click(PUSH_ACTIONS.open.action, { url: '/review' });
    await w.click('', { url: '/goal/g2' });
    expect(w.opened).toEqual([`${ORIGIN}/review`, `${ORIGIN}/goal/g2`]);
  });

  it('Snooze posts the token without cookies and opens nothing', async () => {
    const w = fakeWorker({ windows: [`${ORIGIN}/`] });
    await w.click(PUSH_ACTIONS.snooze.action, { url: '/grind', snooze: 'claims.signature' });
    expect(w.fetches).toEqual([
      {
        url: REMINDER_SNOOZE_PATH,
        init: expect.objectContaining({
          method: 'POST',
          credentials: 'omit',
          body: JSON.stringify({ token: 'claims.signature' }),
        }),
      },
    ]);
    expect(w.focused).toEqual([]);
    expect(w.opened).toEqual([]);
    expect(w.shown).toEqual([]);
  });

  it('a refused or failed snooze says so in a notification', async () => {
    for (const snoozeOk of [false, 'throws'] as const) {
      const w = fakeWorker({ snoozeOk });
      await w.click(PUSH_ACTIONS.snooze.action, { url: '/grind', snooze: 'used' });
      expect(w.shown.map((n) => n.title)).toEqual([REMINDER_SNOOZE_REFUSED]);
    }
  });
});
