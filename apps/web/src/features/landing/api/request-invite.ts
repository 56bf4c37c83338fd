import { useMutation } from '@tanstack/react-query';
import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import type { EndpointInput } from '@grindstone/contract/endpoints/endpoint';
import { call } from '../../../lib/call.ts';

type InviteRequest = EndpointInput<typeof onboardingEndpoints.requestInvite>['body'];

/** A visitor's invitation request (docs/product.md#invite): name, twitter, email, timeZone, userAgent. */
export function useRequestInvite() {
  return useMutation({ mutationFn: (body: InviteRequest) => call(onboardingEndpoints.requestInvite, { body }) });
}
