import type { Config } from '../env.ts';
import type { CoachProvider } from './coach-provider.ts';
import { createPlaceholderProvider } from './placeholder-provider.ts';

/** Chooses the coach provider from AI_PROVIDER. Issue 5 wires the real providers here. */
export function createCoachProvider(_config: Config): CoachProvider {
  return createPlaceholderProvider();
}
