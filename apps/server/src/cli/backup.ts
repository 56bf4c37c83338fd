import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { childProcessEnv, type Config } from '../env.ts';
import type { Db } from '../db/client.ts';
import {
  chownTree,
  CLUSTER_DIR_NAME,
  databaseAccount,
  embeddedEngine,
  PGLITE_DIR_NAME,
} from '../db/embedded-postgres.ts';

/**
 * `admin backup <file>` and `admin restore <file> [--force]`.
 * - Embedded PostgreSQL: a tar.gz of its cluster folder (`postgres/`), taken after this process
 *   started and cleanly stopped it (no server on DATA_DIR). The npm package ships no pg_dump, and
 *   a stopped cluster's files are a consistent copy; they restore on the same PostgreSQL major.
 * - Embedded PGlite: PGlite's own data-directory dump (a tar.gz of its files), taken with the
 *   database opened by this process alone (no server on DATA_DIR).
 * - PostgreSQL: `pg_dump --format=custom`, consistent while the app runs; restored with
 *   `pg_restore` in one transaction.
 * A restore goes into an empty database (no accounts); a database with accounts is refused unless
 * `force`. The migrations run after a restore, so a backup from an older version comes up current.
 */
export class BackupError extends Error {}

type Say = (line: string) => void;

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

function fileStart(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** pg_dump/pg_restore: PG_BIN_DIR, else the newest Debian PostgreSQL install, else PATH. */
export function postgresTool(config: Pick<Config, 'PG_BIN_DIR'>, tool: 'pg_dump' | 'pg_restore'): string {
  if (config.PG_BIN_DIR) return path.join(config.PG_BIN_DIR, tool);
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(debian, versions[0], 'bin', tool) : tool;
}

/** The URL without its password (which goes to the tool in PGPASSWORD, not on its command line). */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: childProcessEnv(password ? { PGPASSWORD: password } : {}) };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const r = spawnSync(command, args, { env, encoding: 'utf8' });
  if (r.error) throw new BackupError(`could not run ${command}: ${r.error.message} (set PG_BIN_DIR)`);
  if (r.status !== 0)
    throw new BackupError(`${path.basename(command)} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
}

function tar(args: string[]): string {
  const r = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new BackupError(`could not run tar: ${r.error.message}`);
  if (r.status !== 0) throw new BackupError(`tar failed: ${r.stderr.trim().split('\n').slice(-2).join(' ')}`);
  return r.stdout;
}

/** An embedded-PostgreSQL backup is a tar.gz whose entries sit under `postgres/`; PGlite's are not. */
function isClusterArchive(file: string): boolean {
  const first = spawnSync('tar', ['-tzf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout ?? '';
  return first.split('\n').some((entry) => entry === `${CLUSTER_DIR_NAME}/PG_VERSION`);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Accounts in the database, or 0 when it has no schema yet. */
async function accountCount(db: Db): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../db/client.ts');
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select case when to_regclass('public.users') is null then 0 else (select count(*) from users) end as n`,
  ).catch(() => [{ n: 0 }]);
  return Number(row?.n ?? 0);
}

function writePrivately(file: string, data: Uint8Array): void {
  // People's data: readable by the operator only; written beside, then renamed into place.
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
}

