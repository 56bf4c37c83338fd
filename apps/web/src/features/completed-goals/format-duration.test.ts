import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

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
