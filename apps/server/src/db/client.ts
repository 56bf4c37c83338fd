import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { restrictToOwner } from '../private-data-dir.ts';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { keepDrizzleParsersOnInstance } from './pglite-parsers.ts';
import { embeddedEngine, PGLITE_DIR_NAME, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';

/** A new connection gives up after this long (a stopped or unreachable server): a prompt 503, not a hang. */
export const DB_CONNECT_TIMEOUT_MS = 3_000;
/** A query without an answer after this long fails (a half-open connection to a vanished server). */
export const DB_QUERY_TIMEOUT_MS = 15_000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set on PostgreSQL: the pool, and its URL for work that needs a connection of its own. */
  pool?: pg.Pool;
  url?: string;
  /** Set on the embedded database when it is PGlite: the instance (backups dump its data directory). */
  pglite?: PGlite;
  /** Set on the embedded database when it is PostgreSQL: the cluster this process started. */
  embedded?: EmbeddedPostgres;
  close: () => Promise<void>;
};

function postgresPool(connection: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    query_timeout: DB_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // A restart of PostgreSQL terminates every connection. Unheard, the 'error' event of an idle
  // pooled client (or of a checked-out one between two queries) would end the process; the pool
  // drops such a client and the next query connects afresh. The app adds a listener that logs.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * PostgreSQL when DATABASE_URL is set; else the embedded database in DATA_DIR: PostgreSQL from npm
 * (`embedded: 'postgres'`, the default where binaries exist) or PGlite; PGlite in memory for tests.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  embedded?: 'postgres' | 'pglite';
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = postgresPool({ connectionString: opts.databaseUrl });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, url: opts.databaseUrl, close: () => pool.end() };
  }
  if (!opts.pglite && opts.dataDir && (await embeddedEngine(opts.dataDir, opts.embedded)) === 'postgres') {
    const embedded = await startEmbeddedPostgres(opts.dataDir);
    const pool = postgresPool({ host: embedded.socketDir, user: 'postgres', database: 'postgres' });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = `postgres://postgres@${encodeURIComponent(embedded.socketDir)}/postgres`;
    const close = async () => {
      await pool.end().catch(() => undefined);
      await embedded.stop();
    };
    return { db, kind: 'postgres', pool, url, embedded, close };
  }
  // PGlite and its driver (WebAssembly and ~10 MiB of code) load only when PGlite is used.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let client = opts.pglite;
  const dir = !client && opts.dataDir ? path.resolve(opts.dataDir, PGLITE_DIR_NAME) : undefined;
  if (!client) {
    if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { PGlite } = await import('@electric-sql/pglite');
    client = new PGlite(dir);
  }
  await client.waitReady;
  keepDrizzleParsersOnInstance(client);
  // PGlite writes its files 0666 whatever the umask: close them now and again on close.
  if (dir) restrictToOwner(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const owned = client;
  return {
    db,
    kind: 'pglite',
    pglite: owned,
    close: async () => {
      await owned.close();
      if (dir) restrictToOwner(dir);
    },
  };
}

export { schema };

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
