import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReminderSettings } from '@grindstone/contract';
import * as reminderEndpoints from '@grindstone/contract/endpoints/reminders';
import * as pushEndpoints from '@grindstone/contract/endpoints/push';
import { call } from '../../../lib/call.ts';

export const reminderSettingsQuery = () =>
  queryOptions({ queryKey: ['reminder-settings'], queryFn: () => call(reminderEndpoints.getReminderSettings) });

export const useReminderSettings = () => useQuery(reminderSettingsQuery());

export function useSaveReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TReminderSettings) => call(reminderEndpoints.saveReminderSettings, { body }),
    onSuccess: (saved) => qc.setQueryData(reminderSettingsQuery().queryKey, saved),
  });
}

export const useSendTestReminder = () => useMutation({ mutationFn: () => call(pushEndpoints.testPush) });
