import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { isOpsAuthorization } from './ops-token.ts';
import { createInvitationCode, listInvitationCodes, revokeInvitationCode } from './invitation-codes.service.ts';
import { listUsers, makeAdmin } from './users.service.ts';
import {
  DAY_MS,
  ZOpsCreateInvitationBodySchema,
  ZOpsInvitationCodeSchema,
  ZOpsUserSchema,
  toCode,
  toUser,
} from './ops.schemas.ts';

/**
 * The operator bridge (`/api/ops/...`): what the admin CLI calls while a server holds the PGlite
 * data dir, and what the e2e fixtures use to mint invitation codes. Authenticated by
 * `authorization: Bearer <opsToken(APP_SECRET)>`; anything else is a plain not-found.
 * Hidden from the OpenAPI document.
 */
export async function opsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.APP_SECRET;
  r.addHook('onRequest', async (request) => {
    if (!isOpsAuthorization(request.headers.authorization, secret)) {
      throw new AppError('not_found', MESSAGES.notFound);
    }
  });

  r.post(
    '/ops/invitation-codes',
    {
      schema: {
        hide: true,
        body: ZOpsCreateInvitationBodySchema,
        response: { 201: z.object({ code: z.string() }) },
      },
    },
    async (request, reply) => {
      const { uses = 1, expiresInDays, note } = request.body ?? {};
      const created = await createInvitationCode(app.db, {
        uses,
        expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null,
        note: note ?? 'ops',
      });
      return reply.status(201).send({ code: created.code });
    },
  );

  r.get(
    '/ops/invitation-codes',
    { schema: { hide: true, response: { 200: z.object({ codes: z.array(ZOpsInvitationCodeSchema) }) } } },
    async () => ({ codes: (await listInvitationCodes(app.db)).map(toCode) }),
  );

  r.post(
    '/ops/invitation-codes/revoke',
    {
      schema: {
        hide: true,
        body: z.object({ code: z.string().min(1).max(100) }),
        response: { 200: ZOpsInvitationCodeSchema },
      },
    },
    async (request) => toCode(await revokeInvitationCode(app.db, request.body.code)),
  );

  r.get(
    '/ops/users',
    { schema: { hide: true, response: { 200: z.object({ users: z.array(ZOpsUserSchema) }) } } },
    async () => ({ users: (await listUsers(app.db)).map(toUser) }),
  );

  r.post(
    '/ops/users/make-admin',
    {
      schema: {
        hide: true,
        body: z.object({ username: z.string().min(1).max(100) }),
        response: { 200: ZOpsUserSchema },
      },
    },
    async (request) => toUser(await makeAdmin(app.db, request.body.username)),
  );
}
