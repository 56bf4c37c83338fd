import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateGoalUpdateBodySchema,
  ZDeletedSchema,
  ZEditGoalUpdateBodySchema,
  ZGoalUpdateListSchema,
  ZGoalUpdateSchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import {
  createGoalUpdate,
  deleteAllGoalUpdates,
  deleteGoalUpdate,
  editGoalUpdate,
  findGoalUpdates,
} from './goal-updates.service.ts';

const IdParams = z.object({ id: z.string().max(100) });
const GoalParams = z.object({ goalId: z.string().max(100) });

/** Spec §7 'Goal updates': dated rich-text notes on a goal, sanitised before they are stored. */
export async function goalUpdatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get('/goal-updates/:goalId', { schema: { params: GoalParams, response: { 200: ZGoalUpdateListSchema } } }, (req) =>
    findGoalUpdates(app.db, { userId: userOf(req).id, goalId: req.params.goalId }),
  );

  r.post(
    '/goal-updates',
    { schema: { body: ZCreateGoalUpdateBodySchema, response: { 201: ZGoalUpdateSchema } } },
    async (req, reply) => {
      const update = await createGoalUpdate(app.db, { userId: userOf(req).id, ...req.body });
      return reply.status(201).send(update);
    },
  );

  r.put(
    '/goal-updates/:id',
    { schema: { params: IdParams, body: ZEditGoalUpdateBodySchema, response: { 200: ZGoalUpdateSchema } } },
    (req) => editGoalUpdate(app.db, { userId: userOf(req).id, id: req.params.id, content: req.body.content }),
  );

  // Registered before '/goal-updates/:id' would not matter (different segment count); kept explicit.
  r.delete(
    '/goal-updates/:id/all',
    { schema: { params: IdParams, response: { 200: ZDeletedSchema } } },
    async (req) => ({
      ok: true as const,
      deleted: await deleteAllGoalUpdates(app.db, { userId: userOf(req).id, goalId: req.params.id }),
    }),
  );

  r.delete(
    '/goal-updates/:id',
    { schema: { params: IdParams, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await deleteGoalUpdate(app.db, { userId: userOf(req).id, id: req.params.id });
      return { ok: true as const };
    },
  );
}
