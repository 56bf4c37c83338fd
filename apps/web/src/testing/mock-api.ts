import { vi } from 'vitest';

/** One request the web sent, as a test sees it. */
export type ApiRequest = { method: string; path: string; url: string; body: unknown };
export type ApiAnswer = (request: ApiRequest) => Response | Promise<Response>;

/** A JSON response, the way the server answers. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const unexpected: string[] = [];

function matches(pattern: string, method: string, path: string): boolean {
  const [first, second] = pattern.split(' ');
  const [wantMethod, wantPath] = second === undefined ? [undefined, first!] : [first, second];
  if (wantMethod && wantMethod !== method) return false;
  const want = wantPath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Replaces fetch with a stand-in for the server: `routes` maps 'METHOD /api/path' (or a path for
 * any method; `:name` matches one segment) to an answer. Every request is recorded in `calls`. A
 * request no route expects fails: fetch rejects, and the test fails after it (see setup-tests).
 */
export function mockApi(routes: Record<string, ApiAnswer>) {
  const calls: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const request: ApiRequest = {
      method,
      path: url.pathname,
      url: url.pathname + url.search,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(request);
    const key = Object.keys(routes).find((pattern) => matches(pattern, method, url.pathname));
    if (!key) {
      unexpected.push(`${method} ${url.pathname}`);
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }
    return routes[key]!(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

/** Fails the test that sent a request no route expected (called after each test). */
export function assertNoUnexpectedRequests(): void {
  const seen = unexpected.splice(0);
  if (seen.length) throw new Error(`Requests no test expected: ${seen.join(', ')}`);
}
