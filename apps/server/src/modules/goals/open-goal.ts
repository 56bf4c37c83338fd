import { and, isNull } from 'drizzle-orm';
import { goals } from '../../db/schema/index.ts';

/** Open goals: neither completed nor dropped by a weekly review (dropped goals can be restored). */
export const isOpenGoal = and(isNull(goals.completedAt), isNull(goals.archivedAt));
