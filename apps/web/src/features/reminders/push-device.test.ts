import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api.ts';
import { deviceState, enablePushOnThisDevice, keyBytes, type PushBrowser } from './push-device.ts';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser with this permission state; `answer` is what the prompt would say. */
function browser(opts: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  subscribeFails?: boolean;
  noWorker?: boolean;
}) {
  const requestPermission = vi.fn(async () => opts.answer ?? opts.permission ?? 'default');
  const subscription = {
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const subscribe = vi.fn(async () => {
    if (opts.subscribeFails) throw new DOMException('push service error', 'AbortError');
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => (opts.subscribed ? subscription : null), subscribe },
  } as unknown as ServiceWorkerRegistration;
  const fake: PushBrowser = {
    Notification: { permission: opts.permission ?? 'default', requestPermission },
    serviceWorker: { getRegistration: async () => (opts.noWorker ? undefined : registration) },
    hasPushManager: true,
  };
  return { fake, requestPermission, subscribe };
}

describe('this device and Web Push', () => {
  it('reads where the device stands without ever asking', async () => {
    const cases = [
      [{ permission: 'default' }, 'off'],
      [{ permission: 'denied' }, 'denied'],
      [{ permission: 'granted' }, 'off'],
      [{ permission: 'granted', subscribed: true }, 'on'],
    ] as const;
    for (const [opts, expected] of cases) {
      const b = browser(opts);
      expect(await deviceState(b.fake)).toBe(expected);
      expect(b.requestPermission).not.toHaveBeenCalled();
    }
    expect(await deviceState({ hasPushManager: false })).toBe('unsupported');
  });

  it('once allowed, subscribes with the server’s key and registers the device', async () => {
    const api = mockApi({
      'GET /api/push/public-key': () => json(200, { publicKey: KEY }),
      'POST /api/push/subscriptions': () => json(201, { ok: true }),
    });
    const b = browser({ answer: 'granted' });
    expect(await enablePushOnThisDevice(b.fake)).toBe('on');
    expect(b.requestPermission).toHaveBeenCalledTimes(1);
    expect(b.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/push/subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } },
    });
  });

  it('a refusal, a dismissed prompt, a missing worker or a failing push service each say so', async () => {
    expect(await enablePushOnThisDevice(browser({ answer: 'denied' }).fake)).toBe('denied');
    expect(await enablePushOnThisDevice(browser({ answer: 'default' }).fake)).toBe('off');
    expect(await enablePushOnThisDevice(browser({ answer: 'granted', noWorker: true }).fake)).toBe('failed');
    mockApi({ 'GET /api/push/public-key': () => json(200, { publicKey: KEY }) });
    expect(await enablePushOnThisDevice(browser({ answer: 'granted', subscribeFails: true }).fake)).toBe('failed');
    expect(await enablePushOnThisDevice({ hasPushManager: false })).toBe('unsupported');
  });

  it('turns the base64url key into its 65 bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
