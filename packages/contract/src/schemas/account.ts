import { z } from 'zod';
import { ACTIVITY_TYPES, FEEDBACK_MAX, NAME_MAX, PROFILE_FACT_MAX } from '../account-rules.ts';
import { MY_CONTEXT_MAX } from '../constants.ts';
import { ZMeSchema } from './auth.ts';

/** Account: profile, My Context, profile facts, password, feedback, activities, devices, subscription, your data. */

// ---- profile ----
export const ZUpdateMeBodySchema = z.object({ name: z.string().trim().min(1, 'Name cannot be empty.').max(NAME_MAX) });

/** {username, password} or {email, password}; the password rule is the service's (its own message). */
export const ZUpdateMeProtectedBodySchema = z.object({
  username: z.string().trim().max(100).optional(),
  email: z.string().trim().max(320).optional(),
  password: z.string().max(1000).optional(),
});
export type TUpdateMeProtectedBody = z.infer<typeof ZUpdateMeProtectedBodySchema>;

/** Profile updates answer the updated user and a message the page shows. */
export const ZProfileAnswerSchema = z.object({ message: z.string(), user: ZMeSchema });

export const ZUpdatePasswordBodySchema = z.object({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
});
export type TUpdatePasswordBody = z.infer<typeof ZUpdatePasswordBodySchema>;
export const ZMessageAnswerSchema = z.object({ message: z.string() });

/** GET /user-data/metadata answers My Context in `data`. */
export const ZMetadataAnswerSchema = z.object({ data: z.string() });
export const ZMetadataBodySchema = z.object({
  metadata: z.string().max(MY_CONTEXT_MAX, `My Context is limited to ${MY_CONTEXT_MAX} characters.`),
});
export const ZMetadataSavedSchema = z.object({ message: z.string(), data: z.string() });

// ---- profile facts (what the coach knows) ----
export const ZProfileFactSchema = z.object({
  id: z.string(),
  fact: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
export type TProfileFact = z.infer<typeof ZProfileFactSchema>;
export const ZProfileFactsAnswerSchema = z.object({ facts: z.array(ZProfileFactSchema) });
export const ZProfileFactBodySchema = z.object({
  fact: z.string().trim().min(1, 'A fact cannot be empty.').max(PROFILE_FACT_MAX),
});
export const ZProfileFactAnswerSchema = z.object({ fact: ZProfileFactSchema });

// ---- feedback ----
export const ZFeedbackBodySchema = z.object({ feedback: z.string().max(FEEDBACK_MAX) });

// ---- activities and devices ----
export const ZActivityBodySchema = z.object({
  activityType: z.enum(ACTIVITY_TYPES),
  description: z.string().max(500).default(''),
  metadata: z.record(z.string(), z.unknown()).optional().nullable(),
});
export const ZActivityAnswerSchema = z.object({ id: z.string(), activityType: z.string(), createdAt: z.string() });

/** POST /activities/active: the browser's time zone decides the user's local day. */
export const ZActiveDayBodySchema = z
  .object({ timeZone: z.string().max(100).optional() })
  .optional()
  .nullable();
export const ZActiveDayAnswerSchema = z.object({ day: z.string(), recorded: z.boolean() });

export const ZLocationSchema = z.object({ city: z.string(), region: z.string(), country: z.string() });
const shortText = z.string().max(200).optional().nullable();
/** PUT /user-sys. The client's location is ignored: the server resolves it (docs/product.md#departures). */
export const ZUserSysBodySchema = z.object({
  location: z.unknown().optional(),
  device: z.object({ type: shortText, model: shortText, osName: shortText, osVersion: shortText }).default({}),
  browser: z.object({ name: shortText, version: shortText }).default({}),
  display: z
    .object({
      width: z.number().min(0).max(100_000).optional().nullable(),
      height: z.number().min(0).max(100_000).optional().nullable(),
      pixelRatio: z.number().min(0).max(100).optional().nullable(),
      /** The spec's spelling (both spellings are accepted). */
      pixleRatio: z.number().min(0).max(100).optional().nullable(),
    })
    .default({}),
});
export type TUserSysBody = z.input<typeof ZUserSysBodySchema>;
export const ZUserSysAnswerSchema = z.object({ location: ZLocationSchema });

// ---- subscription ----
/** PayPal subscription ids look like I-BW452GLLEP1G. */
export const ZSubscriptionStatusBodySchema = z.object({
  subscriptionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid subscription id'),
});
export const ZSubscriptionStatusAnswerSchema = z.object({
  message: z.string(),
  subscriptionStatus: z.string(),
});
export const ZSubscriptionConfigSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  plans: z.object({ monthly: z.string().nullable(), annual: z.string().nullable() }),
});

// ---- your data ----
export const ZDeleteMeBodySchema = z.object({ password: z.string().max(1000) });
