import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import * as feedbackEndpoints from '@grindstone/contract/endpoints/feedback';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { createFeedback } from './feedback.service.ts';

/** A member's feedback for the operators. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, feedbackEndpoints.sendFeedback, async (request, reply) => {
    await createFeedback(app.db, { userId: userOf(request).id, feedback: request.body.feedback });
    return reply.status(201).send({ message: ACCOUNT_MESSAGES.feedbackThanks });
  });
}
