/* Plain values of personal access tokens, free of zod so the web's pages carry no schema code. */
/** Personal access tokens: what an AI assistant or a script may do on someone's behalf. */
export const ACCESS_TOKEN_SCOPES = ['goals:read', 'goals:write'] as const;
export type TAccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];
export const ACCESS_TOKEN_SCOPE_LABELS: Record<TAccessTokenScope, string> = {
  'goals:read': 'Read goals, updates and notifications, and ask the coach',
  'goals:write': 'Add, change and complete goals and updates',
};

/** Every token starts with this, so leaked ones are recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = 'gst_';
/** Random bytes after the prefix (base64url: 43 characters). */
export const ACCESS_TOKEN_RANDOM_BYTES = 32;
export const ACCESS_TOKEN_NAME_MAX = 60;
export const ACCESS_TOKEN_EXPIRY_MAX_DAYS = 365;
/** Expiry choices the screen offers (days); the API takes any whole number up to the maximum. */
export const ACCESS_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;
/** Live tokens one account may hold at a time. */
export const ACCESS_TOKEN_MAX_PER_USER = 20;
/** Requests one token may make per window, on the API and /mcp together. */
export const ACCESS_TOKEN_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** 'Last used' is written at most this often per token, so reads do not each cost a write. */
export const ACCESS_TOKEN_LAST_USED_RESOLUTION_MS = 60_000;

export const ACCESS_TOKEN_MESSAGES = {
  readOnly: 'This access token is read-only: it cannot change goals.',
  notAccepted: 'Access tokens cannot be used here. Sign in on the web to do this.',
  inQuery: 'Send the access token in the Authorization header, never in the URL.',
  invalid: 'The access token is invalid, expired or revoked.',
  tooMany: `You can hold at most ${ACCESS_TOKEN_MAX_PER_USER} access tokens. Revoke one first.`,
  nameBlank: 'Give the token a name.',
  scopesEmpty: 'Choose at least one scope.',
  created: 'Token created. Copy it now: it will not be shown again.',
  revoked: 'Token revoked.',
} as const;
