import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createAnthropic } from '@ai-sdk/anthropic';
import type { Config } from '../env.ts';
import type { CoachProvider } from './coach-provider.ts';
import { createOfflineCoach } from './offline-coach/offline-coach.ts';
import { createLlmProvider } from './llm-provider.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_ANTHROPIC_MODEL = 'claude-haiku-4-5';

/** Chooses the coach provider from AI_PROVIDER (heuristic by default: offline, deterministic). */
export function createCoachProvider(
  config: Config,
  tuning: {
    retries?: number;
    backoffMs?: number;
    timeoutMs?: number;
    classifyTimeoutMs?: number;
    /** Tests only: another provider in place of the offline coach. */
    fallback?: CoachProvider;
  } = {},
): CoachProvider {
  const timeoutMs = tuning.timeoutMs ?? config.AI_TIMEOUT_MS;
  // The offline coach answers whenever a model cannot give a valid answer.
  const chain = {
    timeoutMs,
    fallback: tuning.fallback ?? createOfflineCoach(),
    retries: tuning.retries,
    backoffMs: tuning.backoffMs,
    classifyTimeoutMs: tuning.classifyTimeoutMs,
  };
  if (config.AI_PROVIDER === 'openai-compatible') {
    const modelId = config.AI_MODEL ?? DEFAULT_OPENAI_MODEL;
    const provider = createOpenAICompatible({
      name: 'coach',
      baseURL: config.AI_BASE_URL!,
      apiKey: config.AI_API_KEY,
      // Without this the JSON schema never reaches the model (ai 6 + openai-compatible 2).
      supportsStructuredOutputs: true,
      includeUsage: true,
    });
    return createLlmProvider({
      name: 'openai-compatible',
      modelId,
      model: provider.chatModel(modelId),
      ...chain,
    });
  }
  if (config.AI_PROVIDER === 'anthropic') {
    const modelId = config.AI_MODEL ?? DEFAULT_ANTHROPIC_MODEL;
    const provider = createAnthropic({
      apiKey: config.AI_API_KEY,
      ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
    });
    return createLlmProvider({
      name: 'anthropic',
      modelId,
      model: provider(modelId),
      ...chain,
    });
  }
  return createOfflineCoach();
}
