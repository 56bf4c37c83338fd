import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { inviteRequests, jobs, popupResponses, users } from '../../db/schema/index.ts';
import { enqueueJob, kickJobs } from '../../jobs/job-runner.ts';
import { accountSetupJob } from './account-setup.job.ts';

export type InviteRequestInput = {
  name: string;
  twitter: string;
  email?: string | null;
  timeZone?: string | null;
  userAgent?: string | null;
};

/**
 * Stores an invite request. Anyone can type any X handle here, so the first request for a handle
 * (case-insensitive) owns it: a repeat only refreshes its time stamp and never changes its name,
 * email, status or anything else (otherwise a stranger could redirect someone's invitation mail).
 */
export async function saveInviteRequest(db: Db, input: InviteRequestInput) {
  const values = {
    name: input.name,
    twitter: input.twitter,
    email: input.email ?? null,
    timeZone: input.timeZone ?? null,
    userAgent: input.userAgent ?? null,
  };
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into invite_requests (name, twitter, email, time_zone, user_agent)
    values (${values.name}, ${values.twitter}, ${values.email}, ${values.timeZone}, ${values.userAgent})
    on conflict (lower(twitter)) do update set updated_at = now()
    returning id`,
  );
  const [row] = await db.select().from(inviteRequests).where(eq(inviteRequests.id, rows[0]!.id));
  return row!;
}

export async function recordPopupResponse(
  db: Db,
  input: { userId: string | null; response: 'Interested' | 'Not-Interested' },
) {
  const [row] = await db.insert(popupResponses).values(input).returning();
  return row!;
}

export async function findOnboardingStatus(db: Db, userId: string) {
  const [row] = await db
    .select({ status: users.onboardingStatus, jobId: jobs.id })
    .from(users)
    .leftJoin(jobs, eq(jobs.uniqueKey, sql`'account-setup:' || ${users.id}::text`))
    .where(eq(users.id, userId));
  return row ?? null;
}

export const accountSetupKey = (userId: string) => `account-setup:${userId}`;

/** Queues the account set-up of a user whose onboarding has started (at most once per user). */
export async function enqueueAccountSetup(app: FastifyInstance, userId: string): Promise<boolean> {
  const job = await enqueueJob(app.db, accountSetupJob, { userId }, { uniqueKey: accountSetupKey(userId) });
  if (job) kickJobs(app);
  return job !== null;
}

/** Moves pending to started (the client's request) and queues the set-up job. */
export async function startAccountSetup(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .update(users)
    .set({ onboardingStatus: 'started', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.onboardingStatus, 'pending')));
  await enqueueAccountSetup(app, userId);
}
