/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It precaches the
 * app shell: the hashed assets, index.html, the icons and the manifest, and answers every
 * navigation outside /api with the cached index.html, so the app opens offline. The API is never
 * cached here (the last goal list comes from the page's persisted query cache). A new version
 * waits until the page asks it to take over (the "New version — reload" prompt), never silently.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from './features/pwa/sw-messages.ts';
import { registerReminderHandlers } from './features/reminders/service-worker-push.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
registerReminderHandlers(self);
// The first install takes the open pages at once (nothing older to replace); updates wait.
clientsClaim();
