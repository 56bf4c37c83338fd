/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It precaches the
 * app shell: the hashed assets, index.html, the icons and the manifest, and answers every
 * navigation outside /api with the cached index.html, so the app opens offline. A page load of
 * '/' asks the server first: its page carries the member's first screen (live-page.ts). The API is never
 * cached here (the last goal list comes from the page's persisted query cache). A new version
 * waits until the page asks it to take over (the "New version — reload" prompt), never silently.
 */
import { clientsClaim } from 'workbox-core';
import { SERVICE_WORKER_LIVE_PAGE_WAIT_MS } from '@grindstone/contract';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { livePage } from './features/pwa/live-page.ts';
import { SKIP_WAITING } from './features/pwa/sw-messages.ts';
import { registerReminderHandlers } from './features/reminders/service-worker-push.ts';

declare const self: ServiceWorkerGlobalScope;

// No directory index: '/' is a navigation like the others (below), not the cached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) =>
      // Top-level loads of '/' only: the member's first screen is for the page, not a frame.
      (options.request.destination === 'document' &&
        new URL(options.request.url).pathname === '/' &&
        (await livePage(options.request, () => matchPrecache('/index.html'), SERVICE_WORKER_LIVE_PAGE_WAIT_MS))) ||
      appShell(options),
    { denylist: [/^\/api(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
registerReminderHandlers(self);
// The first install takes the open pages at once (nothing older to replace); updates wait.
clientsClaim();
