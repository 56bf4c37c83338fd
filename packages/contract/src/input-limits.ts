/**
 * What the API accepts at its edge, before any route sees a request. Every string in a body,
 * query or path must be storable text: PostgreSQL refuses NUL, and a lone UTF-16 surrogate has
 * no UTF-8 form. Bodies are capped in depth and key count so no decoder or validator recurses
 * without bound.
 */
export const JSON_MAX_DEPTH = 32;
export const JSON_MAX_KEYS = 5_000;

export const INPUT_MESSAGES = {
  textControlCharacter: 'Text cannot contain the NUL character (\\u0000).',
  textLoneSurrogate: 'Text contains an invalid Unicode character (a lone surrogate).',
  jsonTooDeep: `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`,
  jsonTooManyKeys: `The request body has too many fields (at most ${JSON_MAX_KEYS}).`,
  jsonMalformed: 'The request body is not valid JSON.',
  jsonForbiddenKey: 'The request body cannot contain the key "__proto__".',
} as const;

/** In a `u` regular expression a proper pair is one code point, so only lone halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when the text holds a UTF-16 surrogate without its partner. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The first reason this text cannot be stored, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.textControlCharacter;
  if (hasLoneSurrogate(text)) return INPUT_MESSAGES.textLoneSurrogate;
  return null;
}

/**
 * Writes one account may make per hour, counted in the database. Far above any person's pace
 * (and any test's): they stop scripts that would fill the database or the AI bill.
 */
export const WRITE_RATE_LIMITS = {
  goals: { limit: 300, windowMs: 3_600_000 },
  goalUpdates: { limit: 600, windowMs: 3_600_000 },
  feedback: { limit: 60, windowMs: 3_600_000 },
  activities: { limit: 1_200, windowMs: 3_600_000 },
} as const;
export type WriteKind = keyof typeof WRITE_RATE_LIMITS;

/** Goal classifications by the AI provider per account per UTC day; past it the offline coach classifies. */
export const GOAL_CLASSIFY_DAILY_LIMIT = 100;
