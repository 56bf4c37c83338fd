import { endpoint } from './endpoint.ts';
import { ZFeedbackBodySchema, ZMessageAnswerSchema } from '../schemas/account.ts';

/** A member's feedback for the operators. */
export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback',
  auth: 'member',
  body: ZFeedbackBodySchema,
  answer: ZMessageAnswerSchema,
  status: 201,
  errors: [400],
});
