import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { INVITATION_RATE_LIMIT_ATTEMPTS, MESSAGES } from '@grindstone/contract';
import { buildApp } from '../app.ts';
import { fastifyTrustProxy } from './security.ts';
import { ConfigError, parseConfig } from '../env.ts';
import { createTestDatabase, testConfig } from '../testing/test-app.ts';
import { INVITE_REQUEST_RULE } from '../modules/onboarding/onboarding.routes.ts';

async function appWith(env: Record<string, string>, extra?: (app: FastifyInstance) => void) {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: '/nonexistent-dist', ...env }),
    database,
    logger: false,
  });
  extra?.(app);
  await app.ready();
  return { app, close: async () => (await app.close(), await drop()) };
}

let rotation = 0;
/** An X-Forwarded-For whose left-most entry (written by the client) changes on every call. */
const rotated = (client: string) => `198.51.100.${rotation++ % 250}, ${client}`;

describe('TRUST_PROXY configuration', () => {
  const base = { APP_SECRET: 'a-secret-of-at-least-32-characters-0123456789', DATA_DIR: '/tmp' };
  it('accepts false, true (one hop), a hop count and a list of proxy addresses or CIDRs', () => {
    expect(parseConfig({ ...base }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ ...base, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else with one line naming the variable', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.0/99', 'proxy.example.com', '10.0.0.1,,']) {
      expect(() => parseConfig({ ...base, TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => parseConfig({ ...base, TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
    }
  });
});

describe('client address behind a proxy', () => {
  /** What request.ip says for this X-Forwarded-For under this TRUST_PROXY (a bare Fastify, no database). */
  async function clientIp(trustProxy: string, forwardedFor: string): Promise<string> {
    const config = testConfig({ TRUST_PROXY: trustProxy });
    const app = Fastify({ trustProxy: fastifyTrustProxy(config.TRUST_PROXY) });
    app.get('/ip', async (request) => request.ip);
    try {
      return (await app.inject({ url: '/ip', headers: { 'x-forwarded-for': forwardedFor } })).body;
    } finally {
      await app.close();
    }
  }

  it('true means one hop: the right-most X-Forwarded-For entry is the client', async () => {
    expect(await clientIp('true', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIp('true', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('a hop count takes that many entries from the right; a list trusts only those proxies', async () => {
    const chain = '6.6.6.6, 203.0.113.9, 10.1.2.3';
    expect(await clientIp('2', chain)).toBe('203.0.113.9');
    expect(await clientIp('127.0.0.1, 10.0.0.0/8', chain)).toBe('203.0.113.9');
    expect(await clientIp('10.0.0.0/8', chain)).toBe('127.0.0.1');
    expect(await clientIp('false', chain)).toBe('127.0.0.1');
  });
});

describe('per-address limits with TRUST_PROXY=true', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  beforeAll(async () => ({ app, close } = await appWith({ TRUST_PROXY: 'true' })));
  afterAll(() => close());

  it('rotating the left-most X-Forwarded-For entry does not escape the invitation-code limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= INVITATION_RATE_LIMIT_ATTEMPTS + 1; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-invitation',
        headers: { 'x-forwarded-for': rotated('203.0.113.20') },
        payload: { code: `WRONG-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('… nor the login limit', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': rotated('203.0.113.21') },
        payload: { username: 'somebody', password: 'wrong-password' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('… nor the invite-request limit', async () => {
    let last = 0;
    for (let i = 0; i <= INVITE_REQUEST_RULE.limit; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/requestInvite',
        headers: { 'x-forwarded-for': rotated('203.0.113.22') },
        payload: { name: 'Someone', email: `someone${i}@example.com`, twitter: `someone_${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('https deployments (PUBLIC_URL is https)', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  beforeAll(
    async () => ({ app, close } = await appWith({ TRUST_PROXY: 'false', PUBLIC_URL: 'https://grind.example.com' })),
  );
  afterAll(() => close());

  it('sends HSTS even when the request reached the server over plain http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks the onboarding cookie Secure even over plain http', async () => {
    const { invitationCodes } = await import('../db/schema/index.ts');
    await app.db.insert(invitationCodes).values({ code: 'HTTPS-CODE-1' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-invitation',
      payload: { code: 'HTTPS-CODE-1' },
    });
    expect(res.json()).toEqual({ valid: true });
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});

describe('CSRF guard and the request line', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  let port = 0;
  const hits = { post: 0 };
  beforeAll(async () => {
    ({ app, close } = await appWith({}, (a) =>
      a.post('/api/__echo', async () => {
        hits.post++;
        return { ok: true };
      }),
    ));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => close());

  /** Sends one raw HTTP/1.1 request and resolves with the status line and body. */
  function raw(requestLine: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `${requestLine}\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\n` +
            'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('refuses a cross-origin POST whose request line is in absolute form', async () => {
    const before = hits.post;
    for (const target of [`http://127.0.0.1:${port}/api/__echo`, `http://evil.example/api/__echo`]) {
      const answer = await raw(`POST ${target} HTTP/1.1`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 403/);
      expect(answer).toContain(MESSAGES.badOrigin);
    }
    expect(hits.post).toBe(before);
    // The origin-form request is refused the same way (the guard itself works).
    expect(await raw('POST /api/__echo HTTP/1.1')).toMatch(/^HTTP\/1\.1 403/);
  });
});
