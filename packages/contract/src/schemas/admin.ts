import { z } from 'zod';
import { ONBOARDING_STATUSES, ROLES, SUBSCRIPTION_STATUSES } from './auth.ts';
import { ZInvitationCodeSchema } from './invitation-codes.ts';

/** Operator API (/api/admin/*): admins only, everyone else gets a 404. */
const iso = z.string();

export const INVITE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZAdminInviteRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  twitter: z.string(),
  email: z.string().nullable(),
  timeZone: z.string().nullable(),
  status: z.enum(INVITE_REQUEST_STATUSES),
  code: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export const ZAdminInviteRequestsSchema = z.object({ requests: z.array(ZAdminInviteRequestSchema) });
export const ZAdminRejectAnswerSchema = z.object({ request: ZAdminInviteRequestSchema });

export const ZAdminApproveBodySchema = z.object({
  /** Where to mail the code; defaults to the request's email. */
  email: z.string().trim().max(254).optional(),
});
/** The approve request may come without a body at all. */
export const ZAdminApproveOptionalBodySchema = ZAdminApproveBodySchema.optional();
/**
 * Where a mail stands: 'outbox' (no SMTP: forward it by hand), 'queued' (waiting for its next
 * attempt), 'sending', 'sent', 'failed' (every attempt failed; the operator may resend it).
 */
export const MAIL_STATUSES = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;
export const ZAdminApproveAnswerSchema = z.object({
  request: ZAdminInviteRequestSchema,
  code: z.string(),
  /** The invitation mail's state now, or null when there is no address to mail. */
  mail: z.object({ id: z.string(), status: z.enum(MAIL_STATUSES) }).nullable(),
  registrationLink: z.string(),
});

export const ZAdminInvitationCodeSchema = ZInvitationCodeSchema.extend({
  redemptions: z.array(z.object({ userId: z.string().nullable(), username: z.string().nullable(), createdAt: iso })),
});
export type TAdminInvitationCode = z.infer<typeof ZAdminInvitationCodeSchema>;
export const ZAdminInvitationCodesSchema = z.object({ codes: z.array(ZAdminInvitationCodeSchema) });

export const ZAdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  lastActiveDay: z.string().nullable(),
  createdAt: iso,
});
export const ZAdminUsersSchema = z.object({ users: z.array(ZAdminUserSchema) });

export const ZAdminFeedbackSchema = z.object({
  feedback: z.array(
    z.object({ id: z.string(), username: z.string().nullable(), feedback: z.string(), createdAt: iso }),
  ),
});

export const ZAdminPopupResponsesSchema = z.object({
  totals: z.object({ interested: z.number(), notInterested: z.number() }),
  responses: z.array(
    z.object({ id: z.string(), username: z.string().nullable(), response: z.string(), createdAt: iso }),
  ),
});

export const ZAdminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  toName: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: iso.nullable(),
  /** The last failed attempt's error. */
  error: z.string().nullable(),
  createdAt: iso,
  sentAt: iso.nullable(),
});
export type TAdminMail = z.infer<typeof ZAdminMailSchema>;
export const ZAdminMailOutboxSchema = z.object({ mails: z.array(ZAdminMailSchema), smtp: z.boolean() });

const ZAiUsageDay = z.object({
  day: z.string(),
  calls: z.number(),
  ok: z.number(),
  /** Valid only after the answer was repaired or the model re-asked once. */
  repaired: z.number(),
  /** The model failed and the offline coach answered. */
  fallback: z.number(),
  errors: z.number(),
  limited: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  avgLatencyMs: z.number(),
});
/** AI calls per UTC day and per user and day (the coach's getAiUsageSummary). */
export const ZAdminAiUsageSchema = z.object({
  days: z.number(),
  byDay: z.array(ZAiUsageDay),
  byUser: z.array(ZAiUsageDay.extend({ userId: z.string().nullable(), username: z.string().nullable() })),
});
