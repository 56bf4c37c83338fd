import { z } from 'zod';
import { isValidEmail, normaliseXUsername, X_USERNAME_RE } from '../rules.ts';
import { ONBOARDING_STATUSES } from './auth.ts';

/** An X handle as typed (with or without @), stored without the @. */
export const ZXUsernameSchema = z
  .string()
  .trim()
  .min(1, 'X (Twitter) username is required')
  .max(16)
  .regex(X_USERNAME_RE, 'Enter an X username: letters, digits or underscore, up to 15')
  .transform(normaliseXUsername);

/** (docs/product.md#invite) An invite request: name, twitter, email (optional), timeZone, userAgent. */
export const ZInviteRequestBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  twitter: ZXUsernameSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidEmail(v), 'Invalid email format'),
  timeZone: z.string().trim().max(100).optional().nullable(),
  userAgent: z.string().max(500).optional().nullable(),
});
export const ZInviteRequestAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/** An answer to the mobile popup (docs/product.md#mobile-popup). */
export const POPUP_RESPONSES = ['Interested', 'Not-Interested'] as const;
export type TPopupResponseValue = (typeof POPUP_RESPONSES)[number];
export const ZPopupResponseBodySchema = z.object({ response: z.enum(POPUP_RESPONSES) });
export const ZPopupResponseAnswerSchema = z.object({ ok: z.literal(true), response: z.enum(POPUP_RESPONSES) });

/** Public, non-secret settings the visitor pages need (the X account to DM, the support mail). */
export const ZPublicConfigSchema = z.object({
  xAccountHandle: z.string(),
  supportEmail: z.string(),
  xVerifier: z.enum(['dev', 'x-api']),
});

/** GET /api/onboarding/status: the account set-up state the banner polls. */
export const ZOnboardingStatusAnswerSchema = z.object({ status: z.enum(ONBOARDING_STATUSES) });

/** The account set-up job's payload. */
export const ZAccountSetupPayloadSchema = z.object({ userId: z.string().uuid() });
