import { GOAL_ORDER_COOKIE, GOAL_ORDER_COOKIE_DAYS, parseGoalOrder } from '@grindstone/contract';

/** The saved goal order (the goalOrder cookie). Reading `document.cookie` waits for the browser's network process. */
export function readGoalOrder(cookie: string = document.cookie): string[] {
  const entry = cookie.split('; ').find((c) => c.startsWith(`${GOAL_ORDER_COOKIE}=`));
  if (!entry) return [];
  try {
    return parseGoalOrder(decodeURIComponent(entry.slice(GOAL_ORDER_COOKIE.length + 1)));
  } catch {
    return [];
  }
}

export function writeGoalOrder(ids: string[]): void {
  const maxAge = GOAL_ORDER_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${GOAL_ORDER_COOKIE}=${encodeURIComponent(JSON.stringify(ids))}; max-age=${maxAge}; path=/; samesite=lax`;
}
