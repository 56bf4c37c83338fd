import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calendarEndpoints from '@grindstone/contract/endpoints/calendar';
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
