import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CACHE_MS, AUTH_CHECK_TIMEOUT_MS, MESSAGES, type TMe } from '@grindstone/contract';
import { SessionProvider, useSession } from './session.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { USER_DATA_KEY, readCachedUser, rememberUser } from './auth-storage.ts';
import { json } from '../../testing/mock-api.ts';
import { saveGoalsSnapshot } from './goals-snapshot.ts';
import { isOffline, markAnswered } from '../../lib/offline.ts';

const alice: TMe = {
  id: 'u1',
  name: 'Alice',
  username: 'alice',
  email: 'alice@example.com',
  role: 'member',
  completed_onboarding: 'completed',
  subscriptionStatus: 'none',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function Probe() {
  const { status, user } = useSession();
  return <p data-testid="probe">{`${status}:${user?.username ?? '-'}`}</p>;
}

function renderSession() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

/** A server that never answers: each request ends only when its signal aborts it. */
function stubHangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
}

describe('SessionProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    markAnswered();
  });

  it('becomes a member from check-auth and remembers the user (profile cache + user_data name)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { authenticated: true, user: alice })),
    );
    renderSession();
    expect(probe()).toBe('loading:-');
    await screen.findByText('member:alice');
    expect(readCachedUser()?.user.username).toBe('alice');
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY)!)).toEqual({ data: { name: 'Alice' } });
  });

  it('trusts a fresh cache at once, and a "not authenticated" answer still wins and clears it', async () => {
    rememberUser(alice);
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    renderSession();
    expect(probe()).toBe('member:alice');
    await act(async () => answer(json(200, { authenticated: false, user: null })));
    expect(probe()).toBe('visitor:-');
    expect(readCachedUser()).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('a check-auth that confirms the same member re-renders nothing; a changed member re-renders', async () => {
    rememberUser(alice);
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const renders = vi.fn();
    function Counter() {
      const { user } = useSession();
      renders(user?.name);
      return null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <Counter />
        </SessionProvider>
      </QueryClientProvider>,
    );
    const before = renders.mock.calls.length;
    await act(async () => answer(json(200, { authenticated: true, user: { ...alice } })));
    expect(renders.mock.calls.length).toBe(before);
    rememberUser(alice);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ...alice, name: 'Alice B' })),
    );
    function Refresher() {
      const { refreshUser } = useSession();
      return <button onClick={() => void refreshUser()}>refresh</button>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <Refresher />
          <Counter />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await vi.waitFor(() => expect(renders).toHaveBeenLastCalledWith('Alice B'));
  });

  it('offline, a stale cached user with a saved goal list on this device opens read-only; without one, a visitor', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', offline);
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1);
    saveGoalsSnapshot('u1', []);
    const first = renderSession();
    await screen.findByText('member:alice');
    first.unmount();

    // Someone else's list (or none) vouches for nobody.
    saveGoalsSnapshot('u2', []);
    renderSession();
    await screen.findByText('visitor:-');
    vi.restoreAllMocks();
  });

  it('online by the browser but no answer at all (a Wi-Fi without internet): the same read-only list, and the app is offline until a request is answered', async () => {
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1);
    saveGoalsSnapshot('u1', []);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderSession();
    await screen.findByText('member:alice');
    expect(isOffline()).toBe(true);
  });

  it('no answer within 2.4 s is not authenticated, as the spec says, even with a saved list here', async () => {
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1);
    saveGoalsSnapshot('u1', []);
    vi.useFakeTimers();
    stubHangingFetch();
    renderSession();
    await act(async () => vi.advanceTimersByTime(AUTH_CHECK_TIMEOUT_MS + 10));
    expect(probe()).toBe('visitor:-');
    expect(isOffline()).toBe(false);
  });

  it('a server that answers with an error is not offline: a stale cached user is a visitor', async () => {
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1);
    saveGoalsSnapshot('u1', []);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'internal', message: 'Something went wrong' })),
    );
    renderSession();
    await screen.findByText('visitor:-');
    expect(isOffline()).toBe(false);
  });

  it('does not trust a cache older than 15 minutes', () => {
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderSession();
    expect(probe()).toBe('loading:-');
  });

  it('treats a check-auth slower than 2.4 s as a visitor', async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    renderSession();
    await act(async () => vi.advanceTimersByTime(AUTH_CHECK_TIMEOUT_MS - 10));
    expect(probe()).toBe('loading:-');
    await act(async () => vi.advanceTimersByTime(20));
    expect(probe()).toBe('visitor:-');
  });

  it('treats a check-auth error as a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderSession();
    await screen.findByText('visitor:-');
  });

  it('falls back to the cached /users/me copy on a non-401 failure', async () => {
    rememberUser(alice, Date.now() - AUTH_CACHE_MS - 1); // stale: not trusted, not fresh
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/check-auth'
          ? json(200, { authenticated: true, user: null })
          : json(503, { error: 'down', message: 'down' }),
      ),
    );
    renderSession();
    await screen.findByText('member:alice');
  });
});

describe('LoadingScreen', () => {
  it("greets a stored name with 'Welcome back, {name}'", () => {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ data: { name: 'Alice' } }));
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.welcomeBack('Alice'));
  });
  it("says 'Welcome to Grindstone' without one (or with a corrupt record)", () => {
    localStorage.setItem(USER_DATA_KEY, '{not json');
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.welcome);
  });
});
