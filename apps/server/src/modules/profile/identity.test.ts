import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import { asUser, createTestContext, withHeaders } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { Jar } from '../../testing/cookie-jar.ts';
import { invitationCodes, invitationRedemptions, inviteRequests, mailOutbox, users } from '../../db/schema/index.ts';

describe('the verified X account is the identity', () => {
  const t = createTestContext();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let n = 0;
  beforeAll(async () => {
    admin = await createUser(t.app, { role: 'admin' });
  });

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  function call(jar: Jar, method: 'GET' | 'POST', url: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: jar.headers() }).then((res) => {
      jar.store(res);
      return res;
    });
  }

  /** The onboarding wizard's path with the dev verifier: code, X verification, register. */
  async function register(username: string, code: string) {
    const jar = new Jar(`10.55.0.${n++}`);
    await call(jar, 'POST', '/api/auth/verify-invitation', { code });
    await call(jar, 'GET', `/api/x-access/verify-twitter/${username}/1234`);
    return call(jar, 'POST', '/api/auth/register', {
      email: `${username}@example.com`,
      password: 'Abcdef1!',
      username,
      invitationCode: code,
    });
  }

  it('refuses to change the X username without verifying the new one, with a clear message', async () => {
    const u = await createUser(t.app);
    for (const username of ['free_handle_1', '@another_free']) {
      const res = await asUser(t.app, u).put('/api/users/updateMeProtected', { username, password: u.password });
      expect(res.statusCode, username).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MESSAGES.usernameVerified });
    }
    expect((await userRow(u.id))!.username).toBe(u.username);
    // The email can still be changed.
    const email = await asUser(t.app, u).put('/api/users/updateMeProtected', {
      email: `moved_${u.id.slice(0, 6)}@example.com`,
      password: u.password,
    });
    expect(email.statusCode).toBe(200);
  });

  it('stores the X user id at verification time, and one X account makes one account', async () => {
    await t.app.db.insert(invitationCodes).values({ code: 'GRIND-IDEN-TITY', usesAllowed: 3 });
    const res = await register('Identity_One', 'GRIND-IDEN-TITY');
    expect(res.statusCode).toBe(201);
    const row = await userRow(res.json().user.id);
    expect(row!.xUserId).toBeTruthy();

    // An X account already behind an account (say, its handle was renamed on X since) cannot
    // register a second one, whatever handle the existing account shows.
    await createUser(t.app, { username: 'old_name_on_x', xUserId: 'dev:identity_two' });
    const twin = await register('Identity_Two', 'GRIND-IDEN-TITY');
    expect(twin.statusCode).toBe(409);
    expect(await t.app.db.select().from(users).where(eq(users.username, 'Identity_Two'))).toHaveLength(0);
  });

  it("deleting an account never removes another person's invite request or mail", async () => {
    // Someone filed an invite request and was mailed a code they have not used yet.
    await t.app.db
      .insert(inviteRequests)
      .values({ name: 'Victim', twitter: 'victim_handle', email: 'victim@example.com' });
    await t.app.db
      .insert(mailOutbox)
      .values({ to: 'victim@example.com', subject: 'Your invitation', text: 'GRIND-VICT-IMXX' });
    // An account that carries the same handle and email (renamed before handles were locked).
    const squatter = await createUser(t.app, { username: 'Victim_Handle', email: 'VICTIM@example.com' });
    const del = await asUser(t.app, squatter).delete('/api/me', { password: squatter.password });
    expect(del.statusCode).toBe(200);
    expect(await userRow(squatter.id)).toBeUndefined();
    const requests = await t.app.db
      .select()
      .from(inviteRequests)
      .where(sql`lower(${inviteRequests.twitter}) = 'victim_handle'`);
    expect(requests).toHaveLength(1);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victim@example.com'))).toHaveLength(1);
  });

  it("deleting an account removes the person's own invite request and invitation mail", async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/requestInvite',
      headers: { 'x-forwarded-for': '10.55.1.1' },
      payload: { name: 'Own Request', twitter: 'own_request', email: 'own_request@example.com' },
    });
    expect(filed.statusCode).toBe(201);
    const [request] = await t.app.db.select().from(inviteRequests).where(eq(inviteRequests.twitter, 'own_request'));
    const approve = await asUser(t.app, admin).post(`/api/admin/invite-requests/${request!.id}/approve`, {});
    const code = approve.json().code as string;
    const registered = await register('own_request', code);
    expect(registered.statusCode).toBe(201);
    const id = registered.json().user.id as string;
    const [redemption] = await t.app.db
      .select()
      .from(invitationRedemptions)
      .where(eq(invitationRedemptions.userId, id));
    expect(redemption).toBeDefined();

    const jar = new Jar('10.55.1.2');
    await call(jar, 'POST', '/api/auth/login', { username: 'own_request', password: 'Abcdef1!' });
    const del = await withHeaders(t.app, jar.headers()).delete('/api/me', { password: 'Abcdef1!' });
    expect(del.statusCode).toBe(200);
    expect(await t.app.db.select().from(inviteRequests).where(eq(inviteRequests.id, request!.id))).toHaveLength(0);
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(sql`position(${code} in ${mailOutbox.text}) > 0`),
    ).toHaveLength(0);
  });
});
