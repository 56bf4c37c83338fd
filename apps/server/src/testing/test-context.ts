import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** Requests signed in as this user: `asUser(app, alice).inject({ method, url, payload })`. */
export function asUser(app: FastifyInstance, user: { cookie: string }) {
  return {
    inject: (opts: InjectOptions) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: user.cookie } }),
  };
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
