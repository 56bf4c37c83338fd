import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
