import { z } from 'zod';
import type { InvitationCode } from './invitation-codes.service.ts';
import type { OpsUser } from './users.service.ts';

/** Request and answer shapes of the /api/ops bridge (server and CLI only: the web never calls it). */
export const DAY_MS = 86_400_000;

export const ZOpsCreateInvitationBodySchema = z
  .object({
    uses: z.number().int().min(1).max(1000).optional(),
    expiresInDays: z.number().positive().max(3650).optional(),
    note: z.string().max(200).optional(),
  })
  // A POST with no body at all means 'all defaults'.
  .nullish();
export const ZOpsInvitationCodeSchema = z.object({
  code: z.string(),
  usesAllowed: z.number(),
  usesCount: z.number(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOpsUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['member', 'admin']),
  createdAt: z.string(),
});
export type TOpsInvitationCode = z.infer<typeof ZOpsInvitationCodeSchema>;
export type TOpsUser = z.infer<typeof ZOpsUserSchema>;

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
