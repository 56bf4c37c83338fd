import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** The protected header `new SignJWT(...).setProtectedHeader({ alg: 'HS256' })` writes. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export type AccessTokenClaims = { sub?: unknown; exp?: unknown; [claim: string]: unknown };

/**
 * A synchronous verifier for our own HS256 access tokens (signed by jose's SignJWT in session.ts).
 * It runs on every authenticated request: jose's jwtVerify goes through WebCrypto (a thread-pool
 * job and several promises, about 100 us per request under load), this is one HMAC (about 5 us).
 * Strict: only our exact header (alg pinned, no `none`), the signature compared in constant time
 * as the canonical base64url string, and `exp` required and in the future.
 */
export function createAccessTokenVerifier(secret: string): (token: string) => AccessTokenClaims | null {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return (token) => {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HS256_HEADER) return null;
    const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: AccessTokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessTokenClaims;
    } catch {
      return null;
    }
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
    if (typeof claims.nbf === 'number' && claims.nbf > Math.floor(Date.now() / 1000)) return null;
    return claims;
  };
}
