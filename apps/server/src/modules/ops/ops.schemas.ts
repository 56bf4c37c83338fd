import type { TOpsInvitationCode, TOpsUser } from '@grindstone/contract';
import type { InvitationCode } from '../invitation-codes/invitation-codes.service.ts';
import type { OpsUser } from './users.service.ts';

/** Answer mappers of the /api/ops bridge (the server and the admin CLI; the web never calls it). */
export const DAY_MS = 86_400_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toCode = (c: InvitationCode): TOpsInvitationCode => ({
  code: c.code,
  usesAllowed: c.usesAllowed,
  usesCount: c.usesCount,
  expiresAt: iso(c.expiresAt),
  revokedAt: iso(c.revokedAt),
  note: c.note,
  createdAt: c.createdAt.toISOString(),
});
export const toUser = (u: OpsUser): TOpsUser => ({ ...u, createdAt: u.createdAt.toISOString() });
