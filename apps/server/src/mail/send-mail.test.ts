import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { inviteRequests, jobs, mailOutbox } from '../db/schema/index.ts';
import { runDueJobs } from '../jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser, type TestUser } from '../testing/factories.ts';
import { SmtpTestServer } from '../testing/fakes/smtp-server.ts';
import { MAIL_ATTEMPT_TIMEOUT_MS, MAIL_RETRY_DELAYS_MS } from './index.ts';

/**
 * Invitation mail goes through the outbox and the job runner to a real SMTP server on localhost
 * that is silent (never greets), down (refuses), then up (parsed with mailparser).
 */
describe('mail from the outbox through the job runner', { timeout: 120_000 }, () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let second: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = await SmtpTestServer.start('silent');
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Grindstone <no-reply@grindstone.test>' } });
    // A second instance of the app on the same database, for the exactly-once check.
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterEach(() => smtp.assertNothingUnexpected());
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
  });

  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const mailRow = async (id: string) => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  /** Milliseconds until the mail's job runs again. */
  const nextRunInMs = async () => {
    const [row] = await t.app.db
      .select({ ms: sql<number>`extract(epoch from (${jobs.runAt} - now())) * 1000` })
      .from(jobs)
      .where(sql`${jobs.name} = 'send-mail' and ${jobs.status} = 'queued'`);
    return Number(row!.ms);
  };
  /** Brings every waiting retry forward to now (instead of waiting for the backoff). */
  const makeDue = () => t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);

  async function approveRequest(name: string, twitter: string, email: string) {
    const [req] = await t.app.db.insert(inviteRequests).values({ name, twitter, email }).returning();
    const started = Date.now();
    const res = await as('POST', `/api/admin/invite-requests/${req!.id}/approve`, {});
    expect(res.statusCode).toBe(200);
    return { body: res.json(), ms: Date.now() - started };
  }

  it('answers queued at once, survives a silent and a down server, and delivers once the server is up', async () => {
    const { body, ms } = await approveRequest('Zoë Ångström', 'zoe_mail', 'zoe@example.com');
    // The operator's click does not wait for the mail server.
    expect(ms).toBeLessThan(MAIL_ATTEMPT_TIMEOUT_MS);
    expect(body.mail).toEqual({ id: expect.any(String), status: 'queued' });
    const id = body.mail.id as string;

    // Attempt 1: the server accepts the connection and never greets; the attempt is cut short.
    const started = Date.now();
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 1, failed: 0 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(MAIL_ATTEMPT_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(MAIL_ATTEMPT_TIMEOUT_MS + 5_000);
    expect(await mailRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: expect.stringMatching(/greeting|timeout/i),
    });
    // The first retry comes within a minute.
    expect(await nextRunInMs()).toBeGreaterThan(0);
    expect(await nextRunInMs()).toBeLessThanOrEqual(60_000);

    // Attempt 2: nothing listens.
    await smtp.switchTo('down');
    await makeDue();
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await mailRow(id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await nextRunInMs()).toBeGreaterThan(60_000);

    // Attempt 3: the server is up.
    await smtp.switchTo('up');
    await makeDue();
    expect(await runDueJobs(t.app)).toEqual({ done: 1, retried: 0, failed: 0 });
    const [received, ...more] = smtp.take();
    expect(more).toHaveLength(0);
    expect(received!.envelopeFrom).toBe('no-reply@grindstone.test');
    expect(received!.envelopeTo).toEqual(['zoe@example.com']);
    const mail = received!.parsed;
    expect(mail.subject).toBe('Your Grindstone invitation');
    expect(mail.from?.value).toEqual([{ name: 'Grindstone', address: 'no-reply@grindstone.test' }]);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
    expect(to.flatMap((a) => a.value)).toEqual([{ name: 'Zoë Ångström', address: 'zoe@example.com' }]);
    expect(mail.text).toContain('Hi Zoë Ångström,');
    expect(mail.text).toContain(body.code);
    expect(mail.text).toContain(body.registrationLink);

    const list = await as('GET', '/api/admin/mail');
    expect(list.json().smtp).toBe(true);
    expect(list.json().mails.find((m: { id: string }) => m.id === id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
      toName: 'Zoë Ångström',
      sentAt: expect.any(String),
      lastAttemptAt: expect.any(String),
    });
    // Nothing is left to send.
    await makeDue();
    expect(await runDueJobs(t.app)).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('retries over about a day, then shows failed with the last error; Resend delivers it once across instances', async () => {
    await smtp.switchTo('down');
    const { body } = await approveRequest('Ada Lovelace', 'ada_mail', 'ada@example.com');
    const id = body.mail.id as string;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_RETRY_DELAYS_MS.length + 1; attempt++) {
      await makeDue();
      const summary = await runDueJobs(t.app);
      if (attempt <= MAIL_RETRY_DELAYS_MS.length) {
        expect(summary).toEqual({ done: 0, retried: 1, failed: 0 });
        waits.push(await nextRunInMs());
      } else {
        expect(summary).toEqual({ done: 0, retried: 0, failed: 1 });
      }
    }
    // Each wait is the schedule's (give or take the test's own time), and together about a day.
    waits.forEach((ms, i) => expect(Math.abs(ms - MAIL_RETRY_DELAYS_MS[i]!)).toBeLessThan(5_000));
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3_600_000);
    expect(total).toBeLessThan(26 * 3_600_000);

    const failed = (await as('GET', '/api/admin/mail')).json().mails.find((m: { id: string }) => m.id === id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAIL_RETRY_DELAYS_MS.length + 1,
      error: expect.stringMatching(/ECONNREFUSED/),
    });

    // The operator resends twice (a double click), and two instances run their jobs at once.
    await smtp.switchTo('up');
    const [r1, r2] = await Promise.all([
      as('POST', `/api/admin/mail/${id}/resend`),
      as('POST', `/api/admin/mail/${id}/resend`),
    ]);
    expect([r1!.statusCode, r2!.statusCode]).toEqual([200, 200]);
    expect(r1!.json()).toMatchObject({ id, status: 'queued' });
    await Promise.all([runDueJobs(t.app), runDueJobs(second), runDueJobs(t.app)]);
    const received = smtp.take();
    expect(received).toHaveLength(1);
    expect(received[0]!.envelopeTo).toEqual(['ada@example.com']);
    expect(received[0]!.parsed.text).toContain(body.code);
    expect(await mailRow(id)).toMatchObject({ status: 'sent', error: null });

    // A sent mail is not sent again; an unknown one is a 404.
    const again = await as('POST', `/api/admin/mail/${id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', message: 'This mail is being sent or was sent already.' });
    const unknown = await as('POST', '/api/admin/mail/00000000-0000-4000-8000-000000000000/resend');
    expect(unknown.statusCode).toBe(404);
  });
});
