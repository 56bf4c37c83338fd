import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed } from './format-duration.ts';

describe('formatDuration', () => {
  it('shows days, hours and minutes', () => {
    expect(formatDuration('2025-01-01T00:00:00Z', '2025-01-03T03:15:59Z')).toBe('2d 3h 15m');
    expect(formatDuration('2025-01-01T00:00:00Z', '2025-01-01T00:00:30Z')).toBe('0d 0h 0m');
    expect(formatDuration('2025-01-01T00:00:00Z', '2025-02-01T00:01:00Z')).toBe('31d 0h 1m');
  });
  it('never goes negative and survives bad dates', () => {
    expect(formatDuration('2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z')).toBe('0d 0h 0m');
    expect(formatDuration('nope', '2025-01-01T00:00:00Z')).toBe('—');
  });
});

describe('formatElapsed', () => {
  it('is the same truth for the chart median and Completed', () => {
    const HOUR = 3_600_000;
    expect(formatElapsed(2 * 60_000)).toBe('0d 0h 2m');
    expect(formatElapsed(1.5 * HOUR)).toBe('0d 1h 30m');
    expect(formatElapsed(49 * HOUR)).toBe('2d 1h 0m');
    expect(formatElapsed(Number.NaN)).toBe('—');
    expect(formatElapsed(2 * 60_000)).toBe(formatDuration('2025-01-01T00:00:00Z', '2025-01-01T00:02:00Z'));
  });
});
