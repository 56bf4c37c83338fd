import type { FastifyInstance } from 'fastify';
import * as goalUpdateEndpoints from '@grindstone/contract/endpoints/goal-updates';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import {
  createGoalUpdate,
  deleteAllGoalUpdates,
  deleteGoalUpdate,
  editGoalUpdate,
  findGoalUpdates,
} from './goal-updates.service.ts';

/** Dated rich-text notes on a goal, sanitised before they are stored. */
export async function goalUpdatesRoutes(app: FastifyInstance): Promise<void> {
  route(app, goalUpdateEndpoints.listGoalUpdates, (req) =>
    findGoalUpdates(app.db, { userId: userOf(req).id, goalId: req.params.goalId }),
  );

  route(app, goalUpdateEndpoints.createGoalUpdate, async (req, reply) => {
    const update = await createGoalUpdate(app.db, { userId: userOf(req).id, ...req.body });
    return reply.status(201).send(update);
  });

  route(app, goalUpdateEndpoints.editGoalUpdate, (req) =>
    editGoalUpdate(app.db, { userId: userOf(req).id, id: req.params.id, content: req.body.content }),
  );

  route(app, goalUpdateEndpoints.deleteAllGoalUpdates, async (req) => ({
    ok: true as const,
    deleted: await deleteAllGoalUpdates(app.db, { userId: userOf(req).id, goalId: req.params.id }),
  }));

  route(app, goalUpdateEndpoints.deleteGoalUpdate, async (req) => {
    await deleteGoalUpdate(app.db, { userId: userOf(req).id, id: req.params.id });
    return { ok: true as const };
  });
}
