import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync, closeSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@grindstone/contract';
import { opsToken } from '../modules/ops/ops-token.ts';
import { CLUSTER_DIR_NAME } from './embedded-postgres.ts';
import { TEST_SECRET, startServer, type RunningServer } from '../testing/processes.ts';

/**
 * The embedded database on a disk that fills up: the real server process runs with DATA_DIR on
 * a small tmpfs, a file takes the rest of the space, then goes. Both embedded engines: the
 * PostgreSQL cluster of a new install (its binaries may be copied into DATA_DIR, about 60 MB,
 * when the postgres account cannot reach them) and PGlite, which an older install keeps.
 */
const TMPFS_SIZE = '200m';
/** The migrated PGlite image of the test setup (absent in the PostgreSQL pass of the suite). */
const image = process.env.GS_TEST_PGLITE_IMAGE;
const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'gs-disk-'));
let mounted = false;
if (!image) {
  console.warn('disk-full.test.ts: skipped: the embedded database is tested in the PGlite pass of the suite');
} else {
  try {
    // 0755: as root the embedded PostgreSQL runs as the postgres account, which must reach DATA_DIR.
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0755`, 'tmpfs', mountPoint], {
      stdio: 'pipe',
    });
    mounted = true;
  } catch (err) {
    const reason = (err as { stderr?: Buffer }).stderr?.toString().trim() || (err as Error).message;
    console.warn(`disk-full.test.ts: skipped: this machine does not allow a tmpfs mount here (${reason})`);
  }
}
const filler = path.join(mountPoint, 'filler');
const running: RunningServer[] = [];

afterAll(() => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes zeros until the file system says ENOSPC. */
function fillDisk(): void {
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  }
  // The last bytes, in smaller pieces.
  const small = Buffer.alloc(512);
  try {
    for (;;) writeSync(fd, small);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

const engines = [
  {
    name: 'PostgreSQL (the default)',
    cluster: true,
    prepare: (dataDir: string) => mkdirSync(dataDir, { recursive: true }),
  },
  {
    name: 'PGlite (an older install)',
    cluster: false,
    prepare: (dataDir: string) => {
      mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
      // The migrated image the test setup made: much faster than a first start (initdb).
      execFileSync('tar', ['-xf', image!, '-C', path.join(dataDir, 'pgdata')], { stdio: 'pipe' });
    },
  },
];

describe.runIf(mounted).each(engines)(
  'a full disk under the embedded $name',
  { timeout: 240_000 },
  ({ prepare, cluster }) => {
    it('answers 503 with a clear message, logs one line without SQL, stays up, loses nothing, and recovers', async () => {
      const dataDir = path.join(mountPoint, 'data');
      prepare(dataDir);
      // The default engine: a DATA_DIR that holds a PGlite database stays on PGlite.
      const server = await startServer(dataDir, { EMBEDDED_DATABASE: 'postgres' });
      running.push(server);
      expect(existsSync(path.join(dataDir, CLUSTER_DIR_NAME))).toBe(cluster);
      // An install still on PGlite is told, once at start, how to move to PostgreSQL.
      await expect.poll(() => server.stdout().includes('npm run admin -- move-to-postgres')).toBe(!cluster);
      const createCode = async (note: string) => {
        const res = await fetch(`${server.url}/api/ops/invitation-codes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${opsToken(TEST_SECRET)}`, 'content-type': 'application/json' },
          body: JSON.stringify({ note }),
          signal: AbortSignal.timeout(10_000),
        });
        return { status: res.status, body: (await res.json()) as Record<string, string> };
      };

      const acknowledged: string[] = [];
      const first = await createCode('before the disk fills');
      expect(first.status).toBe(201);
      acknowledged.push(first.body.code!);

      fillDisk();
      // Rows go into free room of existing pages until one needs a new page: bounded.
      let refused: { status: number; body: Record<string, string> } | null = null;
      for (let i = 0; i < 2_000 && !refused; i++) {
        const res = await createCode(`private note ${i} of a person`);
        if (res.status === 201) acknowledged.push(res.body.code!);
        else refused = res;
      }
      expect(refused).toEqual({ status: 503, body: { error: 'unavailable', message: MESSAGES.storageFull } });
      // Still up, and reads still work.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // One clear line for the operator, without the SQL or the data it carried.
      await expect.poll(() => server.stdout(), { timeout: 10_000 }).toContain('database disk full');
      const logs = server.stdout();
      expect(logs).not.toMatch(/insert into/i);
      expect(logs).not.toContain('private note');
      expect(logs).not.toContain('"internal"');

      rmSync(filler);
      const after = await createCode('after space was freed');
      expect(after.status).toBe(201);
      acknowledged.push(after.body.code!);

      const list = await fetch(`${server.url}/api/ops/invitation-codes`, {
        headers: { authorization: `Bearer ${opsToken(TEST_SECRET)}` },
      });
      const stored = ((await list.json()) as { codes: { code: string }[] }).codes.map((c) => c.code);
      for (const code of acknowledged) expect(stored).toContain(code);
      console.info(`disk-full: ${acknowledged.length - 2} writes fit before the first 503`);

      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    });
  },
);
