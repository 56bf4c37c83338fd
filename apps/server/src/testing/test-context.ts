import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createUser, type TestUser } from './factories.ts';

/**
 * Requests that carry these headers (a cookie, a bearer token):
 * `withHeaders(app, auth).post('/api/…', body)`, or `.inject({ method, url, … })` for anything else.
 */
export function withHeaders(app: FastifyInstance, headers: Record<string, string>) {
  const inject = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...headers } });
  return {
    inject,
    get: (url: string) => inject({ method: 'GET', url }),
    post: (url: string, payload?: InjectOptions['payload']) => inject({ method: 'POST', url, payload }),
    patch: (url: string, payload?: InjectOptions['payload']) => inject({ method: 'PATCH', url, payload }),
    put: (url: string, payload?: InjectOptions['payload']) => inject({ method: 'PUT', url, payload }),
    delete: (url: string, payload?: InjectOptions['payload']) => inject({ method: 'DELETE', url, payload }),
  };
}

/** Requests signed in as this user: `asUser(app, alice).post('/api/goals', { description })`. */
export function asUser(app: FastifyInstance, user: { cookie: string }) {
  return withHeaders(app, { cookie: user.cookie });
}

/**
 * One app over a fresh database for the enclosing describe block (or file): the returned
 * context's `app` and `t` are set in beforeAll, and closed in afterAll.
 */
export function createTestContext(opts: Parameters<typeof createTestApp>[0] = {}) {
  const context = {} as { t: TestApp; app: FastifyInstance };
  beforeAll(async () => {
    context.t = await createTestApp(opts);
    context.app = context.t.app;
  });
  afterAll(() => context.t.close());
  return context;
}

/**
 * createTestContext with two members, alice and bob, created once for the block: most API
 * tests need one person acting and another whose data must stay out of reach.
 */
export function createMembersContext(opts: Parameters<typeof createTestApp>[0] = {}) {
  const context = createTestContext(opts) as ReturnType<typeof createTestContext> & { alice: TestUser; bob: TestUser };
  beforeAll(async () => {
    context.alice = await createUser(context.app);
    context.bob = await createUser(context.app);
  });
  return context;
}
