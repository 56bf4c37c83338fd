import type { FastifyInstance } from 'fastify';
import * as opsEndpoints from '@grindstone/contract/endpoints/ops';
import { route } from '../../http/route.ts';
import {
  createInvitationCode,
  listInvitationCodes,
  revokeInvitationCode,
  toCode,
} from '../invitation-codes/invitation-codes.service.ts';
import { listUsers, makeAdmin } from './users.service.ts';
import { toUser } from './ops.schemas.ts';

/**
 * The operator bridge (`/api/ops/...`): what the admin CLI calls while a server holds the PGlite
 * data dir, and what the e2e fixtures use to mint invitation codes. Authenticated by
 * `authorization: Bearer <opsToken(APP_SECRET)>`; anything else is a plain not-found.
 */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  route(app, opsEndpoints.createInvitationCode, async (request, reply) => {
    const { uses, expiresInDays, note } = request.body ?? {};
    const created = await createInvitationCode(app.db, { uses, expiresInDays, note: note ?? 'ops' });
    return reply.status(201).send({ code: created.code });
  });

  route(app, opsEndpoints.listInvitationCodes, async () => ({
    codes: (await listInvitationCodes(app.db)).map(toCode),
  }));

  route(app, opsEndpoints.revokeInvitationCode, async (request) =>
    toCode(await revokeInvitationCode(app.db, request.body.code)),
  );

  route(app, opsEndpoints.listUsers, async () => ({ users: (await listUsers(app.db)).map(toUser) }));

  route(app, opsEndpoints.makeAdmin, async (request) => toUser(await makeAdmin(app.db, request.body.username)));
}
