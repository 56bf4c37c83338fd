import http from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { opsToken } from './modules/ops/ops-token.ts';
import { readServerInfo } from './cli/server-info.ts';
import {
  SERVER_SCRIPT,
  TEST_SECRET,
  processEnv,
  runNode,
  startServer,
  tempDataDir,
  type RunningServer,
} from './testing/processes.ts';

const dataDir = tempDataDir();
const running: RunningServer[] = [];
afterAll(() => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** POSTs with the body sent in two halves; `between` runs after the first half is out. */
function slowPost(url: string, body: string, between: () => Promise<void>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/ops/invitation-codes`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opsToken(TEST_SECRET)}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (d: Buffer) => (data += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    between().then(() => req.end(body.slice(5)), reject);
  });
}

/** True once the server no longer accepts new connections. */
async function stoppedListening(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.status === 503;
  } catch {
    return true;
  }
}

describe('server process', { timeout: 300_000 }, () => {
  it('stops with one line naming the variable on bad configuration', async () => {
    const bad = await runNode(SERVER_SCRIPT, [], processEnv(dataDir, { PORT: 'abc' }));
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^Invalid configuration: PORT: /);
    expect(bad.stdout).toBe('');

    const prod = await runNode(SERVER_SCRIPT, [], processEnv(dataDir, { NODE_ENV: 'production', APP_SECRET: '' }));
    expect(prod.code).toBe(1);
    expect(prod.stderr.trim()).toBe('Invalid configuration: APP_SECRET: required when NODE_ENV=production');
  });

  it('prints the invitation code, announces itself in server.json, drains on SIGTERM and exits 0', async () => {
    const server = await startServer(dataDir);
    running.push(server);
    const [line, code] = await server.waitForStdout(/Invitation code: (GRIND-\w{4}-\w{4})\n/);
    // Exactly one plain line; anything else on stdout is a JSON log line (pino).
    const plain = server
      .stdout()
      .split('\n')
      .filter((l) => l && !l.startsWith('{'));
    expect(plain).toEqual([line.trim()]);

    const info = readServerInfo(dataDir)!;
    expect(info).toMatchObject({ pid: server.child.pid, host: '127.0.0.1', state: 'running' });
    expect(info.port).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // A second server on the same PGlite data dir is refused.
    const second = await runNode(SERVER_SCRIPT, [], processEnv(dataDir));
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^DATA_DIR: another Grindstone server is already running/);

    // A request in flight when SIGTERM arrives still completes (with the database still open).
    const answer = await slowPost(server.url, JSON.stringify({ uses: 4 }), async () => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the request reach its handler
      server.child.kill('SIGTERM');
      for (let i = 0; i < 200 && !(await stoppedListening(server.url)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).code).toMatch(/^GRIND-/);
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);

    // A restart on the same, still empty, database shows the same code again.
    const again = await startServer(dataDir);
    running.push(again);
    const [, sameCode] = await again.waitForStdout(/Invitation code: (\S+)\n/);
    expect(sameCode).toBe(code);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
