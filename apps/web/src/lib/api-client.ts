import { MESSAGES } from '@grindstone/contract';
import { refuseIfOffline } from './offline.ts';
/**
 * The one HTTP client of the web app (docs/product.md#rules): base path /api, cookies sent, JSON in and
 * out. A 401 triggers ONE refresh and a retry; 401s that arrive while a refresh is running wait
 * for it and replay; a failed refresh signs the user out and sends them to /login.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly headers: Headers | null;
  constructor(status: number, code: string, message: string, data: unknown, headers: Headers | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
    this.headers = headers;
  }
  /** No answer reached us (offline, server down, CORS): spec 'No response received...'. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The server's message for a refusal; a generic line when no answer came (or for any other error). */
export function serverMessage(err: unknown): string {
  return err instanceof ApiError && !err.isNetworkError ? err.message : MESSAGES.genericError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  signal?: AbortSignal;
  /** Do not try a refresh on 401 (auth calls themselves). */ noRefresh?: boolean;
  /** Let the request outlive the page (a write sent while the tab closes). */ keepalive?: boolean;
};

const BASE = '/api';
/** Auth endpoints whose 401 means 'wrong credentials', not 'session expired'. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh-token', '/auth/logout', '/auth/register'];

let refreshing: Promise<boolean> | null = null;
/** Bumped by every successful refresh: a 401 to a request sent before it just replays. */
let generation = 0;
let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};

/** The session layer tells the client what to do when a refresh fails. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function send(method: Method, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
  try {
    return await fetch(BASE + path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'No response received from server. Please try again.', null);
  }
}

/** One refresh at a time: concurrent callers share the same promise. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= send('POST', '/auth/refresh-token', undefined, {})
    .then((res) => {
      if (res.ok) generation++;
      return res.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function toError(res: Response): Promise<ApiError> {
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    /* not JSON */
  }
  const obj = (data ?? {}) as { error?: unknown; message?: unknown };
  const message = typeof obj.message === 'string' ? obj.message : res.statusText || `HTTP ${res.status}`;
  const code = typeof obj.error === 'string' ? obj.error : `http_${res.status}`;
  return new ApiError(res.status, code, message, data, res.headers);
}

export async function request<T>(method: Method, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  // Offline the app is read-only: a write is refused here, never sent or queued (the listeners
  // of refuseIfOffline tell the person; like a network error, the caller's own text is generic).
  if (method !== 'GET' && refuseIfOffline()) throw new ApiError(0, 'OFFLINE', 'Offline: not sent.', null);
  const sentAt = generation;
  let res = await send(method, path, body, opts);
  if (res.status === 401 && !opts.noRefresh && !NO_REFRESH_PATHS.includes(path)) {
    // A refresh finished while this request was in flight: its cookies are new, just replay.
    if (generation !== sentAt || (await refreshSession())) {
      res = await send(method, path, body, opts);
    } else {
      onSessionExpired();
      throw await toError(res);
    }
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
