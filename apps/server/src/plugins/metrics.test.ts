import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, enqueueJob, registerJobs, runDueJobs } from '../jobs/job-runner.ts';
import { recordAiUsage } from '../modules/coach/ai-usage.service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
// No web build: its catch-all would answer /metrics with index.html.
const NO_WEB = { WEB_DIST_DIR: '/nonexistent/gs-no-web-build' };

const failingJob = defineJob({
  name: 'metrics-test-always-fails',
  schema: z.object({}),
  maxAttempts: 1,
  handle: async () => {
    throw new Error('this job always fails');
  },
});

/** The value of one sample line (`name{labels} value`) in a Prometheus exposition. */
function sample(body: string, name: string, labels: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics are off unless configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_WEB });
  });
  afterAll(() => t.close());

  it('has no /metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a missing or wrong token with the JSON error', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Not authenticated' });
    }
  });

  it('counts requests by route pattern and status, and reports the process', async () => {
    const before = (await scrape()).split('\n');
    const count = (body: string[]) =>
      Number(
        body
          .find(
            (l) => l.startsWith('grindstone_http_request_duration_seconds_count{') && l.includes('route="/api/ready"'),
          )
          ?.split(' ')
          .pop() ?? 0,
      );
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const body = await scrape();
    expect(count(body.split('\n')) - count(before)).toBe(2);
    expect(
      sample(body, 'grindstone_http_request_duration_seconds_count', 'route="unmatched",status_code="404"'),
    ).toBeGreaterThanOrEqual(1);
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (t.database.pool)
      expect(sample(body, 'grindstone_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
  });

  it('reports the job queue and failed job runs', async () => {
    registerJobs(t.app, [failingJob]);
    await enqueueJob(t.app.db, failingJob, {});
    await enqueueJob(t.app.db, failingJob, {}, { runAt: new Date(Date.now() + 3_600_000) });
    let body = await scrape();
    expect(sample(body, 'grindstone_jobs', 'status="due"')).toBe(1);
    expect(sample(body, 'grindstone_jobs', 'status="scheduled"')).toBe(1);
    const failedBefore = sample(body, 'grindstone_job_runs_total', 'outcome="failed"') ?? 0;
    await runDueJobs(t.app);
    body = await scrape();
    expect(sample(body, 'grindstone_jobs', 'status="due"')).toBe(0);
    expect(sample(body, 'grindstone_jobs', 'status="failed"')).toBe(1);
    expect(
      sample(body, 'grindstone_job_runs_total', 'job="metrics-test-always-fails",outcome="failed"')! - failedBefore,
    ).toBe(1);
  });

  it('counts coach calls by provider, kind and outcome, fallbacks included', async () => {
    const labels = 'provider="openai-compatible",kind="fortify",outcome="fallback"';
    const before = sample(await scrape(), 'grindstone_ai_calls_total', labels) ?? 0;
    await recordAiUsage(t.app.db, {
      userId: null,
      kind: 'fortify',
      provider: 'openai-compatible',
      model: 'm',
      latencyMs: 5,
      outcome: 'fallback',
      error: 'timeout',
    });
    expect(sample(await scrape(), 'grindstone_ai_calls_total', labels)).toBe(before + 1);
  });
});

describe('metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...NO_WEB, METRICS_PORT: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves them on loopback without a token, and not on the app port', async () => {
    const address = t.app.metricsAddress?.();
    expect(address?.address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('grindstone_jobs{status="due"}');
    expect((await fetch(`http://127.0.0.1:${address!.port}/other`)).status).toBe(404);
    const appPort = (t.app.server.address() as AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${appPort}/metrics`)).status).toBe(404);
  });
});
