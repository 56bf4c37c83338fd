import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { MESSAGES } from '@grindstone/contract';
import type { Config, TrustProxy } from '../env.ts';
import { AppError } from './errors.ts';
import { isBearerOnly } from '../modules/access-tokens/bearer-auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the cross-site request check (webhooks called by third parties). */
    csrf?: boolean;
  }
}

/**
 * What the subscription page needs from PayPal's JS SDK (buttons are iframes, checkout a popup);
 * PayPal's CSP guide also lists its static host paypalobjects.com.
 */
export const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The Content-Security-Policy directives of the web app (PayPal only when PayPal is configured). */
export function cspDirectives(config: Pick<Config, 'PAYPAL_CLIENT_ID'>): Record<string, string[]> {
  const paypal = config.PAYPAL_CLIENT_ID ? PAYPAL_SOURCES : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...paypal],
    scriptSrcAttr: ["'none'"],
    // React writes inline style attributes (drag transforms, progress widths).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...paypal],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...paypal],
    frameSrc: paypal.length ? paypal : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The options we give helmet (see registerSecurityHeaders). */
export function helmetOptions(config: Pick<Config, 'PAYPAL_CLIENT_ID'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // PayPal's checkout opens a popup that talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: false,
  };
}

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet rebuilds the whole
 * helmet middleware on every request (about 50 us each, measured by `npm run bench`); our headers
 * never vary per request, so we ask it once, through a throwaway instance, and replay the answer.
 */
export async function computeHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, { ...options, global: true });
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !transport.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function: Fastify refuses to trust
 * a bare number, and proxy-addr then walks X-Forwarded-For from the right, so the client IP is the
 * entry the n-th proxy appended, never one the client wrote on the left.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** True when the product is served over https: PUBLIC_URL says so, or this request came over https. */
export function isHttpsRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

/**
 * Security headers on every answer: a CSP for the SPA, nosniff, a referrer policy, no framing;
 * HSTS when PUBLIC_URL is https, or when the request came over https (directly, or via a trusted proxy).
 * Returns the step that sets them (plugins/request-start.ts runs it first thing on every request);
 * both header sets are computed once, so a request copies one object.
 */
export async function securityHeadersStep(
  config: Pick<Config, 'PAYPAL_CLIENT_ID' | 'PUBLIC_URL'>,
): Promise<(request: FastifyRequest, reply: FastifyReply) => void> {
  const headers = await computeHelmetHeaders(helmetOptions(config));
  const overHttps = { ...headers, 'strict-transport-security': HSTS_VALUE };
  const publicUrl = config.PUBLIC_URL;
  return (request, reply) => void reply.headers(isHttpsRequest(request, publicUrl) ? overHttps : headers);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Host (with port) of an origin string, or null when it is not a URL (e.g. the literal 'null'). */
function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Host header as a URL would print it: lowercase, default ports dropped. */
function normaliseHost(host: string, protocol: string): string {
  const h = host.toLowerCase();
  if (protocol === 'https' && h.endsWith(':443')) return h.slice(0, -4);
  if (protocol === 'http' && h.endsWith(':80')) return h.slice(0, -3);
  return h;
}

/** True when the browser says this request came from a page of another site or origin. */
export function isCrossSiteRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const originHost = hostOf(origin);
  if (!originHost) return true;
  if (publicUrl && hostOf(publicUrl) === originHost) return false;
  const host = request.host;
  return !host || normaliseHost(host, request.protocol) !== originHost;
}

/** The path the request is routed on: the route's own pattern, or the parsed path when none matched. */
function apiPathOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route && route !== '*' && route !== '/*') return route;
  try {
    return new URL(request.url, 'http://localhost').pathname;
  } catch {
    return request.url;
  }
}

/**
 * CSRF defence for cookie auth (decision 010): a state-changing /api request that a browser marks
 * as coming from another origin (Origin header, or Sec-Fetch-Site) is refused with 403. Requests
 * with neither header (servers, CLI, tests) pass; a route opts out with `config: { csrf: false }`.
 * Requests authenticated by an access token and carrying no cookie are not checked (decision 140).
 * Returns the check (plugins/request-start.ts runs it on every request, before the route's guard).
 */
export function crossSiteRefusal(
  config: Pick<Config, 'PUBLIC_URL'>,
): (request: FastifyRequest) => AppError | undefined {
  const publicUrl = config.PUBLIC_URL;
  return (request) => {
    if (!STATE_CHANGING.has(request.method)) return undefined;
    // The matched route's path, never the raw request line: an absolute-form target
    // (`POST http://host/api/goals`) routes to /api/goals but does not start with '/api/'.
    if (!apiPathOf(request).startsWith('/api/')) return undefined;
    if (request.routeOptions.config?.csrf === false) return undefined;
    // Bearer-only requests carry no cookie to forge with; a cookie alongside keeps the check.
    if (isBearerOnly(request)) return undefined;
    return isCrossSiteRequest(request, publicUrl) ? new AppError('forbidden', MESSAGES.badOrigin) : undefined;
  };
}
