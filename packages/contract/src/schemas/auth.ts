import { z } from 'zod';
import { X_USERNAME_RE } from '../rules.ts';
import { INVITATION_CODE_INPUT_MAX } from '../invitation-code-rules.ts';

export const ROLES = ['member', 'admin'] as const;
export const ONBOARDING_STATUSES = ['pending', 'started', 'completed', 'failed'] as const;
export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'suspended', 'cancelled', 'expired'] as const;

/** The current user as every client sees it (never the hash, never tokens). */
export const ZMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  completed_onboarding: z.enum(ONBOARDING_STATUSES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(1000),
});
export const ZLoginAnswerSchema = z.object({ user: ZMeSchema });

export const ZCheckAuthAnswerSchema = z.object({ authenticated: z.boolean(), user: ZMeSchema.nullable() });

export const ZVerifyInvitationBodySchema = z.object({ code: z.string().max(INVITATION_CODE_INPUT_MAX) });
export const ZVerifyInvitationAnswerSchema = z.object({ valid: z.boolean() });

export const ZCheckEmailBodySchema = z.object({ email: z.string().max(320) });
export const ZCheckTwitterBodySchema = z.object({ username: z.string().max(100) });
export const ZExistsAnswerSchema = z.object({ exists: z.boolean() });

/** The path's handle is decoded once by the router; it must still look like an X handle. */
export const ZVerifyTwitterParamsSchema = z.object({
  username: z.string().regex(X_USERNAME_RE, 'Enter an X username: letters, digits or underscore, up to 15'),
  code: z.string().max(10),
});
export const ZVerifyTwitterAnswerSchema = z.object({ found: z.boolean() });

/** (docs/product.md#api) {email, password, username, invitationCode}; username is the X handle. */
export const ZRegisterBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1000),
  username: z.string().max(100),
  invitationCode: z.string().max(200),
  name: z.string().max(100).optional(),
});
export const ZRegisterAnswerSchema = z.object({ user: ZMeSchema });

export const ZOnboardingStatusBodySchema = z.object({ status: z.enum(['started']) });
