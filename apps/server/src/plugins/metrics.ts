import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@grindstone/contract';
import { queryRows } from '../db/client.ts';

/**
 * Prometheus metrics. One registry per process (a process is one scrape target); the counters are
 * module-level so the services that count (AI calls, jobs) need nothing passed in.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequestDuration = new Histogram({
  name: 'grindstone_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern and status',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** One per coach call: outcome ok, repaired, fallback (the offline coach answered), error or limited. */
export const aiCallsTotal = new Counter({
  name: 'grindstone_ai_calls_total',
  help: 'Coach calls by provider, kind and outcome',
  labelNames: ['provider', 'kind', 'outcome'],
  registers: [metricsRegistry],
});

/** One per job run: done, retry (failed, will run again) or failed (gave up). */
export const jobRunsTotal = new Counter({
  name: 'grindstone_job_runs_total',
  help: 'Background job runs by job name and outcome',
  labelNames: ['job', 'outcome'],
  registers: [metricsRegistry],
});

const jobsInQueue = new Gauge({
  name: 'grindstone_jobs',
  help: 'Background jobs by status (queued due now, queued later, running, failed)',
  labelNames: ['status'],
  registers: [metricsRegistry],
});

const dbPoolConnections = new Gauge({
  name: 'grindstone_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
  labelNames: ['state'],
  registers: [metricsRegistry],
});

/** The gauges that are read from the app's database at scrape time. */
async function refreshGauges(app: FastifyInstance): Promise<void> {
  const pool = app.database.pool;
  if (pool) {
    dbPoolConnections.set({ state: 'total' }, pool.totalCount);
    dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
    dbPoolConnections.set({ state: 'waiting' }, pool.waitingCount);
  }
  const rows = await queryRows<{ status: string; count: string | number }>(
    app.db,
    sql`select case when status = 'queued' and run_at <= now() then 'due'
                    when status = 'queued' then 'scheduled' else status end as status,
               count(*) as count
        from jobs where status <> 'done' group by 1`,
  );
  jobsInQueue.reset();
  for (const status of ['due', 'scheduled', 'running', 'failed']) {
    jobsInQueue.set({ status }, Number(rows.find((r) => r.status === status)?.count ?? 0));
  }
}

async function exposition(app: FastifyInstance): Promise<string> {
  // A database that does not answer must not hide the process metrics.
  await refreshGauges(app).catch((err: Error) => app.log.warn({ err }, 'metrics: could not read the job queue'));
  return metricsRegistry.metrics();
}

function sameSecret(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and nothing learnt from the length.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Off unless configured: with METRICS_TOKEN, GET /metrics on the app's port answers a matching
 * `Authorization: Bearer` only; with METRICS_PORT, a plain listener on 127.0.0.1 serves it to
 * whatever scrapes from the same host. Neither set: nothing is recorded.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { METRICS_TOKEN, METRICS_PORT } = app.config;
  if (!METRICS_TOKEN && METRICS_PORT === undefined) return;

  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  if (METRICS_TOKEN) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
      if (!match || !sameSecret(match[1]!, METRICS_TOKEN)) {
        return reply.status(401).send({ error: 'unauthorized', message: MESSAGES.unauthorized });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metricsRegistry.contentType)
        .send(await exposition(app));
    });
  }

  if (METRICS_PORT !== undefined) {
    let server: Server | undefined;
    // On ready (before the app listens): a port that is taken stops the start.
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        exposition(app).then(
          (body) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(METRICS_PORT, '127.0.0.1', () => resolve());
      });
      app.log.info({ port: (server.address() as AddressInfo).port }, 'metrics on 127.0.0.1');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise((resolve) => server!.close(resolve));
    });
    app.decorate('metricsAddress', () => server?.address() as AddressInfo | undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the METRICS_PORT listener listens (tests ask for port 0). */
    metricsAddress?: () => AddressInfo | undefined;
  }
}
