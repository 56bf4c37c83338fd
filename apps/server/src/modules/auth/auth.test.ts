import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@grindstone/contract';
import { createTestApp } from '../../testing/test-app.ts';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { Jar } from '../../testing/cookie-jar.ts';
import { invitationCodes, invitationRedemptions, refreshTokens, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';

const GOOD_PASSWORD = 'Abcdef1!';

describe('auth and registration', () => {
  const t = createTestContext();
  let n = 0;

  async function newCode(overrides: Partial<typeof invitationCodes.$inferInsert> = {}) {
    const code = `CODE-${Date.now()}-${n++}`;
    await t.app.db.insert(invitationCodes).values({ code, ...overrides });
    return code;
  }

  function call(jar: Jar, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: jar.headers() }).then((res) => {
      jar.store(res);
      return res;
    });
  }

  /** The wizard's path: code, X verification, register. */
  async function onboard(
    jar: Jar,
    code: string,
    username: string,
    email = `${username}@example.com`,
    password = GOOD_PASSWORD,
  ) {
    expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code })).json()).toEqual({ valid: true });
    expect((await call(jar, 'GET', `/api/x-access/verify-twitter/${username}/1234`)).json()).toEqual({ found: true });
    return call(jar, 'POST', '/api/auth/register', { email, password, username, invitationCode: code });
  }

  describe('verify-invitation', () => {
    it('answers valid for a usable code and false for a wrong one', async () => {
      const code = await newCode();
      const jar = new Jar('10.1.0.1');
      expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code })).json()).toEqual({ valid: true });
      expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: 'nope' })).json()).toEqual({
        valid: false,
      });
    });

    it('treats expired, revoked and used-up codes as invalid', async () => {
      const jar = new Jar('10.1.0.2');
      for (const overrides of [
        { expiresAt: new Date(Date.now() - 1000) },
        { revokedAt: new Date() },
        { usesAllowed: 1, usesCount: 1 },
      ]) {
        const code = await newCode(overrides);
        expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code })).json()).toEqual({ valid: false });
      }
    });

    it('rate limits wrong codes per client with a 429, the spec text and a wait, held in the database', async () => {
      const jar = new Jar('10.1.0.3');
      for (let i = 0; i < 5; i++) {
        expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: `wrong-${i}` })).statusCode).toBe(200);
      }
      const res = await call(jar, 'POST', '/api/auth/verify-invitation', { code: 'wrong-again' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MESSAGES.invitationTooMany);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      // Even a good code waits while blocked; another client is not affected.
      const good = await newCode();
      expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: good })).statusCode).toBe(429);
      expect((await call(new Jar('10.1.0.4'), 'POST', '/api/auth/verify-invitation', { code: good })).json()).toEqual({
        valid: true,
      });
      const [row] = await queryRows<{ count: number }>(
        t.app.db,
        sql`select count from rate_limits where key = 'invitation:10.1.0.3'`,
      );
      expect(Number(row?.count)).toBeGreaterThanOrEqual(5);
    });
  });

  describe('existence checks only inside an onboarding', () => {
    it('refuses check-email, check-twitter, verify-twitter and register without a verified code', async () => {
      const jar = new Jar('10.2.0.1');
      for (const [method, url, payload] of [
        ['POST', '/api/auth/check-email', { email: 'a@b.co' }],
        ['POST', '/api/auth/check-twitter', { username: 'someone' }],
        ['GET', '/api/x-access/verify-twitter/someone/1234', undefined],
        [
          'POST',
          '/api/auth/register',
          { email: 'a@b.co', password: GOOD_PASSWORD, username: 'someone', invitationCode: 'x' },
        ],
      ] as const) {
        const res = await call(jar, method, url, payload);
        expect(res.statusCode).toBe(403);
      }
    });

    it('answers exists for taken email and X username, case-insensitively', async () => {
      const user = await createUser(t.app, { username: 'TakenHandle', email: 'Taken@Example.com' });
      const jar = new Jar('10.2.0.2');
      await call(jar, 'POST', '/api/auth/verify-invitation', { code: await newCode() });
      expect((await call(jar, 'POST', '/api/auth/check-email', { email: 'taken@example.com' })).json()).toEqual({
        exists: true,
      });
      expect((await call(jar, 'POST', '/api/auth/check-email', { email: 'free@example.com' })).json()).toEqual({
        exists: false,
      });
      expect((await call(jar, 'POST', '/api/auth/check-twitter', { username: '@takenhandle' })).json()).toEqual({
        exists: true,
      });
      expect((await call(jar, 'POST', '/api/auth/check-twitter', { username: 'freehandle' })).json()).toEqual({
        exists: false,
      });
      expect(user.id).toBeTruthy();
    });
  });

  describe('register', () => {
    it('creates the account, consumes the code and records the redemption; the first account is admin', async () => {
      const empty = await createTestApp();
      try {
        const code = `FIRST-${Date.now()}`;
        await empty.app.db.insert(invitationCodes).values({ code, usesAllowed: 2 });
        const jar = new Jar('10.3.0.1');
        const go = async (u: string) => {
          await empty.app
            .inject({ method: 'POST', url: '/api/auth/verify-invitation', payload: { code }, headers: jar.headers() })
            .then((r) => jar.store(r));
          await empty.app
            .inject({ method: 'GET', url: `/api/x-access/verify-twitter/${u}/1234`, headers: jar.headers() })
            .then((r) => jar.store(r));
          const r = await empty.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { email: `${u}@example.com`, password: GOOD_PASSWORD, username: u, invitationCode: code },
            headers: jar.headers(),
          });
          jar.store(r);
          return r;
        };
        const first = await go('firstone');
        expect(first.statusCode).toBe(201);
        expect(first.json().user).toMatchObject({
          username: 'firstone',
          role: 'admin',
          completed_onboarding: 'pending',
        });
        expect(first.json().user).not.toHaveProperty('passwordHash');
        const second = await go('secondone');
        expect(second.json().user.role).toBe('member');
        const [c] = await empty.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
        expect(c!.usesCount).toBe(2);
        expect(
          await empty.app.db.select().from(invitationRedemptions).where(eq(invitationRedemptions.codeId, c!.id)),
        ).toHaveLength(2);
      } finally {
        await empty.close();
      }
    });

    it.each([
      ['short', 'Ab1!', MESSAGES.passwordMin],
      ['no upper', 'abcdefg1!', MESSAGES.passwordCase],
      ['no digit', 'Abcdefgh!', MESSAGES.passwordNumber],
      ['no special', 'Abcdefgh1', MESSAGES.passwordSpecial],
    ])('refuses a password with %s with the spec message and stores nothing', async (_label, password, message) => {
      const code = await newCode();
      const username = `pw_${n++}`;
      const res = await onboard(new Jar(`10.3.1.${n}`), code, username, `${username}@example.com`, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await t.app.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
      const [c] = await t.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
      expect(c!.usesCount).toBe(0);
    });

    it('refuses a bad email with the spec message', async () => {
      const res = await onboard(new Jar('10.3.2.1'), await newCode(), 'bademail', 'not-an-email');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidEmailFormat);
    });

    it('answers a taken email or X username with the text the client maps, and gives the code use back', async () => {
      await createUser(t.app, { username: 'dupe_handle', email: 'dupe@example.com' });
      const code = await newCode();
      const res = await onboard(new Jar('10.3.3.1'), code, 'other_handle', 'DUPE@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Email or Twitter username already exists');
      const [c] = await t.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
      expect(c!.usesCount).toBe(0);
    });

    it('requires the X account that was verified', async () => {
      const jar = new Jar('10.3.4.1');
      const code = await newCode();
      await call(jar, 'POST', '/api/auth/verify-invitation', { code });
      await call(jar, 'GET', '/api/x-access/verify-twitter/verified_one/1234');
      const res = await call(jar, 'POST', '/api/auth/register', {
        email: 'x@example.com',
        password: GOOD_PASSWORD,
        username: 'someone_else',
        invitationCode: code,
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets exactly one of two concurrent registrations use a single-use code', async () => {
      const code = await newCode({ usesAllowed: 1 });
      const jars = [new Jar('10.3.5.1'), new Jar('10.3.5.2')];
      for (const [i, jar] of jars.entries()) {
        await call(jar, 'POST', '/api/auth/verify-invitation', { code });
        await call(jar, 'GET', `/api/x-access/verify-twitter/race_${i}/1234`);
      }
      const results = await Promise.all(
        jars.map((jar, i) =>
          call(jar, 'POST', '/api/auth/register', {
            email: `race${i}@example.com`,
            password: GOOD_PASSWORD,
            username: `race_${i}`,
            invitationCode: code,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().message).toBe(MESSAGES.serverInvalidCode);
    });
  });

  describe('sessions', () => {
    it('signs in by username case-insensitively and answers /users/me', async () => {
      const user = await createUser(t.app, { username: 'MixedCase' });
      const jar = new Jar('10.4.0.1');
      const res = await call(jar, 'POST', '/api/auth/login', { username: 'mixedcase', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
      const cookies = res.cookies.map((c) => ({ name: c.name, httpOnly: c.httpOnly, sameSite: c.sameSite }));
      expect(cookies).toContainEqual({ name: 'gs_access', httpOnly: true, sameSite: 'Lax' });
      expect(cookies).toContainEqual({ name: 'gs_refresh', httpOnly: true, sameSite: 'Strict' });
      const me = await call(jar, 'GET', '/api/users/me');
      expect(me.json()).toMatchObject({ id: user.id, username: 'MixedCase' });
    });

    it('gives the same answer for an unknown user and a wrong password', async () => {
      const user = await createUser(t.app);
      const a = await call(new Jar('10.4.1.1'), 'POST', '/api/auth/login', {
        username: user.username,
        password: 'Wrong1!xx',
      });
      const b = await call(new Jar('10.4.1.2'), 'POST', '/api/auth/login', {
        username: 'nobody_here',
        password: 'Wrong1!xx',
      });
      expect(a.statusCode).toBe(401);
      expect(b.statusCode).toBe(401);
      expect(a.json()).toEqual(b.json());
      expect(a.json().message).toBe(MESSAGES.loginInvalid);
    });

    it('rate limits login attempts', async () => {
      const user = await createUser(t.app);
      const jar = new Jar('10.4.2.1');
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push(
          (await call(jar, 'POST', '/api/auth/login', { username: user.username, password: 'Wrong1!xx' })).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('refuses a missing username with a 400, not a 500', async () => {
      const res = await call(new Jar('10.4.3.1'), 'POST', '/api/auth/login', { password: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
    });

    it('rotates the refresh token; an old token after the grace period revokes the whole family', async () => {
      const user = await createUser(t.app);
      const jar = new Jar('10.4.4.1');
      await call(jar, 'POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
      const first = jar.get('gs_refresh')!;
      expect((await call(jar, 'POST', '/api/auth/refresh-token')).statusCode).toBe(200);
      const second = jar.get('gs_refresh')!;
      expect(second).not.toBe(first);

      // A second tab presenting the just-rotated token within the grace period still gets in.
      const tab = new Jar('10.4.4.1');
      tab.set('gs_refresh', first);
      expect((await call(tab, 'POST', '/api/auth/refresh-token')).statusCode).toBe(200);

      // Outside the grace period the reuse is treated as theft.
      await t.app.db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - 60_000) })
        .where(sql`rotated_at is not null`);
      const thief = new Jar('10.4.4.2');
      thief.set('gs_refresh', first);
      expect((await call(thief, 'POST', '/api/auth/refresh-token')).statusCode).toBe(401);
      expect((await call(jar, 'POST', '/api/auth/refresh-token')).statusCode).toBe(401);
    });

    it('check-auth answers visitor without cookies and refreshes an expired access token', async () => {
      expect((await call(new Jar(), 'GET', '/api/auth/check-auth')).json()).toEqual({
        authenticated: false,
        user: null,
      });
      const user = await createUser(t.app);
      const jar = new Jar('10.4.5.1');
      await call(jar, 'POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
      jar.delete('gs_access');
      expect((await call(jar, 'GET', '/api/users/me')).statusCode).toBe(401);
      const res = await call(jar, 'GET', '/api/auth/check-auth');
      expect(res.json()).toMatchObject({ authenticated: true, user: { id: user.id } });
      expect((await call(jar, 'GET', '/api/users/me')).statusCode).toBe(200);
    });

    it('logout revokes the refresh family and clears the cookies', async () => {
      const user = await createUser(t.app);
      const jar = new Jar('10.4.6.1');
      await call(jar, 'POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
      const token = jar.get('gs_refresh')!;
      expect((await call(jar, 'POST', '/api/auth/logout')).statusCode).toBe(200);
      expect(jar.get('gs_access')).toBeUndefined();
      const replay = new Jar('10.4.6.1');
      replay.set('gs_refresh', token);
      expect((await call(replay, 'POST', '/api/auth/refresh-token')).statusCode).toBe(401);
    });

    it('rejects a forged or tampered access token', async () => {
      const jar = new Jar();
      jar.set('gs_access', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
      expect((await call(jar, 'GET', '/api/users/me')).statusCode).toBe(401);
    });

    it('stops an access token minted before a password change (session epoch)', async () => {
      const user = await createUser(t.app);
      await t.app.db.update(users).set({ sessionEpoch: 1 }).where(eq(users.id, user.id));
      const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(401);
    });

    it('ends every session of a password change at once on every route, and takes the role from the account', async () => {
      const user = await createUser(t.app);
      const headers = { cookie: user.cookie };
      expect((await t.app.inject({ method: 'GET', url: '/api/goals', headers })).statusCode).toBe(200);
      await t.app.db
        .update(users)
        .set({ sessionEpoch: user.sessionEpoch + 1 })
        .where(eq(users.id, user.id));
      expect((await t.app.inject({ method: 'GET', url: '/api/goals', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers })).json().authenticated).toBe(
        false,
      );

      // A token minted as admin does not open the operator API once the account is a member.
      const demoted = await createUser(t.app, { role: 'admin' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: demoted.cookie } }))
          .statusCode,
      ).toBe(200);
      await t.app.db.update(users).set({ role: 'member' }).where(eq(users.id, demoted.id));
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: demoted.cookie } }))
          .statusCode,
      ).toBe(404);
    });

    it('moves onboarding from pending to started, and never backwards', async () => {
      const user = await createUser(t.app, { onboardingStatus: 'pending' });
      const onboarding = (status: string) => asUser(t.app, user).patch('/api/users/complete-onboarding', { status });
      const res = await onboarding('started');
      expect(res.json().completed_onboarding).toBe('started');
      await t.app.db.update(users).set({ onboardingStatus: 'completed' }).where(eq(users.id, user.id));
      const again = await onboarding('started');
      expect(again.json().completed_onboarding).toBe('completed');
      const bad = await onboarding('completed');
      expect(bad.statusCode).toBe(400);
    });
  });
});
