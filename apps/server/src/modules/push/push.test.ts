import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUSH_ACTIONS, PUSH_MESSAGES, PUSH_PAYLOAD_MAX_BYTES, PUSH_TTL_SECONDS } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { startFakePushService, type FakePushService } from '../../testing/fakes/push-service.ts';
import { pushSubscriptions, vapidKeys } from '../../db/schema/index.ts';
import { encodePayload, isAllowedPushEndpoint } from './push.service.ts';
import { asUser } from '../../testing/test-context.ts';

let t: TestApp;
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: { cookie: viewer.cookie } });
    return res.json<{ publicKey: string }>().publicKey;
  });
  t = await createTestApp({ env: { PUSH_ENDPOINT_ALLOWLIST: service.origin } });
  viewer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await service.close();
});
let viewer: TestUser;

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

const subscribeBody = (endpoint: string, keys: ReturnType<typeof deviceKeys>) => ({
  endpoint,
  keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
});

describe('web push', () => {
  it('generates one VAPID key pair at first start, keeps it in the database and serves its public half', async () => {
    const user = await createUser(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: { cookie: user.cookie } });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const rows = await t.app.db.select().from(vapidKeys);
    expect(rows).toEqual([expect.objectContaining({ id: 1, publicKey })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it('sends a VAPID-signed, aes128gcm-encrypted test reminder that the device decrypts; a gone device (410) is removed', async () => {
    const user = await createUser(t.app);
    const phone = deviceKeys();
    const laptop = deviceKeys();
    const gone = deviceKeys();
    for (const [name, keys, answer] of [
      ['phone', phone, 201],
      ['laptop', laptop, 201],
      ['gone', gone, 410],
    ] as const) {
      const res = await asUser(t.app, user).post(
        '/api/push/subscriptions',
        subscribeBody(service.device(`${user.id}-${name}`, keys, answer), keys),
      );
      expect(res.statusCode).toBe(201);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, removed: 1 });
    expect(service.refused).toEqual([]);
    const mine = service.received.filter((r) => r.device.startsWith(user.id));
    expect(mine.map((r) => r.device).sort()).toEqual([`${user.id}-laptop`, `${user.id}-phone`]);
    for (const push of mine) {
      expect(push.payload).toEqual({
        title: PUSH_MESSAGES.testTitle,
        body: PUSH_MESSAGES.testBody,
        url: '/',
        tag: 'test',
        actions: [PUSH_ACTIONS.open],
      });
      expect(push.ttl).toBe(String(PUSH_TTL_SECONDS));
    }
    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((d) => d.endpoint).sort()).toEqual([
      `${service.origin}/push/${user.id}-laptop`,
      `${service.origin}/push/${user.id}-phone`,
    ]);

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: user.cookie },
      payload: { endpoint: `${service.origin}/push/${user.id}-phone` },
    });
    expect(off.json()).toEqual({ ok: true });
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('refuses endpoints that are not https on an allowed push service with a 400, stores nothing and contacts nobody', async () => {
    const user = await createUser(t.app);
    const keys = deviceKeys();
    const before = service.received.length + service.refused.length;
    const port = new URL(service.origin).port;
    for (const endpoint of [
      `http://127.0.0.1:${port}/push/x`,
      `https://127.0.0.1:1/push/x`,
      `https://localhost:${port}/push/x`,
      `https://user:pw@127.0.0.1:${port}/push/x`,
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com/fcm/send/abc',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const res = await asUser(t.app, user).post('/api/push/subscriptions', subscribeBody(endpoint, keys));
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: PUSH_MESSAGES.endpointNotAllowed });
    }
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    const test = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie: user.cookie } });
    expect(test.statusCode).toBe(404);
    expect(test.json()).toEqual({ error: 'not_found', message: PUSH_MESSAGES.noDevices });
    expect(service.received.length + service.refused.length).toBe(before);
  });

  it('allows by default only the FCM, Mozilla autopush, WNS and Apple push origins', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(isAllowedPushEndpoint(ok, undefined), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/?fcm.googleapis.com',
      'https://notify.windows.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://127.0.0.1/x',
    ]) {
      expect(isAllowedPushEndpoint(bad, undefined), bad).toBe(false);
    }
  });

  it('caps the payload', () => {
    const json = encodePayload({ title: 't', body: 'x'.repeat(10_000), url: '/', tag: 'a', actions: [] });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(JSON.parse(json)).toMatchObject({ title: 't', url: '/', tag: 'a' });
  });
});
