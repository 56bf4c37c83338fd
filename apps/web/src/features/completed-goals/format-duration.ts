/** Time from creation to completion in days, hours and minutes: '2d 3h 15m' (docs/product.md#completed). */
export function formatDuration(from: string | Date, to: string | Date): string {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  if (!Number.isFinite(ms)) return '—';
  const total = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(total / 1_440);
  const hours = Math.floor((total % 1_440) / 60);
  const minutes = total % 60;
  return `${days}d ${hours}h ${minutes}m`;
}
