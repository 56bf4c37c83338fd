/**
 * Offline, the app is read-only (docs/product.md#offline): a write is refused before it is sent, and whoever
 * listens (the offline banner) tells the person. Refused, never queued: nothing is replayed later
 * behind the person's back, and what they typed stays where they typed it.
 */
const listeners = new Set<() => void>();

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Subscribes to refused writes; returns the unsubscribe function. */
export function onOfflineWriteRefused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True (and the listeners are told) when the browser is offline: the caller must not write. */
export function refuseIfOffline(): boolean {
  if (!isBrowserOffline()) return false;
  listeners.forEach((listener) => listener());
  return true;
}
