import { DAY_MS, GOAL_TEXT_MAX, NOTIFICATION_BADGE_MAX, PASSWORD_MIN } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** (docs/product.md#rules) The special characters for registration passwords. */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;

/** First failing registration password rule's message, or null when the password is valid. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordMin;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return MESSAGES.passwordCase;
  if (!/\d/.test(password)) return MESSAGES.passwordNumber;
  if (!SPECIAL_RE.test(password)) return MESSAGES.passwordSpecial;
  return null;
}

/**
 * A new password on the change-password form: the same rule as registration (one rule for every
 * password), with the length message the change form quotes (it ends with a full stop).
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordMinChange;
  return passwordProblem(password);
}

/** Registration email format (docs/product.md#onboarding). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_RE.test(email);
}

/** Normalised goal text, or a problem. Whitespace-only is refused; over 900 is refused. */
export function goalTextProblem(text: string): string | null {
  if (text.trim().length === 0) return MESSAGES.goalWhitespace;
  if (text.length > GOAL_TEXT_MAX) return MESSAGES.goalTooLong;
  return null;
}

/** (docs/product.md#goal-card) 'week N' where N = ceil(ceil(ageDays) / 7); shown only past 7 days. */
export function goalWeek(date: Date | string, now: Date = new Date()): number | null {
  const ageDays = (now.getTime() - new Date(date).getTime()) / DAY_MS;
  if (!(ageDays > 7)) return null;
  return Math.ceil(Math.ceil(ageDays) / 7);
}

/** (docs/product.md#top-bar) The bell's badge: the count up to NOTIFICATION_BADGE_MAX, then '20+'. Zero shows nothing. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** X (Twitter) handle rules: 1–15 letters, digits or underscore, optional leading @. */
export const X_USERNAME_RE = /^@?[A-Za-z0-9_]{1,15}$/;
export function normaliseXUsername(input: string): string {
  return input.trim().replace(/^@/, '');
}
