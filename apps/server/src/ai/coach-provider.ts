/**
 * The coach's interface. Every provider (heuristic, openai-compatible, anthropic) implements it;
 * features call `app.coach.<verb>` and never know which provider answers.
 * Owned by the AI coach feature; other features only call it.
 */
import type { TGoalColor, TRejectReason, TReviewEvidence, TReviewSuggestion } from '@grindstone/contract';
import type { CoachLanguage } from './understanding/language.ts';

export type CoachGoal = {
  id: string;
  description: string;
  borderColor: TGoalColor;
  warning: boolean | null;
  createdAt: Date;
  /** When the goal last got an update (null: never). */
  lastUpdateAt: Date | null;
  recentUpdates: string[];
  /** The goal's if-then plan, when it has one. */
  ifThen?: { cue: string; action: string; time?: string; days?: number[] } | null;
};

export type CoachContext = {
  userName: string;
  myContext: string;
  profileFacts: string[];
  goals: CoachGoal[];
  completed: { description: string; createdAt: Date; completedAt: Date }[];
  grindOutcomes: {
    goalDescription: string;
    state: string;
    duration: number | null;
    rejectReason: TRejectReason | null;
  }[];
  adviceLikes: { name: string; liked: boolean | null }[];
  location: { city: string; region: string; country: string };
  timeZone: string;
  now: Date;
};

/** Tokens a model call used (absent for the offline heuristic). */
export type TokenUsage = { inputTokens?: number; outputTokens?: number };
/**
 * How an answer was obtained: straight from the provider ('ok', also when absent), from a model
 * answer that had to be repaired, or from the offline coach after the model failed.
 * `failure` says in one line, without personal data, what went wrong with the model.
 */
export type AnswerOutcome = 'ok' | 'repaired' | 'fallback';
type Answered = { usage?: TokenUsage; outcome?: AnswerOutcome; failure?: string };
export type GoalClassification = { borderColor: TGoalColor; warning: boolean; reason: string } & Answered;
/** `ifThen` may be absent (an older or failed model answer): the offline coach then writes it. */
export type FortifyResult = {
  improvedGoal: string;
  reason: string;
  ifThen?: { cue: string; action: string };
} & Answered;
export type NextMoveResult = {
  goalId: string | null;
  whatTodoNext: string;
  reason: string;
  /** The time box for the first action, when the coach names one. */
  minutes?: number | null;
} & Answered;
export type GrindResult = { name: string; description: string; duration: number; reason: string } & Answered;
export type AdviceResult = { name: string; description: string; reason: string } & Answered;
export type ProfileFactsResult = { facts: string[]; reason: string } & Answered;
/** The week the review is about, in the person's language. */
export type ReviewInput = {
  userName: string;
  language: CoachLanguage;
  evidence: TReviewEvidence;
  suggestions: TReviewSuggestion[];
};
export type ReviewDraftResult = { draft: string; reason: string } & Answered;

export interface CoachProvider {
  readonly name: string;
  readonly model: string;
  classifyGoal(description: string): Promise<GoalClassification>;
  fortify(goal: CoachGoal, ctx: CoachContext): Promise<FortifyResult>;
  nextMove(ctx: CoachContext): Promise<NextMoveResult>;
  grind(goal: CoachGoal, ctx: CoachContext): Promise<GrindResult>;
  advice(ctx: CoachContext): Promise<AdviceResult>;
  /** Distils profile facts from what we know of the person (bio, posts, what they typed). */
  profileFacts(input: {
    name: string;
    username: string;
    bio: string;
    posts: string[];
    myContext: string;
  }): Promise<ProfileFactsResult>;
  /** The weekly review's draft: the offline coach's from templates; a model's warmer, on the same facts. */
  reviewDraft(input: ReviewInput): Promise<ReviewDraftResult>;
}
