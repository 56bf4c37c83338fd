import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type TFortifyAnswer,
  type TGenerateNotificationAnswer,
  type TNextMoveAnswer,
} from '@grindstone/contract';
import * as coachEndpoints from '@grindstone/contract/endpoints/coach';
import { ApiError } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { call } from '../../../lib/call.ts';
import { usePageShown } from '../../../lib/page-shown.ts';

/**
 * The coach's sharper version of a goal, asked once each time the Fortify dialog opens (never
 * kept, never retried: each ask is an AI call); the quota line is refreshed when it settles.
 */
export function useFortifySuggestion(goal: { id: string; description: string }) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['coach', 'fortify', goal.id, goal.description],
    queryFn: (): Promise<TFortifyAnswer> =>
      call(coachEndpoints.fortifyGoal, {
        body: { goal: goal.description, currentGoalId: goal.id, timezone: browserTimeZone() },
      }).finally(() => void qc.invalidateQueries({ queryKey: coachQuotaQueryKey })),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });
}

export function generateNextMove(): Promise<TNextMoveAnswer> {
  return call(coachEndpoints.nextMove, { body: { timezone: browserTimeZone() } });
}

export function generateNotification(input: {
  type: 'grind' | 'advice';
  goal?: { id: string; description: string };
  scheduled?: boolean;
}): Promise<TGenerateNotificationAnswer> {
  return call(coachEndpoints.generateNotification, {
    body: {
      timezone: browserTimeZone(),
      type: input.type,
      ...(input.goal ? { generateNotification: input.goal.description, currentGoalId: input.goal.id } : {}),
      ...(input.scheduled ? { scheduled: true } : {}),
    },
  });
}

export const coachQuotaQueryKey = ['coach', 'quota'] as const;
export function useCoachQuota() {
  // Asked once the first page is drawn (decision 189).
  const shown = usePageShown();
  return useQuery({
    queryKey: coachQuotaQueryKey,
    enabled: shown,
    queryFn: () => call(coachEndpoints.readQuota, { query: { timezone: browserTimeZone() } }),
  });
}
export function useRefreshQuota(): () => void {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: coachQuotaQueryKey });
}

/** Next-move generation errors (docs/product.md#next-move). */
export function nextMoveErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return MESSAGES.dailyLimit;
    if (err.isNetworkError) return MESSAGES.noResponse;
    return MESSAGES.nextMoveHttpError;
  }
  return MESSAGES.nextMoveUnexpected;
}

/** (docs/product.md#fortify) the server's error text, else the generic ones. */
export function fortifyErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.fortifyNoResponse;
    return err.message || MESSAGES.fortifyGenericError;
  }
  return MESSAGES.fortifySetupError;
}
