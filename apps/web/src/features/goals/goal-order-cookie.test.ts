import { describe, expect, it } from 'vitest';
import { readGoalOrder } from './goal-order-cookie.ts';
import { temporaryGoal } from './api/goals-api.ts';

describe('goalOrder cookie', () => {
  it('reads the JSON id list and ignores garbage', () => {
    expect(readGoalOrder(`a=1; goalOrder=${encodeURIComponent('["x","y"]')}; b=2`)).toEqual(['x', 'y']);
    expect(readGoalOrder('goalOrder=%7Bnot-json')).toEqual([]);
    expect(readGoalOrder('other=1')).toEqual([]);
    expect(readGoalOrder('goalOrder=%E0%A4%A')).toEqual([]);
  });
});

describe('temporaryGoal', () => {
  it('is the temporary goal', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(temporaryGoal('x', 3, now)).toMatchObject({
      id: String(now.getTime()),
      borderColor: 'black',
      warning: null,
      userId: 'temp',
      order: 3,
      isLocal: true,
    });
  });
});
