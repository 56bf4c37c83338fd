import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompletedGoalSchema, ZCompletedGoalsAnswerSchema, ZCompletedGoalsQuerySchema } from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { completeGoal, findCompletedGoals } from './completed-goals.service.ts';

/** Spec §7 'Completed goals': complete one, and the paged list (defaults page 1, limit 50). */
export async function completedGoalsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.post(
    '/completed-goals/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: ZCompletedGoalSchema } } },
    (req) => completeGoal(app.db, { userId: userOf(req).id, id: req.params.id }),
  );

  // The spec writes the path with a trailing slash; both spellings answer.
  for (const url of ['/completed-goals', '/completed-goals/']) {
    r.get(
      url,
      { schema: { querystring: ZCompletedGoalsQuerySchema, response: { 200: ZCompletedGoalsAnswerSchema } } },
      (req) => findCompletedGoals(app.db, { userId: userOf(req).id, page: req.query.page, limit: req.query.limit }),
    );
  }
}
