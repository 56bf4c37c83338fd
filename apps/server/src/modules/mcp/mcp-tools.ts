import type { FastifyBaseLogger } from 'fastify';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  ACCESS_TOKEN_MESSAGES,
  MESSAGES,
  PRODUCT_NAME,
  ZCreateGoalBodySchema,
  ZCreateGoalUpdateBodySchema,
  ZFortifyAnswerSchema,
  ZGoalColorSchema,
  ZIfThenSchema,
  ZIsoWeekSchema,
  ZNextMoveAnswerSchema,
  ZReviewAnswerSchema,
  type TAccessTokenScope,
  type TGoal,
} from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import type { CoachProvider } from '../../ai/coach-provider.ts';
import { AppError } from '../../plugins/errors.ts';
import { tokenAllows } from '../access-tokens/access-tokens.service.ts';
import { classifyGoalRecorded, createGoal, findGoal, findOpenGoals, updateGoal } from '../goals/goals.service.ts';
import { completeGoal } from '../completed-goals/completed-goals.service.ts';
import { createGoalUpdate } from '../goal-updates/goal-updates.service.ts';
import { fortifyGoalText, generateNextMove, type CoachDeps } from '../coach/coach.service.ts';
import { readReview } from '../review/review.service.ts';

/** Everything a tool call may use: the caller comes from the request's access token. */
export type McpCaller = {
  db: Db;
  coach: CoachProvider;
  dailyLimit: number;
  log: FastifyBaseLogger;
  userId: string;
  scopes: readonly TAccessTokenScope[];
};

const goalId = z.string().max(100).describe('The goal id, as list_goals gives it');
const goalDescription = ZCreateGoalBodySchema.shape.description.describe('The goal text (at most 900 characters)');

const ZToolGoalSchema = z.object({
  id: z.string(),
  text: z.string(),
  colour: ZGoalColorSchema,
  ifThen: ZIfThenSchema.nullable().describe(
    'The if-then plan: when <cue> → <action>, with its optional time and weekdays',
  ),
});
const toToolGoal = (goal: Pick<TGoal, 'id' | 'description' | 'borderColor'> & { ifThen?: TGoal['ifThen'] }) => ({
  id: goal.id,
  text: goal.description,
  colour: goal.borderColor,
  ifThen: goal.ifThen ?? null,
});
const planText = (plan: TGoal['ifThen']) => (plan ? ` — when ${plan.cue} → ${plan.action}` : '');

function answer<T extends Record<string, unknown>>(text: string, structuredContent: T): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent };
}

function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** Plain text as update HTML: escaped, blank lines between paragraphs, single breaks kept. */
export function plainTextToUpdateHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Runs one tool: a write tool first checks the token may write; a refusal of the services
 * (AppError: not found, daily limit, bad text) becomes a tool error with the web's message.
 */
async function run(
  caller: McpCaller,
  access: TAccessTokenScope,
  call: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  if (!tokenAllows(caller.scopes, access)) return refusal(ACCESS_TOKEN_MESSAGES.readOnly);
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) return refusal(err.message);
    caller.log.error({ err }, 'mcp tool failed');
    return refusal(MESSAGES.internal);
  }
}

