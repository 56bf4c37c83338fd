import { describe, expect, it } from 'vitest';
import { invitationCodeStatus } from './invitation-codes.service.ts';

const now = new Date('2026-03-01T12:00:00Z');
const code = { revokedAt: null, expiresAt: null, usesCount: 0, usesAllowed: 2 };

describe('invitationCodeStatus', () => {
  it('says active, used, expired or revoked; revoked and expired win over used', () => {
    expect(invitationCodeStatus(code, now)).toBe('active');
    expect(invitationCodeStatus({ ...code, usesCount: 2 }, now)).toBe('used');
    expect(invitationCodeStatus({ ...code, expiresAt: new Date('2026-03-01T12:00:00Z') }, now)).toBe('expired');
    expect(invitationCodeStatus({ ...code, expiresAt: new Date('2026-03-02T00:00:00Z') }, now)).toBe('active');
    expect(invitationCodeStatus({ ...code, usesCount: 2, expiresAt: new Date(0) }, now)).toBe('expired');
    expect(invitationCodeStatus({ ...code, usesCount: 2, revokedAt: new Date(0), expiresAt: new Date(0) }, now)).toBe(
      'revoked',
    );
  });
});
