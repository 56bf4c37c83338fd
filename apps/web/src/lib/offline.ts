/**
 * Offline, the app is read-only (docs/product.md#offline): a write is refused before it is sent, and whoever
 * listens (the offline banner) tells the person. Refused, never queued: nothing is replayed later
 * behind the person's back, and what they typed stays where they typed it.
 */
const listeners = new Set<() => void>();

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The session check found no network although the browser says it is online (a Wi-Fi without
 * internet, a dead mobile signal): the app is offline until a request is answered.
 */
let unanswered = false;

export function markNoAnswer(): void {
  unanswered = true;
}

/** A request was answered: the network is back, whatever the session check found. */
export function markAnswered(): void {
  unanswered = false;
}

/** Offline as far as the app knows: the browser says so, or the session check got no answer. */
export function isOffline(): boolean {
  return isBrowserOffline() || unanswered;
}

/** Subscribes to refused writes; returns the unsubscribe function. */
export function onOfflineWriteRefused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True (and the listeners are told) when the app is offline: the caller must not write. */
export function refuseIfOffline(): boolean {
  if (!isOffline()) return false;
  listeners.forEach((listener) => listener());
  return true;
}
