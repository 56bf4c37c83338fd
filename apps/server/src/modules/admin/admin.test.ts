import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import {
  feedback,
  invitationCodes,
  invitationRedemptions,
  inviteRequests,
  mailOutbox,
  aiUsage,
  popupResponses,
} from '../../db/schema/index.ts';

describe('operator API /api/admin/*', () => {
  const t = createTestContext();
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app);
  });

  const as = (who: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  const ROUTES: ['GET' | 'POST', string][] = [
    ['GET', '/api/admin/invite-requests'],
    ['POST', '/api/admin/invite-requests/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/admin/invite-requests/00000000-0000-4000-8000-000000000000/reject'],
    ['GET', '/api/admin/invitation-codes'],
    ['POST', '/api/admin/invitation-codes'],
    ['POST', '/api/admin/invitation-codes/ANY/revoke'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/feedback'],
    ['GET', '/api/admin/popup-responses'],
    ['GET', '/api/admin/mail'],
    ['POST', '/api/admin/mail/00000000-0000-4000-8000-000000000000/resend'],
    ['GET', '/api/admin/ai-usage'],
    ['GET', '/api/admin/does-not-exist'],
  ];

  it('answers a plain 404 to visitors and members on every route, and changes nothing', async () => {
    const codesBefore = (await t.app.db.select().from(invitationCodes)).length;
    for (const who of [null, member]) {
      for (const [method, url] of ROUTES) {
        const res = await as(who, method, url, method === 'POST' ? { uses: 3 } : undefined);
        expect(res.statusCode, `${who ? 'member' : 'visitor'} ${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: 'Not found' });
      }
    }
    expect((await t.app.db.select().from(invitationCodes)).length).toBe(codesBefore);
  });

  it('approve: creates a single-use code, links it, and mails it with the registration link', async () => {
    const [req] = await t.app.db
      .insert(inviteRequests)
      .values({ name: 'Ada', twitter: 'ada_admin', email: 'ada@example.com' })
      .returning();
    const list = await as(admin, 'GET', '/api/admin/invite-requests');
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.find((r: { id: string }) => r.id === req!.id)).toMatchObject({
      status: 'pending',
      code: null,
    });

    const res = await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/approve`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Without SMTP_URL the mail waits in the outbox, and the answer says so.
    expect(body).toMatchObject({ mail: { status: 'outbox' }, request: { status: 'approved', code: body.code } });
    expect(body.registrationLink).toMatch(new RegExp(`/onboard\\?code=${body.code}$`));

    const [code] = await t.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, body.code));
    expect(code).toMatchObject({ usesAllowed: 1, usesCount: 0, createdBy: admin.id, revokedAt: null });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'outbox', subject: expect.stringContaining('invitation') });
    expect(mails[0]!.text).toContain(body.code);
    expect(mails[0]!.text).toContain(body.registrationLink);

    // Approving again answers the same code and mails nothing more.
    const again = await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/approve`, {});
    expect(again.json()).toMatchObject({ code: body.code, mail: null });
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'))).toHaveLength(1);

    const outbox = await as(admin, 'GET', '/api/admin/mail');
    expect(outbox.json()).toMatchObject({ smtp: false });
    expect(outbox.json().mails.some((m: { to: string }) => m.to === 'ada@example.com')).toBe(true);
  });

  it('approve without an email creates the code and says it was not mailed; a bad email is a 400', async () => {
    const [req] = await t.app.db.insert(inviteRequests).values({ name: 'NoMail', twitter: 'no_mail_adm' }).returning();
    const bad = await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/approve`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const [still] = await t.app.db.select().from(inviteRequests).where(eq(inviteRequests.id, req!.id));
    expect(still?.status).toBe('pending');
    const res = await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/approve`, {});
    expect(res.json()).toMatchObject({ mail: null, request: { status: 'approved' } });
  });

  it('reject: only a pending request; unknown ids are 404', async () => {
    const [req] = await t.app.db.insert(inviteRequests).values({ name: 'Rex', twitter: 'rex_adm' }).returning();
    const res = await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().request.status).toBe('rejected');
    expect((await as(admin, 'POST', `/api/admin/invite-requests/${req!.id}/reject`)).statusCode).toBe(409);
    expect(
      (await as(admin, 'POST', '/api/admin/invite-requests/00000000-0000-4000-8000-000000000000/reject')).statusCode,
    ).toBe(404);
    expect((await as(admin, 'POST', '/api/admin/invite-requests/not-a-uuid/reject')).statusCode).toBe(400);
  });

  it('invitation codes: create with uses and expiry, list with redemptions, revoke', async () => {
    const created = await as(admin, 'POST', '/api/admin/invitation-codes', {
      uses: 3,
      expiresInDays: 7,
      note: 'meetup',
    });
    expect(created.statusCode).toBe(201);
    const code = created.json();
    expect(code).toMatchObject({ usesAllowed: 3, usesCount: 0, status: 'active', note: 'meetup', redemptions: [] });
    expect(new Date(code.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await as(admin, 'POST', '/api/admin/invitation-codes', { uses: 0 })).statusCode).toBe(400);

    await t.app.db.insert(invitationRedemptions).values({ codeId: code.id, userId: member.id });
    const list = (await as(admin, 'GET', '/api/admin/invitation-codes')).json();
    const listed = list.codes.find((c: { id: string }) => c.id === code.id);
    expect(listed.redemptions).toEqual([
      { userId: member.id, username: member.username, createdAt: expect.any(String) },
    ]);

    const revoked = await as(admin, 'POST', `/api/admin/invitation-codes/${code.code}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect((await as(admin, 'POST', '/api/admin/invitation-codes/GRIND-NOPE-NOPE/revoke')).statusCode).toBe(404);
  });

  it('users, feedback and popup responses', async () => {
    await t.app.db.insert(feedback).values({ userId: member.id, feedback: 'Love it' });
    await t.app.db
      .insert(popupResponses)
      .values([
        { response: 'Interested' },
        { response: 'Interested', userId: member.id },
        { response: 'Not-Interested' },
      ]);
    const users = (await as(admin, 'GET', '/api/admin/users')).json().users;
    expect(users.find((u: { id: string }) => u.id === member.id)).toMatchObject({
      onboardingStatus: 'completed',
      subscriptionStatus: 'none',
      role: 'member',
    });
    expect(JSON.stringify(users)).not.toMatch(/password/i);
    const fb = (await as(admin, 'GET', '/api/admin/feedback')).json().feedback;
    expect(fb[0]).toMatchObject({ username: member.username, feedback: 'Love it' });
    const popup = (await as(admin, 'GET', '/api/admin/popup-responses')).json();
    expect(popup.totals).toEqual({ interested: 2, notInterested: 1 });
    expect(popup.responses).toHaveLength(3);
    const ai = (await as(admin, 'GET', '/api/admin/ai-usage')).json();
    expect(ai).toMatchObject({ days: 30, byDay: expect.any(Array), byUser: expect.any(Array) });
  });

  it('AI usage counts repaired answers and offline fallbacks apart from ok and errors', async () => {
    const row = { userId: member.id, kind: 'fortify', provider: 'openai', model: 'm', latencyMs: 100 };
    await t.app.db.insert(aiUsage).values([
      { ...row, outcome: 'ok' },
      { ...row, outcome: 'repaired' },
      { ...row, outcome: 'repaired' },
      { ...row, outcome: 'fallback', error: 'timeout: 20000 ms' },
      { ...row, outcome: 'error' },
      { ...row, outcome: 'limited' },
    ]);
    const ai = (await as(admin, 'GET', '/api/admin/ai-usage')).json();
    const mine = ai.byUser.find((u: { userId: string }) => u.userId === member.id);
    expect(mine).toMatchObject({ calls: 6, ok: 1, repaired: 2, fallback: 1, errors: 1, limited: 1 });
    expect(ai.byDay[0]).toMatchObject({ repaired: 2, fallback: 1 });
  });
});
