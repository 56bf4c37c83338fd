import { useInfiniteQuery } from '@tanstack/react-query';
import { COMPLETED_GOALS_DEFAULT_LIMIT } from '@grindstone/contract';
import * as completedGoalEndpoints from '@grindstone/contract/endpoints/completed-goals';
import { call } from '../../../lib/call.ts';

export const completedGoalsQueryKey = ['completed-goals'] as const;

/** The completed goals a page at a time; the next page exists while currentPage < totalPages. */
export function useCompletedGoals() {
  return useInfiniteQuery({
    queryKey: completedGoalsQueryKey,
    queryFn: ({ pageParam }) =>
      call(completedGoalEndpoints.listCompletedGoals, {
        query: { page: pageParam, limit: COMPLETED_GOALS_DEFAULT_LIMIT },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}