/** A fresh MCP server for one request, its tools bound to the caller. */
/** The SDK (~20 MiB resident) loads on the first MCP call: most servers never get one. */
export async function createMcpServer(caller: McpCaller): Promise<McpServer> {
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const server = new McpServer({ name: PRODUCT_NAME, version: '1.0.0' });
  const { db, userId } = caller;
  const coachDeps: CoachDeps = { db, coach: caller.coach, dailyLimit: caller.dailyLimit, log: caller.log };

  server.registerTool(
    'list_goals',
    {
      title: 'List open goals',
      description:
        'The open goals, in the order the person keeps them, with id, text, priority colour and if-then plan.',
      outputSchema: { goals: z.array(ZToolGoalSchema) },
      annotations: { readOnlyHint: true },
    },
    () =>
      run(caller, 'goals:read', async () => {
        const goals = (await findOpenGoals(db, userId)).map(toToolGoal);
        const text = goals.length
          ? goals.map((g, i) => `${i + 1}. ${g.text} (${g.colour}, id ${g.id})${planText(g.ifThen)}`).join('\n')
          : MESSAGES.noGoals;
        return answer(text, { goals });
      }),
  );

  server.registerTool(
    'add_goal',
    {
      title: 'Add a goal',
      description: 'Adds a goal at the end of the list; the coach picks its priority colour.',
      inputSchema: { description: goalDescription },
      outputSchema: { goal: ZToolGoalSchema },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    ({ description }) =>
      run(caller, 'goals:write', async () => {
        const goal = await createGoal(db, {
          userId,
          description,
          classify: (text) =>
            classifyGoalRecorded(db, { userId, description: text, coach: caller.coach, log: caller.log }),
        });
        return answer(`Added: ${goal.description} (${goal.borderColor}, id ${goal.id})`, { goal: toToolGoal(goal) });
      }),
  );

  server.registerTool(
    'update_goal',
    {
      title: 'Change a goal',
      description: "Replaces an open goal's text.",
      inputSchema: { id: goalId, description: goalDescription },
      outputSchema: { goal: ZToolGoalSchema },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    ({ id, description }) =>
      run(caller, 'goals:write', async () => {
        const goal = await updateGoal(db, { userId, id, changes: { description } });
        return answer(`Updated: ${goal.description}`, { goal: toToolGoal(goal) });
      }),
  );

  server.registerTool(
    'complete_goal',
    {
      title: 'Complete a goal',
      description: 'Marks an open goal as crushed: it moves to the completed goals.',
      inputSchema: { id: goalId },
      outputSchema: { goal: ZToolGoalSchema.extend({ completedAt: z.string() }) },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    ({ id }) =>
      run(caller, 'goals:write', async () => {
        const done = await completeGoal(db, { userId, id });
        return answer(`Completed: ${done.description}`, {
          goal: { ...toToolGoal(done), completedAt: done.completedAt },
        });
      }),
  );

  server.registerTool(
    'add_update',
    {
      title: 'Log progress on a goal',
      description: 'Adds a dated progress note to a goal. Plain text; blank lines separate paragraphs.',
      inputSchema: { id: goalId, text: ZCreateGoalUpdateBodySchema.shape.content.describe('The note, as plain text') },
      outputSchema: {
        update: z.object({ id: z.string(), goalId: z.string(), content: z.string(), createdAt: z.string() }),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    ({ id, text }) =>
      run(caller, 'goals:write', async () => {
        const update = await createGoalUpdate(db, { userId, goalId: id, content: plainTextToUpdateHtml(text) });
        const { id: updateId, goalId: updatedGoal, content, createdAt } = update;
        return answer('Update saved.', { update: { id: updateId, goalId: updatedGoal, content, createdAt } });
      }),
  );

  server.registerTool(
    'fortify_goal',
    {
      title: 'Fortify a goal',
      description:
        'Asks the coach to make a goal sharper and more concrete. Returns the improved text and why; nothing is saved (use update_goal to keep it). Counts against the daily coach limit.',
      inputSchema: { id: goalId },
      outputSchema: ZFortifyAnswerSchema.shape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      run(caller, 'goals:read', async () => {
        const goal = await findGoal(db, { userId, id });
        const result = await fortifyGoalText(coachDeps, { userId, goal: goal.description, currentGoalId: goal.id });
        return answer(`${result.improvedGoal}\n\nWhy: ${result.reason}`, result);
      }),
  );

  server.registerTool(
    'next_move',
    {
      title: 'Next move',
      description:
        'Asks the coach which open goal to work on now, and what to do. Counts against the daily coach limit.',
      outputSchema: ZNextMoveAnswerSchema.shape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      run(caller, 'goals:read', async () => {
        const result = await generateNextMove(coachDeps, { userId });
        return answer(`${result.whatTodoNext}\n\nWhy: ${result.reason}`, result);
      }),
  );

  server.registerTool(
    'weekly_review',
    {
      title: 'Weekly review',
      description:
        "The review of a week (this week in the person's time zone unless week is given): what was done, what stalled, the coach's draft and suggestions.",
      inputSchema: { week: ZIsoWeekSchema.optional().describe('An ISO week such as 2026-W48') },
      outputSchema: ZReviewAnswerSchema.shape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ week }) =>
      run(caller, 'goals:read', async () => {
        const review = await readReview(db, { userId, week });
        const suggestions = review.suggestions.map((s) => `- ${s.action}: ${s.text}`).join('\n');
        return answer(
          `Week ${review.week} (${review.from} to ${review.to})\n\n${review.draft}${suggestions ? `\n\n${suggestions}` : ''}`,
          review,
        );
      }),
  );

  return server;
}
