import { endpoint } from './endpoint.ts';
import {
  ZCompletedGoalSchema,
  ZCompletedGoalsAnswerSchema,
  ZCompletedGoalsQuerySchema,
  ZGoalIdParamsSchema,
} from '../schemas/goals.ts';

/** Completes an open goal of the caller's (twice, or another's, is 404). */
export const completeGoal = endpoint({
  method: 'POST',
  path: '/api/completed-goals/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZCompletedGoalSchema,
});

/** The completed goals, newest first, a page at a time (defaults page 1, limit 50). */
export const listCompletedGoals = endpoint({
  method: 'GET',
  path: '/api/completed-goals/',
  aliases: ['/api/completed-goals'],
  auth: 'member',
  query: ZCompletedGoalsQuerySchema,
  answer: ZCompletedGoalsAnswerSchema,
});
