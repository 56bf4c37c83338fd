import { endpoint } from './endpoint.ts';
import { ZIdParamsSchema } from '../schemas/common.ts';
import {
  ZAdminAiUsageSchema,
  ZAdminApproveAnswerSchema,
  ZAdminApproveOptionalBodySchema,
  ZAdminFeedbackSchema,
  ZAdminInvitationCodeSchema,
  ZAdminInvitationCodesSchema,
  ZAdminInviteRequestsSchema,
  ZAdminMailOutboxSchema,
  ZAdminMailSchema,
  ZAdminPopupResponsesSchema,
  ZAdminRejectAnswerSchema,
  ZAdminUsersSchema,
} from '../schemas/admin.ts';
import { ZCreateInvitationCodeBodySchema, ZInvitationCodeParamsSchema } from '../schemas/invitation-codes.ts';

export const listInviteRequests = endpoint({
  method: 'GET',
  path: '/api/admin/invite-requests',
  auth: 'admin',
  answer: ZAdminInviteRequestsSchema,
});

/** Approves a request: a single-use code, mailed to the request's (or the given) address. */
export const approveInviteRequest = endpoint({
  method: 'POST',
  path: '/api/admin/invite-requests/:id/approve',
  auth: 'admin',
  params: ZIdParamsSchema,
  body: ZAdminApproveOptionalBodySchema,
  answer: ZAdminApproveAnswerSchema,
  errors: [400, 404, 409],
});

export const rejectInviteRequest = endpoint({
  method: 'POST',
  path: '/api/admin/invite-requests/:id/reject',
  auth: 'admin',
  params: ZIdParamsSchema,
  answer: ZAdminRejectAnswerSchema,
  errors: [400, 404, 409],
});

/** Every invitation code with its redemptions, newest first. */
export const listInvitationCodes = endpoint({
  method: 'GET',
  path: '/api/admin/invitation-codes',
  auth: 'admin',
  answer: ZAdminInvitationCodesSchema,
});

export const createInvitationCode = endpoint({
  method: 'POST',
  path: '/api/admin/invitation-codes',
  auth: 'admin',
  body: ZCreateInvitationCodeBodySchema,
  answer: ZAdminInvitationCodeSchema,
  status: 201,
  errors: [400],
});

/** Revokes a code (again is fine); the onboardings that carry it end. */
export const revokeInvitationCode = endpoint({
  method: 'POST',
  path: '/api/admin/invitation-codes/:code/revoke',
  auth: 'admin',
  params: ZInvitationCodeParamsSchema,
  answer: ZAdminInvitationCodeSchema,
  errors: [400, 404],
});

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  auth: 'admin',
  answer: ZAdminUsersSchema,
});

export const listFeedback = endpoint({
  method: 'GET',
  path: '/api/admin/feedback',
  auth: 'admin',
  answer: ZAdminFeedbackSchema,
});

export const listPopupResponses = endpoint({
  method: 'GET',
  path: '/api/admin/popup-responses',
  auth: 'admin',
  answer: ZAdminPopupResponsesSchema,
});

/** The mail outbox, and whether SMTP is configured. */
export const listMail = endpoint({
  method: 'GET',
  path: '/api/admin/mail',
  auth: 'admin',
  answer: ZAdminMailOutboxSchema,
});

/** The operator's Resend: a failed (or waiting) mail is queued again for the mail job. */
export const resendMail = endpoint({
  method: 'POST',
  path: '/api/admin/mail/:id/resend',
  auth: 'admin',
  params: ZIdParamsSchema,
  answer: ZAdminMailSchema,
  errors: [404, 409],
});

/** AI calls per day and per member over the last days. */
export const aiUsage = endpoint({
  method: 'GET',
  path: '/api/admin/ai-usage',
  auth: 'admin',
  answer: ZAdminAiUsageSchema,
});
