import type { TPopupResponseValue } from '@grindstone/contract';
import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import { call } from '../../../lib/call.ts';

/**
 * Records the popup's answer (with the member when signed in). A plain call: the popup also shows
 * on the visitor's landing page, which loads no query client.
 */
export const recordPopupResponse = (response: TPopupResponseValue) =>
  call(onboardingEndpoints.recordPopupResponse, { body: { response } });
