import { MESSAGES } from '@grindstone/contract';
import { ApiError } from '../../lib/api-client.ts';

/** (docs/product.md#onboarding) Registration errors: the server's text mapped to what the wizard shows. */
export function registrationErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetworkError) return MESSAGES.registrationNoResponse;
    const text = err.message ?? '';
    if (text.includes(MESSAGES.serverTaken)) return MESSAGES.registrationTaken;
    if (text.includes(MESSAGES.serverInvalidCode)) return MESSAGES.registrationInvalidCode;
    return text || MESSAGES.registrationNoResponse;
  }
  return MESSAGES.registrationNoResponse;
}

/** (docs/product.md#onboarding) a random 4-digit number (1000 to 9999) generated on the client. */
export function generateVerificationCode(min: number, max: number): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return String(min + (buf[0]! % (max - min + 1)));
}
