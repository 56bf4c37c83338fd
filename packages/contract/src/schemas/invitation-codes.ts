import { z } from 'zod';

/**
 * Invitation codes as the admin page, the operator bridge and the admin CLI see them. A code is
 * 'used' once all its uses are redeemed; revoked and expired win over used.
 */
export const INVITATION_CODE_STATUSES = ['active', 'used', 'expired', 'revoked'] as const;
export type TInvitationCodeStatus = (typeof INVITATION_CODE_STATUSES)[number];

/** Limits of a new code, whoever creates it (admin page, CLI, operator bridge). */
export const INVITATION_CODE_MAX_USES = 1000;
export const INVITATION_CODE_MAX_DAYS = 3650;
export const INVITATION_CODE_NOTE_MAX = 200;
/** The longest code anyone may type or paste (a real one is 15 characters; spaces are trimmed). */
export const INVITATION_CODE_INPUT_MAX = 200;

export const ZInvitationCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  usesAllowed: z.number(),
  usesCount: z.number(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(INVITATION_CODE_STATUSES),
});
export type TInvitationCode = z.infer<typeof ZInvitationCodeSchema>;

export const ZCreateInvitationCodeBodySchema = z
  .object({
    uses: z.number().int().min(1).max(INVITATION_CODE_MAX_USES).default(1),
    /** Days until expiry (a fraction is hours); absent or null: never expires. */
    expiresInDays: z.number().positive().max(INVITATION_CODE_MAX_DAYS).nullish(),
    note: z.string().trim().max(INVITATION_CODE_NOTE_MAX).optional(),
  })
  // A POST with no body at all means 'all defaults'.
  .nullish();

export const ZInvitationCodeParamsSchema = z.object({ code: z.string().min(1).max(INVITATION_CODE_INPUT_MAX) });
