import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api.ts';
import { reorderGoalsRequest } from './goals-api.ts';

describe('reorderGoalsRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a second order only once the first has answered, so the last order is the one stored', async () => {
    const answers: (() => void)[] = [];
    const api = mockApi({
      'POST /api/goals/reorder': () =>
        new Promise((resolve) => answers.push(() => resolve(json(200, { ok: true, updated: 2 })))),
    });
    const first = reorderGoalsRequest(['a', 'b', 'c']);
    const second = reorderGoalsRequest(['b', 'a', 'c']);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    // The second waits while the first is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(1);
    answers[0]!();
    await first;
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((c) => (c.body as { goals: string[] }).goals)).toEqual([
      ['a', 'b', 'c'],
      ['b', 'a', 'c'],
    ]);
    answers[1]!();
    await second;
  });

  it('sends the next order after one that failed', async () => {
    let n = 0;
    const api = mockApi({
      'POST /api/goals/reorder': () =>
        ++n === 1 ? json(503, { message: 'down' }) : json(200, { ok: true, updated: 2 }),
    });
    await expect(reorderGoalsRequest(['a', 'b'])).rejects.toBeTruthy();
    await reorderGoalsRequest(['b', 'a']);
    expect(api.calls).toHaveLength(2);
  });
});
