import { GOAL_ORDER_COOKIE, GOAL_ORDER_COOKIE_DAYS } from '@grindstone/contract';

/** (docs/product.md#goal-rules) goal order: a JSON list of goal ids in the goalOrder cookie, kept 365 days. */
export function readGoalOrder(cookie: string = document.cookie): string[] {
  const entry = cookie.split('; ').find((c) => c.startsWith(`${GOAL_ORDER_COOKIE}=`));
  if (!entry) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(entry.slice(GOAL_ORDER_COOKIE.length + 1)));
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function writeGoalOrder(ids: string[]): void {
  const maxAge = GOAL_ORDER_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${GOAL_ORDER_COOKIE}=${encodeURIComponent(JSON.stringify(ids))}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** Sorts by the saved order; goals the cookie does not know keep their server order, after the known ones. */
export function applyGoalOrder<T extends { id: string }>(goals: T[], order: string[]): T[] {
  if (order.length === 0) return goals;
  const rank = new Map(order.map((id, i) => [id, i]));
  return goals
    .map((g, i) => ({ g, i }))
    .sort((a, b) => (rank.get(a.g.id) ?? order.length + a.i) - (rank.get(b.g.id) ?? order.length + b.i))
    .map(({ g }) => g);
}
