import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testConfig } from '../../testing/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { createXApiVerifier, X_CODE_MAX_ATTEMPTS, X_CODE_TTL_MS } from './x-api-verifier.ts';
import { createXVerifier } from './create-x-verifier.ts';
import { FAKE_BEARER, FAKE_USER_TOKEN, startFakeXServer, type FakeXServer } from '../../testing/fakes/x-api-server.ts';

describe('x-api verifier against a local X API v2 server', () => {
  let x: FakeXServer;
  let database: Database;
  let drop: () => Promise<void>;
  let clock: Date;
  const config = () =>
    testConfig({
      X_VERIFIER: 'x-api',
      X_API_BASE: x.url,
      X_BEARER_TOKEN: FAKE_BEARER,
      X_USER_ACCESS_TOKEN: FAKE_USER_TOKEN,
    });
  const verifier = () => createXApiVerifier(config(), { db: database.db, now: () => clock });
  const minutesAgo = (m: number) => new Date(clock.getTime() - m * 60_000).toISOString();

  beforeAll(async () => {
    x = await startFakeXServer();
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await x.close();
    await drop();
  });
  beforeEach(() => {
    clock = new Date();
    x.users.splice(
      0,
      x.users.length,
      { id: '1001', username: 'Alice_X', name: 'Alice' },
      { id: '2002', username: 'mallory', name: 'Mallory' },
    );
    x.dms.splice(0);
    x.requests.splice(0);
    x.failWith = null;
  });
  afterEach(() => {
    expect(x.unexpected).toEqual([]);
  });

  it('accepts the DM from that user with that code, with the documented query and tokens', async () => {
    x.dms.push({ id: 'e1', sender_id: '1001', text: 'my code is 4821', created_at: minutesAgo(1) });
    const result = await verifier().verify({
      username: 'Alice_X',
      code: '4821',
      issuedAt: new Date(clock.getTime() - 30 * 60_000),
    });
    expect(result).toEqual({ found: true, xUserId: '1001' });
    const lookup = x.requests.find((r) => r.path === '/2/users/by/username/Alice_X');
    expect(lookup?.authorization).toBe(`Bearer ${FAKE_BEARER}`);
    const dms = x.requests.find((r) => r.path === '/2/dm_events');
    expect(dms?.authorization).toBe(`Bearer ${FAKE_USER_TOKEN}`);
    expect(dms?.query.get('dm_event.fields')).toBe('sender_id,text,created_at');
    expect(dms?.query.get('event_types')).toBe('MessageCreate');
  });

  it('refuses the code sent by another account, a different code, and a DM older than the issue time', async () => {
    x.dms.push(
      { id: 'e1', sender_id: '2002', text: '5555', created_at: minutesAgo(1) },
      { id: 'e2', sender_id: '1001', text: '5556', created_at: minutesAgo(1) },
      { id: 'e3', sender_id: '1001', text: '15557', created_at: minutesAgo(1) },
      { id: 'e4', sender_id: '1001', text: '5558', created_at: minutesAgo(20) },
    );
    const issuedAt = new Date(clock.getTime() - 5 * 60_000);
    expect((await verifier().verify({ username: 'alice_x', code: '5555', issuedAt })).found).toBe(false);
    expect((await verifier().verify({ username: 'alice_x', code: '5557', issuedAt })).found).toBe(false);
    expect((await verifier().verify({ username: 'alice_x', code: '5558', issuedAt })).found).toBe(false);
    expect((await verifier().verify({ username: 'alice_x', code: '5556', issuedAt })).found).toBe(true);
  });

  it('answers not found for an unknown handle (X answers 200 with errors)', async () => {
    x.dms.push({ id: 'e1', sender_id: '1001', text: '6000', created_at: minutesAgo(1) });
    expect(await verifier().verify({ username: 'nobody_here', code: '6000', issuedAt: new Date(0) })).toEqual({
      found: false,
    });
  });

  it('is single use: a second check of a verified code is refused', async () => {
    x.dms.push({ id: 'e1', sender_id: '1001', text: '7001', created_at: minutesAgo(1) });
    const v = verifier();
    expect((await v.verify({ username: 'Alice_X', code: '7001', issuedAt: new Date(0) })).found).toBe(true);
    expect((await v.verify({ username: 'Alice_X', code: '7001', issuedAt: new Date(0) })).found).toBe(false);
  });

  it('expires a code 10 minutes after it was first checked', async () => {
    const v = verifier();
    expect((await v.verify({ username: 'Alice_X', code: '7002', issuedAt: new Date(0) })).found).toBe(false);
    x.dms.push({
      id: 'e1',
      sender_id: '1001',
      text: '7002',
      created_at: new Date(clock.getTime() + 1000).toISOString(),
    });
    clock = new Date(clock.getTime() + X_CODE_TTL_MS + 1000);
    const before = x.requests.length;
    expect((await v.verify({ username: 'Alice_X', code: '7002', issuedAt: new Date(0) })).found).toBe(false);
    expect(x.requests.length).toBe(before); // refused without asking X
  });

  it('limits the checks of one code', async () => {
    const v = verifier();
    for (let i = 0; i < X_CODE_MAX_ATTEMPTS; i++) {
      expect((await v.verify({ username: 'Alice_X', code: '7003', issuedAt: new Date(0) })).found).toBe(false);
    }
    x.dms.push({ id: 'e1', sender_id: '1001', text: '7003', created_at: minutesAgo(0) });
    expect((await v.verify({ username: 'Alice_X', code: '7003', issuedAt: new Date(0) })).found).toBe(false);
    const [row] = await queryRows<{ attempts: number }>(
      database.db,
      sql`select attempts from x_verifications where code = '7003'`,
    );
    expect(row?.attempts).toBe(X_CODE_MAX_ATTEMPTS);
  });

  it('reads further DM pages while they are recent enough', async () => {
    for (let i = 0; i < 150; i++)
      x.dms.push({
        id: `n${i}`,
        sender_id: '2002',
        text: 'hello',
        created_at: new Date(clock.getTime() - i * 1000).toISOString(),
      });
    x.dms.push({
      id: 'old',
      sender_id: '1001',
      text: '7004',
      created_at: new Date(clock.getTime() - 200_000).toISOString(),
    });
    expect((await verifier().verify({ username: 'Alice_X', code: '7004', issuedAt: new Date(0) })).found).toBe(true);
    expect(x.requests.filter((r) => r.path === '/2/dm_events').map((r) => r.query.get('pagination_token'))).toEqual([
      null,
      '100',
    ]);
  });

  it('surfaces an X outage as an error (the route answers the error text, not a false negative)', async () => {
    x.failWith = 503;
    await expect(verifier().verify({ username: 'Alice_X', code: '7005', issuedAt: new Date(0) })).rejects.toMatchObject(
      { code: 'upstream', status: 502 },
    );
  });

  it('refuses a malformed code without calling X', async () => {
    expect(await verifier().verify({ username: 'Alice_X', code: '12a4', issuedAt: new Date(0) })).toEqual({
      found: false,
    });
    expect(x.requests).toHaveLength(0);
  });

  it('is what createXVerifier returns for X_VERIFIER=x-api', () => {
    expect(createXVerifier(config(), database.db).name).toBe('x-api');
    expect(createXVerifier(testConfig(), database.db).name).toBe('dev');
  });
});
