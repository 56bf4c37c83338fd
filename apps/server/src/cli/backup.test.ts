import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { ADMIN_SCRIPT, processEnv, runNode, tempDataDirs } from '../testing/processes.ts';

const newDir = tempDataDirs();

async function addPeopleAndGoals(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into users (username, name, email, password_hash, onboarding_status)
    values ('ada', 'Ada', 'ada@example.com', 'x', 'completed'), ('bo', 'Bo ☀', 'bo@example.com', 'y', 'completed')`);
  await database.db.execute(sql`
    insert into goals (user_id, description, border_color, position)
    select id, 'Ship ' || username || ' — ünïcode', 'red', 0 from users`);
}

/** What a round trip must keep: the people and their goals, ids included. */
async function contents(database: Database) {
  return {
    users: await queryRows(
      database.db,
      sql`select id, username, name, email, password_hash from users order by username`,
    ),
    goals: await queryRows(database.db, sql`select id, user_id, description, border_color from goals order by id`),
  };
}

const admin = (args: string[], env: NodeJS.ProcessEnv) => runNode(ADMIN_SCRIPT, args, env);

describe.each([
  { engine: 'postgres' as const, folder: 'postgres' },
  { engine: 'pglite' as const, folder: 'pgdata' },
])('admin backup and restore on the embedded database ($engine)', { timeout: 400_000 }, ({ engine, folder }) => {
  const env = (dataDir: string) => processEnv(dataDir, { EMBEDDED_DATABASE: engine });

  it('round-trips into a new DATA_DIR, and refuses a database with accounts unless --force', async () => {
    const original = newDir();
    const database = await openDatabase({ dataDir: original, embedded: engine });
    await runMigrations(database);
    await addPeopleAndGoals(database);
    const before = await contents(database);
    await database.close();

    const file = path.join(newDir(), 'grindstone.tar.gz');
    const backup = await admin(['backup', file], env(original));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('(2 accounts)');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const fresh = newDir();
    const restore = await admin(['restore', file], env(fresh));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored 2 accounts');
    expect(existsSync(path.join(fresh, folder))).toBe(true);
    const restored = await openDatabase({ dataDir: fresh, embedded: engine });
    expect(await contents(restored)).toEqual(before);
    await restored.close();

    const refused = await admin(['restore', file], env(original));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds 2 accounts: restore into an empty database, or add --force/);

    const forced = await admin(['restore', file, '--force'], env(original));
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('The previous database was moved to');
    expect(readdirSync(original).some((f) => f.startsWith(`${folder}.replaced-`))).toBe(true);

    const wrongKind = await admin(['restore', ADMIN_SCRIPT], env(newDir()));
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain('is not a Grindstone backup');

    if (engine === 'pglite') {
      // An install made before PostgreSQL became the default: its PGlite backup does not land
      // silently beside a PostgreSQL cluster that the server would use instead.
      const other = newDir();
      const cluster = await openDatabase({ dataDir: other, embedded: 'postgres' });
      await cluster.close();
      const mixed = await admin(['restore', file], processEnv(other));
      expect(mixed.code).toBe(1);
      expect(mixed.stderr).toContain('is a PGlite backup and DATA_DIR holds an embedded PostgreSQL');
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('admin backup and restore on PostgreSQL', { timeout: 400_000 }, () => {
  it('round-trips into an empty database, and refuses one with accounts unless --force', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      await addPeopleAndGoals(source.database);
      const before = await contents(source.database);
      const dir = newDir();
      const file = path.join(dir, 'grindstone.pgdump');
      const env = (url: string) => processEnv(dir, { DATABASE_URL: url });

      const backup = await admin(['backup', file], env(source.database.url!));
      expect(backup.code, backup.stderr).toBe(0);
      expect(existsSync(file)).toBe(true);

      const restore = await admin(['restore', file], env(target.database.url!));
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('Restored 2 accounts');
      expect(await contents(target.database)).toEqual(before);

      const refused = await admin(['restore', file], env(source.database.url!));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/the database already holds 2 accounts/);
      const forced = await admin(['restore', file, '--force'], env(source.database.url!));
      expect(forced.code, forced.stderr).toBe(0);
      expect(await contents(source.database)).toEqual(before);
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});

/** Every row of every table, as PostgreSQL writes it (ids, timestamps, jsonb, arrays), in a stable order. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      database.db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    all[name] = rows.map((r) => r.row);
  }
  return all;
}

// Embedded databases only: once, in the PGlite pass of the suite.
describe.runIf(!process.env.DATABASE_URL)('admin move-to-postgres', { timeout: 400_000 }, () => {
  it('moves an install made on PGlite into the embedded PostgreSQL, every row as it was, and keeps PGlite’s files', async () => {
    const dataDir = newDir();
    const old = await openDatabase({ dataDir, embedded: 'pglite' });
    await runMigrations(old);
    await addPeopleAndGoals(old);
    // Columns a driver could turn into something else on the way: jsonb objects and arrays, text arrays.
    await old.db.execute(sql`
      update goals set if_then = '{"cue":"after lunch","action":"walk 10 min","tags":["a","b"]}'::jsonb`);
    await old.db.execute(sql`
      insert into access_tokens (user_id, name, token_hash, scopes)
      select id, 'agent «one»', 'hash-' || username, array['goals:read','goals:write'] from users`);
    await old.db.execute(sql`
      insert into payment_events (id, event_type, payload)
      values ('WH-1', 'PAYMENT.SALE.COMPLETED', '[1, {"nested": [true, null]}, "x"]'::jsonb)`);
    const before = await everyRow(old);
    await old.close();
    expect(before.users).toHaveLength(2);

    const moved = await admin(['move-to-postgres'], processEnv(dataDir));
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/^Moved 2 accounts \(\d+ rows in \d+ tables\) to the embedded PostgreSQL/);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pgdata.moved-'))).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'postgres.moving'))).toBe(false);

    // The server's own choice for this DATA_DIR is now PostgreSQL, with every row.
    const now = await openDatabase({ dataDir });
    expect(now.kind).toBe('postgres');
    expect(await everyRow(now)).toEqual(before);
    await now.close();

    const again = await admin(['move-to-postgres'], processEnv(dataDir));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('DATA_DIR already runs on the embedded PostgreSQL');
    const nothing = await admin(['move-to-postgres'], processEnv(newDir()));
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('no PGlite database in DATA_DIR');
  });

  it('leaves the install on PGlite, untouched, when the move cannot finish', async () => {
    const dataDir = newDir();
    const old = await openDatabase({ dataDir, embedded: 'pglite' });
    await runMigrations(old);
    await addPeopleAndGoals(old);
    // A table the migrations do not make: its rows have nowhere to go in the new cluster.
    await old.db.execute(sql`create table notes_of_a_plugin (body text)`);
    await old.db.execute(sql`insert into notes_of_a_plugin values ('kept')`);
    const before = await everyRow(old);
    await old.close();

    const moved = await admin(['move-to-postgres'], processEnv(dataDir));
    expect(moved.code).toBe(1);
    expect(moved.stderr).toContain('the move stopped, DATA_DIR stays on PGlite');
    expect(readdirSync(dataDir).filter((f) => f.startsWith('postgres'))).toEqual([]);
    const still = await openDatabase({ dataDir });
    expect(still.kind).toBe('pglite');
    expect(await everyRow(still)).toEqual(before);
    await still.close();
  });
});
