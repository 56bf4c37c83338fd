import { z } from 'zod';

/** Request and answer shapes of the /api/ops bridge (the server and the admin CLI; the web never calls it). */
export const ZOpsCreateInvitationBodySchema = z
  .object({
    uses: z.number().int().min(1).max(1000).optional(),
    expiresInDays: z.number().positive().max(3650).optional(),
    note: z.string().max(200).optional(),
  })
  // A POST with no body at all means 'all defaults'.
  .nullish();
export const ZOpsCreatedInvitationSchema = z.object({ code: z.string() });
export const ZOpsInvitationCodeSchema = z.object({
  code: z.string(),
  usesAllowed: z.number(),
  usesCount: z.number(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOpsInvitationCodesSchema = z.object({ codes: z.array(ZOpsInvitationCodeSchema) });
export const ZOpsRevokeInvitationBodySchema = z.object({ code: z.string().min(1).max(100) });
export const ZOpsUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['member', 'admin']),
  createdAt: z.string(),
});
export const ZOpsUsersSchema = z.object({ users: z.array(ZOpsUserSchema) });
export const ZOpsMakeAdminBodySchema = z.object({ username: z.string().min(1).max(100) });
export type TOpsInvitationCode = z.infer<typeof ZOpsInvitationCodeSchema>;
export type TOpsUser = z.infer<typeof ZOpsUserSchema>;
