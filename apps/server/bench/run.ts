/**
 * `npm run bench [-- --duration 10 --connections 50 --only users/me]`: load-tests our app beside a
 * bare Fastify server doing the same database work, on the embedded PGlite and (when DATABASE_URL
 * is set) on PostgreSQL, and prints req/s, p99 latency and the ratio ours/bare, plus each one's
 * main-thread milliseconds per request (steadier on a shared machine) and the load average.
 * Scenarios live in ./scenarios.ts. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createUser, sessionCookie } from '../src/testing/factories.ts';
import { createAccessTokenVerifier } from '../src/plugins/access-token.ts';
import { ACCESS_COOKIE, findSessionAccount } from '../src/plugins/session.ts';
import { serverDatabase } from '../src/testing/test-app.ts';
import { scenarios, type BenchRequest } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    /** Also the embedded PostgreSQL (the default of `npm start` without DATABASE_URL), in a temp dir. */
    'embedded-postgres': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
const ROUNDS = Math.max(1, Number(args.rounds));
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** `cpuMs`: main-thread busy time per answered request (both servers and the database's JS share that thread, the load generator does not): steadier than req/s on a busy machine. */
type Row = {
  scenario: string;
  database: string;
  target: 'ours' | 'bare';
  rps: number;
  p99: number;
  cpuMs: number;
  errors: number;
};

async function load(
  url: string,
  request: BenchRequest,
  duration: number,
): Promise<Omit<Row, 'scenario' | 'database' | 'target'>> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration,
    // The load generator runs in its own thread, off the servers' event loop.
    workers: 1,
  });
  const busy = performance.eventLoopUtilization(before);
  return {
    rps: result.requests.average,
    cpuMs: busy.active / Math.max(1, result.requests.total),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A fresh database per run: an embedded database in a temp dir, or a throwaway database on the PostgreSQL server. */
type Kind = 'pglite' | 'embedded-postgres' | 'postgres';

async function freshDatabase(kind: Kind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind !== 'postgres') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-bench-'));
    const database = await openDatabase({ dataDir: dir, embedded: kind === 'pglite' ? 'pglite' : 'postgres' });
    await runMigrations(database);
    return { database, drop: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const server = await serverDatabase(process.env.DATABASE_URL!, `gs_bench_${process.pid}`);
  await runMigrations(server.database);
  return server;
}

async function benchDatabase(kind: Kind): Promise<Row[]> {
  const { database, drop } = await freshDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-bench-data-'));
  const config = parseConfig({
    NODE_ENV: 'production',
    APP_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  // Logging as in production (one line per request at info), into a sink instead of stdout.
  const app = await buildApp({ config, database, logStream: { write: () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ours = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await createUser(app);

  const bare = Fastify({ logger: false });
  // The same cookie auth as ours, without Fastify hooks: the access token's HMAC, then the same
  // session query (account row, epoch, ended refresh family).
  const verifyAccessToken = createAccessTokenVerifier(SECRET);
  const cookiePattern = new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]*)`);
  const bareAccount = async (cookie: string | undefined) => {
    const token = cookiePattern.exec(cookie ?? '')?.[1];
    const claims = token ? verifyAccessToken(token) : null;
    if (!claims || typeof claims.sub !== 'string') return null;
    const family = typeof claims.fam === 'string' ? claims.fam : undefined;
    return findSessionAccount(database.db, { id: claims.sub, epoch: Number(claims.epoch ?? 0), family });
  };
  const rows: Row[] = [];
  const runs: Array<{ name: string; request: BenchRequest; index: number }> = [];
  const selected = scenarios.filter((s) => !args.only || s.name.includes(args.only));
  for (const [index, scenario] of selected.entries()) {
    const { request, bare: work } = await scenario.setup({ app, db: database.db, user });
    bare.route({
      method: request.method ?? 'GET',
      url: `/bare/${index}`,
      handler: async (req, reply) => {
        const account = await bareAccount(req.headers.cookie);
        return account ? work(account) : reply.code(401).send({ error: 'unauthorized' });
      },
    });
    runs.push({ name: scenario.name, request, index });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  try {
    for (const run of runs) {
      // A fresh session for each scenario: seeding on a busy machine can outlast the access token.
      if (run.request.headers?.cookie) run.request.headers.cookie = await sessionCookie(app, user);
      // One checked request first: a bench of 401s would be a lie.
      for (const url of [ours + run.request.path, `${bareUrl}/bare/${run.index}`]) {
        const check = await fetch(url, {
          method: run.request.method ?? 'GET',
          headers: run.request.headers,
          body: run.request.body,
        });
        if (!check.ok) throw new Error(`${run.name} answered ${check.status} at ${url}: ${await check.text()}`);
      }
      const targets = [
        ['ours', ours + run.request.path, run.request],
        ['bare', `${bareUrl}/bare/${run.index}`, run.request],
      ] as const;
      // Warm both up, then alternate ours/bare ROUNDS times and keep each one's best round:
      // on a shared machine the noise is large and only ever makes a run slower.
      for (const [, url, request] of targets) if (WARMUP > 0) await load(url, request, WARMUP);
      const best = new Map<string, Omit<Row, 'scenario' | 'database' | 'target'>>();
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [target, url, request] of targets) {
          process.stderr.write(`  ${kind}: ${run.name} (${target}, round ${round}/${ROUNDS})...\n`);
          const result = await load(url, request, DURATION);
          const prev = best.get(target);
          if (!prev || result.rps > prev.rps)
            best.set(target, { ...result, errors: result.errors + (prev?.errors ?? 0) });
          else prev.errors += result.errors;
        }
      }
      for (const [target] of targets) rows.push({ scenario: run.name, database: kind, target, ...best.get(target)! });
    }
  } finally {
    await bare.close();
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['scenario', 'database', 'target', 'req/s', 'p99 ms', 'ours/bare', 'ms/req', 'bare/ours ms', 'errors'];
  const lines = rows.map((r) => {
    const bare = rows.find((b) => b.scenario === r.scenario && b.database === r.database && b.target === 'bare');
    const ours = r.target === 'ours' && bare;
    const ratio = ours && bare.rps ? (r.rps / bare.rps).toFixed(2) : '';
    const cpuRatio = ours && r.cpuMs ? (bare.cpuMs / r.cpuMs).toFixed(2) : '';
    return [
      r.scenario,
      r.database,
      r.target,
      r.rps.toFixed(0),
      r.p99.toFixed(1),
      ratio,
      r.cpuMs.toFixed(2),
      cpuRatio,
      String(r.errors),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

async function main(): Promise<void> {
  const kinds: Kind[] = [
    ...(args['no-pglite'] ? [] : ['pglite' as const]),
    ...(args['embedded-postgres'] ? ['embedded-postgres' as const] : []),
    ...(process.env.DATABASE_URL ? ['postgres' as const] : []),
  ];
  process.stderr.write(
    `bench: ${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${DURATION} s per target (after ${WARMUP} s warm-up), Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const rows: Row[] = [];
  // Each database's table as soon as it is measured; all of them together at the end.
  for (const kind of kinds) {
    const measured = await benchDatabase(kind);
    if (kinds.length > 1) printTable(measured);
    rows.push(...measured);
  }
  printTable(rows);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
