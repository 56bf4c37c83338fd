import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser } from '../../testing/factories.ts';
import { inviteRequests, mailOutbox } from '../../db/schema/index.ts';

describe('an invite request belongs to whoever filed it first', () => {
  const t = createTestContext();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let ip = 0;
  beforeAll(async () => {
    admin = await createUser(t.app, { role: 'admin' });
  });

  const request = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/requestInvite',
      payload,
      headers: { 'x-forwarded-for': `10.77.0.${ip++}` },
    });
  const row = async (twitter: string) =>
    (
      await t.app.db
        .select()
        .from(inviteRequests)
        .where(sql`lower(${inviteRequests.twitter}) = lower(${twitter})`)
    )[0]!;

  it('a repeat with the same handle changes neither email, name nor status, and approval mails the original address', async () => {
    expect((await request({ name: 'Real Person', twitter: 'real_person', email: 'real@example.com' })).statusCode).toBe(
      201,
    );
    const first = await row('real_person');

    // Someone else files with the same handle: same answer (nothing to learn), nothing changes.
    const hijack = await request({ name: 'Mallory', twitter: 'REAL_PERSON', email: 'mallory@evil.example' });
    expect(hijack.statusCode).toBe(201);
    const after = await row('real_person');
    expect([after.email, after.name, after.status, after.twitter]).toEqual([
      'real@example.com',
      'Real Person',
      'pending',
      'real_person',
    ]);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());

    const approve = await asUser(t.app, admin).post(`/api/admin/invite-requests/${after.id}/approve`, {});
    expect(approve.statusCode).toBe(200);
    const code = approve.json().code as string;

    // After approval a repeat cannot redirect the code either.
    await request({ name: 'Mallory', twitter: 'real_person', email: 'mallory2@evil.example' });
    const approved = await row('real_person');
    expect([approved.email, approved.status]).toEqual(['real@example.com', 'approved']);

    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(sql`position(${code} in ${mailOutbox.text}) > 0`);
    expect(mails.map((m) => m.to)).toEqual(['real@example.com']);
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.to} like 'mallory%'`),
    ).toHaveLength(0);
  });

  it('a first request without an email keeps having none when someone repeats it with one', async () => {
    await request({ name: 'No Mail', twitter: 'no_mail_person' });
    await request({ name: 'Mallory', twitter: 'no_mail_person', email: 'mallory3@evil.example' });
    const r = await row('no_mail_person');
    expect([r.email, r.name]).toEqual([null, 'No Mail']);
    expect(
      await t.app.db.select().from(inviteRequests).where(eq(inviteRequests.email, 'mallory3@evil.example')),
    ).toHaveLength(0);
  });
});
