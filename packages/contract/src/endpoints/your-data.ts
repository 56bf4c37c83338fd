import { endpoint } from './endpoint.ts';
import { ZDeleteMeBodySchema, ZMessageAnswerSchema } from '../schemas/account.ts';

/** Everything stored about the member, as a JSON file to download. */
export const exportMyData = endpoint({ method: 'GET', path: '/api/me/export', auth: 'member', answer: null });

/** Deletes the account and everything of it, after the password (and a PayPal cancellation). */
export const deleteMe = endpoint({
  method: 'DELETE',
  path: '/api/me',
  auth: 'member',
  body: ZDeleteMeBodySchema,
  answer: ZMessageAnswerSchema,
  errors: [400, 403, 429, 502, 503],
});
