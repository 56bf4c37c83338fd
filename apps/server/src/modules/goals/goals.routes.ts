import type { FastifyInstance } from 'fastify';
import * as goalEndpoints from '@grindstone/contract/endpoints/goals';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  classifyGoalRecorded,
  createGoal,
  deleteGoal,
  findGoal,
  findOpenGoals,
  reorderGoals,
  restoreGoal,
  updateGoal,
} from './goals.service.ts';
import { createGoalUpdate, pickLegacyUpdate, UPDATE_EMPTY_MESSAGE } from '../goal-updates/goal-updates.service.ts';

/** The open list, create, read, edit, delete and its undo, reorder and the legacy update call. */
export async function goalsRoutes(app: FastifyInstance): Promise<void> {
  route(app, goalEndpoints.listGoals, (req) => findOpenGoals(app.db, userOf(req).id));

  route(app, goalEndpoints.createGoal, async (req, reply) => {
    const userId = userOf(req).id;
    const goal = await createGoal(app.db, {
      userId,
      description: req.body.description,
      classify: (description) => classifyGoalRecorded(app.db, { userId, description, coach: app.coach, log: req.log }),
    });
    return reply.status(201).send(goal);
  });

  route(app, goalEndpoints.readGoal, (req) => findGoal(app.db, { userId: userOf(req).id, id: req.params.id }));

  route(app, goalEndpoints.updateGoal, (req) =>
    updateGoal(app.db, { userId: userOf(req).id, id: req.params.id, changes: req.body }),
  );

  route(app, goalEndpoints.deleteGoal, async (req) => {
    await deleteGoal(app.db, { userId: userOf(req).id, id: req.params.id });
    return { ok: true as const };
  });

  route(app, goalEndpoints.restoreGoal, (req) => restoreGoal(app.db, { userId: userOf(req).id, id: req.params.id }));

  route(app, goalEndpoints.reorderGoals, async (req) => ({
    ok: true as const,
    updated: await reorderGoals(app.db, { userId: userOf(req).id, ids: req.body.goals }),
  }));

  route(app, goalEndpoints.legacyGoalUpdate, async (req, reply) => {
    const content = pickLegacyUpdate(req.body);
    if (content === null) throw new AppError('validation', UPDATE_EMPTY_MESSAGE);
    const update = await createGoalUpdate(app.db, { userId: userOf(req).id, goalId: req.params.id, content });
    return reply.status(201).send(update);
  });
}
