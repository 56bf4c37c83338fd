/**
 * (docs/product.md#goal-rules) goal order: a JSON list of goal ids in the goalOrder cookie. Read by
 * the web app and by the server, which sorts a member's page's goal list by it (decision 245).
 */

/** The id list from the cookie's value, already URL-decoded; garbage reads as no order. */
export function parseGoalOrder(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const order: unknown = JSON.parse(value);
    return Array.isArray(order) ? order.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
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
