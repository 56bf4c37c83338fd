import { z } from 'zod';
import { ZInvitationCodeParamsSchema, ZInvitationCodeSchema } from './invitation-codes.ts';

/** Request and answer shapes of the /api/ops bridge (the server and the admin CLI; the web never calls it). */
export const ZOpsCreatedInvitationSchema = z.object({ code: z.string() });
export const ZOpsInvitationCodesSchema = z.object({ codes: z.array(ZInvitationCodeSchema) });
export const ZOpsRevokeInvitationBodySchema = ZInvitationCodeParamsSchema;
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
export type TOpsUser = z.infer<typeof ZOpsUserSchema>;
