import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TGoal, TUpdateGoalBody } from '@grindstone/contract';
import { json, mockApi, type ApiRequest } from '../../../testing/mock-api.ts';
import { goalsQueryKey, reorderGoalsRequest, useUpdateGoal, type ClientGoal } from './goals-api.ts';

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

const goal = (id: string, changes: Partial<TGoal> = {}): TGoal => ({
  id,
  description: `goal ${id}`,
  borderColor: 'blue',
  warning: null,
  order: 0,
  userId: 'u1',
  createdAt: '2026-11-20T09:00:00.000Z',
  date: '2026-11-20T09:00:00.000Z',
  ifThen: null,
  ...changes,
});

function renderUpdateGoal(goals: ClientGoal[]) {
  const qc = new QueryClient();
  qc.setQueryData(goalsQueryKey, goals);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateGoal(), { wrapper });
  const shown = (id: string) => qc.getQueryData<ClientGoal[]>(goalsQueryKey)?.find((g) => g.id === id);
  return { qc, result, shown };
}

/** Answers each PATCH with the goal as changed, when the test says so. */
function patchesAnsweredByHand(status = 200) {
  const answers: (() => void)[] = [];
  const api = mockApi({
    'PATCH /api/goals/:id': (request: ApiRequest) =>
      new Promise((resolve) =>
        answers.push(() =>
          resolve(
            status === 200
              ? json(200, goal(request.path.split('/').pop()!, request.body as TUpdateGoalBody))
              : json(status, { message: 'Server error' }),
          ),
        ),
      ),
  });
  return { api, answers };
}

describe('useUpdateGoal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends two quick colour changes in order, and the first answer does not undo the second on screen', async () => {
    const { api, answers } = patchesAnsweredByHand();
    const { result, shown } = renderUpdateGoal([goal('g1')]);
    act(() => result.current.mutate({ id: 'g1', changes: { borderColor: 'red' } }));
    act(() => result.current.mutate({ id: 'g1', changes: { borderColor: 'white' } }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(shown('g1')?.borderColor).toBe('white');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(1);
    act(() => answers[0]!());
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(shown('g1')?.borderColor).toBe('white');
    expect(api.calls.map((c) => (c.body as TUpdateGoalBody).borderColor)).toEqual(['red', 'white']);
    act(() => answers[1]!());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown('g1')?.borderColor).toBe('white');
  });

  it('puts back only what a failed edit changed, keeping a goal added meanwhile', async () => {
    const { answers } = patchesAnsweredByHand(500);
    const { qc, result, shown } = renderUpdateGoal([goal('g1'), goal('g2', { order: 1 })]);
    act(() => result.current.mutate({ id: 'g1', changes: { borderColor: 'red' } }));
    await waitFor(() => expect(answers).toHaveLength(1));
    qc.setQueryData<ClientGoal[]>(goalsQueryKey, (goals) => [...goals!, goal('g3', { order: 2 })]);
    act(() => answers[0]!());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown('g1')?.borderColor).toBe('blue');
    expect(qc.getQueryData<ClientGoal[]>(goalsQueryKey)?.map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
  });
});
