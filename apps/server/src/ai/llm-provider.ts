import { readFileSync } from 'node:fs';
import { APICallError, Output, generateText, type LanguageModel } from 'ai';
import { z } from 'zod';
import { GOAL_TEXT_MAX, GRIND_MAX_MINUTES, GRIND_MIN_MINUTES } from '@grindstone/contract';
import type { CoachContext, CoachGoal, CoachProvider, TokenUsage } from './coach-provider.ts';
import { createOfflineCoach } from './offline-coach/offline-coach.ts';
import { localParts } from './local-time.ts';

/**
 * A model behind the AI SDK (openai-compatible or anthropic): structured output checked by zod,
 * a timeout, retries with backoff on 429 and 5xx, and errors that say what went wrong.
 */

export type CoachErrorCode = 'timeout' | 'rate_limited' | 'upstream' | 'bad_output';
export class CoachError extends Error {
  readonly code: CoachErrorCode;
  constructor(code: CoachErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const PROMPT_VERSION = 'v1';
const promptCache = new Map<string, string>();
/** Prompts live in versioned files beside this module (prompts/<name>.v1.md). */
export function loadPrompt(name: string): string {
  const key = `${name}.${PROMPT_VERSION}`;
  let text = promptCache.get(key);
  if (!text) {
    text = readFileSync(new URL(`./prompts/${key}.md`, import.meta.url), 'utf8').trim();
    promptCache.set(key, text);
  }
  return text;
}

const ZClassify = z.object({
  borderColor: z.enum(['red', 'purple', 'blue', 'white']),
  warning: z.boolean(),
  reason: z.string().min(1),
});
const ZFortify = z.object({ improvedGoal: z.string().min(1).max(GOAL_TEXT_MAX), reason: z.string().min(1) });
const ZNextMove = z.object({
  goalId: z.string().nullable(),
  whatTodoNext: z.string().min(1),
  reason: z.string().min(1),
});
const ZGrind = z.object({
  name: z.string().min(1).max(80),
  description: z.string().min(1).max(600),
  duration: z.number().int().min(GRIND_MIN_MINUTES).max(GRIND_MAX_MINUTES),
  reason: z.string().min(1),
});
const ZAdvice = z.object({
  name: z.string().min(1).max(60),
  description: z.string().min(1).max(600),
  reason: z.string().min(1),
});
const ZFacts = z.object({ facts: z.array(z.string().min(1).max(200)).max(10), reason: z.string().min(1) });

export type LlmOptions = {
  name: 'openai-compatible' | 'anthropic';
  modelId: string;
  model: LanguageModel;
  timeoutMs: number;
  /** Attempts after the first on 429/5xx. */
  retries?: number;
  /** First backoff delay; doubles each retry. */
  backoffMs?: number;
  /** Classification runs inside goal creation: it gets a short timeout and falls back to the rules. */
  classifyTimeoutMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function describeContext(ctx: CoachContext) {
  const p = localParts(ctx.now, ctx.timeZone);
  const day = 86_400_000;
  return {
    person: { name: ctx.userName, myContext: ctx.myContext || 'Unknown', profileFacts: ctx.profileFacts },
    localTime: `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][p.weekday]} ${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')} (${ctx.timeZone})`,
    location: ctx.location,
    openGoals: ctx.goals.map((g) => ({
      id: g.id,
      description: g.description,
      colour: g.borderColor,
      vague: g.warning === true,
      ageDays: Math.floor((ctx.now.getTime() - g.createdAt.getTime()) / day),
      daysSinceUpdate: g.lastUpdateAt ? Math.floor((ctx.now.getTime() - g.lastUpdateAt.getTime()) / day) : null,
      recentUpdates: g.recentUpdates,
    })),
    completedGoals: ctx.completed.map((c) => ({
      description: c.description,
      tookDays: Math.max(0, Math.round((c.completedAt.getTime() - c.createdAt.getTime()) / day)),
    })),
    pastGrinds: ctx.grindOutcomes,
    adviceReactions: ctx.adviceLikes,
  };
}

export function createLlmProvider(opts: LlmOptions): CoachProvider {
  const system = loadPrompt('coach-system');
  const retries = opts.retries ?? 2;
  const backoffMs = opts.backoffMs ?? 500;
  const fallback = createOfflineCoach();

  async function call<S extends z.ZodType>(
    task: string,
    schema: S,
    input: unknown,
    timeoutMs = opts.timeoutMs,
  ): Promise<z.infer<S> & { usage: TokenUsage }> {
    const prompt = `${loadPrompt(task)}\n\nInput (JSON):\n${JSON.stringify(input, null, 1)}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await generateText({
          model: opts.model,
          system,
          prompt,
          output: Output.object({ schema, name: task.replace(/-/g, '_') }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
          temperature: 0.4,
        });
        const parsed = schema.safeParse(result.output);
        if (!parsed.success) throw new CoachError('bad_output', 'The AI answered in an unexpected shape.');
        return {
          ...(parsed.data as object),
          usage: { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens },
        } as z.infer<S> & { usage: TokenUsage };
      } catch (err) {
        const e = classify(err);
        const retryable = e.code === 'rate_limited' || (e.code === 'upstream' && isServerError(err));
        if (!retryable || attempt >= retries) throw e;
        await sleep(backoffMs * 2 ** attempt);
      }
    }
  }

  return {
    name: opts.name,
    model: opts.modelId,
    async classifyGoal(description) {
      try {
        return await call(
          'classify',
          ZClassify,
          { goal: description },
          opts.classifyTimeoutMs ?? Math.min(opts.timeoutMs, 5_000),
        );
      } catch {
        return fallback.classifyGoal(description);
      }
    },
    async fortify(goal: CoachGoal, ctx) {
      return call('fortify', ZFortify, { goal: goal.description, context: describeContext(ctx) });
    },
    async nextMove(ctx) {
      const answer = await call('next-move', ZNextMove, describeContext(ctx));
      // Only ever point at one of the person's own goals.
      const goalId = ctx.goals.some((g) => g.id === answer.goalId) ? answer.goalId : null;
      return { ...answer, goalId };
    },
    async grind(goal, ctx) {
      return call('grind', ZGrind, {
        goal: { id: goal.id, description: goal.description, colour: goal.borderColor },
        context: describeContext(ctx),
      });
    },
    async advice(ctx) {
      return call('advice', ZAdvice, describeContext(ctx));
    },
    async profileFacts(input) {
      try {
        return await call('profile-facts', ZFacts, input);
      } catch {
        return fallback.profileFacts(input);
      }
    },
  };
}

function isServerError(err: unknown): boolean {
  return APICallError.isInstance(err) && typeof err.statusCode === 'number' && err.statusCode >= 500;
}

/** Every failure becomes one of four clear errors. */
export function classify(err: unknown): CoachError {
  if (err instanceof CoachError) return err;
  const e = err as { name?: string; cause?: unknown; message?: string };
  if (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    (e?.cause as { name?: string })?.name === 'TimeoutError'
  )
    return new CoachError('timeout', 'The AI took too long to answer.');
  if (APICallError.isInstance(err)) {
    if (err.statusCode === 429) return new CoachError('rate_limited', 'The AI service is busy (rate limited).');
    if (typeof err.statusCode === 'number' && err.statusCode >= 500)
      return new CoachError('upstream', `The AI service failed (HTTP ${err.statusCode}).`);
    if (err.statusCode === 401 || err.statusCode === 403)
      return new CoachError('upstream', 'The AI service refused our credentials.');
    if (typeof err.statusCode === 'number')
      return new CoachError('upstream', `The AI service refused the request (HTTP ${err.statusCode}).`);
    return new CoachError('upstream', 'The AI service could not be reached.');
  }
  if (
    e?.name === 'AI_NoObjectGeneratedError' ||
    e?.name === 'AI_NoOutputGeneratedError' ||
    e?.name === 'AI_TypeValidationError' ||
    e?.name === 'AI_JSONParseError'
  )
    return new CoachError('bad_output', 'The AI answered in an unexpected shape.');
  return new CoachError('upstream', 'The AI service could not be reached.');
}
