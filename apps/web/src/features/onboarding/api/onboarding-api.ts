import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TMe, TOnboardingStatusAnswer, TPublicConfig } from '@grindstone/contract';
import { api } from '../../../lib/api-client.ts';

/** Spec §7 auth rows used by the wizard, and the account set-up status the banner polls. */
export const verifyInvitation = (code: string) => api.post<{ valid: boolean }>('/auth/verify-invitation', { code });
export const checkTwitter = (username: string) => api.post<{ exists: boolean }>('/auth/check-twitter', { username });
export const checkEmail = (email: string) => api.post<{ exists: boolean }>('/auth/check-email', { email });
export const verifyTwitter = (username: string, code: string, signal?: AbortSignal) =>
  api.get<{ found: boolean }>(`/x-access/verify-twitter/${encodeURIComponent(username)}/${encodeURIComponent(code)}`, {
    signal,
  });
export const register = (body: { email: string; password: string; username: string; invitationCode: string }) =>
  api.post<{ user: TMe }>('/auth/register', body);
export const login = (body: { username: string; password: string }) => api.post<{ user: TMe }>('/auth/login', body);

/** Step 1: is the invitation code good? */
export const useVerifyInvitation = () => useMutation({ mutationFn: verifyInvitation });
/** Step 2: is this X account free? */
export const useCheckTwitter = () => useMutation({ mutationFn: checkTwitter });
/** Step 3: is this email free? */
export const useCheckEmail = () => useMutation({ mutationFn: checkEmail });

export const startOnboarding = () => api.patch<TMe>('/users/complete-onboarding', { status: 'started' });

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api.get<TPublicConfig>('/public-config'),
  staleTime: Infinity,
});

/** While the set-up runs the banner asks every few seconds. */
export const ONBOARDING_POLL_MS = 5_000;
export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding-status', userId],
    queryFn: () => api.get<TOnboardingStatusAnswer>('/onboarding/status'),
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'completed' || s === 'failed' ? false : ONBOARDING_POLL_MS;
    },
  });
