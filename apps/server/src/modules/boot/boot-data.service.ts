import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  applyGoalOrder,
  BOOT_DATA_ELEMENT_ID,
  GOAL_ORDER_COOKIE,
  parseGoalOrder,
  ZBootDataSchema,
  type TBootData,
} from '@grindstone/contract';
import { toMe } from '../auth/auth.service.ts';
import { findOpenGoals } from '../goals/goals.service.ts';
import { readStreak } from '../review/review.service.ts';

/**
 * The first screen of the member the access cookie names, for the HTML of '/' (decision 184):
 * the answers of GET /api/users/me, GET /api/goals and GET /api/streak, checked by the same schemas, the goals
 * in the order the page's goalOrder cookie saves (the app then starts without reading
 * `document.cookie`, which waits on the browser's network process: decision 245). Null for
 * anyone else: no cookie, an expired or forged token, an ended session. Only the cookie counts,
 * never a bearer token (a page load cannot carry one).
 */
export async function memberBootData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TBootData | null> {
  await app.optionalUser(request, reply);
  const account = request.account;
  if (!account) return null;
  const [goals, streak] = await Promise.all([findOpenGoals(app.db, account.id), readStreak(app.db, account.id)]);
  const ordered = applyGoalOrder(goals, parseGoalOrder(request.cookies[GOAL_ORDER_COOKIE]));
  return ZBootDataSchema.parse({ user: toMe(account), goals: ordered, streak });
}

/**
 * The boot data as a script element that never runs (CSP allows it: it is data, not code). A goal's
 * text may hold `</script>` or `<!--`: every `<` is written as `\u003c`, which JSON.parse reads back.
 */
export function bootDataElement(data: TBootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}
