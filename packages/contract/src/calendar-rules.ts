/* Plain values of the calendar feed, free of zod so the web's pages carry no schema code. */
/** Every feed token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const CALENDAR_TOKEN_PREFIX = 'gcal_';
/** Random bytes after the prefix (base64url: 43 characters). */
export const CALENDAR_TOKEN_RANDOM_BYTES = 32;
/** How often a calendar app should fetch the feed again (minutes; REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_MINUTES = 60;
/** Accepted grinds in the feed: those started within this many days. */
export const CALENDAR_GRIND_DAYS = 90;
/** What the feed's events are called. */
export const CALENDAR_NAME = 'Grindstone';
export const CALENDAR_DEADLINE_PREFIX = 'Due: ';
export const CALENDAR_GRIND_PREFIX = 'Grind: ';
/** How long an if-then plan's recurring event lasts (minutes): the plan itself has no length. */
export const CALENDAR_PLAN_MINUTES = 15;

export const CALENDAR_MESSAGES = {
  title: 'Calendar',
  intro:
    'Add your if-then plans, your goals’ deadlines and your grinds to Google Calendar, Apple Calendar or Thunderbird with this private address. Anyone who has it can read them.',
  none: 'You have no calendar link yet.',
  active:
    'Your calendar link is active. It is shown only once: rotate it to get a new one (the old one stops working).',
  create: 'Create calendar link',
  rotate: 'Rotate link',
  revoke: 'Turn off',
  copy: 'Copy',
  copied: 'Copied',
  linkCopied: 'Link copied to the clipboard.',
  copyFailed: 'Copying failed: select the link and copy it.',
  created: 'Copy this link into your calendar app now: it will not be shown again.',
  rotated: 'New link created. The old one no longer works.',
  revoked: 'Calendar link turned off.',
  label: 'Your calendar link',
} as const;
