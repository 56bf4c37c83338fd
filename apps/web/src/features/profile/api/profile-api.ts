import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  type TMetadataAnswer,
  type TProfileAnswer,
  type TProfileFact,
  type TUpdateMeProtectedBody,
} from '@grindstone/contract';
import * as yourDataEndpoints from '@grindstone/contract/endpoints/your-data';
import { api, ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

export const metadataQuery = () =>
  queryOptions({ queryKey: ['user-data', 'metadata'], queryFn: () => api.get<TMetadataAnswer>('/user-data/metadata') });
export const factsQuery = () =>
  queryOptions({ queryKey: ['profile-facts'], queryFn: () => api.get<{ facts: TProfileFact[] }>('/profile-facts') });

export const useMetadata = () => useQuery(metadataQuery());
export const useFacts = () => useQuery(factsQuery());

export const updateName = (name: string) => api.put<TProfileAnswer>('/users/updateMe', { name });
export const updateProtected = (body: TUpdateMeProtectedBody) =>
  api.put<TProfileAnswer>('/users/updateMeProtected', body);

export function useSaveMetadata() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (metadata: string) => api.post<{ message: string; data: string }>('/user-data', { metadata }),
    onSuccess: (answer) => qc.setQueryData(metadataQuery().queryKey, { data: answer.data }),
  });
}

export function useCorrectFact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fact }: { id: string; fact: string }) =>
      api.put<{ fact: TProfileFact }>(`/profile-facts/${id}`, { fact }),
    onSuccess: ({ fact }) =>
      qc.setQueryData(factsQuery().queryKey, (old) =>
        old ? { facts: old.facts.map((f) => (f.id === fact.id ? fact : f)) } : old,
      ),
  });
}

export function useRemoveFact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/profile-facts/${id}`),
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
 * Spec §8 'Profile': the server's error text (shown in red); an exception without an answer
 * gives 'An error occurred: ' plus its message.
 */
export function profileErrorText(err: unknown): string {
  if (err instanceof ApiError && !err.isNetworkError) return err.message;
  return MESSAGES.anErrorOccurred((err as Error)?.message);
}
