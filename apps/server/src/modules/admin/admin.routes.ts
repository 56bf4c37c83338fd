import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as adminEndpoints from '@grindstone/contract/endpoints/admin';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { resendMail } from '../../mail/index.ts';
import { createInvitationCode, revokeInvitationCode, toCode } from '../invitation-codes/invitation-codes.service.ts';
import { getAiUsageSummary } from '../coach/ai-usage.service.ts';
import {
  approveInviteRequest,
  listCodesWithRedemptions,
  listFeedback,
  listInviteRequests,
  listMail,
  listPopupResponses,
  listUsersForAdmin,
  rejectInviteRequest,
  toMail,
  withRedemptions,
} from './admin.service.ts';

/** The AI usage tab covers this many days. */
const AI_USAGE_DAYS = 30;

/** Operator API under /api/admin/*: admins only; everyone else gets a plain 404. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const baseUrl = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  route(app, adminEndpoints.listInviteRequests, async () => ({ requests: await listInviteRequests(db) }));

  route(app, adminEndpoints.approveInviteRequest, async (request) =>
    approveInviteRequest(app, {
      id: request.params.id,
      adminId: userOf(request).id,
      email: request.body?.email,
      baseUrl: baseUrl(request),
    }),
  );

  route(app, adminEndpoints.rejectInviteRequest, async (request) => ({
    request: await rejectInviteRequest(db, request.params.id),
  }));

  route(app, adminEndpoints.listInvitationCodes, async () => ({ codes: await listCodesWithRedemptions(db) }));

  route(app, adminEndpoints.createInvitationCode, async (request, reply) => {
    const { uses, expiresInDays, note } = request.body ?? {};
    const created = await createInvitationCode(db, {
      uses,
      expiresInDays,
      createdBy: userOf(request).id,
      note: note || null,
    });
    return reply.status(201).send(withRedemptions(toCode(created)));
  });

  route(app, adminEndpoints.revokeInvitationCode, async (request) =>
    withRedemptions(toCode(await revokeInvitationCode(db, request.params.code))),
  );

  route(app, adminEndpoints.listUsers, async () => ({ users: await listUsersForAdmin(db) }));

  route(app, adminEndpoints.listFeedback, async () => ({ feedback: await listFeedback(db) }));

  route(app, adminEndpoints.listPopupResponses, async () => listPopupResponses(db));

  route(app, adminEndpoints.listMail, async () => ({ mails: await listMail(db), smtp: app.mailer.smtp }));

  route(app, adminEndpoints.resendMail, async (request) => toMail(await resendMail(app, request.params.id)));

  route(app, adminEndpoints.aiUsage, async () => getAiUsageSummary(db, { days: AI_USAGE_DAYS }));
}
