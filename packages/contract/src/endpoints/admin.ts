import { endpoint } from './endpoint.ts';
import { ZIdParamsSchema } from '../schemas/common.ts';
import { ZAdminMailSchema } from '../schemas/admin.ts';

/** The operator's Resend: a failed (or waiting) mail is queued again for the mail job. */
export const resendMail = endpoint({
  method: 'POST',
  path: '/api/admin/mail/:id/resend',
  auth: 'admin',
  params: ZIdParamsSchema,
  answer: ZAdminMailSchema,
  errors: [404, 409],
});
