/**
 * The one way a length of time is shown (Completed, the chart's median, and anything else):
 * days, hours and minutes, '2d 3h 15m' (docs/product.md#completed), whole minutes rounded down.
 */
export function formatElapsed(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const total = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(total / 1_440);
  const hours = Math.floor((total % 1_440) / 60);
  const minutes = total % 60;
  return `${days}d ${hours}h ${minutes}m`;
}

/** Time from one moment to another, as formatElapsed shows it. */
export function formatDuration(from: string | Date, to: string | Date): string {
  return formatElapsed(new Date(to).getTime() - new Date(from).getTime());
}
