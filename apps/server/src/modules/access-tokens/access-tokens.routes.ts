import type { FastifyInstance } from 'fastify';
import * as accessTokenEndpoints from '@grindstone/contract/endpoints/access-tokens';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service.ts';

/** Managing personal access tokens: the cookie session only (a token cannot mint or list tokens). */
export async function accessTokensRoutes(app: FastifyInstance): Promise<void> {
  route(app, accessTokenEndpoints.listAccessTokens, (req) => listAccessTokens(app.db, userOf(req).id));

  route(app, accessTokenEndpoints.createAccessToken, async (req, reply) => {
    const created = await createAccessToken(app.db, { userId: userOf(req).id, ...req.body });
    return reply.status(201).send(created);
  });

  route(app, accessTokenEndpoints.revokeAccessToken, async (req) => {
    await revokeAccessToken(app.db, { userId: userOf(req).id, id: req.params.id });
    return { ok: true as const };
  });
}
