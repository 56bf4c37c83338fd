/**
 * `npm run bench:footprint [-- --idle 15 --port 4391 --only postgres]` (also run by `npm run bench`): the compiled
 * server as `npm start` runs it, on the embedded PostgreSQL (the default) and, when DATABASE_URL
 * is set, on that PostgreSQL server (in a database of its own, dropped after). For each: the start
 * time from spawn to `/api/ready` answering 200, first on a new DATA_DIR (or empty database) then
 * again on the same one, and the whole process tree's RSS and PSS after `--idle` seconds of idle,
 * against the targets. Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServerIfStale, SERVER_NODE_ARGS } from '../../../scripts/build-server.mjs';
import { withDatabase } from '../src/testing/global-setup.ts';
import { treeMemory, type TreeMemory } from './process-tree.ts';

const { values: args } = parseArgs({
  options: {
    idle: { type: 'string', default: '15' },
    port: { type: 'string', default: '4391' },
    // Only these: embedded, postgres (both by default; postgres needs DATABASE_URL).
    only: { type: 'string', default: 'embedded,postgres' },
  },
});
const IDLE_MS = Number(args.idle) * 1000;
const PORT = Number(args.port);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const MiB = 1024;
/** Issue 17's budgets for the idle server's resident memory. */
const TARGET_MIB = { embedded: 250, postgres: 150 } as const;

type Mode = keyof typeof TARGET_MIB;
/** `load`: the higher 1-minute load average of the moments it was ready and measured. */
type Start = { seconds: number; idle: TreeMemory; load: number };

const load = () => os.loadavg()[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawn to `/api/ready` answering 200, then the tree's memory after the idle time; stops the server. */
async function start(dataDir: string, databaseUrl: string): Promise<Start> {
  // Another server on the port would answer for ours.
  if (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))
    throw new Error(`port ${PORT} is taken: choose another with --port`);
  const began = performance.now();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: SECRET,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${stderr}`);
      if (performance.now() - began > 180_000) throw new Error(`the server was not ready in 180 s: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).catch(() => null);
      if (ready?.status === 200) break;
      await sleep(25);
    }
    const seconds = (performance.now() - began) / 1000;
    const loadAtReady = load();
    await sleep(IDLE_MS);
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode} while idle: ${stderr}`);
    return { seconds, idle: treeMemory(child.pid!), load: Math.max(loadAtReady, load()) };
  } finally {
    await stop(child, exited);
  }
}

/** SIGTERM (the server stops its embedded PostgreSQL before it exits), SIGKILL if it hangs. */
async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** A first start (new DATA_DIR; for PostgreSQL an empty database) and a second start on the same. */
async function measure(mode: Mode): Promise<[Start, Start]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-footprint-'));
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => {};
  if (mode === 'postgres') {
    const name = `gs_footprint_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    databaseUrl = withDatabase(process.env.DATABASE_URL!, name);
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  try {
    process.stderr.write(`  footprint: ${mode}, first start...\n`);
    const first = await start(dataDir, databaseUrl);
    process.stderr.write(`  footprint: ${mode}, next start...\n`);
    const next = await start(dataDir, databaseUrl);
    return [first, next];
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (kiB: number) => (kiB / MiB).toFixed(0);
const memory = (s: Start) => `${mib(s.idle.rssKiB)} (${mib(s.idle.pssKiB)})`;

await buildServerIfStale();
const modes = (['embedded', 'postgres'] as const).filter(
  (mode) => args.only.split(',').includes(mode) && (mode === 'embedded' || process.env.DATABASE_URL),
);
const rows: string[][] = [];
const processes: string[] = [];
for (const mode of modes) {
  const [first, next] = await measure(mode);
  const worst = Math.max(first.idle.rssKiB, next.idle.rssKiB) / MiB;
  rows.push([
    mode === 'embedded' ? 'embedded PostgreSQL (default)' : 'PostgreSQL (DATABASE_URL)',
    `${first.seconds.toFixed(1)} s (${first.load.toFixed(1)})`,
    `${next.seconds.toFixed(1)} s (${next.load.toFixed(1)})`,
    memory(first),
    memory(next),
    `≤ ${TARGET_MIB[mode]} MiB`,
    worst <= TARGET_MIB[mode] ? 'yes' : 'NO',
  ]);
  const byCommand = new Map<string, number[]>();
  for (const p of next.idle.processes) byCommand.set(p.command, [...(byCommand.get(p.command) ?? []), p.rssKiB]);
  processes.push(
    `${mode}: ${[...byCommand].map(([command, rss]) => `${command} ×${rss.length} ${mib(rss.reduce((a, b) => a + b, 0))}`).join(', ')} MiB RSS`,
  );
}

const header = [
  'server, database',
  'first start (load)',
  'next start (load)',
  'idle RSS (PSS) MiB, first',
  'next',
  'target RSS',
  'met',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
console.log(
  `\nStart (spawn to /api/ready) and idle memory ${IDLE_MS / 1000} s after, whole process tree, compiled server as \`npm start\` runs it`,
);
console.log(line(header));
console.log(`| ${widths.map((w, i) => (i ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`);
for (const row of rows) console.log(line(row));
console.log(`\nProcesses at idle after the next start:\n${processes.join('\n')}`);
