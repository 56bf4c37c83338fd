import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReminderSettings } from '@grindstone/contract';
import * as reminderEndpoints from '@grindstone/contract/endpoints/reminders';
import * as pushEndpoints from '@grindstone/contract/endpoints/push';
import { call } from '../../../lib/call.ts';

export const reminderSettingsQuery = () =>
  queryOptions({ queryKey: ['reminder-settings'], queryFn: () => call(reminderEndpoints.getReminderSettings) });

export const useReminderSettings = () => useQuery(reminderSettingsQuery());

/**
 * Each save sends the whole settings, and the server keeps the last one it gets: saves made in
 * quick succession (a switch, then two times) run one after another, in the order made, so the
 * last choice is the one kept.
 */
export function useSaveReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    scope: { id: 'reminder-settings' },
    mutationFn: (body: TReminderSettings) => call(reminderEndpoints.saveReminderSettings, { body }),
    onSuccess: (saved) => qc.setQueryData(reminderSettingsQuery().queryKey, saved),
  });
}

export const useSendTestReminder = () => useMutation({ mutationFn: () => call(pushEndpoints.testPush) });
