import { MESSAGES } from '@grindstone/contract';

const UNITS: [string, number][] = [
  ['y', 365 * 86_400],
  ['mo', 30 * 86_400],
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
];

/** Spec §9 relative times (y, mo, d, h, m, s); an invalid date shows 'Invalid date'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return MESSAGES.invalidDate;
  const s = Math.max(0, Math.floor((now - t) / 1000));
  for (const [unit, size] of UNITS) if (s >= size) return `${Math.floor(s / size)}${unit} ago`;
  return 'just now';
}
