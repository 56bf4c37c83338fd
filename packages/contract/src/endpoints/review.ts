import { endpoint } from './endpoint.ts';
import {
  ZRestoreGoalAnswerSchema,
  ZRestoreGoalBodySchema,
  ZReviewAnswerSchema,
  ZReviewQuerySchema,
  ZSaveReviewAnswerSchema,
  ZSaveReviewBodySchema,
  ZStreakAnswerSchema,
} from '../schemas/review.ts';

/** The review of a week (this one in the person's time zone unless `week` says which). */
export const readReview = endpoint({
  method: 'GET',
  path: '/api/review',
  auth: 'member',
  query: ZReviewQuerySchema,
  answer: ZReviewAnswerSchema,
});

/** Saves the week's notes and applies the decisions (keep, shrink, drop, split). */
export const saveReview = endpoint({
  method: 'POST',
  path: '/api/review',
  auth: 'member',
  body: ZSaveReviewBodySchema,
  answer: ZSaveReviewAnswerSchema,
  errors: [400, 404],
});

/** Brings back a goal a review dropped. */
export const restoreGoal = endpoint({
  method: 'POST',
  path: '/api/review/restore',
  auth: 'member',
  body: ZRestoreGoalBodySchema,
  answer: ZRestoreGoalAnswerSchema,
  errors: [400, 404],
});

/** The weekly streak, its freezes and its history. */
export const readStreak = endpoint({
  method: 'GET',
  path: '/api/streak',
  auth: 'member',
  answer: ZStreakAnswerSchema,
});
