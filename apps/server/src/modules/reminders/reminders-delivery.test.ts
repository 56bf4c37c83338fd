import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  PUSH_ACTIONS,
  REMINDER_DEFAULTS,
  REMINDER_MESSAGES,
  REMINDER_SNOOZE_MINUTES,
  REVIEW_NOTICE_TITLE,
  type TPushPayload,
  type TReminderSettings,
} from '@grindstone/contract';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createGoal, createUser, type TestUser } from '../../testing/factories.ts';
import { asUser } from '../../testing/test-context.ts';
import { startFakePushService, type FakePushService } from '../../testing/fakes/push-service.ts';
import { goals, jobs, notifications } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import {
  REMINDER_SNOOZE_JOB,
  REMINDER_SWEEP_JOB,
  scheduleNextReminderSweep,
  sendDueReminders,
} from './reminders.service.ts';

let t: TestApp;
let second: FastifyInstance;
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: { cookie: anyone.cookie } });
    return res.json<{ publicKey: string }>().publicKey;
  });
  t = await createTestApp({ env: { PUSH_ENDPOINT_ALLOWLIST: service.origin } });
  // A second instance of the app on the same database, for the exactly-once check.
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  anyone = await createUser(t.app);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await service?.close();
});
let anyone: TestUser;

/** A person in `timeZone` with one device on the stand-in and these reminders switched on. */
async function personWithDevice(timeZone: string, settings: Partial<TReminderSettings>) {
  const user = await createUser(t.app, { timeZone });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = service.device(`${user.id}-phone`, { ecdh, auth });
  const as = asUser(t.app, user);
  const sub = await as.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  });
  expect(sub.statusCode).toBe(201);
  const put = await as.inject({
    method: 'PUT',
    url: '/api/push/reminders',
    payload: { ...REMINDER_DEFAULTS, ...settings },
  });
  expect(put.statusCode).toBe(200);
  return user;
}
const pushesTo = (user: TestUser) =>
  service.received.filter((r) => r.device.startsWith(user.id)).map((r) => r.payload as TPushPayload);

