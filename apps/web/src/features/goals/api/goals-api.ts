import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  applyGoalOrder,
  type TCompletedGoal,
  type TGoal,
  type TGoalColor,
  type TUpdateGoalBody,
} from '@grindstone/contract';
import * as completedGoalEndpoints from '@grindstone/contract/endpoints/completed-goals';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import * as goalUpdateEndpoints from '@grindstone/contract/endpoints/goal-updates';
import { call } from '../../../lib/call.ts';
import { readGoalOrder, writeGoalOrder } from '../goal-order-cookie.ts';

/**
 * A goal in the web app: the API goal plus the transient flags (removing while it
 * animates out, isLocal while a just-created goal waits for the server). A local goal is black.
 */
export type ClientGoal = Omit<TGoal, 'borderColor'> & {
  borderColor: TGoalColor | 'black';
  removing?: boolean;
  isLocal?: boolean;
};

export const goalsQueryKey = ['goals'] as const;
export const goalQueryKey = (id: string) => ['goals', 'one', id] as const;

export async function fetchGoals(): Promise<ClientGoal[]> {
  const goals = await call(goalEndpoints.listGoals);
  return applyGoalOrder(goals, readGoalOrder());
}

export const goalsQueryOptions = { queryKey: goalsQueryKey, queryFn: fetchGoals };

/**
 * The list as the page brought it (decision 184), as if just fetched. The server has already put it
 * in the member's saved order (decision 245): the app's start does not read `document.cookie`.
 */
export function seedGoals(qc: QueryClient, goals: TGoal[]): ClientGoal[] {
  return qc.setQueryData<ClientGoal[]>(goalsQueryKey, goals)!;
}

export function useGoals(): UseQueryResult<ClientGoal[]> {
  return useQuery(goalsQueryOptions);
}

/** (docs/product.md#dashboard) the goal list's state from the query: idle, loading, succeeded or failed. */
export type GoalsListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export function goalsListStatus(q: Pick<UseQueryResult, 'status' | 'fetchStatus'>): GoalsListStatus {
  if (q.status === 'success') return 'succeeded';
  if (q.status === 'error') return 'failed';
  return q.fetchStatus === 'idle' ? 'idle' : 'loading';
}

/**
 * Edits the cached list. A list that never loaded stays unloaded: writing to it would turn the
 * failed state into a list (an empty one after a failed add), as if the goals were gone.
 */
const setGoals = (qc: QueryClient, fn: (goals: ClientGoal[]) => ClientGoal[]) =>
  qc.setQueryData<ClientGoal[]>(goalsQueryKey, (old) => (old ? fn(old) : old));

/** The temporary goal (docs/product.md#goal-rules): id from the timestamp, black, no warning, user 'temp', last. */
export function temporaryGoal(description: string, listLength: number, now = new Date()): ClientGoal {
  return {
    id: String(now.getTime()),
    description,
    createdAt: now.toISOString(),
    date: now.toISOString(),
    warning: null,
    borderColor: 'black',
    order: listLength,
    userId: 'temp',
    ifThen: null,
    isLocal: true,
  };
}

/** Optimistic creation: the temporary goal shows at once and is replaced by the server's. */
export function useCreateGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { description: string; tempId: string }) =>
      call(goalEndpoints.createGoal, { body: { description: input.description } }),
    onMutate: async (input) => {
      // No list yet (it failed to load): nothing to show the temporary goal in.
      if (!qc.getQueryData(goalsQueryKey)) return;
      await qc.cancelQueries({ queryKey: goalsQueryKey });
      setGoals(qc, (goals) => [...goals, { ...temporaryGoal(input.description, goals.length), id: input.tempId }]);
    },
    onSuccess: (goal, input) => {
      // A list that failed to load is fetched again: the new goal is in it.
      if (!qc.getQueryData(goalsQueryKey)) void qc.invalidateQueries({ queryKey: goalsQueryKey });
      setGoals(qc, (goals) => goals.map((g) => (g.id === input.tempId ? goal : g)));
      writeGoalOrder((qc.getQueryData<ClientGoal[]>(goalsQueryKey) ?? []).filter((g) => !g.isLocal).map((g) => g.id));
    },
    onError: (_err, input) => {
      setGoals(qc, (goals) => goals.filter((g) => g.id !== input.tempId));
    },
  });
}

