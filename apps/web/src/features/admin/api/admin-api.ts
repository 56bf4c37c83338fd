import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminAiUsage,
  TAdminFeedbackItem,
  TAdminInvitationCode,
  TAdminInviteRequest,
  TAdminMail,
  TAdminPopupResponses,
  TAdminUser,
  TAdminApproveAnswer,
} from '@grindstone/contract';
import * as adminEndpoints from '@grindstone/contract/endpoints/admin';
import { api } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

export const adminKeys = {
  requests: ['admin', 'invite-requests'] as const,
  codes: ['admin', 'codes'] as const,
  users: ['admin', 'users'] as const,
  feedback: ['admin', 'feedback'] as const,
  popup: ['admin', 'popup'] as const,
  mail: ['admin', 'mail'] as const,
  ai: ['admin', 'ai'] as const,
};

export const requestsQuery = queryOptions({
  queryKey: adminKeys.requests,
  queryFn: () => api.get<{ requests: TAdminInviteRequest[] }>('/admin/invite-requests').then((r) => r.requests),
});
export const codesQuery = queryOptions({
  queryKey: adminKeys.codes,
  queryFn: () => api.get<{ codes: TAdminInvitationCode[] }>('/admin/invitation-codes').then((r) => r.codes),
});
export const usersQuery = queryOptions({
  queryKey: adminKeys.users,
  queryFn: () => api.get<{ users: TAdminUser[] }>('/admin/users').then((r) => r.users),
});
export const feedbackQuery = queryOptions({
  queryKey: adminKeys.feedback,
  queryFn: () => api.get<{ feedback: TAdminFeedbackItem[] }>('/admin/feedback').then((r) => r.feedback),
});
export const popupQuery = queryOptions({
  queryKey: adminKeys.popup,
  queryFn: () => api.get<TAdminPopupResponses>('/admin/popup-responses'),
});
export const mailQuery = queryOptions({
  queryKey: adminKeys.mail,
  queryFn: () => api.get<{ mails: TAdminMail[]; smtp: boolean }>('/admin/mail'),
});
export const aiUsageQuery = queryOptions({
  queryKey: adminKeys.ai,
  queryFn: () => api.get<TAdminAiUsage>('/admin/ai-usage'),
});

type ApproveAnswer = TAdminApproveAnswer;

export function useApproveRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApproveAnswer>(`/admin/invite-requests/${id}/approve`, {}),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.requests }),
        qc.invalidateQueries({ queryKey: adminKeys.codes }),
        qc.invalidateQueries({ queryKey: adminKeys.mail }),
      ]),
  });
}
/** Queues a failed (or waiting) mail again; the mail job sends it. */
export function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminEndpoints.resendMail, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.mail }),
  });
}
export function useRejectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/admin/invite-requests/${id}/reject`),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.requests }),
  });
}
export function useCreateCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { uses: number; expiresInDays: number | null; note?: string }) =>
      api.post<TAdminInvitationCode>('/admin/invitation-codes', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.codes }),
  });
}
export function useRevokeCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<TAdminInvitationCode>(`/admin/invitation-codes/${encodeURIComponent(code)}/revoke`),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.codes }),
  });
}
