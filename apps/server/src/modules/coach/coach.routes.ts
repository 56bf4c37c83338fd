import type { FastifyInstance } from 'fastify';
import * as coachEndpoints from '@grindstone/contract/endpoints/coach';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import {
  coachDepsOf,
  fortifyGoalText,
  generateNextMove,
  generateNotification,
  type CoachDeps,
} from './coach.service.ts';
import { getQuota } from './ai-quota.service.ts';
import { findCoachUser, resolveTimeZone } from './coach-context.service.ts';

/**
 * /agents: fortify, next move, grind and advice generation, and the remaining daily quota.
 * The client's `location` is accepted for compatibility and ignored: the server resolves it.
 */
export async function coachRoutes(app: FastifyInstance): Promise<void> {
  const deps = (log: CoachDeps['log']): CoachDeps => coachDepsOf(app, log);

  route(app, coachEndpoints.fortifyGoal, async (request) => {
    const { goal, currentGoalId, timezone } = request.body;
    return fortifyGoalText(deps(request.log), { userId: userOf(request).id, goal, currentGoalId, timezone });
  });

  route(app, coachEndpoints.nextMove, async (request) =>
    generateNextMove(deps(request.log), { userId: userOf(request).id, timezone: request.body.timezone }),
  );

  route(app, coachEndpoints.generateNotification, async (request) => {
    const { timezone, type, generateNotification: text, currentGoalId, scheduled } = request.body;
    return generateNotification(deps(request.log), {
      userId: userOf(request).id,
      timezone,
      type,
      generateNotification: text,
      currentGoalId,
      scheduled,
    });
  });

  route(app, coachEndpoints.readQuota, async (request) => {
    const user = await findCoachUser(app.db, userOf(request).id);
    return getQuota(app.db, {
      userId: userOf(request).id,
      baseLimit: app.config.AI_DAILY_LIMIT,
      subscriptionStatus: user?.subscriptionStatus ?? 'none',
      timeZone: resolveTimeZone(request.query.timezone, user),
    });
  });
}
