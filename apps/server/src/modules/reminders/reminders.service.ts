import type { FastifyInstance } from 'fastify';
import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PUSH_ACTIONS,
  REMINDER_MESSAGES,
  REMINDER_SNOOZE_MINUTES,
  REMINDER_SWEEP_MS,
  REVIEW_NOTICE_TEXT,
  REVIEW_NOTICE_TITLE,
  type TIfThen,
  type TPushPayload,
} from '@grindstone/contract';
import { goals, jobs, pushSubscriptions, reminderSettings, users } from '../../db/schema/index.ts';
import { defineJob, enqueueAtNextBoundary, enqueueJob } from '../../jobs/job-runner.ts';
import { safeTimeZone } from '../../ai/local-time.ts';
import { AppError } from '../../plugins/errors.ts';
import { claimSlot, findScheduled, releaseSlot } from '../coach/daily-claim.service.ts';
import { coachDepsOf, generateNotification } from '../coach/coach.service.ts';
import { isOpenGoal } from '../goals/goals.service.ts';
import { sendToUser } from '../push/push.service.ts';
import { toReminderSettings } from './reminder-settings.service.ts';
import { dueReminders, type DueReminder, type ReminderPlan } from './reminder-slots.ts';
import { signSnoozeToken, verifySnoozeToken } from './snooze-token.ts';

export const REMINDER_SWEEP_JOB = 'push-reminders';
export const REMINDER_SNOOZE_JOB = 'push-reminder-snooze';
type Slot = Pick<DueReminder, 'kind' | 'goalId' | 'day'>;

/** How long a sweep waits for a tab that is generating the same daily notification. */
const COACH_CLAIM_WAIT_MS = 5_000;

/**
 * The day's scheduled grind or advice: the one that exists, else the coach writes it now (the
 * same once-a-day claim as an open tab's, so there is still one a day). Undefined when the coach
 * cannot (no goals, daily limit reached, model down): the reminder then says a short default.
 */
async function dailyNotification(
  app: FastifyInstance,
  userId: string,
  type: 'grind' | 'advice',
  day: string,
  now: Date,
): Promise<{ name: string; description: string; goalId: string | null } | undefined> {
  const existing = await findScheduled(app.db, { userId, type, day });
  if (existing) return existing;
  try {
    const deps = coachDepsOf(app, app.log, COACH_CLAIM_WAIT_MS);
    return (await generateNotification(deps, { userId, type, scheduled: true, now })).notification;
  } catch (err) {
    app.log.info({ err, userId, type }, 'reminder sent without the coach’s text');
    return undefined;
  }
}

/**
 * What a reminder says: the coach's text of the day (the daily grind and advice, written in the
 * goal's language), the person's own plan words for a cue, else a short default. Null when there
 * is nothing left to remind of (the plan's goal was closed meanwhile).
 */
export async function reminderPayload(
  app: FastifyInstance,
  userId: string,
  slot: Slot,
  now = new Date(),
): Promise<TPushPayload | null> {
  const { db } = app;
  if (slot.kind === 'grind') {
    const grind = await dailyNotification(app, userId, 'grind', slot.day, now);
    return {
      title: grind?.name ?? REMINDER_MESSAGES.grindTitle,
      body: grind?.description ?? REMINDER_MESSAGES.grindBody,
      url: grind?.goalId ? `/grind?goal=${grind.goalId}` : '/grind',
      tag: 'reminder-grind',
      actions: [PUSH_ACTIONS.startGrind, PUSH_ACTIONS.snooze],
      snooze: signSnoozeToken(app.config.APP_SECRET, { userId, day: slot.day }),
    };
  }
  if (slot.kind === 'advice') {
    const advice = await dailyNotification(app, userId, 'advice', slot.day, now);
    return {
      title: advice?.name ?? REMINDER_MESSAGES.adviceTitle,
      body: advice?.description ?? REMINDER_MESSAGES.adviceBody,
      url: '/',
      tag: 'reminder-advice',
      actions: [PUSH_ACTIONS.open],
    };
  }
  if (slot.kind === 'review') {
    return {
      title: REVIEW_NOTICE_TITLE,
      body: REVIEW_NOTICE_TEXT,
      url: '/review',
      tag: 'reminder-review',
      actions: [PUSH_ACTIONS.open],
    };
  }
  const [goal] = await db
    .select({ id: goals.id, ifThen: goals.ifThen })
    .from(goals)
    .where(and(eq(goals.id, slot.goalId ?? ''), eq(goals.userId, userId), isOpenGoal))
    .limit(1);
  if (!goal?.ifThen) return null;
  return {
    title: goal.ifThen.cue,
    body: `→ ${goal.ifThen.action}`,
    url: `/goal/${goal.id}`,
    tag: `reminder-if-then-${goal.id}`,
    actions: [PUSH_ACTIONS.open],
  };
}

