import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  ZErrorSchema,
  ZIdParamsSchema,
  ZMessageAnswerSchema,
  ZMetadataAnswerSchema,
  ZMetadataBodySchema,
  ZMetadataSavedSchema,
  ZOkSchema,
  ZProfileAnswerSchema,
  ZProfileFactAnswerSchema,
  ZProfileFactBodySchema,
  ZProfileFactsAnswerSchema,
  ZUpdateMeBodySchema,
  ZUpdateMeProtectedBodySchema,
  ZUpdatePasswordBodySchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { toMe } from '../auth/auth.service.ts';
import { issueRefreshToken } from '../auth/refresh-tokens.service.ts';
import { setSessionCookies } from '../auth/session-cookies.ts';
import {
  changePassword,
  correctFact,
  findMetadata,
  listFacts,
  removeFact,
  saveMetadata,
  updateName,
  updateProtected,
} from './profile.service.ts';

const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  429: ZErrorSchema,
};

/** Profile, My Context, profile facts and password change (spec §7 users and profile data rows). */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const member = { preHandler: app.requireUser };

  app.put(
    '/users/updateMe',
    { ...member, schema: { body: ZUpdateMeBodySchema, response: { 200: ZProfileAnswerSchema, ...errors } } },
    async (request) => {
      const user = await updateName(db, { userId: userOf(request).id, name: request.body.name });
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toMe(user) };
    },
  );

  app.put(
    '/users/updateMeProtected',
    { ...member, schema: { body: ZUpdateMeProtectedBodySchema, response: { 200: ZProfileAnswerSchema, ...errors } } },
    async (request) => {
      const user = await updateProtected(db, { userId: userOf(request).id, ...request.body });
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toMe(user) };
    },
  );

  app.patch(
    '/users/updateMyPassword',
    { ...member, schema: { body: ZUpdatePasswordBodySchema, response: { 200: ZMessageAnswerSchema, ...errors } } },
    async (request, reply) => {
      const user = await changePassword(db, { userId: userOf(request).id, ...request.body });
      // Every other session ended with the revocation; this one continues on a fresh family.
      const refresh = await issueRefreshToken(db, { userId: user.id, userAgent: request.headers['user-agent'] });
      await setSessionCookies(app, request, reply, user, refresh);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/user-data/metadata',
    { ...member, schema: { response: { 200: ZMetadataAnswerSchema, ...errors } } },
    async (request) => ({ data: await findMetadata(db, userOf(request).id) }),
  );

  app.post(
    '/user-data',
    { ...member, schema: { body: ZMetadataBodySchema, response: { 200: ZMetadataSavedSchema, ...errors } } },
    async (request) => {
      const data = await saveMetadata(db, { userId: userOf(request).id, metadata: request.body.metadata });
      return { message: ACCOUNT_MESSAGES.contextSaved, data };
    },
  );

  app.get(
    '/profile-facts',
    { ...member, schema: { response: { 200: ZProfileFactsAnswerSchema, ...errors } } },
    async (request) => ({ facts: await listFacts(db, userOf(request).id) }),
  );

  app.put(
    '/profile-facts/:id',
    {
      ...member,
      schema: {
        params: ZIdParamsSchema,
        body: ZProfileFactBodySchema,
        response: { 200: ZProfileFactAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      fact: await correctFact(db, { userId: userOf(request).id, factId: request.params.id, fact: request.body.fact }),
    }),
  );

  app.delete(
    '/profile-facts/:id',
    { ...member, schema: { params: ZIdParamsSchema, response: { 200: ZOkSchema, ...errors } } },
    async (request) => {
      await removeFact(db, { userId: userOf(request).id, factId: request.params.id });
      return { ok: true as const };
    },
  );
}
