import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema/index.ts';
import { ADMIN_SCRIPT, processEnv, runNode, startServer, tempDataDirs } from '../testing/processes.ts';
import { terminalSafe } from './terminal-safe.ts';

const newDir = tempDataDirs();

/**
 * Every path under dir (dir included) whose mode lets the group or others in. The copy of the
 * PostgreSQL binaries that root may keep there (postgres-bin-<version>) is program files, which
 * the postgres account must read and run: there only write access for others counts.
 */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string, programs: boolean) => {
    const st = statSync(p);
    if ((st.mode & (programs ? 0o022 : 0o077)) !== 0) {
      found.push(`${path.relative(dir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        visit(path.join(p, name), programs || (p === dir && name.startsWith('postgres-bin-')));
    }
  };
  visit(dir, false);
  return found;
}

/** As root the embedded PostgreSQL runs as the postgres account, which must pass through DATA_DIR (search only). */
const asRoot = process.getuid?.() === 0;

describe.each([
  { engine: 'postgres', folder: 'postgres', dataDirMode: asRoot ? 0o711 : 0o700 },
  { engine: 'pglite', folder: 'pgdata', dataDirMode: 0o700 },
])('DATA_DIR is private to the server account ($engine)', { timeout: 300_000 }, ({ engine, folder, dataDirMode }) => {
  const searchOnly = dataDirMode === 0o711 ? ['. 711'] : [];

  it('the server closes an open DATA_DIR and creates every file in it (database, WAL, secret) 0600', async () => {
    const dataDir = newDir();
    // As an older version or a loose umask left it.
    chmodSync(dataDir, 0o777);
    const server = await startServer(dataDir, { APP_SECRET: '', EMBEDDED_DATABASE: engine });
    try {
      await server.waitForStdout(/Invitation code: /);
      expect(statSync(dataDir).mode & 0o777).toBe(dataDirMode);
      expect(readdirSync(path.join(dataDir, folder)).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual(searchOnly);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('the admin CLI on the embedded database creates private files too', async () => {
    const parent = newDir();
    // mkdtemp makes it 0700: as root, the postgres account must pass through every folder above DATA_DIR.
    if (asRoot) chmodSync(parent, 0o711);
    const dataDir = path.join(parent, 'data');
    const r = await runNode(ADMIN_SCRIPT, ['invite', 'create'], processEnv(dataDir, { EMBEDDED_DATABASE: engine }));
    expect(r.code, r.stderr).toBe(0);
    expect(openToOthers(dataDir)).toEqual(searchOnly);
  });
});

/** Code points a terminal may act on: C0 but newline, DEL, C1 and the bidi overrides. */
const controlCharacters = (text: string) =>
  [...text]
    .map((ch) => ch.codePointAt(0)!)
    .filter((c) => (c < 0x20 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e))
    .map((c) => c.toString(16));

describe('the admin CLI never prints terminal control sequences from stored text', { timeout: 300_000 }, () => {
  const hostile = 'Eve\u001b]0;owned\u0007\u001b[2J\u009b31m\r\u202eevil\u0008';

  it('terminalSafe keeps text and newlines, drops C0, C1 and bidi controls', () => {
    expect(terminalSafe(hostile)).toBe('Eve]0;owned[2J31mevil');
    expect(terminalSafe('Zoë 🚀 名前\nnext')).toBe('Zoë 🚀 名前\nnext');
  });

  it('users list and invite list, as a table and as JSON', async () => {
    const dataDir = newDir();
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    await database.db.insert(users).values({
      username: 'eve_handle',
      name: hostile,
      email: 'eve@example.com',
      passwordHash: 'x',
      onboardingStatus: 'completed',
    });
    await database.close();
    const env = processEnv(dataDir);
    const created = await runNode(ADMIN_SCRIPT, ['invite', 'create', '--note', hostile], env);
    expect(created.code, created.stderr).toBe(0);
    for (const args of [
      ['users', 'list'],
      ['users', 'list', '--json'],
      ['invite', 'list'],
    ]) {
      const r = await runNode(ADMIN_SCRIPT, args, env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout, args.join(' ')).toContain('Eve');
      expect(controlCharacters(r.stdout), args.join(' ')).toEqual([]);
    }
  });
});
