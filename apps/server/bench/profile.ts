/**
 * `npx tsx apps/server/bench/profile.ts [--port 4325] [--duration 15] [--connections 50]`: runs the
 * compiled server (`node scripts/build-server.mjs` first) as `npm start` does, with production
 * settings and its request log at info, under `node --cpu-prof`; seeds the bench's goals, loads
 * GET /api/goals then GET /api/users/me with autocannon, stops the server with SIGTERM and prints
 * the profile's top frames (./cpuprofile-summary.ts). PostgreSQL instead of PGlite when
 * DATABASE_URL is set. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/index.ts';
import { ACCESS_COOKIE } from '../src/plugins/session.ts';
import { withDatabase } from '../src/testing/global-setup.ts';
import { seedGoals } from './scenarios.ts';
import { summarise } from './cpuprofile-summary.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4325' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    paths: { type: 'string', default: '/api/goals,/api/users/me' },
    top: { type: 'string', default: '25' },
  },
});
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PORT = Number(args.port);
const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'gs-profile-'));
const dataDir = path.join(work, 'data');

async function seededDatabase(): Promise<{ database: Database; serverEnv: Record<string, string> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // PGlite, as `npm run bench` measures (the embedded default is PostgreSQL from npm, decision 190).
    const database = await openDatabase({ dataDir, embedded: 'pglite' });
    return { database, serverEnv: { EMBEDDED_DATABASE: 'pglite' } };
  }
  const name = `gs_profile_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  return { database: await openDatabase({ databaseUrl }), serverEnv: { DATABASE_URL: databaseUrl } };
}

const { database, serverEnv } = await seededDatabase();
await runMigrations(database);
const [user] = await database.db
  .insert(users)
  .values({
    username: 'profiled',
    name: 'Profiled',
    email: 'profiled@example.com',
    passwordHash: 'x',
    onboardingStatus: 'completed',
  })
  .returning();
// A million goals take minutes to seed: only when the goal list is profiled.
if (args.paths.split(',').includes('/api/goals')) await seedGoals(database.db, user!.id);
await database.close();

const log = createWriteStream(path.join(work, 'server.log'));
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${work}`, 'apps/server/dist/bin/server.js'], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    APP_SECRET: SECRET,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...serverEnv,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(process.stderr);
const exited = new Promise((resolve) => server.on('exit', resolve));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  const ready = await fetch(`${base}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  if (i > 600) throw new Error('the server did not become ready');
  await new Promise((r) => setTimeout(r, 200));
}
const key = new TextEncoder().encode(SECRET);
for (const url of args.paths.split(',')) {
  // A fresh token per path: the access token lives five minutes.
  const token = await new SignJWT({ role: 'member', epoch: user!.sessionEpoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user!.id)
    .setIssuedAt()
    .setExpirationTime('300s')
    .sign(key);
  const headers = { cookie: `${ACCESS_COOKIE}=${token}` };
  const check = await fetch(base + url, { headers });
  if (!check.ok) throw new Error(`${url} answered ${check.status}`);
  const result = await autocannon({
    url: base + url,
    headers,
    connections: Number(args.connections),
    duration: Number(args.duration),
    workers: 1,
  });
  process.stderr.write(
    `${url}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
}
server.kill('SIGTERM');
await exited;
const file = readdirSync(work).find((f) => f.endsWith('.cpuprofile'))!;
const { totalMs, frames } = summarise(JSON.parse(readFileSync(path.join(work, file), 'utf8')));
const top = Number(args.top);
for (const key of ['self', 'total'] as const) {
  console.log(`\nTop ${key} time (of ${(totalMs / 1000).toFixed(1)} s profiled)`);
  for (const f of [...frames].sort((a, b) => b[key] - a[key]).slice(0, top))
    console.log(`${((100 * f[key]) / totalMs).toFixed(1).padStart(5)}%  ${f.frame}`);
}
console.log(`\nprofile: ${path.join(work, file)}`);
