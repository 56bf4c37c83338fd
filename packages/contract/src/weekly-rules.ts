/**
 * Limits and timings of if-then plans, the weekly review and the weekly streak. Both sides
 * import them from here.
 */
export const IF_THEN_TEXT_MIN = 1;
export const IF_THEN_TEXT_MAX = 200;
export const IF_THEN_DAYS_MAX = 7;

/** A week counts for the streak with at least one completion, finished grind or update. */
export const STREAK_WEEKS_PER_FREEZE = 4;
export const STREAK_MAX_FREEZES = 2;
/** Weeks of streak history the chart shows. */
export const STREAK_HISTORY_WEEKS = 12;

/** An open goal with no update, grind or completion for this many days is stalled. */
export const STALLED_AFTER_DAYS = 14;
/** A stalled goal this old gets "drop" suggested rather than "shrink". */
export const DROP_SUGGESTED_AFTER_DAYS = 42;
export const REVIEW_NOTES_MAX = 5_000;
export const REVIEW_DECISIONS_MAX = 50;
/** Split proposes this many smaller goals at most. */
export const REVIEW_SPLIT_MAX = 3;
export const REVIEW_PAST_LIMIT = 12;
/** A model's warmer version of the review draft: its longest text, its time box, and how many a person gets a day. */
export const REVIEW_DRAFT_MAX = 1_200;
export const REVIEW_WARMTH_TIME_BOX_MS = 4_000;
export const REVIEW_WARMTH_DAILY_LIMIT = 10;
/** The weekly review notice goes out on Monday from this local hour. */
export const REVIEW_NOTICE_HOUR = 7;
/** How often the server looks for people whose Monday morning has come. */
export const REVIEW_NOTICE_SWEEP_MS = 15 * 60_000;
export const REVIEW_NOTICE_TITLE = 'Your week in review is ready';
export const REVIEW_NOTICE_TEXT = 'What you did, what stalled, and one suggestion for next week.';

const weeksText = (n: number) => `${n}-week streak`;
/** What the dashboard says about the streak: kind after a break, never shaming. */
export const STREAK_MESSAGES = {
  start: 'One finished goal, grind or update this week starts your streak.',
  freshStart: 'Fresh start this week. Breaks happen; one finished goal, grind or update begins a new streak.',
  counted: (weeks: number) => `${weeksText(weeks)}. This week already counts.`,
  keepGoing: (weeks: number) => `${weeksText(weeks)}. One finished goal, grind or update keeps it going this week.`,
} as const;
