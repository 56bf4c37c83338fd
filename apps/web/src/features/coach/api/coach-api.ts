import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type TFortifyAnswer,
  type TGenerateNotificationAnswer,
  type TNextMoveAnswer,
} from '@grindstone/contract';
import * as coachEndpoints from '@grindstone/contract/endpoints/coach';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

/** The browser's IANA time zone: the server counts the daily limits in the person's local day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function fortifyGoal(goal: { id: string; description: string }): Promise<TFortifyAnswer> {
  return call(coachEndpoints.fortifyGoal, {
    body: { goal: goal.description, currentGoalId: goal.id, timezone: browserTimeZone() },
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
  return useQuery({
    queryKey: coachQuotaQueryKey,
    queryFn: () => call(coachEndpoints.readQuota, { query: { timezone: browserTimeZone() } }),
  });
}
export function useRefreshQuota(): () => void {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: coachQuotaQueryKey });
}

/** Spec §8 'Next-move generation'. */
export function nextMoveErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return MESSAGES.dailyLimit;
    if (err.isNetworkError) return MESSAGES.noResponse;
    return MESSAGES.nextMoveHttpError;
  }
  return MESSAGES.nextMoveUnexpected;
}

/** Spec §8 'Notification generation'. */
export function notificationErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return MESSAGES.dailyLimit;
    if (err.isNetworkError) return MESSAGES.noResponse;
    return MESSAGES.notificationHttpError;
  }
  return MESSAGES.genericError;
}

/** Spec §8 'Fortify': the server's error text, else the generic ones. */
export function fortifyErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.fortifyNoResponse;
    return err.message || MESSAGES.fortifyGenericError;
  }
  return MESSAGES.fortifySetupError;
}
