import { z } from 'zod';
import { ZMeSchema } from './auth.ts';
import { ZGoalListSchema } from './goals.ts';
import { ZStreakAnswerSchema } from './review.ts';

/**
 * A member's first screen, embedded in the HTML of '/' (element BOOT_DATA_ELEMENT_ID, decision
 * 184): the answers of GET /api/users/me, GET /api/goals and GET /api/streak (the card above the
 * list on a phone), nothing else.
 */
export const ZBootDataSchema = z.object({ user: ZMeSchema, goals: ZGoalListSchema, streak: ZStreakAnswerSchema });
export type TBootData = z.infer<typeof ZBootDataSchema>;
