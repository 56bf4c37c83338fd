#!/usr/bin/env node
// `npm test`: the whole suite. Unit, component and API tests (Vitest, API on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), the offline coach's evaluation, then the end-to-end
// tests in Chromium.
//   --no-e2e     skip the browser tests      --e2e-only   only the browser tests
//   --no-static  skip typecheck, lint and the format check (they run first otherwise: cheap, and CI must see them)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const pgUrl = process.env.DATABASE_URL;

function run(cmd, cmdArgs, env = {}, cwd = root) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function findChromium() {
  for (const p of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && existsSync(p)) return p;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Chromium not found: installing Debian chromium with apt-get...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}

if (!args.has('--e2e-only') && !args.has('--no-static')) {
  run('npm', ['run', '--silent', 'typecheck']);
  run('npm', ['run', '--silent', 'lint']);
  run('npm', ['run', '--silent', 'format:check']);
}
if (!args.has('--e2e-only')) {
  // Unit, component and API tests on the embedded database.
  run('npx', ['vitest', 'run'], { DATABASE_URL: '' });
  if (pgUrl) run('npx', ['vitest', 'run', '--project', '@grindstone/server'], { DATABASE_URL: pgUrl });
  // The offline coach's evaluation, held to the threshold in apps/server/eval/coach/config.ts.
  run('npx', ['tsx', 'apps/server/eval/coach/run.ts', '--check'], { AI_PROVIDER: '' });
}
if (!args.has('--no-e2e')) {
  const chrome = findChromium();
  // What `npm start` and the container run: the web app (precompressed) and the compiled server.
  run('npm', ['run', '--silent', 'build']);
  run('npx', ['playwright', 'test'], { CHROME_PATH: chrome, DATABASE_URL: '' });
}
