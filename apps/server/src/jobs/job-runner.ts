import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { jobRunsTotal } from '../plugins/metrics.ts';

/**
 * A small job runner over the `jobs` table (documenso-style: a definition is a name, a zod
 * payload schema and an idempotent handler; the app registers its definitions explicitly, in
 * app.ts, and a job is queued from its definition, so its payload is checked by the compiler).
 * - claim: one UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED), so any number of
 *   instances can poll the same table and a job is held by one of them only;
 * - unique_key: enqueueing a key that exists changes nothing, so a job never runs twice;
 * - a failure is retried with exponential backoff up to maxAttempts, then marked failed and the
 *   definition's onFailed runs;
 * - a job left 'running' by a crashed or restarted process is reclaimed after LOCK_TIMEOUT_MS.
 */
export type JobRow = typeof jobs.$inferSelect;

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  maxAttempts?: number;
  /** First retry waits this long, then doubles (capped at MAX_BACKOFF_MS). */
  backoffMs?: number;
  /**
   * Instead of maxAttempts and backoffMs: the wait before each retry, in order (so a job gets
   * one attempt more than there are delays).
   */
  retryDelaysMs?: readonly number[];
  handle: (app: FastifyInstance, payload: z.infer<S>, job: JobRow) => Promise<void>;
  /** Runs once after the last attempt failed. */
  onFailed?: (app: FastifyInstance, payload: z.infer<S>, error: Error) => Promise<void>;
};

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 10 * 60_000;
/** A 'running' job whose lock is older than this is considered abandoned and runs again. */
export const LOCK_TIMEOUT_MS = 5 * 60_000;
export const POLL_INTERVAL_MS = 2_000;

/** Types a definition; it runs once registered on an app (`registerJobs`). */
export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

// Any payload schema: a list of definitions of different payloads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJobDefinition = JobDefinition<any>;
const registries = new WeakMap<FastifyInstance, Map<string, AnyJobDefinition>>();

/** The definitions whose jobs this app runs; a queued job of another name fails. */
export function registerJobs(app: FastifyInstance, definitions: readonly AnyJobDefinition[]): void {
  const registry = registries.get(app) ?? new Map<string, AnyJobDefinition>();
  for (const def of definitions) registry.set(def.name, def);
  registries.set(app, registry);
}

