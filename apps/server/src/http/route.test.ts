import { describe, expect, it } from 'vitest';
import * as features from '@grindstone/contract/endpoints/index';
import type { Endpoint } from '@grindstone/contract/endpoints/endpoint';
import { asUser, createTestContext } from '../testing/test-context.ts';
import { createGoal, createUser } from '../testing/factories.ts';

const endpoints: { name: string; endpoint: Endpoint }[] = Object.entries(features).flatMap(([feature, module]) =>
  Object.entries(module as Record<string, Endpoint>).map(([name, endpoint]) => ({
    name: `${feature}.${name}`,
    endpoint,
  })),
);

/** What an anonymous caller gets from each guard, before anything of the request is validated. */
const REFUSED = { member: 401, admin: 404, onboarding: 403, ops: 404 } as const;

describe('one guard per auth level, in onRequest', () => {
  const t = createTestContext();

  it('registers every described endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const { name, endpoint } of endpoints) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        expect(t.app.hasRoute({ method: endpoint.method, url: path }), `${name}: ${endpoint.method} ${path}`).toBe(
          true,
        );
      }
    }
  });

  it('registers every documented /api route from a descriptor (no route by hand)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    const described = new Set(
      endpoints.flatMap(({ endpoint }) =>
        [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `${endpoint.method} ${path}`),
      ),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(described.size / 2);
    expect(documented.filter((route) => !described.has(route))).toEqual([]);
  });

  it('lets a signed-in member through the member guard to their own data', async () => {
    const alice = await createUser(t.app);
    const goal = await createGoal(t.app, alice, { description: 'Write the report' });
    const res = await asUser(t.app, alice).inject({ method: 'GET', url: `/api/goals/${goal.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: goal.id, description: 'Write the report' });
  });

  it('answers 401 to an anonymous, malformed request on every member route', async () => {
    const members = endpoints.filter(({ endpoint }) => endpoint.auth === 'member');
    // The session routes are among them since they are described too.
    expect(members.map(({ name }) => name)).toEqual(expect.arrayContaining(['auth.me', 'auth.completeOnboarding']));
    for (const { name, endpoint } of members) {
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      const res = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path.replace(/:[A-Za-z]+/g, 'not-a-uuid'),
        headers: { 'content-type': 'application/json', cookie: 'gs_access=forged.token.value' },
        ...(hasBody ? { payload: '[]' } : {}),
      });
      expect(res.statusCode, `${name}: ${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(res.json(), name).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('refuses an anonymous, malformed request to every guarded endpoint before validating it', async () => {
    const guarded = endpoints.filter(({ endpoint }) => endpoint.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const { name, endpoint } of guarded) {
      const auth = endpoint.auth as keyof typeof REFUSED;
      // Path parameters that are no UUID, a query of the wrong types, and a body that is not JSON.
      const path = endpoint.path.replace(/:[A-Za-z]+/g, 'not-a-uuid');
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      const res = await t.app.inject({
        method: endpoint.method,
        url: `${path}?page=-1&limit=many&timezone[]=x`,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        ...(hasBody ? { payload: '{"broken' } : {}),
      });
      expect(res.statusCode, `${name}: ${endpoint.method} ${endpoint.path}`).toBe(REFUSED[auth]);
      expect(Object.keys(res.json()).sort(), name).toEqual(['error', 'message']);
    }
  });
});
