import type { TGoalColor } from '@grindstone/contract';
import type { EvalCase } from './types.ts';
import {
  LANGS,
  containsVerbatim,
  findTerms,
  findUnnegatedTerms,
  guessLanguage,
  maskWords,
  MASK,
  tokens,
  type Lang,
} from './text.ts';

/**
 * What a provider answered, flattened for checking. `main` is the part the person acts on (the
 * improved goal, the grind's name and description, the next move); `reason` is the why.
 */
export type Answer = {
  main: string;
  reason: string;
  goalId?: string | null;
  duration?: number;
  color?: TGoalColor;
  /** The same grind without the case's history, for `vsBaseline`. */
  baseline?: { main: string; duration: number };
  /** The call threw: the case fails with this message. */
  error?: string;
};

export type Verdict = { passed: boolean; checks: number; failures: string[] };

/** Repetition words: a one-off's plan has none of them. */
const REPEATS = [
  'session',
  'sessions',
  'sesion',
  'sesiones',
  'sitzung',
  'sitzungen',
  'seance',
  'seances',
  'sessao',
  'sessoes',
  'every day',
  'each day',
  'daily',
  'times a week',
  'cada dia',
  'todos los dias',
  'veces por semana',
  'jeden tag',
  'taglich',
  'mal pro woche',
  'chaque jour',
  'tous les jours',
  'fois par semaine',
  'todos os dias',
  'diariamente',
  'vezes por semana',
];

/** How a habit states its rhythm, in the five languages ('on saturdays', 'samstags': a weekday in the plural). */
const FREQUENCY = [
  'mondays',
  'tuesdays',
  'wednesdays',
  'thursdays',
  'fridays',
  'saturdays',
  'sundays',
  'weekends',
  'montags',
  'dienstags',
  'mittwochs',
  'donnerstags',
  'freitags',
  'samstags',
  'sonntags',
  'los sabados',
  'los domingos',
  'aos sabados',
  'aos domingos',
  'every',
  'each',
  'daily',
  'nightly',
  'weekly',
  'a day',
  'a week',
  'per day',
  'per week',
  'times',
  'weekday*',
  'cada',
  'diari*',
  'al dia',
  'a la semana',
  'por semana',
  'veces',
  'todos los',
  'todas las',
  'jede*',
  'taglich*',
  'wochentlich*',
  'pro woche',
  'pro tag',
  'mal',
  'abends',
  'morgens',
  'chaque',
  'quotidien*',
  'par jour',
  'par semaine',
  'fois',
  'tous les',
  'toutes les',
  'por dia',
  'ao dia',
  'vezes',
  'todos os',
  'todas as',
];

/** Ways to ask for one more detail, besides a question mark. */
const ASKING = [
  'tell me',
  'let me know',
  'could you',
  'can you',
  'say more',
  'more detail',
  'one detail',
  'what you mean',
  'dime',
  'cuentame',
  'podrias',
  'puedes',
  'mas detalle*',
  'un detalle',
  'sag mir',
  'erzahl',
  'kannst du',
  'konntest du',
  'was meinst',
  'genauer',
  'mehr detail*',
  'dis moi',
  'precise*',
  'peux tu',
  'pourrais tu',
  'plus de detail*',
  'diz me',
  'me diga',
  'me conta',
  'conta me',
  'pode',
  'poderia',
  'mais detalhe*',
];

/** Words of a plan: an unclear goal must not get one made up. */
const PLAN_WORDS = [
  ...REPEATS,
  'minute*',
  'minuto*',
  'minuten',
  'first step',
  'primer paso',
  'erster schritt',
  'premiere etape',
  'primeiro passo',
  'hour*',
];

const LANGUAGE_NAMES: string[][] = [
  ['english', 'ingles', 'englisch', 'anglais'],
  ['spanish', 'espanol', 'spanisch', 'espagnol', 'espanhol', 'castellano'],
  ['german', 'aleman', 'deutsch', 'allemand', 'alemao'],
  ['french', 'frances', 'franzosisch', 'francais'],
  ['portuguese', 'portugues', 'portugiesisch', 'portugais'],
];