/** Queues a job. With a uniqueKey that already exists, nothing changes and null is returned. */
export async function enqueueJob<S extends z.ZodType>(
  db: Db,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  opts: { uniqueKey?: string; runAt?: Date } = {},
): Promise<JobRow | null> {
  const rows = await db
    .insert(jobs)
    .values({
      name: definition.name,
      payload: payload as object,
      uniqueKey: opts.uniqueKey ?? null,
      ...(opts.runAt ? { runAt: opts.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/**
 * Queues a sweep at the first multiple of `everyMs` after `now`. Its unique key keeps one job per
 * boundary, whatever the number of instances queueing it; a sweep's handler queues the next one.
 */
export async function enqueueAtNextBoundary(
  db: Db,
  definition: JobDefinition<z.ZodObject<Record<string, never>>>,
  everyMs: number,
  now = new Date(),
): Promise<void> {
  const runAt = new Date(Math.ceil((now.getTime() + 1) / everyMs) * everyMs);
  await enqueueJob(db, definition, {}, { uniqueKey: `${definition.name}:${runAt.toISOString()}`, runAt });
}

export function backoffDelayMs(attempts: number, baseMs = DEFAULT_BACKOFF_MS): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Claims the next due job (or an abandoned one) for this process; null when none is due. */
export async function claimNextJob(db: Db): Promise<JobRow | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where id = (
      select id from jobs
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and locked_at < now() - (${LOCK_TIMEOUT_MS} * interval '1 millisecond'))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`,
  );
  const id = rows[0]?.id;
  if (!id) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} = ${id}`);
  return row ?? null;
}

async function finishJob(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`update jobs set status = 'done', locked_at = null, last_error = null, updated_at = now() where id = ${id}`,
  );
}

async function failJob(
  db: Db,
  job: JobRow,
  def: AnyJobDefinition | undefined,
  error: Error,
): Promise<'retry' | 'failed'> {
  const max = def?.retryDelaysMs ? def.retryDelaysMs.length + 1 : (def?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const message = error.message.slice(0, 1000);
  if (def && job.attempts < max) {
    const delay = def.retryDelaysMs?.[job.attempts - 1] ?? backoffDelayMs(job.attempts, def.backoffMs);
    await db.execute(sql`
      update jobs set status = 'queued', locked_at = null, last_error = ${message},
        run_at = now() + (${delay} * interval '1 millisecond'), updated_at = now()
      where id = ${job.id}`);
    return 'retry';
  }
  await db.execute(sql`
    update jobs set status = 'failed', locked_at = null, last_error = ${message}, updated_at = now()
    where id = ${job.id}`);
  return 'failed';
}

export type RunSummary = { done: number; retried: number; failed: number };

/** Runs every job that is due now, one after another; returns what happened. Tests call this. */
export async function runDueJobs(app: FastifyInstance, opts: { max?: number } = {}): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  const max = opts.max ?? 100;
  for (let i = 0; i < max; i++) {
    const job = await claimNextJob(app.db);
    if (!job) break;
    const def = registries.get(app)?.get(job.name);
    try {
      if (!def) throw new Error(`no handler for job '${job.name}'`);
      const payload = def.schema.parse(job.payload);
      await def.handle(app, payload, job);
      await finishJob(app.db, job.id);
      jobRunsTotal.inc({ job: job.name, outcome: 'done' });
      summary.done++;
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const outcome = await failJob(app.db, job, def, error);
      jobRunsTotal.inc({ job: job.name, outcome });
      app.log.warn({ job: job.name, jobId: job.id, attempts: job.attempts, outcome, err: error.message }, 'job failed');
      if (outcome === 'retry') summary.retried++;
      else {
        summary.failed++;
        if (def?.onFailed) {
          try {
            await def.onFailed(app, def.schema.parse(job.payload), error);
          } catch (hookErr) {
            app.log.error({ job: job.name, err: hookErr }, 'job onFailed hook failed');
          }
        }
      }
    }
  }
  return summary;
}

type Runner = { stop: () => Promise<void>; kick: () => void };
const runners = new WeakMap<FastifyInstance, Runner>();

/** Polls for due jobs every POLL_INTERVAL_MS until stopped; `kickJobs` runs a pass at once. */
export function startJobRunner(app: FastifyInstance, opts: { intervalMs?: number } = {}): Runner {
  const existing = runners.get(app);
  if (existing) return existing;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueJobs(app)
      .then(() => undefined)
      .catch((err) => app.log.error({ err }, 'job runner pass failed'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, opts.intervalMs ?? POLL_INTERVAL_MS);
  timer.unref();
  const runner: Runner = {
    kick: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      runners.delete(app);
      if (running) await running;
    },
  };
  runners.set(app, runner);
  pass();
  return runner;
}

/** Asks a started runner to look for work now (after an enqueue); does nothing in tests. */
export function kickJobs(app: FastifyInstance): void {
  runners.get(app)?.kick();
}

/**
 * Registers the app's job definitions, and starts the runner when the app is ready and stops it
 * on close (not under NODE_ENV=test: tests run due jobs themselves).
 */
export function registerJobRunner(
  app: FastifyInstance,
  definitions: readonly AnyJobDefinition[],
  opts: { autoStart?: boolean } = {},
): void {
  registerJobs(app, definitions);
  const autoStart = opts.autoStart ?? app.config.NODE_ENV !== 'test';
  if (!autoStart) return;
  app.addHook('onReady', async () => {
    startJobRunner(app);
  });
  app.addHook('onClose', async () => {
    await runners.get(app)?.stop();
  });
}
