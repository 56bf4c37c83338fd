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
