import type { TGoalColor } from '@grindstone/contract';
import type { CoachContext } from '../../src/ai/coach-provider.ts';
import type { Lang } from './text.ts';
import { GOAL_KINDS, type GoalKind } from '../../src/ai/understanding/understand.ts';

/**
 * Rows of the score table: the coach's goal kinds (a call and an appointment are scored as
 * errands), then the traps that cut across kinds.
 */
export const CATEGORIES = [
  ...GOAL_KINDS.filter((k): k is Exclude<GoalKind, 'call' | 'appointment'> => k !== 'call' && k !== 'appointment'),
  'sense',
  'dated',
  'context',
  'injection',
  'nextmove',
  'grind',
  'classify',
  'foreign',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The five languages the offline coach speaks, or another one (it, nl, ja...). */
export type CaseLang =
  | Lang
  | 'it'
  | 'nl'
  | 'ja'
  | 'tl'
  | 'sw'
  | 'ms'
  | 'pl'
  | 'sv'
  | 'tr'
  | 'ca'
  | 'id'
  | 'ro'
  | 'cs'
  | 'da'
  | 'el'
  | 'hu'
  | 'fi'
  | 'nb'
  | 'hr'
  | 'gl'
  | 'af';
export type Call = 'fortify' | 'grind' | 'nextMove' | 'classify';

/** A goal on the list for a Next move case. Ages are in days before the eval's "now". */
export type GoalSpec = {
  id: string;
  text: string;
  color?: TGoalColor;
  age?: number;
  /** Days since the last update (absent: never updated). */
  stale?: number;
  warning?: boolean;
};

/** What a good answer must (and must not) do. Every field present is one check. */
export type Rubric = {
  /** Language of the whole answer; null: not checked. Defaults to the case's language. */
  lang?: Lang | null;
  /** Written verbatim in the answer (case-insensitive). The goal's numbers are added automatically. */
  keep?: string[];
  /** At least one must appear among the coach's own words (stems, see text.ts). */
  topic?: string[];
  /**
   * None may appear among the coach's own words (wrong senses, ignored constraints, injected
   * text), unless right after a negation: "no running" respects the constraint.
   */
  avoid?: string[];
  /** A one-off: the plan has no sessions and no repetition. */
  oneOff?: boolean;
  /** A habit: the answer states a frequency. */
  frequency?: boolean;
  /**
   * Text that talks to the coach: the person wrote it, but no part of the answer (rewritten goal,
   * reason, grind, Next move) may repeat it.
   */
  dropped?: string[];
  /** Unclear: the reason asks for one more detail and the goal gets no invented plan. */
  askDetail?: boolean;
  /** Another language: the goal's words are kept and the reason names the five languages. */
  foreign?: boolean;
  /** Grind length in minutes, inclusive. */
  minutes?: [number, number];
  /** The grind's text states its minutes. */
  minutesInText?: boolean;
  /** Grind compared with the same grind without the case's history. */
  vsBaseline?: 'shorter' | 'same' | 'different';
  /** Next move: the goal that must be chosen. */
  goalId?: string;
  /** Next move: the reason names the deadline, with one of these terms. */
  why?: string[];
  /** Classification: acceptable colours. */
  color?: TGoalColor[];
};

export type EvalCase = {
  id: string;
  lang: CaseLang;
  category: Category;
  call: Call;
  /** The goal (for Next move, the goal that should be chosen). */
  goal: string;
  /** Next move: the whole list. */
  goals?: GoalSpec[];
  myContext?: string;
  color?: TGoalColor;
  /** Grind history, newest first. */
  outcomes?: CoachContext['grindOutcomes'];
  /** ISO instant and IANA zone, when the case needs other than the default. */
  now?: string;
  timeZone?: string;
  expect: Rubric;
};

type Extra = Pick<EvalCase, 'myContext' | 'color' | 'outcomes' | 'now' | 'timeZone'> & { lang?: CaseLang };

/**
 * Builds one language's cases with short calls; ids are `<lang>-<category>-<n>` in file order.
 */
export function caseBook(lang: CaseLang) {
  const list: EvalCase[] = [];
  const counters = new Map<string, number>();
  const add = (call: Call, category: Category, goal: string, expect: Rubric, extra: Extra = {}) => {
    const l = extra.lang ?? lang;
    const key = `${l}-${category}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    const { lang: _ignored, ...rest } = extra;
    list.push({ id: `${key}-${String(n).padStart(2, '0')}`, lang: l, category, call, goal, expect, ...rest });
  };
  return {
    list,
    fortify: (category: Category, goal: string, expect: Rubric, extra?: Extra) =>
      add('fortify', category, goal, expect, extra),
    grind: (category: Category, goal: string, expect: Rubric, extra?: Extra) =>
      add('grind', category, goal, expect, extra),
    classify: (category: Category, goal: string, color: TGoalColor[], extra?: Extra) =>
      add('classify', category, goal, { color, lang: null }, extra),
    /** Next move over `goals`; the rubric's goalId names the goal to pick. */
    next: (category: Category, goals: GoalSpec[], expect: Rubric & { goalId: string }, extra?: Extra) => {
      const chosen = goals.find((g) => g.id === expect.goalId);
      add('nextMove', category, chosen?.text ?? '', expect, extra);
      list[list.length - 1]!.goals = goals;
    },
  };
}
