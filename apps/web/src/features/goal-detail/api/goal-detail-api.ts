import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGoalUpdate } from '@grindstone/contract';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import * as goalUpdateEndpoints from '@grindstone/contract/endpoints/goal-updates';
import { call } from '../../../lib/call.ts';
import { goalQueryKey } from '../../goals/index.ts';

export const goalUpdatesQueryKey = (goalId: string) => ['goal-updates', goalId] as const;

export function useGoal(id: string) {
  return useQuery({ queryKey: goalQueryKey(id), queryFn: () => call(goalEndpoints.readGoal, { params: { id } }) });
}

export function useGoalUpdates(goalId: string) {
  return useQuery({
    queryKey: goalUpdatesQueryKey(goalId),
    queryFn: () => call(goalUpdateEndpoints.listGoalUpdates, { params: { goalId } }),
  });
}

export function useAddGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(goalUpdateEndpoints.createGoalUpdate, { body: { goalId, content } }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => [update, ...(old ?? [])]),
  });
}

export function useEditGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; content: string }) =>
      call(goalUpdateEndpoints.editGoalUpdate, { params: { id: input.id }, body: { content: input.content } }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) =>
        (old ?? []).map((u) => (u.id === update.id ? update : u)),
      ),
  });
}

export function useDeleteGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(goalUpdateEndpoints.deleteGoalUpdate, { params: { id } }),
    onSuccess: (_r, id) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => (old ?? []).filter((u) => u.id !== id)),
  });
}
