import { useMutation } from '@tanstack/react-query';
import type { TInviteRequestAnswer, TInviteRequestBody } from '@grindstone/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/requestInvite (docs/product.md#invite): name, twitter, email, timeZone, userAgent. */
export function requestInvite(body: TInviteRequestBody): Promise<TInviteRequestAnswer> {
  return api.post<TInviteRequestAnswer>('/requestInvite', body);
}

export function useRequestInvite() {
  return useMutation({ mutationFn: requestInvite });
}
