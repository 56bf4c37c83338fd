import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCoachQuotaQuerySchema,
  ZCoachQuotaSchema,
  ZErrorSchema,
  ZFortifyAnswerSchema,
  ZFortifyBodySchema,
  ZGenerateNotificationAnswerSchema,
  ZGenerateNotificationBodySchema,
  ZNextMoveAnswerSchema,
  ZNextMoveBodySchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { fortifyGoalText, generateNextMove, generateNotification, type CoachDeps } from './coach.service.ts';
import { getQuota } from './ai-quota.service.ts';
import { findCoachUser, resolveTimeZone } from './coach-context.service.ts';

const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  429: ZErrorSchema,
  502: ZErrorSchema,
};

/**
 * /agents: fortify, next move, grind and advice generation, and the remaining daily quota.
 * The client's `location` is accepted for compatibility and ignored: the server resolves it.
 */
export async function coachRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (log: CoachDeps['log']): CoachDeps => ({
    db: app.db,
    coach: app.coach,
    dailyLimit: app.config.AI_DAILY_LIMIT,
    log,
  });

  r.post(
    '/agents/fortifyIt',
    {
      preHandler: app.requireUser,
      schema: { body: ZFortifyBodySchema, response: { 200: ZFortifyAnswerSchema, ...errors } },
    },
    async (request) => {
      const { goal, currentGoalId, timezone } = request.body;
      return fortifyGoalText(deps(request.log), { userId: userOf(request).id, goal, currentGoalId, timezone });
    },
  );

  r.post(
    '/agents/generateWhatToDoNotification',
    {
      preHandler: app.requireUser,
      schema: { body: ZNextMoveBodySchema, response: { 200: ZNextMoveAnswerSchema, ...errors } },
    },
    async (request) =>
      generateNextMove(deps(request.log), { userId: userOf(request).id, timezone: request.body.timezone }),
  );

  r.post(
    '/agents/generateNotification',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZGenerateNotificationBodySchema,
        response: { 200: ZGenerateNotificationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { timezone, type, generateNotification: text, currentGoalId, scheduled } = request.body;
      return generateNotification(deps(request.log), {
        userId: userOf(request).id,
        timezone,
        type,
        generateNotification: text,
        currentGoalId,
        scheduled,
      });
    },
  );

  r.get(
    '/agents/quota',
    {
      preHandler: app.requireUser,
      schema: { querystring: ZCoachQuotaQuerySchema, response: { 200: ZCoachQuotaSchema, 401: ZErrorSchema } },
    },
    async (request) => {
      const user = await findCoachUser(app.db, userOf(request).id);
      return getQuota(app.db, {
        userId: userOf(request).id,
        baseLimit: app.config.AI_DAILY_LIMIT,
        subscriptionStatus: user?.subscriptionStatus ?? 'none',
        timeZone: resolveTimeZone(request.query.timezone, user),
      });
    },
  );
}
