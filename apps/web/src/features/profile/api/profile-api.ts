import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type TUpdateMeProtectedBody } from '@grindstone/contract';
import * as profileEndpoints from '@grindstone/contract/endpoints/profile';
import * as yourDataEndpoints from '@grindstone/contract/endpoints/your-data';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

export const metadataQuery = () =>
  queryOptions({ queryKey: ['user-data', 'metadata'], queryFn: () => call(profileEndpoints.readMetadata) });
export const factsQuery = () =>
  queryOptions({ queryKey: ['profile-facts'], queryFn: () => call(profileEndpoints.listFacts) });

export const useMetadata = () => useQuery(metadataQuery());
export const useFacts = () => useQuery(factsQuery());

export const updateName = (name: string) => call(profileEndpoints.updateName, { body: { name } });
export const updateProtected = (body: TUpdateMeProtectedBody) => call(profileEndpoints.updateProtected, { body });

export function useSaveMetadata() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (metadata: string) => call(profileEndpoints.saveMetadata, { body: { metadata } }),
    onSuccess: (answer) => qc.setQueryData(metadataQuery().queryKey, { data: answer.data }),
  });
}

export function useCorrectFact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fact }: { id: string; fact: string }) =>
      call(profileEndpoints.correctFact, { params: { id }, body: { fact } }),
    onSuccess: ({ fact }) =>
      qc.setQueryData(factsQuery().queryKey, (old) =>
        old ? { facts: old.facts.map((f) => (f.id === fact.id ? fact : f)) } : old,
      ),
  });
}

export function useRemoveFact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(profileEndpoints.removeFact, { params: { id } }),
    onSuccess: (_v, id) =>
      qc.setQueryData(factsQuery().queryKey, (old) => (old ? { facts: old.facts.filter((f) => f.id !== id) } : old)),
  });
}

/** Everything we hold about the user, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await call(yourDataEndpoints.exportMyData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `grindstone-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const deleteMyAccount = (password: string) => call(yourDataEndpoints.deleteMe, { body: { password } });

/**
 * (docs/product.md#profile) the server's error text (shown in red); an exception without an answer
 * gives 'An error occurred: ' plus its message.
 */
export function profileErrorText(err: unknown): string {
  if (err instanceof ApiError && !err.isNetworkError) return err.message;
  return MESSAGES.anErrorOccurred((err as Error)?.message);
}
