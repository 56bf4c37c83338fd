import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccessTokenListSchema,
  ZCreateAccessTokenBodySchema,
  ZCreatedAccessTokenSchema,
  ZErrorSchema,
  ZOkSchema,
} from '@grindstone/contract';
import { z } from 'zod';
import { userOf } from '../../plugins/session.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service.ts';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/** Managing personal access tokens: the cookie session only (a token cannot mint or list tokens). */
export async function accessTokensRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get('/access-tokens', { schema: { response: { 200: ZAccessTokenListSchema, ...errors } } }, (req) =>
    listAccessTokens(app.db, userOf(req).id),
  );

  r.post(
    '/access-tokens',
    { schema: { body: ZCreateAccessTokenBodySchema, response: { 201: ZCreatedAccessTokenSchema, ...errors } } },
    async (req, reply) => {
      const created = await createAccessToken(app.db, { userId: userOf(req).id, ...req.body });
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/access-tokens/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: ZOkSchema, ...errors } } },
    async (req) => {
      await revokeAccessToken(app.db, { userId: userOf(req).id, id: req.params.id });
      return { ok: true as const };
    },
  );
}
