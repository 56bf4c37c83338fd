import { queryOptions, useMutation } from '@tanstack/react-query';
import { ONBOARDING_POLL_MS } from '@grindstone/contract';
import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import * as authEndpoints from '@grindstone/contract/endpoints/auth';
import type { EndpointInput } from '@grindstone/contract/endpoints/endpoint';
import { call } from '../../../lib/call.ts';

/** The wizard's checks, the registration itself, and the account set-up status the banner polls. */
export const verifyInvitation = (code: string) => call(onboardingEndpoints.verifyInvitation, { body: { code } });
export const checkTwitter = (username: string) => call(onboardingEndpoints.checkTwitter, { body: { username } });
export const checkEmail = (email: string) => call(onboardingEndpoints.checkEmail, { body: { email } });
export const verifyTwitter = (username: string, code: string, signal?: AbortSignal) =>
  call(onboardingEndpoints.verifyTwitter, { params: { username, code } }, { signal });
export const register = (body: EndpointInput<typeof onboardingEndpoints.register>['body']) =>
  call(onboardingEndpoints.register, { body });

/** Step 1: is the invitation code good? */
export const useVerifyInvitation = () => useMutation({ mutationFn: verifyInvitation });
/** Step 2: is this X account free? */
export const useCheckTwitter = () => useMutation({ mutationFn: checkTwitter });
/** Step 3: is this email free? */
export const useCheckEmail = () => useMutation({ mutationFn: checkEmail });

export const startOnboarding = () => call(authEndpoints.completeOnboarding, { body: { status: 'started' } });

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => call(onboardingEndpoints.publicConfig),
  staleTime: Infinity,
});

export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding-status', userId],
    queryFn: () => call(onboardingEndpoints.onboardingStatus),
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      return s === 'completed' || s === 'failed' ? false : ONBOARDING_POLL_MS;
    },
  });
