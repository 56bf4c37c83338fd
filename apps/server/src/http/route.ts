import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { MESSAGES, ZErrorSchema } from '@grindstone/contract';
import type { AnswerStatus, Endpoint, EndpointAuth, ErrorStatus } from '@grindstone/contract/endpoints/endpoint';
import { AppError } from '../plugins/errors.ts';
import { readOnboarding, type OnboardingState } from '../modules/onboarding/onboarding-cookie.ts';
import { isInvitationCodeLive } from '../modules/invitation-codes/invitation-codes.service.ts';
import { isOpsAuthorization } from '../modules/ops/ops-token.ts';

type Field<E, K extends string> = E extends { [P in K]: infer S extends ZodType } ? S : undefined;
type StatusesOf<E extends Endpoint> = E['status'] extends readonly (infer S extends AnswerStatus)[]
  ? S
  : E['status'] extends AnswerStatus
    ? E['status']
    : 200;
type ErrorsOf<E extends Endpoint> = E['errors'] extends readonly (infer S extends ErrorStatus)[] ? S : never;

/** The Fastify schema of an endpoint, as the zod type provider reads it. */
export type RouteSchema<E extends Endpoint> = {
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  headers: Field<E, 'headers'>;
  response: E['answer'] extends ZodType
    ? { [S in StatusesOf<E>]: E['answer'] } & { [S in ErrorsOf<E>]: typeof ZErrorSchema }
    : Record<never, never>;
};

/** A handler typed from its endpoint: request.params/query/body parsed, reply and return value checked. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E> & FastifySchema,
  ZodTypeProvider
>;

/** Route options that belong to the server alone (e.g. a third-party caller without a browser origin). */
export type RouteExtras = { config?: { csrf?: false } };

const NOT_IN_ONBOARDING = 'Please verify your invitation code first.';

/** What each auth level's guard answers to a caller without the right to call. */
const REFUSAL: Record<Exclude<EndpointAuth, 'public'>, ErrorStatus> = {
  member: 401,
  admin: 404,
  onboarding: 403,
  ops: 404,
};

/** The one guard of each auth level; each runs in onRequest, before the body is parsed or validated. */
function guardFor(app: FastifyInstance, auth: EndpointAuth) {
  switch (auth) {
    case 'public':
      return undefined;
    case 'member':
      return app.requireUser;
    case 'admin':
      return app.requireAdmin;
    case 'onboarding':
      // Inside an onboarding whose invitation code is still live: revoking a code (or its
      // expiry) ends the onboardings that carry it.
      return async (request: FastifyRequest) => {
        const state = onboardingOf(request);
        if (!(await isInvitationCodeLive(app.db, state.code))) throw new AppError('forbidden', NOT_IN_ONBOARDING);
      };
    case 'ops':
      return async (request: FastifyRequest) => {
        if (!isOpsAuthorization(request.headers.authorization, app.config.APP_SECRET)) {
          throw new AppError('not_found', MESSAGES.notFound);
        }
      };
  }
}

/** The onboarding state of a request on an `onboarding` route (the guard already checked it). */
export function onboardingOf(request: FastifyRequest): OnboardingState {
  const state = readOnboarding(request);
  if (!state) throw new AppError('forbidden', NOT_IN_ONBOARDING);
  return state;
}

/**
 * Registers an endpoint's route from its descriptor: its schemas (validation, serialization and
 * the API docs), the one guard of its auth level, and the typed handler. Call it inside a plugin
 * registered under the `/api` prefix (or none): the descriptor carries the whole public path.
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const onRequest = guardFor(app, endpoint.auth);
  const response: Record<number, ZodType> = {};
  if (endpoint.answer) {
    const statuses = endpoint.status === undefined ? [200] : ([] as AnswerStatus[]).concat(endpoint.status);
    for (const status of statuses) response[status] = endpoint.answer;
    const refusals = endpoint.auth === 'public' ? [] : [REFUSAL[endpoint.auth]];
    for (const status of [...(endpoint.errors ?? []), ...refusals]) response[status] ??= ZErrorSchema;
  }
  const schema: Record<string, unknown> = { response };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.auth === 'ops') schema.hide = true;
  else if (endpoint.auth !== 'public') schema.security = [{ cookieAuth: [] }];

  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    if (!path.startsWith(app.prefix)) throw new Error(`${path} is outside the plugin prefix ${app.prefix}`);
    app.route({
      method: endpoint.method,
      url: path.slice(app.prefix.length),
      schema,
      ...(onRequest ? { onRequest } : {}),
      ...(extras.config ? { config: extras.config } : {}),
      handler: handler as RouteHandlerMethod,
    });
  }
}
