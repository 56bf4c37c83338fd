import { useMutation } from '@tanstack/react-query';
import { MESSAGES, newPasswordProblem, type TUpdatePasswordBody } from '@grindstone/contract';
import * as profileEndpoints from '@grindstone/contract/endpoints/profile';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';

export const changePassword = (body: TUpdatePasswordBody) => call(profileEndpoints.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** (docs/product.md#change-password) the server's error, or the network / generic texts. */
export function passwordErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.networkUnreachable;
    return err.message || MESSAGES.unexpectedError;
  }
  return (err as Error)?.message || MESSAGES.anError;
}

/** (docs/product.md#change-password) Password rules, in order; null when the form may be sent. */
export function passwordFormProblem(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return MESSAGES.fillAllFields;
  if (next !== confirm) return MESSAGES.passwordsDoNotMatch;
  return newPasswordProblem(next);
}
