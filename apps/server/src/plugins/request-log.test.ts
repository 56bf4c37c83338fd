import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../testing/test-app.ts';

type Line = { level: number; msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } };

describe('request logs and ids', () => {
  let t: TestApp;
  const lines: Line[] = [];
  const texts: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: {
        write: (line: string) => {
          texts.push(line);
          lines.push(JSON.parse(line) as Line);
        },
      },
    });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('keeps a well-formed X-Request-Id, answers it, and logs one info line per request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/goals', headers: { 'x-request-id': 'lb-7f3a.9:x' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.9:x');
    const mine = linesOf('lb-7f3a.9:x');
    expect(mine.map((l) => [l.level, l.msg])).toEqual([[30, 'request completed']]);
    expect(mine[0]).toMatchObject({ req: { url: '/api/goals' }, res: { statusCode: 401 } });
  });

  it('replaces an id that could forge log lines or headers with its own', async () => {
    for (const bad of ['two words', 'a"quote', 'x'.repeat(129), 'line\tbreak', 'é']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      const id = res.headers['x-request-id'] as string;
      expect(id, bad).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(id)).toHaveLength(1);
    }
  });

  it('logs probes and web files at debug', async () => {
    for (const url of ['/api/health', '/api/ready', '/assets/app.js', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(
        linesOf(res.headers['x-request-id'] as string).map((l) => l.level),
        url,
      ).toEqual([20]);
    }
  });

  it('writes the completed line with exactly the fields that cannot hold a secret', async () => {
    // The completed line skips pino's redaction pass (plugins/request-log.ts): this is what keeps it safe.
    const secrets = ['cookie-secret-1', 'bearer-secret-2', 'password-secret-3', 'gst_querysecret4'];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/login?access_token=${secrets[3]}`,
      headers: { cookie: `gs_access=${secrets[0]}`, authorization: `Bearer ${secrets[1]}` },
      payload: { username: 'nobody', password: secrets[2] },
    });
    const id = res.headers['x-request-id'] as string;
    const mine = linesOf(id);
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0]!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    // remotePort is absent under inject (no socket).
    const reqFields = ['method', 'url', 'host', 'remoteAddress', 'remotePort'];
    expect(reqFields).toEqual(expect.arrayContaining(Object.keys(mine[0]!.req!)));
    expect(Object.keys(mine[0]!.res!)).toEqual(['statusCode']);
    expect(mine[0]!.req!.url).toBe('/api/auth/login?[redacted]');
    const text = texts.find((l) => l.includes(id))!;
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('still redacts what a route logs itself', async () => {
    const before = texts.length;
    t.app.log.info({ body: { password: 'hunter2-secret' }, change: { currentPassword: 'c-secret' } }, 'a route line');
    const text = texts.slice(before).join('');
    expect(text).toContain('a route line');
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('c-secret');
  });
});

describe('the log lines of a request, byte for byte', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const texts: string[] = [];
  let lastId = '';
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const config = testConfig({ LOG_LEVEL: 'debug', WEB_DIST_DIR: '/nonexistent-web-dist' });
    app = await buildApp({ config, database: created.database, logStream: { write: (line) => texts.push(line) } });
    // A route that writes its own lines, and one that fails: what the request's logger writes.
    app.get('/api/log-probe', async (request) => {
      request.log.info({ body: { name: 'kept', password: 'probe-secret-1' } }, 'a route line');
      request.log.debug({ step: 2 }, 'a debug line');
      return { ok: true };
    });
    // A route's own log level reaches its request's logger (made on its first line).
    app.get('/api/log-warn-only', { logLevel: 'warn' }, async (request) => {
      request.log.info('an info line');
      request.log.warn('a warn line');
      return { level: request.log.level };
    });
    app.get('/api/log-fail', async () => {
      throw Object.assign(new Error('boom'), { params: ['probe-secret-2'], detail: 'probe-secret-3' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** The lines a request wrote, with what changes from run to run (time, pid, host, duration, stack) fixed. */
  async function linesOf(request: { url: string; headers?: Record<string, string> }): Promise<string[]> {
    const before = texts.length;
    const res = await app.inject({ method: 'GET', ...request });
    const id = (lastId = res.headers['x-request-id'] as string);
    return texts.slice(before).map((line) =>
      line
        .replaceAll(id, '<id>')
        .replace(/"time":\d+,"pid":\d+,"hostname":"[^"]*"/, '"time":T,"pid":P,"hostname":H')
        .replace(/"responseTime":\d+/, '"responseTime":MS')
        .replace(/"stack":"(?:[^"\\]|\\.)*"/, '"stack":S'),
    );
  }

  it('an API request: one info line, the id on it, no header and no token', async () => {
    // Refused (400) for the token in its URL.
    expect(
      await linesOf({
        url: '/api/goals?access_token=gst_querysecret4',
        headers: { 'x-request-id': 'given-id-1', cookie: 'gs_access=cookie-secret', authorization: 'Bearer b-secret' },
      }),
    ).toEqual([
      '{"level":30,"time":T,"pid":P,"hostname":H,"reqId":"<id>","req":{"method":"GET","url":"/api/goals?[redacted]","host":"localhost:80","remoteAddress":"127.0.0.1"},"res":{"statusCode":400},"responseTime":MS,"msg":"request completed"}\n',
    ]);
  });

  it('answers the X-Request-Id it was given', () => {
    expect(lastId).toBe('given-id-1');
  });

  it('a probe and a web file: one debug line each', async () => {
    expect(await linesOf({ url: '/api/health' })).toEqual([
      '{"level":20,"time":T,"pid":P,"hostname":H,"reqId":"<id>","req":{"method":"GET","url":"/api/health","host":"localhost:80","remoteAddress":"127.0.0.1"},"res":{"statusCode":200},"responseTime":MS,"msg":"request completed"}\n',
    ]);
    expect(await linesOf({ url: '/assets/app.js' })).toEqual([
      '{"level":20,"time":T,"pid":P,"hostname":H,"reqId":"<id>","req":{"method":"GET","url":"/assets/app.js","host":"localhost:80","remoteAddress":"127.0.0.1"},"res":{"statusCode":404},"responseTime":MS,"msg":"request completed"}\n',
    ]);
  });

  it("a route's own lines carry the id and are redacted", async () => {
    expect(await linesOf({ url: '/api/log-probe' })).toEqual([
      '{"level":30,"time":T,"pid":P,"hostname":H,"reqId":"<id>","body":{"name":"kept","password":"[redacted]"},"msg":"a route line"}\n',
      '{"level":20,"time":T,"pid":P,"hostname":H,"reqId":"<id>","step":2,"msg":"a debug line"}\n',
      '{"level":30,"time":T,"pid":P,"hostname":H,"reqId":"<id>","req":{"method":"GET","url":"/api/log-probe","host":"localhost:80","remoteAddress":"127.0.0.1"},"res":{"statusCode":200},"responseTime":MS,"msg":"request completed"}\n',
    ]);
  });

  it("a route's own log level holds for its lines and its completed line", async () => {
    expect(await linesOf({ url: '/api/log-warn-only' })).toEqual([
      '{"level":40,"time":T,"pid":P,"hostname":H,"reqId":"<id>","msg":"a warn line"}\n',
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/log-warn-only' });
    expect(res.json()).toEqual({ level: 'warn' });
  });

  it('a failed request: the error without its SQL values, then its completed line', async () => {
    expect(await linesOf({ url: '/api/log-fail' })).toEqual([
      '{"level":50,"time":T,"pid":P,"hostname":H,"reqId":"<id>","err":{"type":"Error","message":"boom","stack":S},"msg":"unhandled error"}\n',
      '{"level":30,"time":T,"pid":P,"hostname":H,"reqId":"<id>","req":{"method":"GET","url":"/api/log-fail","host":"localhost:80","remoteAddress":"127.0.0.1"},"res":{"statusCode":500},"responseTime":MS,"msg":"request completed"}\n',
    ]);
  });
});
