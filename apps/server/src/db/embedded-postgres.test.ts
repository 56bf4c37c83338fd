import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer, tempDataDirs } from '../testing/processes.ts';
import {
  alive,
  binariesFor,
  CLUSTER_DIR_NAME,
  databaseAccount,
  embeddedEngine,
  embeddedPostgresBinaries,
} from './embedded-postgres.ts';

const newDir = tempDataDirs();

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, CLUSTER_DIR_NAME, 'postmaster.pid'), 'utf8').split('\n')[0]);

const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** A query on the server's own cluster, over its Unix socket. */
async function query(dataDir: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ host: path.join(dataDir, CLUSTER_DIR_NAME), user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', { timeout: 300_000 }, () => {
  it('is the default for a new DATA_DIR; a DATA_DIR holding PGlite files stays on PGlite', async () => {
    expect(await embeddedEngine(newDir())).toBe('postgres');
    expect(await embeddedEngine(newDir(), 'pglite')).toBe('pglite');
  });

  it('after kill -9 of the server: PostgreSQL stops by itself and the next start recovers, data kept', async () => {
    const dataDir = newDir();
    const first = await startServer(dataDir);
    await query(dataDir, 'create table survives (n int); insert into survives values (42)');
    const postmaster = postmasterPid(dataDir);
    expect(alive(postmaster)).toBe(true);
    // Only on the embedded cluster's socket: no TCP port.
    expect(await query(dataDir, `select current_setting('listen_addresses') as l`)).toEqual([{ l: '' }]);

    first.child.kill('SIGKILL');
    await first.exited;
    // The watchdog sees the pipe close and stops PostgreSQL: no orphan, no postmaster.pid left.
    expect(await until(() => !alive(postmaster), 15_000)).toBe(true);
    expect(existsSync(path.join(dataDir, CLUSTER_DIR_NAME, 'postmaster.pid'))).toBe(false);

    const second = await startServer(dataDir);
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    expect(await query(dataDir, 'select n from survives')).toEqual([{ n: 42 }]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('after kill -9 of the server and its watchdog: the next start stops the orphaned PostgreSQL and starts', async () => {
    const dataDir = newDir();
    const first = await startServer(dataDir);
    const postmaster = postmasterPid(dataDir);
    const watchdog = parentOf(postmaster);
    expect(watchdog).not.toBe(first.child.pid);
    first.child.kill('SIGKILL');
    process.kill(watchdog, 'SIGKILL');
    await first.exited;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alive(postmaster)).toBe(true); // orphaned, still holding the cluster

    const second = await startServer(dataDir);
    expect(alive(postmaster)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(postmaster);
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // A clean stop: PostgreSQL gone with the server.
    expect(existsSync(path.join(dataDir, CLUSTER_DIR_NAME, 'postmaster.pid'))).toBe(false);
  });

  it('PostgreSQL killed while the server runs: requests get 503, then it is started again by itself', async () => {
    const dataDir = newDir();
    const server = await startServer(dataDir);
    await query(dataDir, 'create table survives (n int); insert into survives values (7)');
    const postmaster = postmasterPid(dataDir);
    const watchdog = parentOf(postmaster);
    process.kill(postmaster, 'SIGKILL');
    expect(await until(() => !alive(postmaster), 15_000)).toBe(true);
    // The old watchdog and its pipe reader are gone: nothing is left to signal a recycled pid.
    expect(await until(() => !alive(watchdog), 15_000)).toBe(true);
    const during = await fetch(`${server.url}/api/ready`);
    expect([200, 503]).toContain(during.status);
    let ready = false;
    for (const end = Date.now() + 60_000; !ready && Date.now() < end;) {
      ready = (await fetch(`${server.url}/api/ready`)).status === 200;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    expect(postmasterPid(dataDir)).not.toBe(postmaster);
    expect(await query(dataDir, 'select n from survives')).toEqual([{ n: 7 }]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, CLUSTER_DIR_NAME, 'postmaster.pid'))).toBe(false);
  });

  it.runIf(process.getuid?.() === 0)('as root, runs PostgreSQL as the postgres account', async () => {
    const dataDir = newDir();
    const server = await startServer(dataDir);
    const cluster = path.join(dataDir, CLUSTER_DIR_NAME);
    expect(statSync(cluster).uid).not.toBe(0);
    expect(statSync(`/proc/${postmasterPid(dataDir)}`).uid).toBe(statSync(cluster).uid);
    expect(statSync(dataDir).mode & 0o777).toBe(0o711);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, binaries inside a private folder are copied once into DATA_DIR, where the postgres account can run them',
    async () => {
      const installed = (await embeddedPostgresBinaries())!;
      const pkg = path.dirname(path.dirname(path.dirname(installed.postgres)));
      // A checkout under a 0700 folder, as a temporary clone often is.
      const hidden = mkdtempSync(path.join(os.tmpdir(), 'gs-private-'));
      try {
        cpSync(pkg, path.join(hidden, 'pkg'), { recursive: true, verbatimSymlinks: true });
        const inside = {
          postgres: path.join(hidden, 'pkg', 'native', 'bin', 'postgres'),
          initdb: path.join(hidden, 'pkg', 'native', 'bin', 'initdb'),
        };
        const dataDir = newDir();
        chmodSync(dataDir, 0o711); // as the server leaves it for the postgres account
        const account = databaseAccount()!;
        const usable = await binariesFor(inside, account, dataDir);
        expect(usable.postgres.startsWith(dataDir)).toBe(true);
        expect(statSync(usable.postgres).uid).toBe(0);
        // Reachable binaries are used where they are.
        expect(await binariesFor(usable, account, dataDir)).toEqual(usable);
      } finally {
        rmSync(hidden, { recursive: true, force: true });
      }
    },
  );
});
