import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as accessTokenEndpoints from '@grindstone/contract/endpoints/access-tokens';
import type { TCreateAccessTokenBody } from '@grindstone/contract';
import { call } from '../../../lib/call.ts';

export const accessTokensQuery = () =>
  queryOptions({ queryKey: ['access-tokens'], queryFn: () => call(accessTokenEndpoints.listAccessTokens) });

export const useAccessTokens = () => useQuery(accessTokensQuery());

/** Creates a token; the list gets the new row without its secret (the caller keeps the secret). */
export function useCreateAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccessTokenBody) => call(accessTokenEndpoints.createAccessToken, { body }),
    onSuccess: ({ token: _secret, ...listed }) =>
      qc.setQueryData(accessTokensQuery().queryKey, (old) => [...(old ?? []), listed]),
  });
}

export function useRevokeAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(accessTokenEndpoints.revokeAccessToken, { params: { id } }),
    onSuccess: (_answer, id) =>
      qc.setQueryData(accessTokensQuery().queryKey, (old) => (old ?? []).filter((t) => t.id !== id)),
  });
}
