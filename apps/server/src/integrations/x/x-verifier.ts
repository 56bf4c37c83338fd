/**
 * Proves that a person owns an X account: they send the 4-digit code by direct message to the
 * product's account. `dev` accepts any well-formed code (refused in production by env.ts);
 * `x-api` reads the DMs through the X API v2 (in x-api-verifier.ts); create-x-verifier.ts picks one from the configuration.
 */
export type XVerification = { found: boolean; xUserId?: string };

export interface XVerifier {
  readonly name: 'dev' | 'x-api';
  verify(input: { username: string; code: string; issuedAt: Date }): Promise<XVerification>;
}

export function createDevVerifier(): XVerifier {
  return {
    name: 'dev',
    // No X to ask: the lower-cased handle stands in for X's stable user id.
    async verify({ username, code }) {
      return /^\d{4}$/.test(code) ? { found: true, xUserId: `dev:${username.toLowerCase()}` } : { found: false };
    },
  };
}
