import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, setSessionExpiredHandler } from './api-client.ts';
import { json } from '../testing/mock-api.ts';

type Call = { url: string; method: string; credentials?: RequestCredentials };

/** A fake server: the access token is valid only after `refreshed` is true. */
function fakeServer(options: { refreshOk: boolean; refreshDelayMs?: number }) {
  const calls: Call[] = [];
  let refreshed = false;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', credentials: init?.credentials });
    if (url === '/api/auth/refresh-token') {
      await new Promise((r) => setTimeout(r, options.refreshDelayMs ?? 10));
      if (!options.refreshOk) return json(401, { error: 'unauthorized', message: 'Not authenticated' });
      refreshed = true;
      return json(200, { ok: true });
    }
    if (!refreshed) return json(401, { error: 'unauthorized', message: 'Not authenticated' });
    return json(200, { path: url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshCalls: () => calls.filter((c) => c.url === '/api/auth/refresh-token').length };
}

describe('api client', () => {
  const expired = vi.fn();
  beforeEach(() => {
    expired.mockReset();
    setSessionExpiredHandler(expired);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials to /api and parses JSON', async () => {
    const server = fakeServer({ refreshOk: true });
    await expect(request('GET', '/goals')).resolves.toEqual({ path: '/api/goals' });
    expect(server.calls[0]).toMatchObject({ url: '/api/goals', credentials: 'include' });
  });

  it('runs ONE refresh for concurrent 401s and replays every request after it', async () => {
    const server = fakeServer({ refreshOk: true, refreshDelayMs: 30 });
    const results = await Promise.all([
      request('GET', '/a'),
      request('GET', '/b'),
      request('POST', '/c', { x: 1 }),
      request('GET', '/d'),
    ]);
    expect(results).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }, { path: '/api/d' }]);
    expect(server.refreshCalls()).toBe(1);
    // each request: first try (401) + one replay
    for (const p of ['/api/a', '/api/b', '/api/c', '/api/d']) {
      expect(server.calls.filter((c) => c.url === p)).toHaveLength(2);
    }
    expect(server.calls.find((c) => c.url === '/api/c' && c.method === 'POST')).toBeTruthy();
    expect(expired).not.toHaveBeenCalled();
  });

  it('a failed refresh calls the session-expired handler once per caller and throws the 401', async () => {
    const server = fakeServer({ refreshOk: false });
    const results = await Promise.allSettled([request('GET', '/a'), request('GET', '/b')]);
    expect(server.refreshCalls()).toBe(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const err = (r as PromiseRejectedResult).reason;
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(401);
    }
    expect(expired).toHaveBeenCalled();
  });

  it('never refreshes on the auth calls themselves (a wrong password is not an expired session)', async () => {
    const server = fakeServer({ refreshOk: true });
    const err = await request('POST', '/auth/login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).message).toBe('Not authenticated');
    expect(server.refreshCalls()).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a network failure is an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await request('GET', '/goals').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect((err as ApiError).isNetworkError).toBe(true);
    expect((err as ApiError).message).toBe('No response received from server. Please try again.');
  });

  it('turns an error answer into ApiError with the server code and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { error: 'rate_limited', message: 'Too many requests. Please try again later.' })),
    );
    const err = (await request('POST', '/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(429);
    expect(err.code).toBe('rate_limited');
    expect(err.message).toBe('Too many requests. Please try again later.');
  });
});