export async function backupDatabase(config: Config, file: string, say: Say): Promise<void> {
  const target = path.resolve(file);
  if (config.DATABASE_URL) {
    const { url, env } = connectionFor(config.DATABASE_URL);
    const partial = `${target}.partial`;
    runTool(
      postgresTool(config, 'pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`],
      env,
    );
    renameSync(partial, target);
    say(`Backed up the PostgreSQL database to ${target} (pg_dump custom format)`);
    return;
  }
  const { openDatabase } = await import('../db/client.ts');
  const engine = await embeddedEngine(config.DATA_DIR, config.EMBEDDED_DATABASE);
  const folder = engine === 'postgres' ? CLUSTER_DIR_NAME : PGLITE_DIR_NAME;
  if (!existsSync(path.resolve(config.DATA_DIR, folder)))
    throw new BackupError(`no database in DATA_DIR ${config.DATA_DIR}`);
  const database = await openDatabase({ dataDir: config.DATA_DIR, embedded: engine });
  let accounts: number;
  try {
    accounts = await accountCount(database.db);
    if (engine === 'pglite') {
      const dump = await database.pglite!.dumpDataDir('gzip');
      writePrivately(target, new Uint8Array(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  if (engine === 'postgres') {
    // Stopped cleanly just above: the files are consistent, with no postmaster.pid or socket.
    const partial = `${target}.partial`;
    tar(['-czf', partial, '-C', path.resolve(config.DATA_DIR), CLUSTER_DIR_NAME]);
    renameSync(partial, target);
  }
  say(`Backed up the embedded database (${accounts} accounts) to ${target}`);
}

export async function restoreDatabase(config: Config, file: string, force: boolean, say: Say): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`no such file: ${source}`);
  const start = fileStart(source, 5);
  const isPgDump = start.equals(PG_DUMP_MAGIC);
  const isGzip = start.subarray(0, 2).equals(GZIP_MAGIC);
  if (!isPgDump && !isGzip) throw new BackupError(`${source} is not a Grindstone backup`);
  if (config.DATABASE_URL && !isPgDump) {
    throw new BackupError(`${source} is an embedded-database backup: restore it without DATABASE_URL (into DATA_DIR)`);
  }
  if (!config.DATABASE_URL && !isGzip) {
    throw new BackupError(`${source} is a PostgreSQL backup (pg_dump): set DATABASE_URL to restore it`);
  }
  const { openDatabase } = await import('../db/client.ts');
  const { runMigrations } = await import('../db/migrate.ts');
  let engine: 'postgres' | 'pglite' = config.EMBEDDED_DATABASE;
  const refuse = (accounts: number, where: string) =>
    new BackupError(
      `${where} already holds ${accounts} accounts: restore into an empty database, or add --force to replace it`,
    );

  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
    try {
      const accounts = await accountCount(database.db);
      if (accounts > 0 && !force) throw refuse(accounts, 'the database');
    } finally {
      await database.close();
    }
    const { url, env } = connectionFor(config.DATABASE_URL);
    runTool(
      postgresTool(config, 'pg_restore'),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url}`,
        source,
      ],
      env,
    );
  } else if (isClusterArchive(source)) {
    const cluster = path.resolve(config.DATA_DIR, CLUSTER_DIR_NAME);
    if (existsSync(cluster) && readdirSync(cluster).length > 0) {
      const current = await openDatabase({ dataDir: config.DATA_DIR, embedded: 'postgres' });
      const accounts = await accountCount(current.db).finally(() => current.close());
      if (accounts > 0 && !force) throw refuse(accounts, `DATA_DIR ${config.DATA_DIR}`);
      const aside = `${cluster}.replaced-${stamp()}`;
      renameSync(cluster, aside);
      say(`The previous database was moved to ${aside}`);
    }
    const unpacked = mkdtempSync(path.join(path.resolve(config.DATA_DIR), '.restore-'));
    try {
      tar(['-xzf', source, '-C', unpacked, '--no-same-owner', CLUSTER_DIR_NAME]);
      rmSync(path.join(unpacked, CLUSTER_DIR_NAME, 'postmaster.pid'), { force: true });
      renameSync(path.join(unpacked, CLUSTER_DIR_NAME), cluster);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
    const account = databaseAccount();
    if (account) chownTree(cluster, account);
    engine = 'postgres';
  } else {
    // A PGlite backup comes back as PGlite, which a DATA_DIR holding a PostgreSQL cluster would not use.
    if (existsSync(path.resolve(config.DATA_DIR, CLUSTER_DIR_NAME)) && config.EMBEDDED_DATABASE !== 'pglite') {
      throw new BackupError(
        `${source} is a PGlite backup and DATA_DIR holds an embedded PostgreSQL: restore it into a new DATA_DIR, or set EMBEDDED_DATABASE=pglite`,
      );
    }
    const pgdata = path.resolve(config.DATA_DIR, PGLITE_DIR_NAME);
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      const current = await openDatabase({ dataDir: config.DATA_DIR, embedded: 'pglite' });
      const accounts = await accountCount(current.db).finally(() => current.close());
      if (accounts > 0 && !force) throw refuse(accounts, `DATA_DIR ${config.DATA_DIR}`);
      // Kept, not deleted: a mistaken --force can be undone by moving it back.
      const aside = `${pgdata}.replaced-${stamp()}`;
      renameSync(pgdata, aside);
      say(`The previous database was moved to ${aside}`);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    const loaded = new PGlite(pgdata, { loadDataDir: new Blob([readFileSync(source)]) });
    await loaded.waitReady;
    await loaded.close();
    engine = 'pglite';
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embedded: engine });
  try {
    await runMigrations(database);
    say(`Restored ${await accountCount(database.db)} accounts from ${source}`);
  } finally {
    await database.close();
  }
}
