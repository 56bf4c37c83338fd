import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_NOTICE_HOUR,
  REVIEW_NOTICE_SWEEP_MS,
  REVIEW_NOTICE_TEXT,
  REVIEW_NOTICE_TITLE,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { defineJob, enqueueAtNextBoundary } from '../../jobs/job-runner.ts';
import { localDay, safeTimeZone } from '../../ai/local-time.ts';
import { isMondayFrom } from './weeks.ts';

export const REVIEW_NOTICE_JOB = 'weekly-review-notices';

/**
 * Sends "Your week in review is ready" to everyone whose Monday morning has come. The
 * notification's scheduled day (that Monday) is its claim: the unique index on (user, type,
 * scheduled day) lets one insert win, so each person gets it once a week whatever the number
 * of instances or sweeps. Returns how many were sent.
 */
export async function sendWeeklyReviewNotices(db: Db, now = new Date()): Promise<number> {
  const people = await db.select({ id: users.id, timeZone: users.timeZone }).from(users);
  let sent = 0;
  for (const person of people) {
    const timeZone = safeTimeZone(person.timeZone);
    if (!isMondayFrom(now, timeZone, REVIEW_NOTICE_HOUR)) continue;
    const rows = await db
      .insert(notifications)
      .values({
        userId: person.id,
        type: 'other',
        name: REVIEW_NOTICE_TITLE,
        description: REVIEW_NOTICE_TEXT,
        scheduledDay: localDay(now, timeZone),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    sent += rows.length;
  }
  return sent;
}

/** Queues the next sweep at the next boundary; the unique key keeps one per boundary across instances. */
export async function scheduleNextReviewSweep(db: Db, now = new Date()): Promise<void> {
  await enqueueAtNextBoundary(db, weeklyReviewNoticeJob, REVIEW_NOTICE_SWEEP_MS, now);
}

export const weeklyReviewNoticeJob = defineJob({
  name: REVIEW_NOTICE_JOB,
  schema: z.object({}),
  maxAttempts: 2,
  async handle(app: FastifyInstance, _payload, job) {
    try {
      await sendWeeklyReviewNotices(app.db);
    } finally {
      // From the boundary this run was for, not the clock: an instance whose clock is a little
      // behind would otherwise queue this same boundary again, which its unique key refuses,
      // and the sweeps would stop.
      await scheduleNextReviewSweep(app.db, new Date(Math.max(Date.now(), job.runAt.getTime())));
    }
  },
});
