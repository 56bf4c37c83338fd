import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../env.ts';
import type { Database } from '../db/client.ts';
import {
  CLUSTER_DIR_NAME,
  databaseAccount,
  embeddedPostgresBinaries,
  hasFiles,
  PGLITE_DIR_NAME,
} from '../db/embedded-postgres.ts';
import { BackupError } from './backup.ts';

/** Rows per insert: one JSON array each, well below PostgreSQL's limits for a goal app's rows. */
const BATCH_ROWS = 500;
/** Where the new cluster is built and filled before it takes its place in DATA_DIR. */
export const MOVING_DIR_NAME = 'postgres.moving';

/**
 * `admin move-to-postgres`: an install made when PGlite was the embedded default (DATA_DIR/pgdata,
 * no cluster) moves its data into the embedded PostgreSQL. PGlite's folder is only read: the new
 * cluster is built and filled beside it, its row counts are checked against PGlite's, and only
 * then is it renamed into place, with PGlite's folder kept as `pgdata.moved-<time>`. A move that
 * stops half-way (an error, a kill) leaves the install on PGlite as it was.
 */
export async function moveToPostgres(config: Config, say: (line: string) => void): Promise<void> {
  if (config.DATABASE_URL)
    throw new BackupError('move-to-postgres moves the embedded PGlite database: unset DATABASE_URL');
  const dataDir = path.resolve(config.DATA_DIR);
  const pglite = path.join(dataDir, PGLITE_DIR_NAME);
  const cluster = path.join(dataDir, CLUSTER_DIR_NAME);
  if (existsSync(cluster)) throw new BackupError(`DATA_DIR already runs on the embedded PostgreSQL (${cluster})`);
  if (!hasFiles(pglite)) throw new BackupError(`no PGlite database in DATA_DIR (${pglite})`);
  if (!(await embeddedPostgresBinaries()))
    throw new BackupError(
      `npm installed no PostgreSQL binaries for ${process.platform}-${process.arch}: stay on PGlite`,
    );

  const staging = path.join(dataDir, MOVING_DIR_NAME);
  rmSync(staging, { recursive: true, force: true });
  // As root the cluster runs as the postgres account, which must pass through DATA_DIR.
  if (databaseAccount()) chmodSync(dataDir, 0o711);
  const { openDatabase, queryRows } = await import('../db/client.ts');
  const { runMigrations } = await import('../db/migrate.ts');
  const source = await openDatabase({ dataDir, embedded: 'pglite' });
  let target: Database | undefined;
  const counts = new Map<string, number>();
  try {
    // Both at the current schema, so every table has the same columns on both sides.
    await runMigrations(source);
    target = await openDatabase({ dataDir: staging, embedded: 'postgres' });
    await runMigrations(target);
    const tables = (
      await queryRows<{ name: string }>(
        source.db,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((t) => t.name);
    await target.db.transaction(async (tx) => {
      // Tables arrive one by one in any order: the rows were consistent in PGlite, so foreign keys
      // and triggers are not checked again while they land (the embedded cluster's superuser).
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((t) => sql.identifier(t)),
          sql`, `,
        )}`,
      );
      for (const table of tables) {
        const id = sql.identifier(table);
        // Each row as JSON text and back through the table's own row type: every column keeps its
        // type (jsonb, arrays, timestamps) without a driver converting it on the way.
        const rows = await queryRows<{ row: string }>(source.db, sql`select row_to_json(t)::text as row from ${id} t`);
        for (let i = 0; i < rows.length; i += BATCH_ROWS) {
          const batch = `[${rows
            .slice(i, i + BATCH_ROWS)
            .map((r) => r.row)
            .join(',')}]`;
          await tx.execute(sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${batch}::json)`);
        }
        counts.set(table, rows.length);
      }
    });
    for (const [table, expected] of counts) {
      const [moved] = await queryRows<{ n: number }>(
        target.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      if (moved?.n !== expected) throw new BackupError(`${table}: ${moved?.n} rows arrived of ${expected}`);
    }
  } catch (err) {
    await target?.close().catch(() => undefined);
    await source.close().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
    if (err instanceof BackupError) throw err;
    throw new BackupError(`the move stopped, DATA_DIR stays on PGlite: ${(err as Error).message}`);
  }
  await target.close();
  await source.close();
  // The complete cluster first: from here on the server opens PostgreSQL, even if the next step fails.
  renameSync(path.join(staging, CLUSTER_DIR_NAME), cluster);
  const kept = `${pglite}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(pglite, kept);
  rmSync(staging, { recursive: true, force: true });
  say(
    `Moved ${counts.get('users') ?? 0} accounts (${[...counts.values()].reduce((a, b) => a + b, 0)} rows in ${counts.size} tables) to the embedded PostgreSQL; PGlite's files are kept in ${kept}`,
  );
}
