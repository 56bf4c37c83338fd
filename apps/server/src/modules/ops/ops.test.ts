import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { withHeaders } from '../../testing/test-context.ts';
import { invitationCodes, users } from '../../db/schema/index.ts';
import { opsToken } from './ops-token.ts';
import {
  createInvitationCode,
  ensureBootstrapInvitationCode,
  generateInvitationCode,
} from '../invitation-codes/invitation-codes.service.ts';

const CODE_RE = /^GRIND-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('ops endpoints', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${opsToken(t.config.APP_SECRET)}` };
  });
  afterAll(() => t.close());
  const ops = () => withHeaders(t.app, auth);

  it('opsToken is HMAC-SHA256(APP_SECRET, grindstone-ops) in lowercase hex', () => {
    // Fixed vector (computed independently with node:crypto) so the e2e fixtures and CLI stay in step.
    expect(opsToken('k')).toBe('0973ceecef801a9df9561d7ce5a62b09a1cffba3ced71ccf522ffe102cb141f0');
    expect(opsToken('k')).not.toBe(opsToken('other'));
  });

  it('generates readable codes', () => {
    for (let i = 0; i < 50; i++) expect(generateInvitationCode()).toMatch(CODE_RE);
  });

  it('answers 404 JSON without, or with a wrong, token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: opsToken(t.config.APP_SECRET) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/invitation-codes', headers, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Not found' });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/users' });
    expect(list.statusCode).toBe(404);
    const rows = await t.app.db.select().from(invitationCodes);
    expect(rows).toHaveLength(0);
  });

  it('creates a single-use code by default, and one with uses and expiry', async () => {
    const res = await ops().post('/api/ops/invitation-codes');
    expect(res.statusCode).toBe(201);
    const { code } = res.json<{ code: string }>();
    expect(code).toMatch(CODE_RE);
    const [row] = await t.app.db.select().from(invitationCodes).where(eq(invitationCodes.code, code));
    expect(row).toMatchObject({ usesAllowed: 1, usesCount: 0, expiresAt: null, revokedAt: null });

    const res2 = await ops().post('/api/ops/invitation-codes', { uses: 5, expiresInDays: 7 });
    expect(res2.statusCode).toBe(201);
    const [row2] = await t.app.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.code, res2.json<{ code: string }>().code));
    expect(row2!.usesAllowed).toBe(5);
    const days = (row2!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('refuses bad bodies with 400 and creates nothing', async () => {
    const before = (await t.app.db.select().from(invitationCodes)).length;
    for (const payload of [{ uses: 0 }, { uses: 1001 }, { uses: 1.5 }, { uses: 'x' }, { expiresInDays: -1 }]) {
      const res = await ops().post('/api/ops/invitation-codes', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
    }
    expect(await t.app.db.select().from(invitationCodes)).toHaveLength(before);
  });

  it('lists and revokes codes', async () => {
    const { code } = (await ops().post('/api/ops/invitation-codes', { note: 'x' })).json<{ code: string }>();
    const list = await ops().get('/api/ops/invitation-codes');
    expect(list.statusCode).toBe(200);
    const codes = list.json<{ codes: Array<{ code: string; revokedAt: string | null }> }>().codes;
    expect(codes.map((c) => c.code)).toContain(code);
    expect(codes[0]!.code).toBe(code); // newest first

    const revoke = await ops().post('/api/ops/invitation-codes/revoke', { code: code.toLowerCase() });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).toEqual(expect.any(String));

    const unknown = await ops().post('/api/ops/invitation-codes/revoke', { code: 'GRIND-NOPE-NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists users and makes one admin (case-insensitively)', async () => {
    const u = await createUser(t.app, { username: 'MixedCase_ops' });
    const list = await ops().get('/api/ops/users');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ users: Array<Record<string, unknown>> }>().users;
    expect(listed.find((x) => x.id === u.id)).toMatchObject({ username: 'MixedCase_ops', role: 'member' });
    expect(listed[0]).not.toHaveProperty('passwordHash');

    const res = await ops().post('/api/ops/users/make-admin', { username: 'mixedcase_OPS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'MixedCase_ops', role: 'admin' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.role).toBe('admin');

    const missing = await ops().post('/api/ops/users/make-admin', { username: 'nobody_here' });
    expect(missing.statusCode).toBe(404);
  });

  it('is not listed in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode === 200) expect(Object.keys(res.json().paths ?? {})).not.toContain('/api/ops/users');
  });
});

describe('bootstrap invitation code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates one code on an empty database, shows the same one again, and none once a user exists', async () => {
    const first = await ensureBootstrapInvitationCode(t.app.db);
    expect(first).toMatchObject({ created: true });
    expect(first!.code).toMatch(CODE_RE);
    const again = await ensureBootstrapInvitationCode(t.app.db);
    expect(again).toEqual({ code: first!.code, created: false });
    expect(await t.app.db.select().from(invitationCodes)).toHaveLength(1);
    // A newer code made by the operator does not change the line a restart prints.
    await createInvitationCode(t.app.db, { uses: 5, note: 'ops' });
    expect(await ensureBootstrapInvitationCode(t.app.db)).toEqual({ code: first!.code, created: false });

    // Used-up codes do not count: a fresh one is made.
    await t.app.db.update(invitationCodes).set({ usesCount: sql`${invitationCodes.usesAllowed}` });
    const third = await ensureBootstrapInvitationCode(t.app.db);
    expect(third!.created).toBe(true);
    expect(third!.code).not.toBe(first!.code);

    await createUser(t.app);
    expect(await ensureBootstrapInvitationCode(t.app.db)).toBeNull();
  });
});
