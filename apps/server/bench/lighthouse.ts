/**
 * `npm run bench:lighthouse [-- --runs 3]` (also run by `npm run bench`): Lighthouse's mobile
 * preset (simulated slow 4G and 4x CPU slowdown) on Debian's Chromium against the compiled
 * server and the built web app, for the landing page (a visitor) and the dashboard of a member
 * with 8 goals (registered through the API, their session cookie sent with every request).
 * Prints the median run of each page by performance score, and the spread of the score, first
 * paint and blocking time over the runs: one run's score swings by several hundredths with the
 * machine. Not part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingMs, pageMainThread, type TraceEvent } from './trace-tasks.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4390' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    // Another web build to compare against (served through WEB_DIST_DIR).
    'web-dist': { type: 'string' },
    // Only these pages: landing, dashboard (both by default).
    pages: { type: 'string', default: 'landing,dashboard' },
    // Print each median run's long tasks (Lighthouse's long-tasks audit: start, duration, script).
    'long-tasks': { type: 'boolean', default: false },
    // Write each run's trace (open it in Chromium's performance panel) and report here.
    'trace-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const GOALS = 8;

/** The web build and the server bundle, as `npm start` runs them. */
function build() {
  const web = path.join(ROOT, 'apps/web/dist/index.html');
  if (!existsSync(web) || process.env.BENCH_REBUILD_WEB) {
    spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  spawnSync('node', ['scripts/build-server.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
}

async function startServer(dataDir: string) {
  const child = spawn('node', ['apps/server/dist/bin/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: SECRET,
      // The dev X verifier registers a member without X; everything else runs as in production.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST_DIR: args['web-dist'] ?? '',
    },
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not become ready in 120 s');
}

/** A member with 8 goals, through the same calls as the onboarding wizard; returns the Cookie header. */
async function memberWithGoals(): Promise<string> {
  const jar = new Map<string, string>();
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(BASE + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), cookie, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const ops = createHmac('sha256', SECRET).update('grindstone-ops').digest('hex');
  const invite = await send('POST', '/api/ops/invitation-codes', { uses: 1 }, { authorization: `Bearer ${ops}` });
  const { code } = (await invite.json()) as { code: string };
  const username = `bench_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  await send('POST', '/api/auth/verify-invitation', { code });
  await send('GET', `/api/x-access/verify-twitter/${username}/1234`);
  const password = 'Grind1!stone';
  await send('POST', '/api/auth/register', {
    email: `${username}@example.com`,
    password,
    username,
    invitationCode: code,
    name: 'Bench Member',
  });
  await send('POST', '/api/auth/login', { username, password });
  for (let i = 1; i <= GOALS; i++) await send('POST', '/api/goals', { description: `Bench goal ${i}: ship it` });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

type Result = {
  perf: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
  kbGzip: number;
  cpuTbt: number;
  longTasks: { url?: string; startTime?: number; duration?: number }[];
};

/**
 * "CPU TBT": Lighthouse's blocking time computed from each main-thread task's CPU time (the
 * trace's `tdur`, unthrottled) times its 4x slowdown, after the first contentful paint: a busy
 * machine stretches a task's wall time far more than its CPU time, so A/B runs compare better.
 * `trace-tasks.ts` lists those tasks in a kept trace.
 */
function cpuBlockingTime(events: TraceEvent[]): number {
  const main = pageMainThread(events);
  if (!main) return NaN;
  let total = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid || e.ts < main.fcp) continue;
    total += blockingMs((e.tdur ?? 0) / 1000);
  }
  return Math.round(total);
}

/** One Lighthouse run; null when Chromium's trace failed (e.g. NO_NAVSTART), which scores 0 and would skew the median. */
async function audit(port: number, url: string, cookie?: string): Promise<Result | null> {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // A kept trace also samples JavaScript (ProfileChunk events): which functions the main thread ran.
    additionalTraceCategories: args['trace-dir'] ? 'disabled-by-default-v8.cpu_profiler' : undefined,
  });
  if (!answer) throw new Error(`no Lighthouse result for ${url}`);
  if (args['trace-dir']) {
    mkdirSync(args['trace-dir'], { recursive: true });
    const stamp = Date.now();
    writeFileSync(path.join(args['trace-dir'], `trace-${stamp}.json`), JSON.stringify(answer.artifacts.Trace));
    // The report beside it: the LCP element and its phases, the simulation's requests and tasks.
    writeFileSync(path.join(args['trace-dir'], `lhr-${stamp}.json`), JSON.stringify(answer.lhr));
  }
  const { categories, audits, runtimeError } = answer.lhr;
  if (runtimeError) {
    console.error(`${url}: ${runtimeError.code} ${runtimeError.message} (run again)`);
    return null;
  }
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  const scripts = (
    audits['network-requests']?.details as {
      items?: { url?: string; resourceType?: string; transferSize?: number }[];
    }
  )?.items?.filter((r) => r.resourceType === 'Script');
  return {
    perf: categories.performance?.score ?? 0,
    a11y: categories.accessibility?.score ?? 0,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // Transferred as served (brotli for Chromium), not gzip.
    kb: (scripts ?? []).reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1000,
    kbGzip: (scripts ?? []).reduce((s, r) => s + gzipSize(r.url), 0) / 1000,
    cpuTbt: cpuBlockingTime(answer.artifacts.Trace.traceEvents as TraceEvent[]),
    longTasks: (audits['long-tasks']?.details as { items?: Result['longTasks'] } | undefined)?.items ?? [],
  };
}

/** The issue's bundle budgets are in gzip: the same scripts' files from the web build, gzipped. */
function gzipSize(url: string | undefined): number {
  if (!url?.startsWith(BASE)) return 0;
  const dist = args['web-dist'] ?? path.join(ROOT, 'apps/web/dist');
  const file = path.join(dist, new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const median = (results: Result[]): Result =>
  [...results].sort((a, b) => a.perf - b.perf)[Math.floor(results.length / 2)]!;

/** The lowest and highest of one figure over the runs, `0.91–0.97`; one value when they agree. */
function spread(results: Result[], figure: (r: Result) => number, digits: number): string {
  const values = results.map(figure);
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
  return low === high ? low! : `${low}–${high}`;
}

build();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: args.chrome,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const cookie = await memberWithGoals();
  const wanted = new Set(args.pages.split(','));
  const pages = [
    { key: 'landing', name: 'landing (visitor)', url: `${BASE}/`, cookie: undefined },
    { key: 'dashboard', name: `dashboard (member, ${GOALS} goals)`, url: `${BASE}/`, cookie },
  ].filter((page) => wanted.has(page.key));
  const rows: string[] = [];
  const spreads: string[] = [];
  const tasks: string[] = [];
  for (const page of pages) {
    const results: Result[] = [];
    for (let attempt = 0; results.length < RUNS && attempt < RUNS + 3; attempt++) {
      const result = await audit(chrome.port, page.url, page.cookie);
      if (result) results.push(result);
    }
    if (results.length === 0) throw new Error(`${page.name}: every Lighthouse run failed`);
    const r = median(results);
    spreads.push(
      `| ${page.name.padEnd(27)} | ${String(results.length).padStart(4)} | ${spread(results, (x) => x.perf, 2).padStart(9)} | ${spread(results, (x) => x.fcp, 0).padStart(9)} | ${spread(results, (x) => x.tbt, 0).padStart(9)} | ${spread(results, (x) => x.cpuTbt, 0).padStart(9)} |`,
    );
    tasks.push(
      `${page.key}: runs (perf, TBT, CPU TBT): ${results.map((x) => `${x.perf} ${x.tbt} ${x.cpuTbt}`).join(' | ')}`,
    );
    for (const task of r.longTasks) {
      const script = (task.url ?? '').replace(BASE, '');
      tasks.push(`${page.key}: ${Math.round(task.startTime ?? 0)} ms +${Math.round(task.duration ?? 0)} ms ${script}`);
    }
    rows.push(
      `| ${page.name.padEnd(26)} | ${r.perf.toFixed(2).padStart(4)} | ${r.a11y.toFixed(2).padStart(4)} | ${String(r.fcp).padStart(6)} | ${String(r.lcp).padStart(6)} | ${String(r.tbt).padStart(6)} | ${r.cls.toFixed(3).padStart(5)} | ${r.kb.toFixed(1).padStart(8)} | ${r.kbGzip.toFixed(1).padStart(8)} | ${String(r.cpuTbt).padStart(7)} |`,
    );
  }
  console.log(`\nLighthouse, mobile preset${RUNS > 1 ? `, median of ${RUNS} runs by performance` : ''}`);
  console.log(
    '| page                       | perf | a11y | FCP ms | LCP ms | TBT ms |   CLS | JS KB br | JS KB gz | CPU TBT |',
  );
  console.log(
    '| -------------------------- | ---: | ---: | -----: | -----: | -----: | ----: | -------: | -------: | ------: |',
  );
  for (const row of rows) console.log(row);
  console.log('\nSpread over the runs (lowest–highest)');
  console.log('| page                        | runs |      perf |    FCP ms |    TBT ms |   CPU TBT |');
  console.log('| --------------------------- | ---: | --------: | --------: | --------: | --------: |');
  for (const row of spreads) console.log(row);
  if (args['long-tasks'])
    console.log(`\nLong tasks of the median runs (start, duration, script):\n${tasks.join('\n')}`);
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
