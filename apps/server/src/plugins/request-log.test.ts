import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Line = { level: number; msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } };

describe('request logs and ids', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
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
});
