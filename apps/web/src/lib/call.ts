import type { Endpoint, EndpointAnswer, EndpointInput } from '@grindstone/contract/endpoints/endpoint';
import { request, type RequestOptions } from './api-client.ts';

const API_PREFIX = '/api';

/** The endpoint's path with each `:name` replaced by its encoded parameter, plus the query string. */
export function urlOf(endpoint: Endpoint, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

type Args<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, opts?: RequestOptions]
    : [input: EndpointInput<E>, opts?: RequestOptions];

/**
 * Calls an endpoint through the one HTTP client (cookies, one refresh on 401): the path is built
 * from `params`, `query` goes in the query string, `body` is sent as JSON, and the answer is typed
 * from the endpoint's schema. The server checks every answer against that schema before sending
 * it, so the web does not parse it again (and its first chunk stays free of zod).
 */
export function call<const E extends Endpoint>(endpoint: E, ...[input, opts]: Args<E>): Promise<EndpointAnswer<E>> {
  const given = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = urlOf(endpoint, given);
  return request<EndpointAnswer<E>>(endpoint.method, url.slice(API_PREFIX.length), given.body, opts);
}
