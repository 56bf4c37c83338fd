import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@grindstone/contract';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig } from '../testing/test-app.ts';

/** buildApp with a few extra routes for the checks below (before ready, as a module would). */
async function appWith(env: Record<string, string> = {}) {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: '/nonexistent-dist', ...env }),
    database,
    logger: false,
  });
  app.post('/api/__echo', async (request) => ({ ok: true, size: JSON.stringify(request.body ?? null).length }));
  const hits = { delete: 0 };
  app.delete('/api/__echo', async () => {
    hits.delete++;
    return { ok: true };
  });
  app.post('/api/__webhook', { config: { csrf: false } }, async () => ({ ok: true }));
  app.post('/not-api/__echo', async () => ({ ok: true }));
  await app.ready();
  return { app, close: async () => (await app.close(), await drop()), database, hits };
}

describe('security headers', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  beforeAll(async () => ({ app, close } = await appWith()));
  afterAll(() => close());

  it('sets a real CSP, nosniff, referrer policy and no framing on every answer', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain('paypal');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends no HSTS over plain http', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers with PayPal configured and behind an https proxy', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  beforeAll(
    async () =>
      ({ app, close } = await appWith({
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'secret',
        TRUST_PROXY: 'true',
      })),
  );
  afterAll(() => close());

  it('allows PayPal script, frame and connect sources', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const paypal = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';
    expect(csp).toContain(`script-src 'self' ${paypal};`);
    expect(csp).toContain(`connect-src 'self' ${paypal};`);
    expect(csp).toContain(`frame-src ${paypal};`);
    expect(csp).toContain(`img-src 'self' data: ${paypal};`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS when the request came over https', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('CSRF guard', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  let hits: { delete: number };
  beforeAll(async () => ({ app, close, hits } = await appWith({ PUBLIC_URL: 'https://grind.example.com' })));
  afterAll(() => close());

  const refused = { error: 'forbidden', message: MESSAGES.badOrigin };

  it('refuses a state-changing /api request from another origin with 403', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/__echo',
        headers: { host: 'localhost:3000', origin: 'https://evil.example' },
        payload: {},
      });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it('refuses cross-site and same-site Sec-Fetch-Site, and the opaque origin "null"', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { origin: 'http://localhost:3001', host: 'localhost:3000' },
      { origin: 'https://localhost:3000.evil.example', host: 'localhost:3000' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/__echo', headers, payload: {} });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it('lets our own origin, PUBLIC_URL and header-less callers through', async () => {
    for (const headers of [
      {},
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
      { origin: 'http://LOCALHOST:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://example.com', host: 'example.com:80' },
      { origin: 'https://grind.example.com', host: '10.0.0.5:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/__echo', headers, payload: {} });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves safe methods, non-API paths and exempted routes alone', async () => {
    const cross = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: cross })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/__webhook', headers: cross })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/not-api/__echo', headers: cross })).statusCode).toBe(200);
  });

  it('refuses before the handler runs (nothing changes)', async () => {
    const before = hits.delete;
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/__echo',
      headers: { origin: 'https://evil.example', host: 'localhost' },
    });
    expect(res.statusCode).toBe(403);
    expect(hits.delete).toBe(before);
    const ok = await app.inject({ method: 'DELETE', url: '/api/__echo' });
    expect(ok.statusCode).toBe(200);
    expect(hits.delete).toBe(before + 1);
  });
});

describe('request bodies', () => {
  let app: FastifyInstance;
  let close: () => Promise<unknown>;
  beforeAll(async () => ({ app, close } = await appWith()));
  afterAll(() => close());

  it('accepts a goal update of 100,000 characters, even in the costliest JSON encoding', async () => {
    // A control character is 6 bytes in JSON (\u0001): the worst case per character, 600 kB.
    const content = '\u0001'.repeat(100_000);
    expect(content.length).toBe(100_000);
    expect(Buffer.byteLength(JSON.stringify({ content }))).toBeGreaterThan(600_000);
    const res = await app.inject({ method: 'POST', url: '/api/__echo', payload: { content } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 413 with the JSON error shape over 1 MiB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    for (const payload of ['{"a":', 'not json', '{"a":1}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: 'The request body is not valid JSON.' });
    }
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    for (const type of ['text/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { 'content-type': type },
        payload: 'a=1',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) });
    }
  });
});
