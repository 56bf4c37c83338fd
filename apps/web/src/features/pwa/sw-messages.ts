/** The page's "take over now" message to a waiting service worker (sent by the Reload button). */
export const SKIP_WAITING = 'SKIP_WAITING';
