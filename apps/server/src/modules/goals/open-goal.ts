import { and, isNull } from 'drizzle-orm';
import { goals } from '../../db/schema/index.ts';

/** Goals that exist for the person: a deleted goal waits for its undo window to pass, hidden everywhere. */
export const isLiveGoal = isNull(goals.deletedAt);

/** Open goals: neither completed nor dropped by a weekly review (dropped goals can be restored), nor deleted. */
export const isOpenGoal = and(isNull(goals.completedAt), isNull(goals.archivedAt), isLiveGoal);
