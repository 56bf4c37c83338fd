import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('OpenAPI documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: '/nonexistent-dist' } });
  });
  afterAll(() => t.close());

  it('serves the OpenAPI JSON generated from the zod schemas, with every module route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    // The zod response schema became JSON Schema.
    const health = doc.paths['/api/health']!.get as {
      responses: Record<string, { content: { 'application/json': { schema: { properties: object } } } }>;
    };
    expect(Object.keys(health.responses['200']!.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['status', 'database']),
    );
    // Internal routes stay out of it.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/ops') || p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the UI at /api/docs under the app CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location! }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lists the operator routes outside production', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin')).length).toBeGreaterThan(0);
  });
});

describe('OpenAPI documentation in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: '/nonexistent-dist', NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('leaves the operator routes out of the public document, and keeps the member API in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: object }>().paths);
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(paths).toContain('/api/goals');
  });
});
