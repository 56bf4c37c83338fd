import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calendarEndpoints from '@grindstone/contract/endpoints/calendar';
import { MESSAGES } from '@grindstone/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: ['calendar-feed'], queryFn: () => call(calendarEndpoints.getCalendarFeed) });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** Creates or rotates the feed; the caller shows the returned URL once. */
export function useRotateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarEndpoints.rotateCalendarFeed),
    onSuccess: () =>
      qc.setQueryData(calendarFeedQuery().queryKey, { active: true, createdAt: new Date().toISOString() }),
  });
}

export function useRevokeCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(calendarEndpoints.revokeCalendarFeed),
    onSuccess: () => qc.setQueryData(calendarFeedQuery().queryKey, { active: false, createdAt: null }),
  });
}

/** The server's message for a refusal; a generic line when no answer came. */
export function calendarErrorText(err: unknown): string {
  return err instanceof ApiError && !err.isNetworkError ? err.message : MESSAGES.genericError;
}
