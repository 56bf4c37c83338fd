import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminEndpoints from '@grindstone/contract/endpoints/admin';
import type { EndpointInput } from '@grindstone/contract/endpoints/endpoint';
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
  queryFn: () => call(adminEndpoints.listInviteRequests).then((r) => r.requests),
});
export const codesQuery = queryOptions({
  queryKey: adminKeys.codes,
  queryFn: () => call(adminEndpoints.listInvitationCodes).then((r) => r.codes),
});
export const usersQuery = queryOptions({
  queryKey: adminKeys.users,
  queryFn: () => call(adminEndpoints.listUsers).then((r) => r.users),
});
export const feedbackQuery = queryOptions({
  queryKey: adminKeys.feedback,
  queryFn: () => call(adminEndpoints.listFeedback).then((r) => r.feedback),
});
export const popupQuery = queryOptions({
  queryKey: adminKeys.popup,
  queryFn: () => call(adminEndpoints.listPopupResponses),
});
export const mailQuery = queryOptions({
  queryKey: adminKeys.mail,
  queryFn: () => call(adminEndpoints.listMail),
});
export const aiUsageQuery = queryOptions({
  queryKey: adminKeys.ai,
  queryFn: () => call(adminEndpoints.aiUsage),
});

/** An operator action that refreshes the given lists once it succeeds. */
function useAdminAction<V, R>(mutationFn: (variables: V) => Promise<R>, refresh: readonly (readonly string[])[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export const useApproveRequest = () =>
  useAdminAction(
    (id: string) => call(adminEndpoints.approveInviteRequest, { params: { id }, body: {} }),
    [adminKeys.requests, adminKeys.codes, adminKeys.mail],
  );
/** Queues a failed (or waiting) mail again; the mail job sends it. */
export const useResendMail = () =>
  useAdminAction((id: string) => call(adminEndpoints.resendMail, { params: { id } }), [adminKeys.mail]);
export const useRejectRequest = () =>
  useAdminAction((id: string) => call(adminEndpoints.rejectInviteRequest, { params: { id } }), [adminKeys.requests]);
export const useCreateCode = () =>
  useAdminAction(
    (body: EndpointInput<typeof adminEndpoints.createInvitationCode>['body']) =>
      call(adminEndpoints.createInvitationCode, { body }),
    [adminKeys.codes],
  );
export const useRevokeCode = () =>
  useAdminAction((code: string) => call(adminEndpoints.revokeInvitationCode, { params: { code } }), [adminKeys.codes]);
