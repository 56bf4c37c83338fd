import { useMutation } from '@tanstack/react-query';
import type { TPopupResponseValue } from '@grindstone/contract';
import * as onboardingEndpoints from '@grindstone/contract/endpoints/onboarding';
import { call } from '../../../lib/call.ts';

/** Records the popup's answer (with the member when signed in). */
export function useRecordPopupResponse() {
  return useMutation({
    mutationFn: (response: TPopupResponseValue) =>
      call(onboardingEndpoints.recordPopupResponse, { body: { response } }),
  });
}
