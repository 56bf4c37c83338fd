import { rmSync } from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SERVER_SCRIPT,
  processEnv,
  runNode,
  startServer,
  tempDataDir,
  type RunningServer,
} from '../testing/processes.ts';
import { freePort, hasPostgresBinaries, startThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/** The real server process started against a PostgreSQL that is not there (yet). */
const dataDir = tempDataDir();
const running: RunningServer[] = [];
afterAll(() => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server start with DATABASE_URL', { timeout: 120_000 }, () => {
  it('says in one line which host and port could not be reached, after retrying for DATABASE_WAIT_SECONDS', async () => {
    const port = await freePort();
    const started = Date.now();
    const run = await runNode(
      SERVER_SCRIPT,
      [],
      processEnv(dataDir, {
        DATABASE_URL: `postgres://grind:secret-password@127.0.0.1:${port}/grind`,
        DATABASE_WAIT_SECONDS: '2',
      }),
    );
    const took = Date.now() - started;
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `DATABASE_URL: could not reach 127.0.0.1:${port}: connection refused (gave up after 2 s, see DATABASE_WAIT_SECONDS)`,
    );
    expect(run.stderr).not.toContain('secret-password');
    expect(run.stdout).toBe('');
    // It retried for the time it was given, and not much longer.
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(30_000);
  });

  it.runIf(hasPostgresBinaries())('comes up by itself when the database starts second', async () => {
    const pg = await startThrowawayPostgres();
    try {
      await pg.stop();
      // Until the database starts, its port drops every connection: wait for the server's attempt.
      let attempts = 0;
      const dropper = net.createServer((socket) => {
        attempts++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => dropper.listen(pg.port, '127.0.0.1', resolve));
      const serverStarting = startServer(dataDir, { DATABASE_URL: pg.url, DATABASE_WAIT_SECONDS: '60' });
      await expect.poll(() => attempts, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
      await new Promise<void>((resolve) => dropper.close(() => resolve()));
      await pg.start();
      const server = await serverStarting;
      running.push(server);
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
      expect(server.stderr()).toBe('');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await pg.destroy();
    }
  });
});
