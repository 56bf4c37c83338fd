import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAiUsageSchema,
  ZAdminApproveAnswerSchema,
  ZAdminApproveBodySchema,
  ZAdminCodeParamsSchema,
  ZAdminCreateCodeBodySchema,
  ZAdminFeedbackSchema,
  ZAdminInvitationCodeSchema,
  ZAdminInvitationCodesSchema,
  ZAdminInviteRequestSchema,
  ZAdminInviteRequestsSchema,
  ZAdminMailOutboxSchema,
  ZAdminPopupResponsesSchema,
  ZAdminUsersSchema,
  ZErrorSchema,
  ZIdParamsSchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { createInvitationCode, revokeInvitationCode } from '../ops/invitation-codes.service.ts';
import * as adminEndpoints from '@grindstone/contract/endpoints/admin';
import { route } from '../../http/route.ts';
import { mailerOf, resendMail } from '../../mail/index.ts';
import { getAiUsageSummary } from '../coach/ai-usage.service.ts';

/** The AI usage tab covers this many days. */
const AI_USAGE_DAYS = 30;
import {
  approveInviteRequest,
  listCodesWithRedemptions,
  listFeedback,
  listInviteRequests,
  listMail,
  toMail,
  listPopupResponses,
  listUsersForAdmin,
  rejectInviteRequest,
  toCode,
} from './admin.service.ts';

const errors = { 400: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/** Operator API under /api/admin/*: admins only; everyone else gets a plain 404. */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route of this plugin (and the unknown ones below /admin) goes through the guard first.
  app.addHook('onRequest', app.requireAdmin);

  const baseUrl = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.get('/admin/invite-requests', { schema: { response: { 200: ZAdminInviteRequestsSchema } } }, async () => ({
    requests: await listInviteRequests(app.db),
  }));

  app.post(
    '/admin/invite-requests/:id/approve',
    {
      schema: {
        params: ZIdParamsSchema,
        body: ZAdminApproveBodySchema.optional(),
        response: { 200: ZAdminApproveAnswerSchema, ...errors },
      },
    },
    async (request) =>
      approveInviteRequest(app, {
        id: request.params.id,
        adminId: userOf(request).id,
        email: request.body?.email,
        baseUrl: baseUrl(request),
      }),
  );

  app.post(
    '/admin/invite-requests/:id/reject',
    {
      schema: {
        params: ZIdParamsSchema,
        response: { 200: z.object({ request: ZAdminInviteRequestSchema }), ...errors },
      },
    },
    async (request) => ({ request: await rejectInviteRequest(app.db, request.params.id) }),
  );

  app.get('/admin/invitation-codes', { schema: { response: { 200: ZAdminInvitationCodesSchema } } }, async () => ({
    codes: await listCodesWithRedemptions(app.db),
  }));

  app.post(
    '/admin/invitation-codes',
    { schema: { body: ZAdminCreateCodeBodySchema, response: { 201: ZAdminInvitationCodeSchema, ...errors } } },
    async (request, reply) => {
      const { uses, expiresInDays, note } = request.body;
      const created = await createInvitationCode(app.db, {
        uses,
        expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null,
        createdBy: userOf(request).id,
        note: note || null,
      });
      return reply.status(201).send(toCode(created));
    },
  );

  app.post(
    '/admin/invitation-codes/:code/revoke',
    { schema: { params: ZAdminCodeParamsSchema, response: { 200: ZAdminInvitationCodeSchema, ...errors } } },
    async (request) => toCode(await revokeInvitationCode(app.db, request.params.code)),
  );

  app.get('/admin/users', { schema: { response: { 200: ZAdminUsersSchema } } }, async () => ({
    users: await listUsersForAdmin(app.db),
  }));

  app.get('/admin/feedback', { schema: { response: { 200: ZAdminFeedbackSchema } } }, async () => ({
    feedback: await listFeedback(app.db),
  }));

  app.get('/admin/popup-responses', { schema: { response: { 200: ZAdminPopupResponsesSchema } } }, async () =>
    listPopupResponses(app.db),
  );

  app.get('/admin/mail', { schema: { response: { 200: ZAdminMailOutboxSchema } } }, async () => ({
    mails: await listMail(app.db),
    smtp: mailerOf(app).smtp,
  }));

  route(app, adminEndpoints.resendMail, async (request) => toMail(await resendMail(app, request.params.id)));

  app.get('/admin/ai-usage', { schema: { response: { 200: ZAdminAiUsageSchema } } }, async () =>
    getAiUsageSummary(app.db, { days: AI_USAGE_DAYS }),
  );
}
