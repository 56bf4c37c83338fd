import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZDeleteMeBodySchema, ZErrorSchema, ZMessageAnswerSchema } from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { paypalFor } from '../../integrations/paypal/index.ts';
import { clearSessionCookies } from '../auth/session-cookies.ts';
import { deleteAccount, exportUserData } from './your-data.service.ts';

/** Your data (GDPR access and erasure): GET /me/export, DELETE /me. */
export async function yourDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/me/export', { preHandler: app.requireUser }, async (request, reply) => {
    const data = await exportUserData(app.db, userOf(request).id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="grindstone-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZDeleteMeBodySchema,
        response: {
          200: ZMessageAnswerSchema,
          400: ZErrorSchema,
          401: ZErrorSchema,
          403: ZErrorSchema,
          429: ZErrorSchema,
          502: ZErrorSchema,
          503: ZErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, paypalFor(app), { userId: userOf(request).id, password: request.body.password });
      clearSessionCookies(reply);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
