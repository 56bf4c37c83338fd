import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../db/schema/index.ts';
import { defineJob, enqueueJob, kickJobs } from '../jobs/job-runner.ts';
import { AppError } from '../plugins/errors.ts';
import type { MailMessage, MailRow } from './mailer.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Waits before each retry: the first within a minute, then spread over about a day (10 attempts). */
export const MAIL_RETRY_DELAYS_MS = [
  30_000,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
] as const;
/** A mail left 'sending' this long (its process died mid-attempt) may be attempted again. */
const STALE_SENDING = sql`now() - interval '5 minutes'`;

/**
 * Takes the mail for one attempt: one UPDATE that only one caller can win, so however many jobs
 * or instances ask, the mail goes out once. Null when it is sent or another attempt holds it.
 */
async function takeMail(app: FastifyInstance, id: string): Promise<MailRow | null> {
  const [row] = await app.db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        sql`(${mailOutbox.status} = 'queued' or (${mailOutbox.status} = 'sending' and ${mailOutbox.lastAttemptAt} < ${STALE_SENDING}))`,
      ),
    )
    .returning();
  return row ?? null;
}

export const sendMailJob = defineJob({
  name: 'send-mail',
  schema: z.object({ mailId: z.string().uuid() }),
  retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  handle: async (app, { mailId }) => {
    const mail = await takeMail(app, mailId);
    if (!mail) return;
    try {
      await app.mailer.deliver(mail);
    } catch (err) {
      await app.db
        .update(mailOutbox)
        .set({ status: 'queued', error: (err as Error).message.slice(0, 500) })
        .where(eq(mailOutbox.id, mailId));
      throw err;
    }
    await app.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, error: null })
      .where(eq(mailOutbox.id, mailId));
  },
  onFailed: async (app, { mailId }) => {
    await app.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(and(eq(mailOutbox.id, mailId), sql`${mailOutbox.status} <> 'sent'`));
  },
});

/** Stores a mail and, with SMTP, queues its delivery; answers the stored row (its honest state). */
export async function queueMail(app: FastifyInstance, message: MailMessage): Promise<MailRow> {
  const mail = await app.mailer.store(app.db, message);
  if (mail.status === 'queued') {
    await enqueueJob(app.db, sendMailJob, { mailId: mail.id });
    kickJobs(app);
  }
  return mail;
}

/** The operator's Resend: a failed (or waiting) mail is queued again, with a fresh schedule. */
export async function resendMail(app: FastifyInstance, id: string): Promise<MailRow> {
  if (!app.mailer.smtp) throw new AppError('conflict', 'SMTP_URL is not set: forward this mail by hand.');
  const [row] = await app.db
    .update(mailOutbox)
    .set({ status: 'queued' })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'queued')`))
    .returning();
  if (!row) {
    const [exists] = await app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!exists) throw new AppError('not_found', 'No such mail.');
    throw new AppError('conflict', 'This mail is being sent or was sent already.');
  }
  await enqueueJob(app.db, sendMailJob, { mailId: id });
  kickJobs(app);
  return row;
}
