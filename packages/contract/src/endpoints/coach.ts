import { endpoint } from './endpoint.ts';
import {
  ZCoachQuotaQuerySchema,
  ZCoachQuotaSchema,
  ZFortifyAnswerSchema,
  ZFortifyBodySchema,
  ZGenerateNotificationAnswerSchema,
  ZGenerateNotificationBodySchema,
  ZNextMoveAnswerSchema,
  ZNextMoveBodySchema,
} from '../schemas/coach.ts';

const COACH_ERRORS = [400, 404, 409, 429, 502] as const;

/** A sharper version of a goal's text, with the reason. */
export const fortifyGoal = endpoint({
  method: 'POST',
  path: '/api/agents/fortifyIt',
  auth: 'member',
  body: ZFortifyBodySchema,
  answer: ZFortifyAnswerSchema,
  errors: COACH_ERRORS,
});

/** Which goal to work on next, and why. */
export const nextMove = endpoint({
  method: 'POST',
  path: '/api/agents/generateWhatToDoNotification',
  auth: 'member',
  body: ZNextMoveBodySchema,
  answer: ZNextMoveAnswerSchema,
  errors: COACH_ERRORS,
});

/** A grind or the day's advice, stored as a notification. */
export const generateNotification = endpoint({
  method: 'POST',
  path: '/api/agents/generateNotification',
  auth: 'member',
  body: ZGenerateNotificationBodySchema,
  answer: ZGenerateNotificationAnswerSchema,
  errors: COACH_ERRORS,
});

/** What is left of today's AI calls, per kind. */
export const readQuota = endpoint({
  method: 'GET',
  path: '/api/agents/quota',
  auth: 'member',
  query: ZCoachQuotaQuerySchema,
  answer: ZCoachQuotaSchema,
});