/** The latest edit made of each goal: only its answer, or its failure, decides what the goal shows. */
const latestEdit = new Map<string, number>();
let edits = 0;

/**
 * Edits a goal (description, colour, warning) optimistically: the list and the goal's own
 * cache change at once; on failure the goal is restored. The coach's Fortify save uses this with
 * `{ description, warning: false }`. Edits made in quick succession (red, then white) go to the
 * server one after another in the order made, and an earlier edit's answer does not undo a
 * later one on screen, so the last choice is the one shown and stored.
 */
export function useUpdateGoal() {
  const qc = useQueryClient();
  return useMutation({
    scope: { id: 'goal-edits' },
    mutationFn: (input: { id: string; changes: TUpdateGoalBody }) =>
      call(goalEndpoints.updateGoal, { params: { id: input.id }, body: input.changes }),
    onMutate: async ({ id, changes }) => {
      const seq = ++edits;
      latestEdit.set(id, seq);
      await qc.cancelQueries({ queryKey: goalsQueryKey });
      const previousGoal = qc.getQueryData<ClientGoal[]>(goalsQueryKey)?.find((g) => g.id === id);
      const previousOne = qc.getQueryData<TGoal>(goalQueryKey(id));
      if (previousGoal) setGoals(qc, (goals) => goals.map((g) => (g.id === id ? { ...g, ...changes } : g)));
      if (previousOne) qc.setQueryData<TGoal>(goalQueryKey(id), { ...previousOne, ...changes });
      return { previousGoal, previousOne, seq };
    },
    onError: (_err, { id, changes }, ctx) => {
      if (!ctx || latestEdit.get(id) !== ctx.seq) return;
      const { previousGoal, previousOne } = ctx;
      // Only what this edit changed goes back: goals added or moved meanwhile stay as they are.
      const fields = Object.keys(changes) as (keyof TUpdateGoalBody)[];
      const undo = (goal: ClientGoal | TGoal, was: ClientGoal | TGoal) => ({
        ...goal,
        ...Object.fromEntries(fields.map((f) => [f, was[f]])),
      });
      if (previousGoal) setGoals(qc, (goals) => goals.map((g) => (g.id === id ? undo(g, previousGoal) : g)));
      if (previousOne)
        qc.setQueryData<TGoal>(goalQueryKey(id), (one) => (one ? (undo(one, previousOne) as TGoal) : one));
    },
    onSuccess: (goal, _input, ctx) => {
      if (latestEdit.get(goal.id) !== ctx?.seq) return;
      setGoals(qc, (goals) => goals.map((g) => (g.id === goal.id ? { ...g, ...goal } : g)));
      qc.setQueryData(goalQueryKey(goal.id), goal);
    },
  });
}

export function completeGoalRequest(id: string): Promise<TCompletedGoal> {
  return call(completedGoalEndpoints.completeGoal, { params: { id } });
}

/** (docs/product.md#api) DELETE /goals/{id}, followed by DELETE /goal-updates/{id}/all. */
export async function deleteGoalRequest(id: string): Promise<void> {
  await call(goalEndpoints.deleteGoal, { params: { id } });
  await call(goalUpdateEndpoints.deleteAllGoalUpdates, { params: { id } }).catch(() => undefined);
}

/** Undo of a delete or a completion (decision 148): the server has the goal back in its place. */
export function undoRemovalRequest(kind: 'delete' | 'complete', id: string): Promise<TGoal> {
  return kind === 'delete'
    ? call(goalEndpoints.restoreGoal, { params: { id } })
    : call(completedGoalEndpoints.undoCompleteGoal, { params: { id } });
}

/** The reorder sent last (settled either way): the next one waits for it. */
let lastReorder: Promise<unknown> = Promise.resolve();

/**
 * Each reorder sends the whole order and the server keeps the last one it gets: reorders made in
 * quick succession (a few arrow-key moves) go one after another, in the order made, so the last
 * order is the one stored.
 */
export function reorderGoalsRequest(ids: string[]): Promise<unknown> {
  const sent = lastReorder.then(() => call(goalEndpoints.reorderGoals, { body: { goals: ids } }));
  lastReorder = sent.catch(() => undefined);
  return sent;
}

export { setGoals };
