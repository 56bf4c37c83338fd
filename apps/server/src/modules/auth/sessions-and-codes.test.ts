import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_RATE_LIMIT_ATTEMPTS, MESSAGES } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { Jar } from '../../testing/cookie-jar.ts';
import { invitationCodes } from '../../db/schema/index.ts';
import { ACCESS_COOKIE } from '../../plugins/session.ts';
import { opsToken } from '../ops/ops-token.ts';
import { asUser } from '../../testing/test-context.ts';

describe('sessions end and codes are matched the same way everywhere', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function newCode(code = `GRIND-T${n++}ST-CODE`) {
    await t.app.db.insert(invitationCodes).values({ code, usesAllowed: 5 });
    return code;
  }

  function call(jar: Jar, method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: jar.headers() }).then((res) => {
      jar.store(res);
      return res;
    });
  }

  it('logout ends the access token at once, not when it expires', async () => {
    const user = await createUser(t.app);
    const jar = new Jar('10.9.0.1');
    const login = await call(jar, 'POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const oldAccess = jar.get(ACCESS_COOKIE)!;
    expect((await call(jar, 'GET', '/api/users/me')).statusCode).toBe(200);

    // A second session of the same person (another device) is not affected.
    const other = new Jar('10.9.0.2');
    await call(other, 'POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });

    expect((await call(jar, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `${ACCESS_COOKIE}=${oldAccess}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'unauthorized', message: MESSAGES.unauthorized });
    expect((await call(other, 'GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('a valid code does not clear the wrong-guess counter: only the time window does', async () => {
    const good = await newCode();
    const jar = new Jar('10.9.1.1');
    for (let i = 0; i < INVITATION_RATE_LIMIT_ATTEMPTS - 1; i++) {
      expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: `WRONG-${i}` })).json()).toEqual({
        valid: false,
      });
    }
    expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: good })).json()).toEqual({ valid: true });
    // One more wrong guess is the fifth: allowed; the sixth is refused.
    expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: 'WRONG-X' })).statusCode).toBe(200);
    const blocked = await call(jar, 'POST', '/api/auth/verify-invitation', { code: 'WRONG-Y' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.invitationTooMany);
  });

  it('revoking a code ends the onboardings that presented it', async () => {
    const code = await newCode();
    const jar = new Jar('10.9.2.1');
    expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code })).json()).toEqual({ valid: true });
    expect((await call(jar, 'POST', '/api/auth/check-twitter', { username: 'nobody_here' })).statusCode).toBe(200);

    const revoke = await asUser(t.app, admin).post(`/api/admin/invitation-codes/${code}/revoke`);
    expect(revoke.statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['POST', '/api/auth/check-twitter', { username: 'nobody_here' }],
      ['POST', '/api/auth/check-email', { email: 'nobody@example.com' }],
      ['GET', '/api/x-access/verify-twitter/nobody_here/1234', undefined],
    ] as const) {
      const res = await call(jar, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
  });

  it('codes are matched without regard to case or surrounding spaces, on every path', async () => {
    // verify-invitation and register.
    await newCode('GRIND-CASE-AAAA');
    const jar = new Jar('10.9.3.1');
    const typed = '  grind-case-aaaa ';
    expect((await call(jar, 'POST', '/api/auth/verify-invitation', { code: typed })).json()).toEqual({ valid: true });
    expect((await call(jar, 'GET', '/api/x-access/verify-twitter/case_person/1234')).json()).toEqual({ found: true });
    const register = await call(jar, 'POST', '/api/auth/register', {
      email: 'case_person@example.com',
      password: 'Abcdef1!',
      username: 'case_person',
      invitationCode: 'Grind-Case-Aaaa',
    });
    expect(register.statusCode).toBe(201);

    // The operator bridge (CLI) and the admin page revoke whatever case is typed.
    const viaOps = await newCode('GRIND-CASE-BBBB');
    const ops = await t.app.inject({
      method: 'POST',
      url: '/api/ops/invitation-codes/revoke',
      headers: { authorization: `Bearer ${opsToken(t.config.APP_SECRET)}` },
      payload: { code: 'grind-case-bbbb' },
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.json().code).toBe(viaOps);
    const viaAdmin = await newCode('GRIND-CASE-CCCC');
    const adminRevoke = await asUser(t.app, admin).post('/api/admin/invitation-codes/grind-case-cccc/revoke');
    expect(adminRevoke.statusCode).toBe(200);
    expect(adminRevoke.json().code).toBe(viaAdmin);
    for (const revoked of ['grind-case-bbbb', 'GRIND-CASE-CCCC']) {
      const res = await call(new Jar('10.9.3.2'), 'POST', '/api/auth/verify-invitation', { code: revoked });
      expect(res.json(), revoked).toEqual({ valid: false });
    }
  });
});
