import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateGoalBodySchema,
  ZGoalListSchema,
  ZGoalSchema,
  ZGoalUpdateSchema,
  ZLegacyGoalUpdatesBodySchema,
  ZReorderGoalsBodySchema,
  ZUpdateGoalBodySchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  classifyGoalRecorded,
  createGoal,
  deleteGoal,
  findGoal,
  findOpenGoals,
  reorderGoals,
  updateGoal,
} from './goals.service.ts';
import { createGoalUpdate, pickLegacyUpdate, UPDATE_EMPTY_MESSAGE } from '../goal-updates/goal-updates.service.ts';

const Params = z.object({ id: z.string().max(100) });

/** Spec §7 'Goals': the open list, create, read, edit, delete, reorder and the legacy update call. */
export async function goalsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get('/goals', { schema: { response: { 200: ZGoalListSchema } } }, (req) => findOpenGoals(app.db, userOf(req).id));

  r.post('/goals', { schema: { body: ZCreateGoalBodySchema, response: { 201: ZGoalSchema } } }, async (req, reply) => {
    const userId = userOf(req).id;
    const goal = await createGoal(app.db, {
      userId,
      description: req.body.description,
      classify: (description) => classifyGoalRecorded(app.db, { userId, description, coach: app.coach, log: req.log }),
    });
    return reply.status(201).send(goal);
  });

  r.get('/goals/:id', { schema: { params: Params, response: { 200: ZGoalSchema } } }, (req) =>
    findGoal(app.db, { userId: userOf(req).id, id: req.params.id }),
  );

  r.patch(
    '/goals/:id',
    { schema: { params: Params, body: ZUpdateGoalBodySchema, response: { 200: ZGoalSchema } } },
    (req) => updateGoal(app.db, { userId: userOf(req).id, id: req.params.id, changes: req.body }),
  );

  r.delete(
    '/goals/:id',
    { schema: { params: Params, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await deleteGoal(app.db, { userId: userOf(req).id, id: req.params.id });
      return { ok: true as const };
    },
  );

  r.post(
    '/goals/reorder',
    {
      schema: {
        body: ZReorderGoalsBodySchema,
        response: { 200: z.object({ ok: z.literal(true), updated: z.number().int() }) },
      },
    },
    async (req) => ({
      ok: true as const,
      updated: await reorderGoals(app.db, { userId: userOf(req).id, ids: req.body.goals }),
    }),
  );

  r.put(
    '/goals/:id/updates',
    { schema: { params: Params, body: ZLegacyGoalUpdatesBodySchema, response: { 201: ZGoalUpdateSchema } } },
    async (req, reply) => {
      const content = pickLegacyUpdate(req.body);
      if (content === null) throw new AppError('validation', UPDATE_EMPTY_MESSAGE);
      const update = await createGoalUpdate(app.db, { userId: userOf(req).id, goalId: req.params.id, content });
      return reply.status(201).send(update);
    },
  );
}
