import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { invitationCodes } from './schema/index.ts';
import { defineJob, enqueueJob, registerJobs, startJobRunner } from '../jobs/job-runner.ts';
import { opsToken } from '../modules/ops/ops-token.ts';
import { testConfig } from '../testing/test-app.ts';
import {
  PG_BIN_DIR,
  hasPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwaway-postgres.ts';

/**
 * A real PostgreSQL of this file's own is stopped (`pg_ctl stop -m fast`, as for maintenance or
 * a minor upgrade) and started again on the same port under the running app.
 */
if (!hasPostgresBinaries()) {
  console.warn(
    `database-restart.test.ts: skipped: no PostgreSQL binaries in ${PG_BIN_DIR} (apt-get install postgresql)`,
  );
}

/** How long a request may take while the database is away: a prompt answer, never a hang. */
const PROMPT_MS = 3_000;

const handled: string[] = [];
const probeJob = defineJob({
  name: 'database-restart-probe',
  schema: z.object({ tag: z.string() }),
  handle: async (_app, payload) => {
    handled.push(payload.tag);
  },
});

describe.runIf(hasPostgresBinaries())('a PostgreSQL restart under the running app', { timeout: 120_000 }, () => {
  let pg: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const config = testConfig();

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    database = await openDatabase({ databaseUrl: pg.url });
    await runMigrations(database);
    app = await buildApp({ config, database, logger: false });
    registerJobs(app, [probeJob]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await pg?.destroy();
  });

  /** One acknowledged-or-refused write: a new invitation code through the operator endpoint. */
  async function createCode(): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
    const started = Date.now();
    const res = await fetch(`${base}/api/ops/invitation-codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken(config.APP_SECRET)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'restart test' }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - started };
  }

  const get = (url: string) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) });

  async function waitUntilReady(): Promise<number> {
    const started = Date.now();
    for (;;) {
      if ((await get('/api/ready')).status === 200) return Date.now() - started;
      if (Date.now() - started > 30_000) throw new Error('not ready 30 s after PostgreSQL came back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers a prompt 503 while the database is away, says not ready, and recovers by itself', async () => {
    expect((await createCode()).status).toBe(201);
    expect(await (await get('/api/ready')).json()).toMatchObject({ status: 'ready' });
    const runner = startJobRunner(app, { intervalMs: 100 });
    try {
      await enqueueJob(app.db, probeJob, { tag: 'before' });
      await expect.poll(() => handled, { timeout: 10_000 }).toContain('before');

      await pg.stop();
      // Idle pooled connections were terminated by the shutdown: the process is still here.
      const refused = await createCode();
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ error: 'unavailable', message: expect.stringMatching(/database/i) });
      expect(refused.ms).toBeLessThan(PROMPT_MS);
      const ready = await get('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ error: 'unavailable' });
      // Liveness does not depend on the database: restarting this process would not help.
      expect((await get('/api/health')).status).toBe(200);
      console.info(`database-restart: 503 while PostgreSQL is down in ${refused.ms} ms`);

      const restartedAt = Date.now();
      await pg.start();
      const readyAfter = await waitUntilReady();
      console.info(
        `database-restart: ready ${readyAfter} ms after pg_ctl start returned (${Date.now() - restartedAt} ms after it was called)`,
      );
      expect((await createCode()).status).toBe(201);
      // The job runner kept polling through the outage and works again.
      await enqueueJob(app.db, probeJob, { tag: 'after' });
      await expect.poll(() => handled, { timeout: 10_000 }).toContain('after');
    } finally {
      await runner.stop();
    }
  });

  it('loses no acknowledged write when PostgreSQL restarts under a stream of writes', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let restarting = true;
    let afterRestart = 0;
    const writer = async () => {
      // Bounded: a few hundred writes at most, and 20 after the restart is over.
      for (let i = 0; i < 400 && (restarting || afterRestart < 20); i++) {
        const res = await createCode();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.ms).toBeLessThan(PROMPT_MS + 2_000);
        if (res.status === 201) {
          acknowledged.push(res.body.code as string);
          if (!restarting) afterRestart++;
        } else {
          expect(res.status).toBe(503);
          expect(res.body).toMatchObject({ error: 'unavailable' });
        }
      }
    };
    const restart = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await pg.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await pg.start();
      await waitUntilReady();
      restarting = false;
    };
    await Promise.all([writer(), writer(), writer(), restart()]);
    console.info(`database-restart: answers under load ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(afterRestart).toBeGreaterThanOrEqual(20);
    const stored = await app.db
      .select({ code: invitationCodes.code })
      .from(invitationCodes)
      .where(inArray(invitationCodes.code, acknowledged));
    expect(stored.map((r) => r.code).sort()).toEqual([...acknowledged].sort());
  });
});
