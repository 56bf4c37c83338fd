import type { FastifyInstance } from 'fastify';
import { crossSiteRefusal, securityHeadersStep } from './security.ts';
import { tokenInUrlRefusal } from './session.ts';

/**
 * What every request goes through first, in one onRequest hook (each hook is a step of Fastify's
 * hook runner on every request; decision 193), in this order:
 * 1. its request id in `X-Request-Id` and the security headers, so every answer carries them,
 *    refusals included;
 * 2. the cross-site write check (plugins/security.ts);
 * 3. its cookies parsed into `request.cookies` (@fastify/cookie is registered with `hook: false`;
 *    setting a cookie still works, and parses them again itself if this step did not run);
 * 4. the refusal of a token in the URL (plugins/session.ts).
 * A refusal answers at once; the route's own guard (`onRequest` of the route) never runs.
 * Call it before registering @fastify/cookie: the cookie parser it uses is that plugin's.
 */
export async function registerRequestStart(app: FastifyInstance): Promise<void> {
  const securityHeaders = await securityHeadersStep(app.config);
  const crossSite = crossSiteRefusal(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(request, reply);
    const refusal = crossSite(request);
    if (refusal) return done(refusal);
    const cookieHeader = request.headers.cookie;
    request.cookies = cookieHeader ? app.parseCookie(cookieHeader) : {};
    done(tokenInUrlRefusal(request));
  });
}