/** The claim of one slot: once per person, kind (and plan) and the local day it was planned for. */
const claimOf = (userId: string, r: Slot) => ({
  userId,
  type: `reminder:${r.kind}${r.goalId ? `:${r.goalId}` : ''}`,
  day: r.day,
});

/**
 * Sends every reminder due at `now` to people with a device, each slot once across sweeps and
 * instances: the slot is claimed before the send, and given back when the send fails so the next
 * sweep retries it (within REMINDER_LATE_MAX_MS). Returns how many reminders went out.
 */
export async function sendDueReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app;
  const people = await db
    .select({ settings: reminderSettings, timeZone: users.timeZone })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(
      and(
        or(
          reminderSettings.grindEnabled,
          reminderSettings.adviceEnabled,
          reminderSettings.ifThenEnabled,
          reminderSettings.reviewEnabled,
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, users.id)),
        ),
      ),
    );
  let sent = 0;
  for (const person of people) {
    const userId = person.settings.userId;
    const settings = toReminderSettings(person.settings);
    const plans: ReminderPlan[] = settings.ifThen.enabled
      ? (
          await db
            .select({ goalId: goals.id, ifThen: goals.ifThen })
            .from(goals)
            .where(and(eq(goals.userId, userId), isOpenGoal, isNotNull(goals.ifThen)))
        ).flatMap((g) => (g.ifThen ? [{ goalId: g.goalId, ifThen: g.ifThen as TIfThen }] : []))
      : [];
    for (const due of dueReminders({ settings, timeZone: safeTimeZone(person.timeZone), now, plans })) {
      const claim = claimOf(userId, due);
      if (!(await claimSlot(db, claim))) continue;
      try {
        const payload = await reminderPayload(app, userId, due, now);
        if (payload && (await sendToUser(db, app.config, userId, payload)).sent > 0) sent += 1;
      } catch (err) {
        await releaseSlot(db, claim);
        app.log.warn({ err, userId, kind: due.kind }, 'reminder not sent');
      }
    }
  }
  return sent;
}

export async function scheduleNextReminderSweep(app: FastifyInstance, now = new Date()): Promise<void> {
  await enqueueAtNextBoundary(app.db, reminderSweepJob, REMINDER_SWEEP_MS, now);
}

export const reminderSweepJob = defineJob({
  name: REMINDER_SWEEP_JOB,
  schema: z.object({}),
  maxAttempts: 2,
  async handle(app: FastifyInstance, _payload, job) {
    try {
      await sendDueReminders(app);
      // One finished sweep a minute: keep a day of them, not every one ever run.
      await app.db.execute(
        sql`delete from ${jobs} where name = ${REMINDER_SWEEP_JOB} and status = 'done' and updated_at < now() - interval '1 day'`,
      );
    } finally {
      // From the boundary this run was for (see the weekly review sweep).
      await scheduleNextReminderSweep(app, new Date(Math.max(Date.now(), job.runAt.getTime())));
    }
  },
});

const ZSnoozePayload = z.object({ userId: z.string(), day: z.string() });

/** The snoozed grind reminder, sent again with a fresh token. */
export const reminderSnoozeJob = defineJob({
  name: REMINDER_SNOOZE_JOB,
  schema: ZSnoozePayload,
  maxAttempts: 2,
  async handle(app: FastifyInstance, payload) {
    const reminder = await reminderPayload(app, payload.userId, { kind: 'grind', day: payload.day });
    if (reminder) await sendToUser(app.db, app.config, payload.userId, reminder);
  },
});

/**
 * "Snooze 10 min": the token the reminder carried is the credential. It must be ours, unexpired and
 * unused: its id is the snooze job's unique key, so a second use (a replay) queues nothing and is
 * refused like a forged or expired one.
 */
export async function snoozeReminder(
  app: FastifyInstance,
  token: string,
  now = new Date(),
): Promise<{ snoozedUntil: string }> {
  const claims = verifySnoozeToken(app.config.APP_SECRET, token, now.getTime());
  if (!claims) throw new AppError('not_found', REMINDER_MESSAGES.snoozeRefused);
  const runAt = new Date(now.getTime() + REMINDER_SNOOZE_MINUTES * 60_000);
  const job = await enqueueJob(
    app.db,
    reminderSnoozeJob,
    { userId: claims.userId, day: claims.day },
    { uniqueKey: `${REMINDER_SNOOZE_JOB}:${claims.id}`, runAt },
  );
  if (!job) throw new AppError('not_found', REMINDER_MESSAGES.snoozeRefused);
  return { snoozedUntil: runAt.toISOString() };
}
