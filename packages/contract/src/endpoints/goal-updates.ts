import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import {
  ZCreateGoalUpdateBodySchema,
  ZDeletedSchema,
  ZEditGoalUpdateBodySchema,
  ZGoalIdParamsSchema,
  ZGoalUpdateListSchema,
  ZGoalUpdateSchema,
  ZGoalUpdatesParamsSchema,
} from '../schemas/goals.ts';

/** A goal's dated notes, newest first (another person's goal is 404). */
export const listGoalUpdates = endpoint({
  method: 'GET',
  path: '/api/goal-updates/:goalId',
  auth: 'member',
  params: ZGoalUpdatesParamsSchema,
  answer: ZGoalUpdateListSchema,
});

/** A new note on a goal; its rich text is sanitised before it is stored. */
export const createGoalUpdate = endpoint({
  method: 'POST',
  path: '/api/goal-updates',
  auth: 'member',
  body: ZCreateGoalUpdateBodySchema,
  answer: ZGoalUpdateSchema,
  status: 201,
});

export const editGoalUpdate = endpoint({
  method: 'PUT',
  path: '/api/goal-updates/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  body: ZEditGoalUpdateBodySchema,
  answer: ZGoalUpdateSchema,
});

/** Every note of the goal `:id` (answers 200 even when none is left). */
export const deleteAllGoalUpdates = endpoint({
  method: 'DELETE',
  path: '/api/goal-updates/:id/all',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZDeletedSchema,
});

export const deleteGoalUpdate = endpoint({
  method: 'DELETE',
  path: '/api/goal-updates/:id',
  auth: 'member',
  params: ZGoalIdParamsSchema,
  answer: ZOkSchema,
});
