import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GRIND_SHRINK_MINUTES } from '@grindstone/contract';
import { asUser, createTestContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { notifications } from '../../db/schema/index.ts';

const t = createTestContext();

async function addNotification(user: TestUser, over: Partial<typeof notifications.$inferInsert> = {}) {
  const [n] = await t.app.db
    .insert(notifications)
    .values({
      userId: user.id,
      type: 'grind',
      state: 'pending',
      name: 'Draft sprint',
      description: 'Write for 25 minutes',
      duration: 25,
      ...over,
    })
    .returning();
  return n!;
}
const patch = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/notifications/${id}`, headers: { cookie: user.cookie }, payload });

describe('GET /api/notifications', () => {
  it('lists newest first with the unread count, only the caller\u2019s own', async () => {
    const u = await createUser(t.app);
    const other = await createUser(t.app);
    await addNotification(u, { createdAt: new Date(Date.now() - 60_000), name: 'older' });
    await addNotification(u, { type: 'advice', state: null, duration: null, name: 'newer' });
    await addNotification(u, {
      type: 'advice',
      state: null,
      duration: null,
      name: 'read one',
      status: 'read',
      createdAt: new Date(Date.now() - 120_000),
    });
    await addNotification(other, { name: 'not yours' });
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { name: string }) => n.name)).toEqual(['newer', 'older', 'read one']);
    expect(body.unreadCount).toBe(2);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/{id}: the grind state machine', () => {
  it('pending -> accepted keeps started_at on the server and marks it read; accepted -> completed', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    const a = await patch(u, n.id, { state: 'accepted' });
    expect(a.statusCode).toBe(200);
    const accepted = a.json().notification;
    expect(accepted).toMatchObject({ state: 'accepted', status: 'read' });
    expect(Date.parse(accepted.startedAt)).toBeGreaterThan(Date.now() - 10_000);
    // A reload (a fresh GET) still carries the same start.
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: u.cookie } });
    expect(list.json().notifications[0].startedAt).toBe(accepted.startedAt);
    const c = await patch(u, n.id, { state: 'completed' });
    expect(c.json().notification).toMatchObject({ state: 'completed', startedAt: accepted.startedAt });
    expect(c.json().notification.endedAt).not.toBeNull();
  });

  it('refuses invalid moves with 409 and changes nothing', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    expect((await patch(u, n.id, { state: 'completed' })).statusCode).toBe(409);
    expect((await patch(u, n.id, { state: 'cancelled' })).statusCode).toBe(409);
    await patch(u, n.id, { state: 'rejected', rejectReason: 'too_big' });
    for (const state of ['accepted', 'pending', 'completed', 'cancelled']) {
      const res = await patch(u, n.id, { state });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('conflict');
    }
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ state: 'rejected', rejectReason: 'too_big', startedAt: null });
  });

  it('accepted -> cancelled; a cancelled grind cannot be completed', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    await patch(u, n.id, { state: 'accepted' });
    expect((await patch(u, n.id, { state: 'cancelled' })).json().notification.state).toBe('cancelled');
    expect((await patch(u, n.id, { state: 'completed' })).statusCode).toBe(409);
  });

  it('two concurrent accepts: the grind starts once', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    const res = await Promise.all([patch(u, n.id, { state: 'accepted' }), patch(u, n.id, { state: 'accepted' })]);
    const starts = new Set(res.filter((r) => r.statusCode === 200).map((r) => r.json().notification.startedAt));
    expect(starts.size).toBe(1);
  });

  it('a reject reason needs a rejected grind; unknown reasons and fields are 400', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    expect((await patch(u, n.id, { rejectReason: 'stuck' })).statusCode).toBe(409);
    expect((await patch(u, n.id, { state: 'rejected', rejectReason: 'bored' })).statusCode).toBe(400);
    expect((await patch(u, n.id, { state: 'accepted', userId: u.id })).statusCode).toBe(400);
    expect((await patch(u, n.id, {})).statusCode).toBe(400);
  });
});

describe('advice likes', () => {
  it('like or dislike once, then it is fixed', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u, { type: 'advice', state: null, duration: null });
    const like = await patch(u, n.id, { liked: true });
    expect(like.json().notification).toMatchObject({ liked: true, status: 'read' });
    const again = await patch(u, n.id, { liked: false });
    expect(again.statusCode).toBe(409);
    const grind = await addNotification(u);
    expect((await patch(u, grind.id, { liked: true })).statusCode).toBe(409);
  });
});

describe('cross-user', () => {
  it("another person's notification is a 404 and stays unchanged", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const n = await addNotification(owner);
    for (const payload of [{ state: 'accepted' }, { status: 'read' }, { liked: true }]) {
      const res = await patch(other, n.id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Not found' });
    }
    const shrink = await asUser(t.app, other).post(`/api/notifications/${n.id}/shrink`);
    expect(shrink.statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/markRead', headers: { cookie: other.cookie } });
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ state: 'pending', status: 'unread', liked: null, duration: 25 });
  });
});

describe('PUT /api/notifications/markRead and shrink', () => {
  it('marks every unread notification read', async () => {
    const u = await createUser(t.app);
    await addNotification(u);
    await addNotification(u, { type: 'advice', state: null });
    const res = await asUser(t.app, u).put('/api/notifications/markRead');
    expect(res.json()).toEqual({ updated: 2, unreadCount: 0 });
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: u.cookie } });
    expect(list.json().unreadCount).toBe(0);
  });

  it('shrinks a pending grind to 10 minutes, and only a pending one', async () => {
    const u = await createUser(t.app);
    const n = await addNotification(u);
    const res = await asUser(t.app, u).post(`/api/notifications/${n.id}/shrink`);
    expect(res.json().notification).toMatchObject({ duration: GRIND_SHRINK_MINUTES, state: 'pending', status: 'read' });
    await patch(u, n.id, { state: 'accepted' });
    const late = await asUser(t.app, u).post(`/api/notifications/${n.id}/shrink`);
    expect(late.statusCode).toBe(409);
  });
});
