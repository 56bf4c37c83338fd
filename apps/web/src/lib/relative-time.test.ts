import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it('uses the largest whole unit of y, mo, d, h, m, s', () => {
    expect(formatRelativeTime(ago(5_000), now)).toBe('5s ago');
    expect(formatRelativeTime(ago(59_999), now)).toBe('59s ago');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(2 * 3_600_000 + 5), now)).toBe('2h ago');
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe('3d ago');
    expect(formatRelativeTime(ago(45 * 86_400_000), now)).toBe('1mo ago');
    expect(formatRelativeTime(ago(800 * 86_400_000), now)).toBe('2y ago');
  });
  it('reads 0s ago for now and the future', () => {
    expect(formatRelativeTime(now, now)).toBe('0s ago');
    expect(formatRelativeTime(ago(-10_000), now)).toBe('0s ago');
  });
  it('accepts ISO strings and epoch numbers', () => {
    expect(formatRelativeTime('2025-06-15T11:00:00Z', now)).toBe('1h ago');
    expect(formatRelativeTime(now.getTime() - 120_000, now)).toBe('2m ago');
  });
  it("answers 'Invalid date' for anything that is not a date", () => {
    for (const v of ['nope', '', null, undefined, new Date('x'), Number.NaN])
      expect(formatRelativeTime(v, now)).toBe('Invalid date');
  });
});
