import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGoalUpdate } from '@grindstone/contract';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import { api } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { goalQueryKey } from '../../goals/index.ts';

export const goalUpdatesQueryKey = (goalId: string) => ['goal-updates', goalId] as const;

export function useGoal(id: string) {
  return useQuery({ queryKey: goalQueryKey(id), queryFn: () => call(goalEndpoints.readGoal, { params: { id } }) });
}

export function useGoalUpdates(goalId: string) {
  return useQuery({
    queryKey: goalUpdatesQueryKey(goalId),
    queryFn: () => api.get<TGoalUpdate[]>(`/goal-updates/${goalId}`),
  });
}

export function useAddGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<TGoalUpdate>('/goal-updates', { goalId, content }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => [update, ...(old ?? [])]),
  });
}

export function useEditGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; content: string }) =>
      api.put<TGoalUpdate>(`/goal-updates/${input.id}`, { content: input.content }),
    onSuccess: (update) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) =>
        (old ?? []).map((u) => (u.id === update.id ? update : u)),
      ),
  });
}

export function useDeleteGoalUpdate(goalId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/goal-updates/${id}`),
    onSuccess: (_r, id) =>
      qc.setQueryData<TGoalUpdate[]>(goalUpdatesQueryKey(goalId), (old) => (old ?? []).filter((u) => u.id !== id)),
  });
}
