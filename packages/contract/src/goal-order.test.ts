import { describe, expect, it } from 'vitest';
import { applyGoalOrder, parseGoalOrder } from './goal-order.ts';

describe('goal order', () => {
  it('reads a JSON list of ids and nothing else', () => {
    expect(parseGoalOrder('["x","y",3]')).toEqual(['x', 'y']);
    expect(parseGoalOrder('{"x":1}')).toEqual([]);
    expect(parseGoalOrder('{not-json')).toEqual([]);
    expect(parseGoalOrder(undefined)).toEqual([]);
  });
  it('sorts by the saved order; unknown goals keep server order after the known ones', () => {
    const goals = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(applyGoalOrder(goals, ['c', 'a']).map((g) => g.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyGoalOrder(goals, []).map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
