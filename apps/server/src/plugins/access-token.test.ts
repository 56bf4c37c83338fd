import { describe, expect, it, vi, afterEach } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createAccessTokenVerifier } from './access-token.ts';

const SECRET = 'access-token-secret-access-token-secret-0123';
const key = new TextEncoder().encode(SECRET);
const sign = (claims: Record<string, unknown>, exp: string | number = '5m', secret = key) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);

describe('createAccessTokenVerifier', () => {
  const verify = createAccessTokenVerifier(SECRET);
  afterEach(() => vi.useRealTimers());

  it('accepts a token signed by jose with our secret and returns its claims', async () => {
    const claims = verify(await sign({ role: 'admin', epoch: 3 }));
    expect(claims).toMatchObject({ sub: 'user-1', role: 'admin', epoch: 3 });
  });

  it('refuses another secret, a tampered payload or signature, and malformed tokens', async () => {
    const good = await sign({ role: 'member', epoch: 0 });
    const [h, p, s] = good.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'user-1', role: 'admin', epoch: 0, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    for (const token of [
      await sign({ role: 'member' }, '5m', new TextEncoder().encode('another-secret-another-secret-another-0123')),
      `${h}.${forged}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}.${s}x`,
      `${h}.${p}`,
      '',
      'a.b.c',
      `${good}.extra`,
    ]) {
      expect(verify(token), token).toBeNull();
    }
  });

  it('refuses alg none and any other header', async () => {
    const unsecured = new UnsecuredJWT({ role: 'admin' }).setSubject('user-1').setExpirationTime('5m').encode();
    expect(verify(unsecured)).toBeNull();
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('5m')
      .sign(key);
    expect(verify(other)).toBeNull();
  });

  it('refuses expired tokens and tokens without exp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await sign({ epoch: 0 }, '300s');
    expect(verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2030-01-01T00:04:59Z'));
    expect(verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2030-01-01T00:05:00Z'));
    expect(verify(token)).toBeNull();
    const noExp = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').sign(key);
    expect(verify(noExp)).toBeNull();
  });
});
