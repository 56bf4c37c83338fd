import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES, MY_CONTEXT_MAX } from '@grindstone/contract';
import { createTestContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { profileFacts, refreshTokens, userMetadata, users } from '../../db/schema/index.ts';
import { issueRefreshToken } from '../auth/refresh-tokens.service.ts';
import { REFRESH_COOKIE } from '../../plugins/session.ts';

const t = createTestContext();

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, payload, headers: user ? { cookie: user.cookie } : {} });

async function userRow(id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('PUT /api/users/updateMe', () => {
  it('changes the name and answers the updated user with a message', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMe', { name: '  Ada Lovelace ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.profileUpdated,
      user: { id: u.id, name: 'Ada Lovelace' },
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    expect((await userRow(u.id)).name).toBe('Ada Lovelace');
  });
  it('refuses a blank name and changes nothing', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMe', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
    expect((await userRow(u.id)).name).toBe(u.name);
  });
  it('needs a session', async () => {
    const res = await call(null, 'PUT', '/users/updateMe', { name: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/updateMeProtected', () => {
  it('requires the current password', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMeProtected', { email: 'new@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: MESSAGES.passwordRequiredForProtected });
    const res2 = await call(u, 'PUT', '/users/updateMeProtected', { username: 'newname', password: '' });
    expect(res2.json().message).toBe(MESSAGES.passwordRequiredForProtected);
    expect((await userRow(u.id)).email).toBe(u.email);
  });
  it('checks the email pattern', async () => {
    const u = await createUser(t.app);
    for (const email of ['no-at-sign.com', 'a@b', 'a b@c.d', '@x.y']) {
      const res = await call(u, 'PUT', '/users/updateMeProtected', { email, password: u.password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidEmailAddress);
    }
    expect((await userRow(u.id)).email).toBe(u.email);
  });
  it('refuses a wrong password with 403 (never 401) and changes nothing', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMeProtected', {
      email: 'x@example.com',
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await userRow(u.id)).email).toBe(u.email);
  });
  it('changes the email with the right password', async () => {
    const u = await createUser(t.app);
    const email = `fresh_${u.id.slice(0, 6)}@example.org`;
    const res = await call(u, 'PUT', '/users/updateMeProtected', { email, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect((await userRow(u.id)).email).toBe(email);
  });
  it("sending one's own username (any case) changes nothing", async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMeProtected', {
      username: `@${u.username.toUpperCase()}`,
      password: u.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(u.username);
  });
  it('answers 409 for a taken email (case-insensitively), 403 for another handle, and changes nothing', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    const a = await call(u, 'PUT', '/users/updateMeProtected', {
      email: other.email.toUpperCase(),
      password: u.password,
    });
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    const b = await call(u, 'PUT', '/users/updateMeProtected', {
      username: other.username.toUpperCase(),
      password: u.password,
    });
    expect(b.statusCode).toBe(403);
    expect(b.json().message).toBe(ACCOUNT_MESSAGES.usernameVerified);
    const row = await userRow(u.id);
    expect([row.email, row.username]).toEqual([u.email, u.username]);
  });
  it("keeping one's own email is not a clash", async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMeProtected', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
  });
  it('needs something to change', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PUT', '/users/updateMeProtected', { password: u.password });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/updateMyPassword', () => {
  it('refuses a wrong current password with 403 and a message', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PATCH', '/users/updateMyPassword', {
      currentPassword: 'nope-nope',
      newPassword: 'Another1!',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect((await userRow(u.id)).passwordHash).toBe(u.passwordHash);
  });
  it('refuses a new password under 8 characters', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PATCH', '/users/updateMyPassword', {
      currentPassword: u.password,
      newPassword: 'Ab1!xyz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordMinChange);
  });
  it('refuses what registration refuses (one password rule), and changes nothing', async () => {
    const u = await createUser(t.app);
    for (const [newPassword, message] of [
      ['longbutweak', MESSAGES.passwordCase],
      ['LongButWeak', MESSAGES.passwordNumber],
      ['LongButWeak1', MESSAGES.passwordSpecial],
    ] as const) {
      const res = await call(u, 'PATCH', '/users/updateMyPassword', { currentPassword: u.password, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const still = await call(u, 'PATCH', '/users/updateMyPassword', {
      currentPassword: u.password,
      newPassword: 'Another1!',
    });
    expect(still.statusCode).toBe(200);
  });
  it('refuses empty fields', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'PATCH', '/users/updateMyPassword', { currentPassword: '', newPassword: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.fillAllFields);
  });
  it('changes the password, ends every other session and keeps this one signed in', async () => {
    const u = await createUser(t.app);
    const other = await issueRefreshToken(t.app.db, { userId: u.id });
    const mine = await issueRefreshToken(t.app.db, { userId: u.id });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/updateMyPassword',
      payload: { currentPassword: u.password, newPassword: 'BrandNew9?' },
      headers: { cookie: `${u.cookie}; ${REFRESH_COOKIE}=${mine.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordChanged });
    const row = await userRow(u.id);
    expect(row.sessionEpoch).toBe(u.sessionEpoch + 1);

    // Every refresh token that existed before is revoked ...
    const before = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    const old = before.filter((r) => r.familyId === other.familyId || r.familyId === mine.familyId);
    expect(old.length).toBe(2);
    expect(old.every((r) => r.revokedAt !== null)).toBe(true);
    // ... and this session got fresh cookies on a new family.
    const cookies = res.cookies.map((c) => c.name);
    expect(cookies).toContain('gs_access');
    expect(cookies).toContain(REFRESH_COOKIE);
    const newRefresh = res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: `${REFRESH_COOKIE}=${newRefresh}` },
    });
    expect(fresh.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: `${REFRESH_COOKIE}=${other.token}` },
    });
    expect(stale.statusCode).toBe(401);

    // The old access token (old epoch) no longer reads the user; the new one does.
    const oldMe = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: u.cookie } });
    expect(oldMe.statusCode).toBe(401);
    const access = res.cookies.find((c) => c.name === 'gs_access')!.value;
    const newMe = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `gs_access=${access}` },
    });
    expect(newMe.statusCode).toBe(200);

    // The new password signs in, the old one does not.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: 'BrandNew9?' },
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: u.password },
    });
    expect(oldLogin.statusCode).toBe(401);
  });
});

describe('re-entered password attempts', () => {
  it('after 10 wrong passwords every attempt is a 429, even the right one, and nothing changes', async () => {
    const u = await createUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await call(u, 'PATCH', '/users/updateMyPassword', {
        currentPassword: `wrong-${i}-pass`,
        newPassword: 'Another1!x',
      });
      expect(res.statusCode).toBe(403);
    }
    const blocked = await call(u, 'PATCH', '/users/updateMyPassword', {
      currentPassword: u.password,
      newPassword: 'Another1!x',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const email = await call(u, 'PUT', '/users/updateMeProtected', { email: 'q@example.com', password: u.password });
    expect(email.statusCode).toBe(429);
    expect((await userRow(u.id)).passwordHash).toBe(u.passwordHash);
    // Another user is not affected.
    const other = await createUser(t.app);
    expect(
      (
        await call(other, 'PUT', '/users/updateMeProtected', {
          email: `o_${other.id.slice(0, 6)}@example.com`,
          password: other.password,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('My Context', () => {
  it('answers an empty string before anything is saved', async () => {
    const u = await createUser(t.app);
    const res = await call(u, 'GET', '/user-data/metadata');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: '' });
  });
  it('saves, reads back and overwrites', async () => {
    const u = await createUser(t.app);
    expect((await call(u, 'POST', '/user-data', { metadata: 'I run at dawn.' })).statusCode).toBe(200);
    expect((await call(u, 'GET', '/user-data/metadata')).json()).toEqual({ data: 'I run at dawn.' });
    await call(u, 'POST', '/user-data', { metadata: 'Now I swim.' });
    expect((await call(u, 'GET', '/user-data/metadata')).json()).toEqual({ data: 'Now I swim.' });
  });
  it(`accepts exactly ${MY_CONTEXT_MAX} characters and refuses one more`, async () => {
    const u = await createUser(t.app);
    expect((await call(u, 'POST', '/user-data', { metadata: 'a'.repeat(MY_CONTEXT_MAX) })).statusCode).toBe(200);
    const res = await call(u, 'POST', '/user-data', { metadata: 'b'.repeat(MY_CONTEXT_MAX + 1) });
    expect(res.statusCode).toBe(400);
    expect((await call(u, 'GET', '/user-data/metadata')).json().data).toBe('a'.repeat(MY_CONTEXT_MAX));
  });
  it("one user never reads another's context", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await call(a, 'POST', '/user-data', { metadata: 'secret of a' });
    expect((await call(b, 'GET', '/user-data/metadata')).json()).toEqual({ data: '' });
    const rows = await t.app.db.select().from(userMetadata).where(eq(userMetadata.userId, a.id));
    expect(rows[0]!.metadata).toBe('secret of a');
  });
});

describe('profile facts', () => {
  it("lists, corrects and removes the user's own facts; another user gets 404 and changes nothing", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const [f1, f2] = await t.app.db
      .insert(profileFacts)
      .values([
        { userId: a.id, fact: 'Writes Rust at work', source: 'setup' },
        { userId: a.id, fact: 'Lives in Lisbon', source: 'setup' },
      ])
      .returning();
    const list = await call(a, 'GET', '/profile-facts');
    expect(
      list
        .json()
        .facts.map((f: { fact: string }) => f.fact)
        .sort(),
    ).toEqual(['Lives in Lisbon', 'Writes Rust at work']);
    expect((await call(b, 'GET', '/profile-facts')).json()).toEqual({ facts: [] });

    expect((await call(b, 'PUT', `/profile-facts/${f1!.id}`, { fact: 'hacked' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `/profile-facts/${f2!.id}`)).statusCode).toBe(404);

    const fixed = await call(a, 'PUT', `/profile-facts/${f1!.id}`, { fact: 'Writes Go at work' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().fact).toMatchObject({ fact: 'Writes Go at work', source: 'user' });
    expect((await call(a, 'PUT', `/profile-facts/${f1!.id}`, { fact: '  ' })).statusCode).toBe(400);
    expect((await call(a, 'DELETE', `/profile-facts/${f2!.id}`)).statusCode).toBe(200);
    expect((await call(a, 'DELETE', `/profile-facts/${f2!.id}`)).statusCode).toBe(404);
    const after = await t.app.db.select().from(profileFacts).where(eq(profileFacts.userId, a.id));
    expect(after.map((f) => f.fact)).toEqual(['Writes Go at work']);
  });
  it('a malformed id is a 400, not a 500', async () => {
    const a = await createUser(t.app);
    expect((await call(a, 'DELETE', '/profile-facts/not-a-uuid')).statusCode).toBe(400);
  });
});
