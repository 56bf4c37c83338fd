import { z } from 'zod';
import {
  ACCESS_TOKEN_EXPIRY_MAX_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPES,
} from '../access-token-rules.ts';

export const ZAccessTokenScopeSchema = z.enum(ACCESS_TOKEN_SCOPES);

export const ZCreateAccessTokenBodySchema = z.object({
  name: z.string().trim().min(1, ACCESS_TOKEN_MESSAGES.nameBlank).max(ACCESS_TOKEN_NAME_MAX),
  scopes: z
    .array(ZAccessTokenScopeSchema)
    .min(1, ACCESS_TOKEN_MESSAGES.scopesEmpty)
    .max(ACCESS_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope at most once.'),
  expiresInDays: z.number().int().min(1).max(ACCESS_TOKEN_EXPIRY_MAX_DAYS).optional(),
});
export type TCreateAccessTokenBody = z.infer<typeof ZCreateAccessTokenBodySchema>;

/** A token as listed: never the secret. Dates are ISO strings; null means never / no expiry. */
export const ZAccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ZAccessTokenScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TAccessToken = z.infer<typeof ZAccessTokenSchema>;
export const ZAccessTokenListSchema = z.array(ZAccessTokenSchema);

/** The answer to a create: the only time the secret leaves the server. */
export const ZCreatedAccessTokenSchema = ZAccessTokenSchema.extend({ token: z.string() });
export type TCreatedAccessToken = z.infer<typeof ZCreatedAccessTokenSchema>;

/** Any string up to a cap: an id that is not one of the caller's tokens is a plain 404. */
export const ZAccessTokenIdParamsSchema = z.object({ id: z.string().max(100) });
