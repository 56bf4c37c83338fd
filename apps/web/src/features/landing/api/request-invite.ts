import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import type { EndpointInput } from '@grindstone/contract/endpoints/endpoint';
import { call } from '../../../lib/call.ts';

type InviteRequest = EndpointInput<typeof onboardingEndpoints.requestInvite>['body'];

/**
 * A visitor's invitation request (docs/product.md#invite): name, twitter, email, timeZone, userAgent.
 * A plain call, not a TanStack mutation: the landing page loads no query client.
 */
export const requestInvite = (body: InviteRequest) => call(onboardingEndpoints.requestInvite, { body });
