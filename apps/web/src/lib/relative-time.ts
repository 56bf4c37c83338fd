import { MESSAGES } from '@grindstone/contract';

const S = 1_000;
const UNITS: [unit: 'y' | 'mo' | 'd' | 'h' | 'm' | 's', ms: number][] = [
  ['y', 365 * 86_400 * S],
  ['mo', 30 * 86_400 * S],
  ['d', 86_400 * S],
  ['h', 3_600 * S],
  ['m', 60 * S],
  ['s', S],
];

/**
 * The one relative-time format of the app (docs/product.md#rules): the largest whole unit of y, mo, d,
 * h, m, s ('3d ago'); under a second, or a date in the (near) future, reads '0s ago' (the product
 * has no other words for it); anything that is not a date reads 'Invalid date'.
 */
export function formatRelativeTime(value: Date | string | number | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return MESSAGES.invalidDate;
  const t = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(t)) return MESSAGES.invalidDate;
  const diff = Math.max(0, now.getTime() - t);
  for (const [unit, ms] of UNITS) {
    if (diff >= ms) return `${Math.floor(diff / ms)}${unit} ago`;
  }
  return '0s ago';
}
