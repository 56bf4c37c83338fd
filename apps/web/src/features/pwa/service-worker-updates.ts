import { PWA_MESSAGES } from '@grindstone/contract';
import { SKIP_WAITING } from './sw-messages.ts';

/*
 * Loaded lazily once a member is signed in (app-layout.tsx). Plain DOM, no React: a chunk that
 * imports React would make the bundler split React out of the chunk the landing page shares
 * with every page, growing the landing page's JavaScript (decision 172).
 */

/** What we use of `navigator.serviceWorker` (a fake in unit tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

/**
 * Registers /sw.js and calls `onUpdate` when a new version has installed while an older one
 * controls the page: `apply` (the Reload button) lets the new worker take over and reloads once
 * it controls the page. A first install (nothing controls the page yet) offers nothing.
 */
export async function registerServiceWorker(
  container: WorkerContainer,
  onUpdate: (apply: () => void) => void,
  reload: () => void,
): Promise<ServiceWorkerRegistration> {
  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true });
      worker.postMessage({ type: SKIP_WAITING });
    });
  // Installed during an earlier visit and still waiting, or installed from now on.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  return registration;
}

/** The "New version — reload" notice (the toast look): it stays until the person reloads. */
export function showUpdatePrompt(apply: () => void): HTMLElement {
  document.getElementById('update-prompt')?.remove();
  const region = document.createElement('div');
  region.id = 'update-prompt';
  region.className = 'ui-toasts';
  const toast = region.appendChild(document.createElement('div'));
  toast.setAttribute('role', 'status');
  toast.className = 'ui-toast ui-toast-info';
  const text = toast.appendChild(document.createElement('span'));
  text.className = 'ui-toast-text';
  text.textContent = PWA_MESSAGES.updateReady;
  const button = toast.appendChild(document.createElement('button'));
  button.type = 'button';
  button.className = 'btn btn-primary btn-sm';
  button.textContent = PWA_MESSAGES.reload;
  button.addEventListener('click', () => {
    button.disabled = true;
    apply();
  });
  document.body.appendChild(region);
  return region;
}

let started = false;

/** Registers once per page load; a tab coming back into view checks for a new version. */
export function startServiceWorker(
  container: WorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (started) return;
  started = true;
  registerServiceWorker(container, showUpdatePrompt, reload)
    .then((registration) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {});
      });
    })
    .catch(() => {
      /* not registered (private mode, blocked): the app works online as before */
    });
}
