import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
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

/**
 * `admin backup <file>` and `admin restore <file> [--force]`.
 * - Embedded database: PGlite's own data-directory dump (a tar.gz of its files), taken with the
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
  if (!existsSync(path.resolve(config.DATA_DIR, 'pgdata')))
    throw new BackupError(`no database in DATA_DIR ${config.DATA_DIR}`);
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const accounts = await accountCount(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    writePrivately(target, new Uint8Array(await dump.arrayBuffer()));
    say(`Backed up the embedded database (${accounts} accounts) to ${target}`);
  } finally {
    await database.close();
  }
}

export async function restoreDatabase(config: Config, file: string, force: boolean, say: Say): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`no such file: ${source}`);
  const start = fileStart(source, 5);
  const isPgDump = start.equals(PG_DUMP_MAGIC);
  const isPglite = start.subarray(0, 2).equals(GZIP_MAGIC);
  if (!isPgDump && !isPglite) throw new BackupError(`${source} is not a Grindstone backup`);
  if (config.DATABASE_URL && !isPgDump) {
    throw new BackupError(`${source} is an embedded-database backup: restore it without DATABASE_URL (into DATA_DIR)`);
  }
  if (!config.DATABASE_URL && !isPglite) {
    throw new BackupError(`${source} is a PostgreSQL backup (pg_dump): set DATABASE_URL to restore it`);
  }
  const { openDatabase } = await import('../db/client.ts');
  const { runMigrations } = await import('../db/migrate.ts');
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
  } else {
    const pgdata = path.resolve(config.DATA_DIR, 'pgdata');
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      const current = await openDatabase({ dataDir: config.DATA_DIR });
      const accounts = await accountCount(current.db).finally(() => current.close());
      if (accounts > 0 && !force) throw refuse(accounts, `DATA_DIR ${config.DATA_DIR}`);
      // Kept, not deleted: a mistaken --force can be undone by moving it back.
      const aside = `${pgdata}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgdata, aside);
      say(`The previous database was moved to ${aside}`);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    const loaded = new PGlite(pgdata, { loadDataDir: new Blob([readFileSync(source)]) });
    await loaded.waitReady;
    await loaded.close();
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    say(`Restored ${await accountCount(database.db)} accounts from ${source}`);
  } finally {
    await database.close();
  }
}
