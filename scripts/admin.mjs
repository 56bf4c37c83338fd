#!/usr/bin/env node
// `npm run admin -- <command>`: the operator CLI, compiled like the server (built first when its
// sources changed; build messages go to stderr so `--silent` output stays the command's alone).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, SERVER_BIN } from './build-server.mjs';

await buildServerIfStale();
const admin = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(SERVER_BIN, 'admin.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => admin.kill(sig));
admin.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
