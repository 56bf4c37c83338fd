import { describe, expect, it } from 'vitest';
import { applyGoalOrder, readGoalOrder } from './goal-order-cookie.ts';
import { temporaryGoal } from './api/goals-api.ts';

describe('goalOrder cookie', () => {
  it('reads the JSON id list and ignores garbage', () => {
    expect(readGoalOrder(`a=1; goalOrder=${encodeURIComponent('["x","y"]')}; b=2`)).toEqual(['x', 'y']);
    expect(readGoalOrder('goalOrder=%7Bnot-json')).toEqual([]);
    expect(readGoalOrder('other=1')).toEqual([]);
  });
  it('sorts by the saved order; unknown goals keep server order after the known ones', () => {
    const goals = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(applyGoalOrder(goals, ['c', 'a']).map((g) => g.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyGoalOrder(goals, []).map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']);
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
