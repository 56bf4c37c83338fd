/**
 * The coach evaluation's settings. OFFLINE_MIN_SCORE is the one threshold CI holds the offline
 * coach to (`npm test` runs the eval with --check): today's measured score minus a small margin.
 * Raise it when the coach gets better; never lower it to make a change pass.
 */
export const OFFLINE_MIN_SCORE = 0.93;

/** The eval's clock: a Tuesday morning, so "by fri", "tomorrow" and "next week" mean one thing. */
export const EVAL_NOW = '2026-11-24T09:00:00Z';
export const EVAL_TIME_ZONE = 'Europe/London';

/** Model runs: calls in flight at once, and the per-call timeout. */
export const MODEL_CONCURRENCY = 4;
export const MODEL_TIMEOUT_MS = 60_000;
