import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { inviteRequests, jobs, popupResponses, profileFacts, userMetadata, users } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { INVITE_REQUEST_RULE } from './onboarding.routes.ts';
import { startAccountSetup } from './onboarding.service.ts';
import { asUser } from '../../testing/test-context.ts';

describe('onboarding API', () => {
  let t: TestApp;
  let ipN = 0;
  const ip = () => `10.9.0.${++ipN}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invite = (payload: object, from = ip(), url = '/api/requestInvite') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': from, 'user-agent': 'vitest-agent' } });
  const requestsFor = (twitter: string) =>
    t.app.db
      .select()
      .from(inviteRequests)
      .where(sql`lower(${inviteRequests.twitter}) = ${twitter.toLowerCase()}`);

  describe('invite requests', () => {
    it('stores a request with the spec payload on both paths', async () => {
      const res = await invite({
        name: 'Ada',
        twitter: '@Ada_L',
        email: 'ada@example.com',
        timeZone: 'Europe/London',
        userAgent: 'UA 1',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ok: true });
      const [row] = await requestsFor('ada_l');
      expect(row).toMatchObject({
        name: 'Ada',
        twitter: 'Ada_L',
        email: 'ada@example.com',
        timeZone: 'Europe/London',
        userAgent: 'UA 1',
        status: 'pending',
      });

      const other = await invite(
        { name: 'Bo', twitter: 'bo_b', timeZone: 'UTC', userAgent: 'x' },
        ip(),
        '/api/inviteRequested',
      );
      expect(other.statusCode).toBe(201);
      expect((await requestsFor('bo_b'))[0]).toMatchObject({ name: 'Bo', email: null });
    });

    it('keeps the earlier request of the same X username (any case) as it was instead of adding one', async () => {
      await invite({ name: 'Cy', twitter: 'Cy_Dup', email: 'cy@example.com' });
      const again = await invite({ name: 'Cyrus', twitter: 'cy_dup', timeZone: 'Asia/Tokyo' });
      expect(again.statusCode).toBe(201);
      const rows = await requestsFor('cy_dup');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Cy', twitter: 'Cy_Dup', email: 'cy@example.com', timeZone: null });
    });

    it('refuses bad input with a 400 and stores nothing', async () => {
      const before = (await t.app.db.select().from(inviteRequests)).length;
      for (const body of [
        { twitter: 'no_name' },
        { name: '   ', twitter: 'blank_name' },
        { name: 'No Handle' },
        { name: 'Bad Handle', twitter: 'has space' },
        { name: 'Long', twitter: 'a_handle_that_is_way_too_long' },
        { name: 'Bad Mail', twitter: 'bad_mail', email: 'not-an-email' },
      ]) {
        const res = await invite(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) });
      }
      expect((await t.app.db.select().from(inviteRequests)).length).toBe(before);
    });

    it('accepts an empty optional email', async () => {
      const res = await invite({ name: 'Empty Mail', twitter: 'empty_mail', email: '' });
      expect(res.statusCode).toBe(201);
      expect((await requestsFor('empty_mail'))[0]?.email).toBeNull();
    });

    it('rate limits one address (429 with retry-after), not the others', async () => {
      const from = '10.8.8.8';
      for (let i = 0; i < INVITE_REQUEST_RULE.limit; i++) {
        expect((await invite({ name: 'Spam', twitter: `spam_${i}` }, from)).statusCode).toBe(201);
      }
      const limited = await invite({ name: 'Spam', twitter: 'spam_x' }, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.any(String) });
      expect(await requestsFor('spam_x')).toHaveLength(0);
      expect((await invite({ name: 'Fine', twitter: 'fine_other' })).statusCode).toBe(201);
    });
  });

  describe('popup responses', () => {
    it('records a visitor and a member answer', async () => {
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/popup-responses',
        payload: { response: 'Interested' },
        headers: { 'x-forwarded-for': ip() },
      });
      expect(visitor.statusCode).toBe(201);
      expect(visitor.json()).toEqual({ ok: true, response: 'Interested' });
      const member = await createUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/popup-responses',
        payload: { response: 'Not-Interested' },
        headers: { cookie: member.cookie, 'x-forwarded-for': ip() },
      });
      expect(res.statusCode).toBe(201);
      const rows = await t.app.db.select().from(popupResponses).where(eq(popupResponses.userId, member.id));
      expect(rows.map((r) => r.response)).toEqual(['Not-Interested']);
    });

    it('refuses any other value', async () => {
      const before = (await t.app.db.select().from(popupResponses)).length;
      for (const payload of [{ response: 'Maybe' }, {}, { response: 'interested' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/popup-responses',
          payload,
          headers: { 'x-forwarded-for': ip() },
        });
        expect(res.statusCode).toBe(400);
      }
      expect((await t.app.db.select().from(popupResponses)).length).toBe(before);
    });
  });

  it('public config names the X account to DM', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      xAccountHandle: t.config.X_ACCOUNT_HANDLE,
      supportEmail: expect.stringContaining('@'),
      xVerifier: 'dev',
    });
  });

  describe('account set-up', () => {
    const status = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/onboarding/status', headers: cookie ? { cookie } : {} });

    it('needs a session', async () => {
      expect((await status()).statusCode).toBe(401);
    });

    it('pending -> started (PATCH) -> job builds facts from what the user typed -> completed, once', async () => {
      const user = await createUser(t.app, { onboardingStatus: 'pending', name: 'Grace Hopper' });
      await t.app.db
        .insert(userMetadata)
        .values({ userId: user.id, metadata: 'I am a software engineer who loves sailing. I want to run a marathon.' });
      expect((await status(user.cookie)).json()).toEqual({ status: 'pending' });
      const patch = await asUser(t.app, user).patch('/api/users/complete-onboarding', { status: 'started' });
      expect(patch.statusCode).toBe(200);
      // The banner polls status: a started user without a job gets exactly one queued.
      expect((await status(user.cookie)).json()).toEqual({ status: 'started' });
      expect((await status(user.cookie)).json()).toEqual({ status: 'started' });
      const queued = await t.app.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `account-setup:${user.id}`));
      expect(queued).toHaveLength(1);

      const spy = vi.spyOn(t.app.coach, 'profileFacts');
      await runDueJobs(t.app);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toMatchObject({
        name: 'Grace Hopper',
        bio: '',
        posts: [],
        myContext: expect.stringContaining('sailing'),
      });
      expect((await status(user.cookie)).json()).toEqual({ status: 'completed' });
      const facts = await t.app.db.select().from(profileFacts).where(eq(profileFacts.userId, user.id));
      expect(facts.length).toBeGreaterThan(0);
      expect(facts.every((f) => f.source === 'setup')).toBe(true);

      // Never twice: asking again queues nothing and runs nothing.
      await startAccountSetup(t.app, user.id);
      await runDueJobs(t.app);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });

    it('ends failed after its retries when the profile cannot be built', async () => {
      const user = await createUser(t.app, { onboardingStatus: 'pending' });
      await startAccountSetup(t.app, user.id);
      const spy = vi.spyOn(t.app.coach, 'profileFacts').mockRejectedValue(new Error('provider down'));
      for (let i = 0; i < 3; i++) {
        await t.app.db
          .update(jobs)
          .set({ runAt: sql`now() - interval '1 second'` })
          .where(eq(jobs.uniqueKey, `account-setup:${user.id}`));
        await runDueJobs(t.app);
      }
      spy.mockRestore();
      expect((await status(user.cookie)).json()).toEqual({ status: 'failed' });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.onboardingStatus).toBe('failed');
    });

    it("one user's status is not another's", async () => {
      const a = await createUser(t.app, { onboardingStatus: 'failed' });
      const b = await createUser(t.app, { onboardingStatus: 'completed' });
      expect((await status(a.cookie)).json()).toEqual({ status: 'failed' });
      expect((await status(b.cookie)).json()).toEqual({ status: 'completed' });
    });
  });
});
