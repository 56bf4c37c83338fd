import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { rethrowIfUserGone } from '../../db/user-gone.ts';

/** Stores one feedback text; blank text is refused. The operator reads the table on the admin page. */
export async function createFeedback(db: Db, input: { userId: string; feedback: string }): Promise<{ id: string }> {
  const text = input.feedback.trim();
  if (!text) throw new AppError('validation', ACCOUNT_MESSAGES.feedbackBlank);
  const [row] = await db
    .insert(feedback)
    .values({ userId: input.userId, feedback: text })
    .returning({ id: feedback.id })
    .catch(rethrowIfUserGone);
  return row!;
}
