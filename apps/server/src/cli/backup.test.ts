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
