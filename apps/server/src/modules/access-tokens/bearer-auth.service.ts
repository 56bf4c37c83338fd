import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_RATE_LIMIT,
  type TAccessTokenScope,
} from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { enforceRateLimit } from '../../plugins/rate-limit.ts';
import { findLiveAccessToken, tokenAllows } from './access-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The access token that authenticated this request; null for a cookie session. */
    accessToken: { id: string; scopes: TAccessTokenScope[] } | null;
  }
}

/**
 * The member API an access token reaches, and the scope each route needs; every other route
 * refuses tokens. Coach calls that change nothing (fortify, next move) only need goals:read;
 * they still spend the same daily quota as on the web.
 */
export const TOKEN_ROUTES: Readonly<Record<string, TAccessTokenScope>> = {
  'GET /api/goals': 'goals:read',
  'POST /api/goals': 'goals:write',
  'GET /api/goals/:id': 'goals:read',
  'PATCH /api/goals/:id': 'goals:write',
  'DELETE /api/goals/:id': 'goals:write',
  'POST /api/goals/reorder': 'goals:write',
  'PUT /api/goals/:id/updates': 'goals:write',
  'GET /api/completed-goals': 'goals:read',
  'GET /api/completed-goals/': 'goals:read',
  'POST /api/completed-goals/:id': 'goals:write',
  'GET /api/goal-updates/:goalId': 'goals:read',
  'POST /api/goal-updates': 'goals:write',
  'PUT /api/goal-updates/:id': 'goals:write',
  'DELETE /api/goal-updates/:id': 'goals:write',
  'DELETE /api/goal-updates/:id/all': 'goals:write',
  'POST /api/agents/fortifyIt': 'goals:read',
  'POST /api/agents/generateWhatToDoNotification': 'goals:read',
  'POST /api/agents/generateNotification': 'goals:write',
  'GET /api/agents/quota': 'goals:read',
  'GET /api/notifications': 'goals:read',
  'PUT /api/notifications/markRead': 'goals:write',
  'PATCH /api/notifications/:id': 'goals:write',
  'POST /api/notifications/:id/shrink': 'goals:write',
  // The MCP endpoint: each tool checks goals:write itself before it changes anything.
  'POST /mcp': 'goals:read',
};

/** The scope this request's route needs from a token, or undefined when it refuses tokens. */
export function tokenScopeOf(request: FastifyRequest): TAccessTokenScope | undefined {
  return TOKEN_ROUTES[`${String(request.routeOptions.method)} ${request.routeOptions.url}`];
}

/** The credentials of an `Authorization: Bearer <token>` header, or undefined without one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S*)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * A request authenticated by its bearer token alone: the CSRF guard protects ambient cookie
 * credentials, and a request that carries no cookie has none a forger could ride on.
 */
export function isBearerOnly(request: FastifyRequest): boolean {
  return bearerTokenOf(request) !== undefined && !request.headers.cookie;
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const query = url.slice(at + 1);
  try {
    return decodeURIComponent(query);
  } catch {
    return query;
  }
}

/** True when the URL's query string carries what looks like an access token. */
export function urlCarriesToken(url: string): boolean {
  const query = queryOf(url);
  return query.includes(ACCESS_TOKEN_PREFIX) || /(^|[&;])access_token=/i.test(query);
}

/** The URL as it may be logged: anything token-like in the query replaced. */
export function redactTokensInUrl(url: string): string {
  if (!urlCarriesToken(url)) return url;
  return `${url.slice(0, url.indexOf('?'))}?[redacted]`;
}

/**
 * Authenticates a request by its access token: the route must accept tokens (TOKEN_ROUTES),
 * the token must be live, within its per-token rate limit and allow the route's scope. Sets the
 * same `user` and `account` a cookie session would, plus `accessToken`.
 */
export async function authenticateBearer(app: FastifyInstance, request: FastifyRequest, secret: string): Promise<void> {
  const scope = tokenScopeOf(request);
  if (!scope) throw new AppError('forbidden', ACCESS_TOKEN_MESSAGES.notAccepted);
  const found = await findLiveAccessToken(app.db, secret);
  if (!found) {
    throw new AppError('unauthorized', ACCESS_TOKEN_MESSAGES.invalid, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  await enforceRateLimit(app.db, `access-token:${found.token.id}`, ACCESS_TOKEN_RATE_LIMIT);
  if (!tokenAllows(found.token.scopes, scope)) throw new AppError('forbidden', ACCESS_TOKEN_MESSAGES.readOnly);
  request.account = found.account;
  request.user = { id: found.account.id, role: found.account.role, epoch: found.account.sessionEpoch };
  request.accessToken = found.token;
}
