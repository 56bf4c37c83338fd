import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { DB_CONNECT_TIMEOUT_MS, queryRows, type Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock keeps N instances from racing. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // The lock and the migration share one connection of their own, without the pool's query
  // timeout: another instance may hold the lock while it migrates.
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client) as NodePgDatabase, config);
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** When (drizzle-kit's `when`) the newest committed migration was generated. */
function newestMigrationWhen(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** True when the database has every committed migration (drizzle records each one it applied). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const rows = await queryRows<{ newest: string | number | null }>(
    database.db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  ).catch((err: unknown) => {
    // No migrations table yet: nothing applied.
    if ((err as { cause?: { code?: string } }).cause?.code === '42P01') return [{ newest: null }];
    throw err;
  });
  return Number(rows[0]?.newest ?? 0) >= newestMigrationWhen();
}
