import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZErrorSchema, ZFeedbackBodySchema, ZMessageAnswerSchema } from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { createFeedback } from './feedback.service.ts';

/** POST /feedback {feedback} (spec §7). */
export async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZFeedbackBodySchema,
        response: { 201: ZMessageAnswerSchema, 400: ZErrorSchema, 401: ZErrorSchema },
      },
    },
    async (request, reply) => {
      await createFeedback(app.db, { userId: userOf(request).id, feedback: request.body.feedback });
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.feedbackThanks });
    },
  );
}
