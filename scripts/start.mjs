#!/usr/bin/env node
// `npm start`: build the web app and the server when their sources are newer than their builds,
// then run the compiled server with plain node (it applies migrations and listens). No watcher,
// no dev server, no TypeScript loader: this is the product.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServerIfStale, newestMtime, SERVER_NODE_ARGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

const sources = Math.max(
  newestMtime(path.join(web, 'src')),
  newestMtime(path.join(root, 'packages/contract/src')),
  statSync(path.join(web, 'index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web app...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await buildServerIfStale();

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
