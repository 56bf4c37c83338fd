import * as pushEndpoints from '@grindstone/contract/endpoints/push';
import { call } from '../../lib/call.ts';

/**
 * This browser's side of Web Push. Nothing here prompts except `enablePushOnThisDevice`, which
 * the Reminders screen calls only after the person turned a reminder on (never on load).
 */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on' | 'failed';

/** What the page can use of the browser (a fake in unit tests). */
export type PushBrowser = {
  Notification?: { permission: NotificationPermission; requestPermission: () => Promise<NotificationPermission> };
  serviceWorker?: { getRegistration: () => Promise<ServiceWorkerRegistration | undefined> };
  hasPushManager: boolean;
};

export function currentBrowser(): PushBrowser {
  return {
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
  };
}

/** The applicationServerKey PushManager.subscribe takes, from the server's base64url key. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Where this device stands, without asking anything. */
export async function deviceState(browser = currentBrowser()): Promise<DeviceState> {
  if (!browser.Notification || !browser.serviceWorker || !browser.hasPushManager) return 'unsupported';
  if (browser.Notification.permission === 'denied') return 'denied';
  if (browser.Notification.permission !== 'granted') return 'off';
  const registration = await browser.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return subscription ? 'on' : 'off';
}

/**
 * Asks for permission (the browser's prompt, when not answered before), subscribes with the
 * server's public key and registers the device. The service worker must be installed (it is,
 * for signed-in people in the built app).
 */
export async function enablePushOnThisDevice(browser = currentBrowser()): Promise<DeviceState> {
  if (!browser.Notification || !browser.serviceWorker || !browser.hasPushManager) return 'unsupported';
  const permission = await browser.Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  try {
    const registration = await browser.serviceWorker.getRegistration();
    if (!registration) return 'failed';
    const { publicKey } = await call(pushEndpoints.getPushPublicKey);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
    await call(pushEndpoints.subscribePush, {
      body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    });
    return 'on';
  } catch {
    return 'failed';
  }
}
