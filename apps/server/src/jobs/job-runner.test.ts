import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestContext } from '../testing/test-context.ts';
import { jobs } from '../db/schema/index.ts';
import {
  backoffDelayMs,
  defineJob,
  enqueueJob,
  LOCK_TIMEOUT_MS,
  registerJobs,
  runDueJobs,
  startJobRunner,
} from './job-runner.ts';

const runs: string[] = [];
let failuresLeft = 0;
const failedHooks: string[] = [];

const echoJob = defineJob({
  name: 'test-echo',
  schema: z.object({ tag: z.string() }),
  maxAttempts: 3,
  backoffMs: 1_000,
  async handle(_app, { tag }) {
    runs.push(tag);
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error(`boom ${tag}`);
    }
  },
  async onFailed(_app, { tag }) {
    failedHooks.push(tag);
  },
});

describe('job runner', () => {
  const t = createTestContext();
  beforeAll(async () => {
    registerJobs(t.app, [echoJob]);
  });

  const jobByKey = async (key: string) => (await t.app.db.select().from(jobs).where(eq(jobs.uniqueKey, key)))[0]!;
  const makeDue = (key: string) =>
    t.app.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.uniqueKey, key));

  it('runs a job once, and a unique key is never queued (or run) twice', async () => {
    runs.length = 0;
    expect(await enqueueJob(t.app.db, echoJob, { tag: 'a' }, { uniqueKey: 'echo:a' })).not.toBeNull();
    expect(await enqueueJob(t.app.db, echoJob, { tag: 'a' }, { uniqueKey: 'echo:a' })).toBeNull();
    expect(await runDueJobs(t.app)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await enqueueJob(t.app.db, echoJob, { tag: 'a' }, { uniqueKey: 'echo:a' })).toBeNull();
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual(['a']);
    expect((await jobByKey('echo:a')).status).toBe('done');
  });

  it('retries a failure later with backoff, then succeeds', async () => {
    runs.length = 0;
    failuresLeft = 1;
    await enqueueJob(t.app.db, echoJob, { tag: 'b' }, { uniqueKey: 'echo:b' });
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 1, failed: 0 });
    const retried = await jobByKey('echo:b');
    expect(retried.status).toBe('queued');
    expect(retried.lastError).toBe('boom b');
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now() + 500); // not due yet
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 0, failed: 0 });
    await makeDue('echo:b');
    expect(await runDueJobs(t.app)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual(['b', 'b']);
    expect(backoffDelayMs(1, 1000)).toBe(1000);
    expect(backoffDelayMs(3, 1000)).toBe(4000);
  });

  it('marks a job failed after its last attempt and runs onFailed once', async () => {
    failuresLeft = 10;
    failedHooks.length = 0;
    await enqueueJob(t.app.db, echoJob, { tag: 'c' }, { uniqueKey: 'echo:c' });
    for (let i = 0; i < 3; i++) {
      await makeDue('echo:c');
      await runDueJobs(t.app);
    }
    const row = await jobByKey('echo:c');
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(failedHooks).toEqual(['c']);
    failuresLeft = 0;
  });

  it('resumes a job left running by a process that died (stale lock), but not a fresh one', async () => {
    runs.length = 0;
    await enqueueJob(t.app.db, echoJob, { tag: 'd' }, { uniqueKey: 'echo:d' });
    // Another instance holds it right now: not touched.
    await t.app.db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now()`, attempts: 1 })
      .where(eq(jobs.uniqueKey, 'echo:d'));
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 0, failed: 0 });
    // That instance died: after the lock timeout the job runs again.
    await t.app.db
      .update(jobs)
      .set({ lockedAt: sql`now() - (${LOCK_TIMEOUT_MS + 1000} * interval '1 millisecond')` })
      .where(eq(jobs.uniqueKey, 'echo:d'));
    expect(await runDueJobs(t.app)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual(['d']);
  });

  it('fails a job nobody handles without crashing the runner', async () => {
    await t.app.db.insert(jobs).values({ name: 'no-such-job', payload: {}, uniqueKey: 'nobody' });
    expect((await runDueJobs(t.app)).failed).toBe(1);
    expect((await jobByKey('nobody')).status).toBe('failed');
  });

  it('a started runner picks up queued work by itself and stops cleanly', async () => {
    runs.length = 0;
    await enqueueJob(t.app.db, echoJob, { tag: 'e' }, { uniqueKey: 'echo:e' });
    const runner = startJobRunner(t.app, { intervalMs: 50 });
    await expect.poll(async () => (await jobByKey('echo:e')).status, { timeout: 5000 }).toBe('done');
    await runner.stop();
    expect(runs).toEqual(['e']);
  });
});