describe('scheduled reminders through the local push service', { timeout: 60_000 }, () => {
  it('sends the daily grind once at its local time, with the coach’s text and both actions, whichever instance sweeps', async () => {
    const user = await personWithDevice('Europe/Berlin', { grind: { enabled: true, time: '09:00' } });
    const goal = await createGoal(t.app, user, { description: 'Write the thesis' });
    await t.app.db.insert(notifications).values({
      userId: user.id,
      goalId: goal.id,
      type: 'grind',
      state: 'pending',
      name: 'Schreib 200 Wörter',
      description: 'Zwanzig Minuten am Kapitel zwei.',
      duration: 20,
      scheduledDay: '2026-03-29',
    });
    // Berlin's spring-forward day: 09:00 CEST is 07:00 UTC.
    expect(await sendDueReminders(t.app, new Date('2026-03-29T06:59:00Z'))).toBe(0);
    const dueNow = new Date('2026-03-29T07:00:30Z');
    await Promise.all([sendDueReminders(t.app, dueNow), sendDueReminders(second, dueNow)]);
    await sendDueReminders(second, new Date('2026-03-29T07:10:00Z'));
    expect(service.refused).toEqual([]);
    const pushes = pushesTo(user);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      title: 'Schreib 200 Wörter',
      body: 'Zwanzig Minuten am Kapitel zwei.',
      url: `/grind?goal=${goal.id}`,
      tag: 'reminder-grind',
      actions: [PUSH_ACTIONS.startGrind, PUSH_ACTIONS.snooze],
    });
    expect(pushes[0]!.snooze).toMatch(/^[\w-]+\.[\w-]+$/);
    // The next day, with no grind of the day yet, the coach writes it (into the bell too) and the reminder carries it.
    await sendDueReminders(t.app, new Date('2026-03-30T07:00:00Z'));
    await sendDueReminders(second, new Date('2026-03-30T07:01:00Z'));
    expect(pushesTo(user)).toHaveLength(2);
    const written = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.scheduledDay, '2026-03-30')));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ type: 'grind', goalId: goal.id });
    expect(pushesTo(user)[1]).toMatchObject({
      title: written[0]!.name,
      body: written[0]!.description,
      url: `/grind?goal=${goal.id}`,
    });
  });

  it('holds advice planned in quiet hours until they end, across New York’s fall-back night', async () => {
    const user = await personWithDevice('America/New_York', {
      advice: { enabled: true, time: '23:30' },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    // 23:30 on Oct 31 (EDT) is quiet; quiet hours end 07:00 EST on Nov 1 = 12:00 UTC.
    expect(await sendDueReminders(t.app, new Date('2026-11-01T03:30:00Z'))).toBe(0);
    expect(await sendDueReminders(t.app, new Date('2026-11-01T11:59:00Z'))).toBe(0);
    expect(await sendDueReminders(t.app, new Date('2026-11-01T12:01:00Z'))).toBe(1);
    expect(await sendDueReminders(t.app, new Date('2026-11-01T12:05:00Z'))).toBe(0);
    const [advice] = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(advice).toMatchObject({ type: 'advice', scheduledDay: '2026-11-01' });
    expect(pushesTo(user)).toEqual([
      expect.objectContaining({ title: advice!.name, body: advice!.description, actions: [PUSH_ACTIONS.open] }),
    ]);
  });

  it('sends the Monday review and a plan’s cue on its days in Auckland; nothing switched off, nothing without a device', async () => {
    const user = await personWithDevice('Pacific/Auckland', { review: { enabled: true }, ifThen: { enabled: true } });
    const goal = await createGoal(t.app, user, { description: 'Run a 10k' });
    await t.app.db
      .update(goals)
      .set({ ifThen: { cue: 'I finish breakfast', action: 'put on my running shoes', time: '07:00', days: [1] } })
      .where(eq(goals.id, goal.id));
    const noDevice = await createUser(t.app, { timeZone: 'Pacific/Auckland' });
    await asUser(t.app, noDevice).inject({
      method: 'PUT',
      url: '/api/push/reminders',
      payload: { ...REMINDER_DEFAULTS, review: { enabled: true } },
    });
    const off = await personWithDevice('Pacific/Auckland', {});
    // Monday 2026-11-30 07:00 in Auckland (NZDT, +13) is Sunday 18:00 UTC.
    await sendDueReminders(t.app, new Date('2026-11-29T18:00:00Z'));
    const pushes = pushesTo(user);
    expect(pushes.map((p) => p.title).sort()).toEqual(['I finish breakfast', REVIEW_NOTICE_TITLE].sort());
    expect(pushes.find((p) => p.title === 'I finish breakfast')).toMatchObject({
      body: '→ put on my running shoes',
      url: `/goal/${goal.id}`,
      actions: [PUSH_ACTIONS.open],
    });
    expect(pushes.find((p) => p.title === REVIEW_NOTICE_TITLE)).toMatchObject({ url: '/review' });
    expect(pushesTo(off)).toEqual([]);
    // Tuesday: neither.
    await sendDueReminders(t.app, new Date('2026-11-30T18:00:00Z'));
    expect(pushesTo(user)).toHaveLength(2);
  });

  it('snoozes a grind for 10 minutes once per token; a replayed, forged or malformed token is refused', async () => {
    const user = await personWithDevice('UTC', { grind: { enabled: true, time: '08:00' } });
    await sendDueReminders(t.app, new Date('2026-12-02T08:00:00Z'));
    // No goal to grind on: the coach has nothing to write, the reminder says the default.
    expect(pushesTo(user)[0]).toMatchObject({ title: REMINDER_MESSAGES.grindTitle, url: '/grind' });
    const token = pushesTo(user)[0]!.snooze!;
    const snooze = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/push/reminders/snooze', payload: body as object });
    const before = Date.now();
    const first = await snooze({ token });
    expect(first.statusCode).toBe(200);
    const until = Date.parse(first.json<{ snoozedUntil: string }>().snoozedUntil);
    expect(until - before).toBeGreaterThanOrEqual(REMINDER_SNOOZE_MINUTES * 60_000);
    expect(until - before).toBeLessThan(REMINDER_SNOOZE_MINUTES * 60_000 + 5_000);
    expect((await snooze({ token })).statusCode).toBe(404);
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: anyone.id, id: 'other' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, 'abc', `${body}.${signature}.x`, `${body}.${signature}A`]) {
      const res = await snooze({ token: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe(REMINDER_MESSAGES.snoozeRefused);
    }
    expect((await snooze({})).statusCode).toBe(400);
    expect((await snooze({ token: 'x'.repeat(600) })).statusCode).toBe(400);
    // One snooze job, due in ten minutes; when due, the grind reminder comes again with a fresh token.
    const snoozes = await t.app.db.select().from(jobs).where(eq(jobs.name, REMINDER_SNOOZE_JOB));
    expect(snoozes).toHaveLength(1);
    expect(snoozes[0]!.runAt.getTime()).toBe(until);
    await t.app.db.execute(sql`update jobs set run_at = now() where name = ${REMINDER_SNOOZE_JOB}`);
    expect(await runDueJobs(t.app)).toMatchObject({ done: 1, failed: 0 });
    const again = pushesTo(user);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ tag: 'reminder-grind', actions: [PUSH_ACTIONS.startGrind, PUSH_ACTIONS.snooze] });
    expect(again[1]!.snooze).not.toBe(token);
  });

  it('the sweep is a job: one per boundary across instances, and each run queues the next', async () => {
    const sweeps = () => t.app.db.select().from(jobs).where(eq(jobs.name, REMINDER_SWEEP_JOB)).orderBy(jobs.runAt);
    const earlier = new Date(Date.now() - 5 * 60_000);
    await Promise.all([scheduleNextReminderSweep(t.app, earlier), scheduleNextReminderSweep(second, earlier)]);
    expect(await sweeps()).toHaveLength(1);
    await Promise.all([runDueJobs(t.app), runDueJobs(second)]);
    const after = await sweeps();
    expect(after.map((j) => j.status)).toEqual(['done', 'queued']);
    expect(after[1]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
