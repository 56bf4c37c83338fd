import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { paymentEvents, subscriptions, users } from '../../db/schema/index.ts';
import { payPalSettings, startFakePayPal, type FakePayPal } from '../../testing/fakes/paypal-server.ts';
import { createPayPalClient } from '../../integrations/paypal/index.ts';
import { asUser } from '../../testing/test-context.ts';

const PLAN_MONTHLY = 'P-MONTHLY-TEST';
const PLAN_ANNUAL = 'P-ANNUAL-TEST';
let pp: FakePayPal;
let t: TestApp;

beforeAll(async () => {
  pp = await startFakePayPal();
  t = await createTestApp({ env: payPalSettings(pp, { monthly: PLAN_MONTHLY, annual: PLAN_ANNUAL }) });
});
afterAll(async () => {
  await t.close();
  await pp.close();
});
afterEach(() => {
  // The fake fails on any request nobody expected.
  expect(pp.unexpected).toEqual([]);
});

const statusOf = async (id: string) =>
  (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!.subscriptionStatus;
const confirm = (u: TestUser, subscriptionId: string) =>
  asUser(t.app, u).put('/api/users/updateSubscriptionStatus', { subscriptionId });
let eventSeq = 0;
const event = (type: string, resource: Record<string, unknown>) => ({
  id: `WH-EVT-${Date.now()}-${++eventSeq}`,
  event_type: type,
  resource_type: 'subscription',
  create_time: new Date().toISOString(),
  resource,
});
const deliver = (
  ev: { id: string } & Record<string, unknown>,
  headers: Record<string, string> = pp.signedHeaders(ev),
) => t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: ev, headers });

describe('PayPal client against the local PayPal', () => {
  it('fetches one token and reuses it until it expires; a 401 refetches once', async () => {
    const client = createPayPalClient({ baseUrl: pp.url, clientId: pp.clientId, clientSecret: pp.clientSecret });
    const before = pp.tokensIssued;
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY });
    expect((await client.getSubscription(s.id))?.status).toBe('ACTIVE');
    expect((await client.getSubscription(s.id))?.id).toBe(s.id);
    expect(pp.tokensIssued - before).toBe(1);
    pp.expireTokens();
    expect((await client.getSubscription(s.id))?.id).toBe(s.id);
    expect(pp.tokensIssued - before).toBe(2);
    expect(await client.getSubscription('I-DOESNOTEXIST')).toBeNull();
  });
  it('refuses wrong credentials', async () => {
    const client = createPayPalClient({ baseUrl: pp.url, clientId: pp.clientId, clientSecret: 'wrong' });
    await expect(client.getSubscription('I-X')).rejects.toThrow(/token request failed \(401\)/);
  });
  it('cancels, and a second cancel of a cancelled subscription is fine', async () => {
    const client = createPayPalClient({ baseUrl: pp.url, clientId: pp.clientId, clientSecret: pp.clientSecret });
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY });
    await client.cancelSubscription(s.id, 'test');
    expect(pp.subscriptions.get(s.id)!.status).toBe('CANCELLED');
    await client.cancelSubscription(s.id, 'test');
    const cancel = pp.requests.filter((r) => r.path.endsWith('/cancel')).at(-1)!;
    expect(cancel.body).toEqual({ reason: 'test' });
  });
});

describe('PUT /api/users/updateSubscriptionStatus', () => {
  it('grants the subscription when PayPal says it is ACTIVE, on our plan, for this user', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_ANNUAL, custom_id: u.id });
    const res = await confirm(u, s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.subscriptionActive, subscriptionStatus: 'active' });
    expect(await statusOf(u.id)).toBe('active');
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.paypalSubscriptionId, s.id));
    expect(row).toMatchObject({ userId: u.id, plan: 'annual', planId: PLAN_ANNUAL, status: 'ACTIVE' });
    expect(pp.requests.some((r) => r.method === 'GET' && r.path === `/v1/billing/subscriptions/${s.id}`)).toBe(true);
  });
  it('a made-up subscription id grants nothing', async () => {
    const u = await createUser(t.app);
    const res = await confirm(u, 'I-MADEUP12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.subscriptionNotFound);
    expect(await statusOf(u.id)).toBe('none');
  });
  it("a subscription with another user's custom_id grants nothing to the caller nor changes the owner", async () => {
    const owner = await createUser(t.app);
    const thief = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: owner.id });
    const res = await confirm(thief, s.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.subscriptionNotYours);
    expect(await statusOf(thief.id)).toBe('none');
    expect(await statusOf(owner.id)).toBe('none');
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.paypalSubscriptionId, s.id))).toEqual([]);
  });
  it('a subscription to some other plan grants nothing', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: 'P-SOMEONE-ELSES-PLAN', custom_id: u.id });
    const res = await confirm(u, s.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.subscriptionWrongPlan);
    expect(await statusOf(u.id)).toBe('none');
  });
  it('a subscription PayPal has not activated yet is recorded as pending and grants nothing', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: u.id, status: 'APPROVAL_PENDING' });
    const res = await confirm(u, s.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.subscriptionPending, subscriptionStatus: 'pending' });
    expect(await statusOf(u.id)).toBe('pending');
  });
  it('refuses a malformed id without calling PayPal', async () => {
    const u = await createUser(t.app);
    const before = pp.requests.length;
    const res = await confirm(u, '../../v1/oauth2/token');
    expect(res.statusCode).toBe(400);
    expect(pp.requests.length).toBe(before);
  });
  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/updateSubscriptionStatus',
      payload: { subscriptionId: 'I-X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/subscription/config', () => {
  it('gives the page the client id and plan ids', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/config', headers: { cookie: u.cookie } });
    expect(res.json()).toEqual({
      enabled: true,
      clientId: pp.clientId,
      plans: { monthly: PLAN_MONTHLY, annual: PLAN_ANNUAL },
    });
  });
});

