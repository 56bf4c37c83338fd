import { z } from 'zod';
import {
  INVITATION_CODE_INPUT_MAX,
  INVITATION_CODE_MAX_DAYS,
  INVITATION_CODE_MAX_USES,
  INVITATION_CODE_NOTE_MAX,
  INVITATION_CODE_STATUSES,
} from '../invitation-code-rules.ts';

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