/** Numbers, times, dates and codes in the goal ("9am", "15th", "I-485", "£200", "31.7."). */
export function numberTokens(goal: string): string[] {
  const found = goal.match(/[\p{L}\p{N}£$€%.,:/'-]*\d[\p{L}\p{N}£$€%.,:/'-]*/gu) ?? [];
  return found.map((t) => t.replace(/^[.,:/'-]+|[.,:'-]+$/g, '')).filter(Boolean);
}

function quote(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(t.length > max ? `${t.slice(0, max)}…` : t);
}

/** The words the person wrote: the goal (all goals for Next move). */
export function ownWords(c: EvalCase): string[] {
  return c.goals ? c.goals.map((g) => g.text) : [c.goal];
}

export function checkCase(c: EvalCase, a: Answer): Verdict {
  const failures: string[] = [];
  let checks = 0;
  const check = (ok: boolean, why: () => string) => {
    checks++;
    if (!ok) failures.push(why());
  };
  if (a.error !== undefined) return { passed: false, checks: 1, failures: [`no answer: ${a.error}`] };

  const r = c.expect;
  const own = ownWords(c);
  const both = `${a.main}\n${a.reason}`;
  const mainMasked = maskWords(a.main, own);
  const bothMasked = maskWords(both, own);

  const lang: Lang | null =
    r.lang === undefined ? ((LANGS as readonly string[]).includes(c.lang) ? (c.lang as Lang) : null) : r.lang;
  if (lang && c.call !== 'classify') {
    for (const [field, text] of [
      ['answer', a.main],
      ['reason', a.reason],
    ] as const) {
      const g = guessLanguage(maskWords(text, own));
      const total = LANGS.reduce((s, l) => s + g.hits[l], 0);
      check(
        total < 2 || g.lang === lang,
        () => `language: the ${field} reads as ${g.lang ?? 'mixed'}, not ${lang} (${fmtHits(g.hits)}): ${quote(text)}`,
      );
    }
    const all = guessLanguage(bothMasked);
    check(
      all.lang === lang,
      () => `language: the whole answer reads as ${all.lang ?? 'mixed'}, not ${lang} (${fmtHits(all.hits)})`,
    );
  }

  const keep = [...(r.keep ?? []), ...(c.call === 'fortify' ? numberTokens(c.goal) : [])];
  const keepIn = c.call === 'fortify' ? a.main : both;
  for (const k of new Set(keep)) check(containsVerbatim(keepIn, k), () => `keep: "${k}" is not in ${quote(keepIn)}`);

  if (r.topic) {
    const hit = findTerms(r.topic, bothMasked);
    check(hit.length > 0, () => `topic: none of [${r.topic!.join(', ')}] among the coach's words: ${quote(both, 240)}`);
  }
  if (r.avoid) {
    const hit = findUnnegatedTerms(r.avoid, bothMasked);
    check(hit.length === 0, () => `avoid: says [${hit.join(', ')}]: ${quote(both, 240)}`);
  }
  if (r.dropped) {
    // Not masked: these are the person's words, and repeating them is the failure.
    const said = r.dropped.filter((d) => containsVerbatim(both, d));
    check(
      said.length === 0,
      () => `dropped: repeats what was said to the coach [${said.join(', ')}]: ${quote(both, 240)}`,
    );
  }
  if (r.oneOff) {
    const hit = findTerms(REPEATS, mainMasked);
    check(hit.length === 0, () => `one-off: plans repetition [${hit.join(', ')}]: ${quote(a.main)}`);
  }
  if (r.frequency) {
    const t = tokens(both);
    // "3x", "x3" and the multiplication sign: "3 × 30 minutes this week" is a rhythm too, and so
    // is a share of the week: "5 days out of 7", "4 jours sur 7", "5 von 7 Tagen".
    const ok =
      findTerms(FREQUENCY, t).length > 0 ||
      /\d\s?[x×](?!\p{L})|(?<!\p{L})[x×]\s?\d/iu.test(both) ||
      /\d\s+(?:\p{L}+\s+)?(?:out of|sur|von|de|em)\s+(?:7|seven|sept|sieben|siete|sete)(?!\p{L}|\d)/iu.test(both);
    check(ok, () => `frequency: no rhythm (every/daily/per week...) in ${quote(both)}`);
  }
  if (r.askDetail) {
    const asks = /[?¿]/.test(a.reason) || findTerms(ASKING, tokens(a.reason)).length > 0;
    check(asks, () => `ask: the reason does not ask for a detail: ${quote(a.reason)}`);
    const goalToks = new Set(tokens(c.goal));
    const extra = mainMasked.filter((t) => t !== MASK);
    const plan = findTerms(PLAN_WORDS, mainMasked);
    const newNumbers = extra.filter((t) => /\d/.test(t) && !goalToks.has(t));
    check(
      plan.length === 0 && newNumbers.length === 0 && extra.length <= 4,
      () =>
        `no plan: an unclear goal got one (${[...plan, ...newNumbers].join(', ') || `${extra.length} added words`}): ${quote(a.main)}`,
    );
  }
  if (r.foreign) {
    const words = c.goal.trim().replace(/[.!。]+$/u, '');
    check(containsVerbatim(a.main, words), () => `foreign: the goal's words are not kept: ${quote(a.main)}`);
    const t = tokens(a.reason);
    const named = LANGUAGE_NAMES.filter((names) => names.some((n) => t.includes(n))).length;
    check(
      named >= 3,
      () => `foreign: the reason does not say which languages the offline coach speaks: ${quote(a.reason)}`,
    );
  }
  if (r.minutes) {
    const [lo, hi] = r.minutes;
    check(
      a.duration !== undefined && a.duration >= lo && a.duration <= hi,
      () => `minutes: ${a.duration} not in ${lo}–${hi}`,
    );
  }
  if (r.minutesInText) {
    const d = String(a.duration);
    check(tokens(a.main).includes(d), () => `minutes: the grind's text does not state ${d} minutes: ${quote(a.main)}`);
  }
  if (r.vsBaseline) {
    const b = a.baseline;
    if (!b) check(false, () => 'baseline: missing');
    else if (r.vsBaseline === 'shorter')
      check(
        a.duration! < b.duration,
        () => `shorter: ${a.duration} min is not shorter than ${b.duration} min without the history`,
      );
    else if (r.vsBaseline === 'same')
      check(
        a.duration === b.duration,
        () => `same: ${a.duration} min differs from ${b.duration} min, though the history was about another goal`,
      );
    else check(a.main !== b.main, () => `different: the same text again after 'not relevant': ${quote(a.main)}`);
  }
  if (r.goalId !== undefined) {
    const picked = c.goals?.find((g) => g.id === a.goalId)?.text ?? String(a.goalId);
    check(a.goalId === r.goalId, () => `goal: picked "${picked}", expected "${c.goal}"`);
  }
  if (r.why) {
    const hit = findTerms(r.why, tokens(a.reason));
    check(
      hit.length > 0,
      () => `why: the reason does not name the deadline [${r.why!.join(', ')}]: ${quote(a.reason)}`,
    );
  }
  if (r.color) {
    check(
      a.color !== undefined && r.color.includes(a.color),
      () => `colour: ${a.color}, expected ${r.color!.join(' or ')}`,
    );
  }
  return { passed: failures.length === 0, checks, failures };
}

function fmtHits(h: Record<Lang, number>): string {
  return LANGS.filter((l) => h[l] > 0)
    .map((l) => `${l} ${h[l]}`)
    .join(', ');
}
