/**
 * Every timing and limit (docs/product.md#rules), in one place. Both the server and the web app import
 * these; never repeat a number below anywhere else.
 */
/** One day in milliseconds, for 'N days from now' (calendar days go through local dates). */
export const DAY_MS = 86_400_000;
export const GOAL_TEXT_MAX = 900;
/** The goal text counter turns danger-coloured above this many characters. */
export const GOAL_TEXT_WARN_ABOVE = 880;
export const GOAL_ERROR_BANNER_MS = 3_500;
export const GOAL_ORDER_COOKIE = 'goalOrder';
export const GOAL_ORDER_COOKIE_DAYS = 365;
export const GOAL_REMOVAL_ANIMATION_MS = 300;
/** One limit for add and edit (docs/product.md#departures). */
export const GOAL_UPDATE_MAX = 100_000;
export const MY_CONTEXT_MAX = 2_000;
/** The longest a model's classification may hold up creating a goal; then the offline rules decide. */
export const CLASSIFY_TIME_BOX_MS = 1_000;
export const PASSWORD_MIN = 8;
export const COMPLETED_GOALS_DEFAULT_PAGE = 1;
export const COMPLETED_GOALS_DEFAULT_LIMIT = 50;
export const COMPLETED_GOALS_MAX_LIMIT = 100;
export const AUTH_CACHE_MS = 900_000;
export const INVITATION_RATE_LIMIT_WAIT_MS = 15 * 60_000;
/** Wrong invitation codes allowed per client inside the wait window before a 429. */
export const INVITATION_RATE_LIMIT_ATTEMPTS = 5;
export const NOTIFICATION_BADGE_MAX = 20;
export const MARK_ALL_READ_DELAY_MS = 3_000;
export const GRIND_SUCCESS_DELAY_MS = 1_500;
export const GRIND_MESSAGE_CLEAR_MS = 3_000;
export const LOGOUT_RELOAD_MS = 1_200;
export const PROFILE_MESSAGE_MS = 3_000;
export const PASSWORD_MESSAGE_MS = 2_500;
export const FEEDBACK_MESSAGE_MS = 4_000;
export const DELETE_ERROR_MS = 3_000;
export const LOGIN_HELP_LINK_MS = 3_000;
/** How often the onboarding banner asks how the account set-up is going, while it runs. */
export const ONBOARDING_POLL_MS = 5_000;
export const NEXT_MOVE_SCROLL_THRESHOLD_PX = 250;
export const GRIND_TICK_MS = 1_000;
export const GRIND_IMAGE_WIDTH = 140;
export const GRIND_IMAGE_HEIGHT = 207;
export const NOTIFICATION_CHECK_INTERVAL_MS = 300_000;
export const DAILY_GRIND_DELAY_MS = 12_000;
export const DAILY_ADVICE_AFTER_GRIND_MS = 10_000;
/** Default 'previous date' of the daily scheduler: about 30 hours back. */
export const DAILY_DEFAULT_PREVIOUS_MS = 30 * 3_600_000;
export const WEEK_BADGE_AFTER_DAYS = 7;
export const DRAG_AUTOSCROLL_STEP_PX = 30;
export const DRAG_AUTOSCROLL_TOP_PX = 300;
export const DRAG_AUTOSCROLL_BOTTOM_PX = 600;
export const TOUCH_DRAG_DELAY_MS = 500;
/** While a goal is held, the goals' boxes are measured again this long after the pointer moves. */
export const DRAG_REMEASURE_MS = 100;
export const AUTH_CHECK_TIMEOUT_MS = 2_400;
export const INVITE_BANNER_MS = 8_000;
export const TOAST_MS = 3_000;
/** How long the Undo of a delete or a completion (with the "Crushed!" of a completion) stays on screen. */
export const UNDO_TOAST_MS = 6_000;
/**
 * The longest an Undo strip stays while a person holds it (pointer on it, focus in it), from when
 * it showed; under UNDO_WINDOW_MS, so its Undo still reaches the server in time.
 */
export const UNDO_HELD_MAX_MS = 25_000;
/** How long the server keeps a deleted or completed goal restorable (longer than a held strip, for a slow network). */
export const UNDO_WINDOW_MS = 30_000;
export const VERIFICATION_TOAST_MS = 10_000;
export const VERIFICATION_CODE_MIN = 1_000;
export const VERIFICATION_CODE_MAX = 9_999;
export const DM_VERIFICATION_MAX_MS = 30_000;
export const BREAKPOINTS = { mobile: 768, tablet: 1024, laptop: 1100, desktop: 1200 } as const;
/** Relative time units, largest first (y, mo, d, h, m, s). */
export const RELATIVE_TIME_UNITS = ['y', 'mo', 'd', 'h', 'm', 's'] as const;

export const PLANS = {
  monthly: { id: 'monthly', label: 'Monthly Plan', price: 12.99, display: '$12.99', period: 'month' },
  annual: { id: 'annual', label: 'Annual Plan', price: 129, display: '$129', period: 'year' },
} as const;
export type PlanId = keyof typeof PLANS;

/** Subscribers get this many times the free daily AI limit ('4X more daily limits'). */
export const SUBSCRIBER_LIMIT_MULTIPLIER = 4;

export const SUPPORT_EMAIL = 'support@grindstone.app';
export const PRODUCT_NAME = 'Grindstone';
/** A page whose code failed to load reloads by itself at most once in this window (after a deploy). */
export const CHUNK_RELOAD_GUARD_MS = 30_000;
/** A member's service worker registers this long after the page's load event, so that its
 * precache download (every chunk of the app) does not compete with the page's first load. */
export const SERVICE_WORKER_START_DELAY_MS = 3_000;
/** How long a member's service worker waits for the server's page of '/' (which carries their
 * first screen, decision 184) before it answers with the cached app shell instead. */
export const SERVICE_WORKER_LIVE_PAGE_WAIT_MS = 3_000;
/**
 * The id of the `<script type="application/json">` (ZBootDataSchema) that the server adds to the
 * HTML of '/' for the member its access cookie names (decision 184).
 */
export const BOOT_DATA_ELEMENT_ID = 'gs-boot';
