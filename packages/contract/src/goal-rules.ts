/* Plain values of goals, free of zod so the web's pages carry no schema code. */
/** Priority colours: red top-tier, purple long-haul, electric blue quick task, white lower priority. */
export const GOAL_PRIORITY_COLORS = ['red', 'purple', 'blue', 'white'] as const;
export type TGoalColor = (typeof GOAL_PRIORITY_COLORS)[number];
export const GOAL_PRIORITY_LABELS: Record<TGoalColor, string> = {
  red: 'Top-tier',
  purple: 'Long-haul',
  blue: 'Quick task',
  white: 'Lower priority',
};

export const CHART_WEEKS = 12;
export const TIME_TO_COMPLETE_BUCKETS = [
  '< 1 day',
  '1–3 days',
  '3–7 days',
  '1–2 weeks',
  '2–4 weeks',
  '> 4 weeks',
] as const;
