import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSaveReviewBody, TStreakAnswer } from '@grindstone/contract';
import * as reviewEndpoints from '@grindstone/contract/endpoints/review';
import { call } from '../../../lib/call.ts';

export const reviewQueryKey = (week: string | undefined) => ['review', week ?? 'current'] as const;
export const streakQueryKey = ['streak'] as const;

export function useReview(week?: string) {
  return useQuery({
    queryKey: reviewQueryKey(week),
    queryFn: () => call(reviewEndpoints.readReview, { query: week ? { week } : {} }),
  });
}

/** Saving a review changes goals (shrink, split, drop): the goal list, the review and the streak reload. */
export function useSaveReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveReviewBody) => call(reviewEndpoints.saveReview, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['review'] });
      void qc.invalidateQueries({ queryKey: ['goals'] });
    },
  });
}

export function useRestoreGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => call(reviewEndpoints.restoreGoal, { body: { goalId } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['review'] });
      void qc.invalidateQueries({ queryKey: ['goals'] });
    },
  });
}

/** The streak as the page brought it (decision 184), as if just fetched. */
export function seedStreak(qc: QueryClient, streak: TStreakAnswer): void {
  qc.setQueryData(streakQueryKey, streak);
}

export function useStreak() {
  return useQuery({ queryKey: streakQueryKey, queryFn: () => call(reviewEndpoints.readStreak, {}) });
}
