import type { FastifyInstance } from 'fastify';
import * as completedGoalEndpoints from '@grindstone/contract/endpoints/completed-goals';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { completeGoal, findCompletedGoals, undoCompleteGoal } from './completed-goals.service.ts';

/** Complete one goal (and undo it), and the paged list of completed goals. */
export async function completedGoalsRoutes(app: FastifyInstance): Promise<void> {
  route(app, completedGoalEndpoints.completeGoal, (req) =>
    completeGoal(app.db, { userId: userOf(req).id, id: req.params.id }),
  );

  route(app, completedGoalEndpoints.undoCompleteGoal, (req) =>
    undoCompleteGoal(app.db, { userId: userOf(req).id, id: req.params.id }),
  );

  route(app, completedGoalEndpoints.listCompletedGoals, (req) =>
    findCompletedGoals(app.db, { userId: userOf(req).id, page: req.query.page, limit: req.query.limit }),
  );
}
