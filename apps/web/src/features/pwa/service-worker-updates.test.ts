import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PWA_MESSAGES } from '@grindstone/contract';
import { registerServiceWorker, showUpdatePrompt, type WorkerContainer } from './service-worker-updates.ts';
import { SKIP_WAITING } from './sw-messages.ts';

/** A service worker: a state, statechange events, and the messages the page posts to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** The browser found a new sw.js: it starts installing. */
  startInstall(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
}

async function setup(controlled: boolean, prepare: (c: FakeContainer) => void = () => {}) {
  const container = new FakeContainer(controlled);
  prepare(container);
  const reload = vi.fn();
  await registerServiceWorker(container as unknown as WorkerContainer, showUpdatePrompt, reload);
  return { container, reload };
}

afterEach(() => document.getElementById('update-prompt')?.remove());

describe('service worker updates', () => {
  it('registers /sw.js for the whole app', async () => {
    const { container } = await setup(false);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers nothing on the first install (no older version controls the page)', async () => {
    const { container } = await setup(false);
    container.registration.startInstall().become('installed');
    expect(screen.queryByText(PWA_MESSAGES.updateReady)).not.toBeInTheDocument();
  });

  it('asks before updating: the new version takes over and the page reloads only on Reload', async () => {
    const user = userEvent.setup();
    const { container, reload } = await setup(true);
    const worker = container.registration.startInstall();
    expect(screen.queryByText(PWA_MESSAGES.updateReady)).not.toBeInTheDocument();
    worker.become('installed');

    expect(screen.getByRole('status')).toHaveTextContent(PWA_MESSAGES.updateReady);
    expect(worker.posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: PWA_MESSAGES.reload }));
    expect(worker.posted).toEqual([{ type: SKIP_WAITING }]);
    expect(screen.getByRole('button', { name: PWA_MESSAGES.reload })).toBeDisabled();
    // Reloads once the new worker controls the page, not before.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting from an earlier visit, once', async () => {
    await setup(true, (c) => {
      c.registration.waiting = new FakeWorker();
      c.registration.waiting.state = 'installed';
    });
    expect(screen.getAllByText(PWA_MESSAGES.updateReady)).toHaveLength(1);
    showUpdatePrompt(() => {});
    expect(screen.getAllByText(PWA_MESSAGES.updateReady)).toHaveLength(1);
  });
});
