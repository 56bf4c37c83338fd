import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type TMessageAnswer, type TUpdatePasswordBody } from '@grindstone/contract';
import { api, ApiError } from '../../lib/api-client.ts';

export const changePassword = (body: TUpdatePasswordBody) => api.patch<TMessageAnswer>('/users/updateMyPassword', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Spec §8 'Change password': the server's error, or the network / generic texts. */
export function passwordErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.networkUnreachable;
    return err.message || MESSAGES.unexpectedError;
  }
  return (err as Error)?.message || MESSAGES.anError;
}

/** Spec §5 'Change password' rules, in order; null when the form may be sent. */
export function passwordFormProblem(current: string, next: string, confirm: string, min: number): string | null {
  if (!current || !next || !confirm) return MESSAGES.fillAllFields;
  if (next !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (next.length < min) return MESSAGES.passwordMinChange;
  return null;
}
