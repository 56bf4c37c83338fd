import type { FastifyInstance } from 'fastify';
import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { UNDO_WINDOW_MS } from '@grindstone/contract';
import { defineJob } from '../../jobs/job-runner.ts';
import { goals, jobs } from '../../db/schema/index.ts';

const FINALISE_DELETED_GOALS_JOB = 'finalise-deleted-goals';

/**
 * Queued by every goal delete to run when its undo window ends: deletes for good every goal whose
 * window has passed (its updates cascade), so a missed or failed run is caught by the next one.
 */
export const finaliseDeletedGoalsJob = defineJob({
  name: FINALISE_DELETED_GOALS_JOB,
  schema: z.object({}),
  maxAttempts: 3,
  async handle(app: FastifyInstance) {
    await app.db
      .delete(goals)
      .where(and(isNotNull(goals.deletedAt), lte(goals.deletedAt, new Date(Date.now() - UNDO_WINDOW_MS))));
    // One job per delete: keep a day of finished ones, not every one ever run.
    await app.db.execute(
      sql`delete from ${jobs} where name = ${FINALISE_DELETED_GOALS_JOB} and status = 'done' and updated_at < now() - interval '1 day'`,
    );
  },
});
