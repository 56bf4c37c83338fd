import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INPUT_MESSAGES as MESSAGES, JSON_MAX_DEPTH, JSON_MAX_KEYS } from '@grindstone/contract';
import { asUser, createTestContext } from '../testing/test-context.ts';
import { createUser, type TestUser } from '../testing/factories.ts';
import { goals, invitationCodes } from '../db/schema/index.ts';
import { safeErrorSerializer } from './input-guard.ts';

const NUL = 'a\u0000b';
const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';

describe('hostile input is refused at the edge with a 400, never a 500', () => {
  const t = createTestContext();
  let alice: TestUser;
  beforeAll(async () => {
    alice = await createUser(t.app);
  });

  const as = (u: TestUser) => ({ cookie: u.cookie });
  function expectRefused(res: { statusCode: number; json: () => unknown }, message: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message });
  }

  it('refuses NUL in any text field, signed in or not', async () => {
    const cases = [
      { method: 'POST', url: '/api/auth/login', payload: { username: `x${NUL}`, password: 'whatever1' } },
      { method: 'POST', url: '/api/goals', payload: { description: `Ship ${NUL} page` }, headers: as(alice) },
      { method: 'POST', url: '/api/feedback', payload: { feedback: NUL }, headers: as(alice) },
      { method: 'PUT', url: '/api/users/updateMe', payload: { name: NUL }, headers: as(alice) },
      { method: 'POST', url: '/api/requestInvite', payload: { name: NUL, twitter: 'someone' } },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({ ...c, headers: { ...('headers' in c ? c.headers : {}) } });
      expectRefused(res, MESSAGES.textControlCharacter);
    }
    expect(await t.app.db.select().from(goals).where(eq(goals.userId, alice.id))).toEqual([]);
  });

  it('refuses NUL in object keys, query strings and path parameters', async () => {
    const key = await asUser(t.app, alice).post('/api/activities', { activityType: 'login', metadata: { [NUL]: 1 } });
    expectRefused(key, MESSAGES.textControlCharacter);
    const param = await asUser(t.app, alice).get('/api/goals/a%00b');
    expectRefused(param, MESSAGES.textControlCharacter);
    const query = await t.app.inject({ method: 'GET', url: '/api/health?x=a%00b' });
    expectRefused(query, MESSAGES.textControlCharacter);
  });

  it('refuses lone UTF-16 surrogates written as JSON escapes, high or low', async () => {
    for (const lone of [LONE_HIGH, LONE_LOW, `x${LONE_LOW}${LONE_HIGH}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { ...as(alice), 'content-type': 'application/json' },
        payload: `{"description":"Ship ${lone} page"}`,
      });
      expectRefused(res, MESSAGES.textLoneSurrogate);
    }
    // A proper pair (an emoji written as escapes) is fine.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...as(alice), 'content-type': 'application/json' },
      payload: '{"description":"Ship the \\ud83d\\ude80 launch page"}',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().description).toBe('Ship the 🚀 launch page');
  });

  it('refuses JSON nested deeper than the cap, even 5,000 levels, before parsing it', async () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    for (const depth of [JSON_MAX_DEPTH + 1, 5_000, 100_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/activities',
        headers: { ...as(alice), 'content-type': 'application/json' },
        payload: `{"activityType":"login","metadata":${deep(depth)}}`,
      });
      expectRefused(res, MESSAGES.jsonTooDeep);
    }
    const arrays = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { ...as(alice), 'content-type': 'application/json' },
      payload: `{"activityType":"login","metadata":{"a":${'['.repeat(6000)}${']'.repeat(6000)}}}`,
    });
    expectRefused(arrays, MESSAGES.jsonTooDeep);
    // Brackets inside strings do not count.
    const inString = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: { ...as(alice), 'content-type': 'application/json' },
      payload: JSON.stringify({ activityType: 'login', metadata: { a: '{['.repeat(1000) } }),
    });
    expect(inString.statusCode).toBe(201);
  });

  it('refuses bodies with more keys than the cap', async () => {
    const metadata = Object.fromEntries(Array.from({ length: JSON_MAX_KEYS + 1 }, (_, i) => [`k${i}`, i]));
    const res = await asUser(t.app, alice).post('/api/activities', { activityType: 'login', metadata });
    expectRefused(res, MESSAGES.jsonTooManyKeys);
  });

  it('answers malformed JSON with the JSON error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...as(alice), 'content-type': 'application/json' },
      payload: '{"description": "x"',
    });
    expectRefused(res, MESSAGES.jsonMalformed);
  });

  it('decodes a path parameter once: %25 is a literal percent sign, not a URIError', async () => {
    const code = `EDGE-${Date.now()}`;
    await t.app.db.insert(invitationCodes).values({ code });
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-invitation', payload: { code } });
    expect(verified.json()).toEqual({ valid: true });
    const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/x-access/verify-twitter/%25/1234',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      message: 'username: Enter an X username: letters, digits or underscore, up to 15',
    });
  });

  it('refuses NUL in a PayPal webhook before it is verified or stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/cert',
        'paypal-transmission-id': 'id',
        'paypal-transmission-sig': 'sig',
        'paypal-transmission-time': '2026-01-01T00:00:00Z',
      },
      payload: { id: `WH-${NUL}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: 'I-1' } },
    });
    expectRefused(res, MESSAGES.textControlCharacter);
  });
});

describe('error logs never carry SQL parameters', () => {
  it('drops params, query values and row details from database errors', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(alice@example.com) already exists.',
      severity: 'ERROR',
      query: 'insert into users (email) values ($1)',
      params: ['alice@example.com'],
    });
    const drizzleError = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: alice@example.com'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into users (email) values ($1)',
        params: ['alice@example.com'],
        cause,
      },
    );
    const out = safeErrorSerializer(drizzleError);
    const text = JSON.stringify(out);
    expect(text).not.toContain('alice@example.com');
    expect(text).toContain('users_email_unique');
    expect(text).toContain('23505');
    expect(text).toContain('insert into users (email) values ($1)');
  });
});
