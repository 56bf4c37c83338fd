import { endpoint } from './endpoint.ts';
import {
  ZCompletedGoalSchema,
  ZCompletedGoalsAnswerSchema,
  ZCompletedGoalsQuerySchema,
  ZGoalIdParamsSchema,
  ZGoalSchema,
} from '../schemas/goals.ts';

/** Completes an open goal of the caller's (twice, or another's, is 404). */
export const completeGoal = endpoint({
  method: 'POST',
  path: '/api/completed-goals/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZCompletedGoalSchema,
});

/** Undoes a completion within UNDO_WINDOW_MS: the goal is open again, in its place; later is 404. */
export const undoCompleteGoal = endpoint({
  method: 'POST',
  path: '/api/completed-goals/:id/undo',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZGoalSchema,
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
