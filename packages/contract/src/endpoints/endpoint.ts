import type { z, ZodType } from 'zod';

/**
 * Who may call an endpoint. The server installs exactly one guard per level, in onRequest, so it
 * answers before any validation: an anonymous, malformed request to a member route is a 401.
 * - public: anyone (a handler may still look at an optional session);
 * - member: a signed-in person (401 otherwise);
 * - admin: an operator; everyone else gets the plain not-found of an unknown address (404);
 * - onboarding: inside an onboarding that presented a valid invitation code (403 otherwise);
 * - ops: the operator bridge's bearer token (404 otherwise); hidden from the API docs.
 */
export type EndpointAuth = 'public' | 'member' | 'admin' | 'onboarding' | 'ops';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses an endpoint answers with its `answer` shape. */
export type AnswerStatus = 200 | 201 | 202 | 503;

/** Statuses an endpoint answers with `{ error, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** A public path under /api; `:name` marks a path parameter (named as in `params`). */
export type ApiPath = `/api/${string}`;

/**
 * One HTTP endpoint, described once for both sides: the server registers its route from it and
 * the web calls it through it. Descriptor files only reference schemas from `../schemas/`: the
 * web build keeps the method and the path and drops the schemas (see apps/web/vite.config.ts).
 */
export type Endpoint = {
  method: HttpMethod;
  path: ApiPath;
  auth: EndpointAuth;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** Request headers the route requires (third-party callers only). */
  headers?: ZodType;
  /** The success answer. `null`: the route sends its own body (a file download). */
  answer: ZodType | null;
  /** The success status(es) of `answer` where not 200: 201 created, or several. */
  status?: AnswerStatus | readonly AnswerStatus[];
  errors?: readonly ErrorStatus[];
  /** Other spellings of the same path that the server also answers. */
  aliases?: readonly ApiPath[];
};

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both sides. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor;
}

type Input<S> = S extends ZodType ? z.input<S> : never;
type Output<S> = S extends ZodType ? z.output<S> : unknown;

/** What a caller sends: `params`, `query` and `body`, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends ZodType ? K : never]: Input<E[K]>;
};

/** What a caller gets back on success. */
export type EndpointAnswer<E extends Endpoint> = Output<E['answer']>;