describe('POST /api/paypal/webhook', () => {
  it('refuses a forged signature: 400, nothing stored, nothing changes', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: u.id });
    const ev = event('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: s.id,
      custom_id: u.id,
      status: 'ACTIVE',
      plan_id: PLAN_MONTHLY,
    });
    const res = await deliver(ev, pp.forgedHeaders());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.webhookInvalid);
    expect(await statusOf(u.id)).toBe('none');
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, ev.id))).toEqual([]);
    // A valid signature for a different event does not carry over either.
    const other = await deliver(ev, pp.signedHeaders({ id: 'WH-SOMETHING-ELSE' }));
    expect(other.statusCode).toBe(400);
    // Missing PayPal headers never reach PayPal.
    const bare = await t.app.inject({ method: 'POST', url: '/api/paypal/webhook', payload: ev });
    expect(bare.statusCode).toBe(400);
    expect(await statusOf(u.id)).toBe('none');
  });

  it('activates from a verified event, reading the state from PayPal', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: u.id });
    const res = await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: s.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, duplicate: false });
    expect(await statusOf(u.id)).toBe('active');
  });

  it('applies a duplicate event once', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: u.id, status: 'SUSPENDED' });
    const ev = event('BILLING.SUBSCRIPTION.SUSPENDED', { id: s.id });
    expect((await deliver(ev)).json()).toEqual({ ok: true, duplicate: false });
    expect(await statusOf(u.id)).toBe('suspended');
    // The state moves on at PayPal; a redelivery of the old event must not re-read or change anything.
    pp.subscriptions.get(s.id)!.status = 'ACTIVE';
    const reads = pp.requests.filter((r) => r.method === 'GET').length;
    const again = await deliver(ev);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    expect(pp.requests.filter((r) => r.method === 'GET').length).toBe(reads);
    expect(await statusOf(u.id)).toBe('suspended');
    expect((await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, ev.id))).length).toBe(1);
  });

  it("out-of-order events end in PayPal's current state", async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: u.id, status: 'CANCELLED' });
    // PayPal sent ACTIVATED then CANCELLED; they arrive the other way round.
    await deliver(event('BILLING.SUBSCRIPTION.CANCELLED', { id: s.id, status: 'CANCELLED' }));
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: s.id, status: 'ACTIVE' }));
    expect(await statusOf(u.id)).toBe('cancelled');
  });

  it('follows suspension, payment failure, re-activation, expiry; sale completed refreshes', async () => {
    const u = await createUser(t.app);
    const s = pp.addSubscription({ plan_id: PLAN_ANNUAL, custom_id: u.id });
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: s.id }));
    expect(await statusOf(u.id)).toBe('active');
    pp.subscriptions.get(s.id)!.status = 'SUSPENDED';
    await deliver(event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: s.id }));
    expect(await statusOf(u.id)).toBe('suspended');
    pp.subscriptions.get(s.id)!.status = 'ACTIVE';
    await deliver({
      ...event('PAYMENT.SALE.COMPLETED', { id: 'SALE-1', billing_agreement_id: s.id }),
      resource_type: 'sale',
    });
    expect(await statusOf(u.id)).toBe('active');
    pp.subscriptions.get(s.id)!.status = 'EXPIRED';
    await deliver(event('BILLING.SUBSCRIPTION.EXPIRED', { id: s.id }));
    expect(await statusOf(u.id)).toBe('expired');
  });

  it("a verified event about a made-up subscription or a stranger's custom_id grants nothing", async () => {
    const u = await createUser(t.app);
    const res = await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-NOSUCHTHING1', custom_id: u.id }));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(u.id)).toBe('none');
    const s = pp.addSubscription({ plan_id: PLAN_MONTHLY, custom_id: '00000000-0000-4000-8000-000000000000' });
    expect((await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id: s.id }))).statusCode).toBe(200);
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.paypalSubscriptionId, s.id))).toEqual([]);
  });

  it('ignores event types it does not handle, once', async () => {
    const ev = event('CHECKOUT.ORDER.APPROVED', { id: 'O-1' });
    expect((await deliver(ev)).json()).toEqual({ ok: true, duplicate: false });
    expect((await deliver(ev)).json()).toEqual({ ok: true, duplicate: true });
  });
});

describe('without PayPal configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());
  it('the page config says disabled, confirmation answers 503 with a clear message, webhooks 503', async () => {
    const u = await createUser(plain.app);
    const cfg = await asUser(plain.app, u).get('/api/subscription/config');
    expect(cfg.json()).toEqual({ enabled: false, clientId: null, plans: { monthly: null, annual: null } });
    const res = await asUser(plain.app, u).put('/api/users/updateSubscriptionStatus', { subscriptionId: 'I-ABC' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'unavailable', message: ACCOUNT_MESSAGES.paymentsDisabled });
    const hook = await plain.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      payload: event('BILLING.SUBSCRIPTION.ACTIVATED', { id: 'I-1' }),
      headers: pp.forgedHeaders(),
    });
    expect(hook.statusCode).toBe(503);
  });
});
