import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian puts the PostgreSQL server binaries (CI installs them). */
export const PG_BIN_DIR = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = () => existsSync(path.join(PG_BIN_DIR, 'pg_ctl'));

/** A free TCP port on loopback (the OS picks it; we close it again at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: clients see "terminating connection due to administrator command". */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data directory. */
  start: () => Promise<void>;
  /** Stops it and removes its directory. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL of the test's own, initialised in a temp dir, that the test may stop and start.
 * PostgreSQL refuses to run as root: as root, initdb and pg_ctl run as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres user needs to reach and own its directory.
    chmodSync(dir, 0o755);
    await run('chown', ['postgres', dir]);
  }
  const pg = (bin: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN_DIR, bin), ...args])
      : run(path.join(PG_BIN_DIR, bin), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
