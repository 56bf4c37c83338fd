import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import {
  ZCreateGoalBodySchema,
  ZGoalIdParamsSchema,
  ZGoalListSchema,
  ZGoalSchema,
  ZGoalUpdateSchema,
  ZLegacyGoalUpdatesBodySchema,
  ZReorderGoalsAnswerSchema,
  ZReorderGoalsBodySchema,
  ZUpdateGoalBodySchema,
} from '../schemas/goals.ts';

/** The open goals, in list order. */
export const listGoals = endpoint({ method: 'GET', path: '/api/goals', auth: 'member', answer: ZGoalListSchema });

/** A new goal; the coach classifies it (colour, vague warning) when it can. */
export const createGoal = endpoint({
  method: 'POST',
  path: '/api/goals',
  auth: 'member',
  body: ZCreateGoalBodySchema,
  answer: ZGoalSchema,
  status: 201,
});

export const readGoal = endpoint({
  method: 'GET',
  path: '/api/goals/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZGoalSchema,
});

export const updateGoal = endpoint({
  method: 'PATCH',
  path: '/api/goals/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  body: ZUpdateGoalBodySchema,
  answer: ZGoalSchema,
});

/** Deletes the goal and its updates (restorable for UNDO_WINDOW_MS, decision 148). */
export const deleteGoal = endpoint({
  method: 'DELETE',
  path: '/api/goals/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZOkSchema,
});

/** Undoes a delete within UNDO_WINDOW_MS: the goal is back in its place; later, or another's, is 404. */
export const restoreGoal = endpoint({
  method: 'POST',
  path: '/api/goals/:id/restore',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZGoalSchema,
});

/** The whole open list in its new order (ids first to last). */
export const reorderGoals = endpoint({
  method: 'POST',
  path: '/api/goals/reorder',
  auth: 'member',
  body: ZReorderGoalsBodySchema,
  answer: ZReorderGoalsAnswerSchema,
});

/** Legacy: stores the highest-numbered non-empty `updateN` field as a goal update. */
export const legacyGoalUpdate = endpoint({
  method: 'PUT',
  path: '/api/goals/:id/updates',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  body: ZLegacyGoalUpdatesBodySchema,
  answer: ZGoalUpdateSchema,
  status: 201,
});
