import { IF_THEN_TEXT_MAX, type TIfThen, type TIfThenProposal } from '@grindstone/contract';
import type { CoachContext } from '../coach-provider.ts';
import type { CoachLanguage } from '../understanding/language.ts';
import type { GoalKind, Understanding } from '../understanding/understand.ts';
import { localParts } from '../local-time.ts';
import { readGoal, shortGoal, withoutEndPunctuation } from './reading.ts';
import { inSentence } from './phrasebook.ts';
import { phrases } from '../understanding/lexicon.ts';
import { domainById } from '../understanding/domains.ts';

/**
 * If-then plans ("When I pour my morning coffee → write 200 words"): a cue from the person's
 * day that fits the kind of goal, and the goal's first concrete action, in the goal's language.
 * Deterministic, no network: the model path falls back to it.
 */

type Cue = 'morning' | 'evening' | 'lunch' | 'laptop' | 'paid' | 'tense' | 'home' | 'bed' | 'wake' | 'tea' | 'out';

const CUES: Record<CoachLanguage, Record<Cue, string>> = {
  en: {
    morning: 'I pour my morning coffee',
    evening: 'I finish dinner',
    lunch: 'I come back from lunch',
    laptop: 'I open my laptop in the morning',
    paid: 'my pay arrives',
    tense: 'I notice I am tense',
    home: 'I get home in the evening',
    bed: 'I get into bed',
    wake: 'I wake up',
    tea: 'tea is over',
    out: 'I get ready to head out',
  },
  es: {
    morning: 'me sirvo el café de la mañana',
    evening: 'termino de cenar',
    lunch: 'vuelvo de comer',
    laptop: 'abro el portátil por la mañana',
    paid: 'cobro el sueldo',
    tense: 'noto tensión',
    home: 'llego a casa por la tarde',
    bed: 'me meto en la cama',
    wake: 'me despierto',
    tea: 'terminamos de merendar',
    out: 'me arreglo para salir',
  },
  de: {
    morning: 'ich mir morgens den Kaffee einschenke',
    evening: 'ich mit dem Abendessen fertig bin',
    lunch: 'ich aus der Mittagspause komme',
    laptop: 'ich morgens den Laptop aufklappe',
    paid: 'mein Gehalt eingeht',
    tense: 'ich merke, dass ich angespannt bin',
    home: 'ich abends nach Hause komme',
    bed: 'ich ins Bett gehe',
    wake: 'ich aufwache',
    tea: 'das Essen vorbei ist',
    out: 'ich mich zum Ausgehen fertig mache',
  },
  fr: {
    morning: 'je me sers mon café du matin',
    evening: 'je finis de dîner',
    lunch: 'je reviens de la pause déjeuner',
    laptop: "j'ouvre mon ordinateur le matin",
    paid: 'mon salaire arrive',
    tense: 'je sens la tension monter',
    home: 'je rentre à la maison le soir',
    bed: 'je me mets au lit',
    wake: 'je me réveille',
    tea: 'le goûter est fini',
    out: 'je me prépare pour sortir',
  },
  pt: {
    morning: 'sirvo o café da manhã',
    evening: 'termino o jantar',
    lunch: 'volto do almoço',
    laptop: 'abro o portátil de manhã',
    paid: 'recebo o salário',
    tense: 'sinto tensão',
    home: 'chego a casa à noite',
    bed: 'me deito',
    wake: 'acordo',
    tea: 'acaba o lanche',
    out: 'me arrumo para sair',
  },
};

const CUE_FOR_KIND: Record<GoalKind, Cue> = {
  habit: 'morning',
  health: 'home',
  skill: 'evening',
  project: 'evening',
  relationship: 'evening',
  call: 'lunch',
  errand: 'lunch',
  appointment: 'lunch',
  money: 'paid',
  feelings: 'tense',
  unclear: 'morning',
};

/**
 * A moment of the day the goal names itself ('read before bed', 'estirar después del trabajo'):
 * the person's own moment is the cue, before any the kind would pick.
 */
const NAMED_MOMENTS: readonly (readonly [Cue, RegExp])[] = [
  // A child's tea or after-school snack ('after tea', 'después de merendar', 'après le goûter').
  [
    'tea',
    phrases(
      'after (?:their |his |her )?tea|despu[eé]s de merendar|nach dem essen|apr[eè]s le go[uû]ter|depois do lanche',
    ),
  ],
  [
    'bed',
    phrases(
      '(?:before|b4|in|to) bed|bedtime|going to sleep|antes de (?:dormir|acostarme|me deitar|deitar)|(?<!junto )(?:en|a) la cama|vor dem schlafen(?:gehen)?|vorm schlafen(?:gehen)?|zubettgehen|(?:ins|im) bett|avant de (?:dormir|me coucher)|au coucher|au lit|ao deitar|(?:na|para a) cama',
    ),
  ],
  [
    'home',
    phrases(
      '(?:after|from) work|get home|después del trabajo|llegar a casa|nach der arbeit|nach feierabend|nach dem büro|wenn ich heimkomme|wenn ich nach hause komme|apr[eè]s le (?:travail|boulot|taf|bureau)|en rentrant|quand je rentre|en sortant du (?:travail|boulot|taf|bureau)|au retour du (?:travail|boulot|bureau)|depois do trabalho|chegar a casa',
    ),
  ],
  [
    'evening',
    phrases(
      '(?:after|before) (?:dinner|supper)|in the evenings?|(?:every|each|a|an|per|of an?) (?:night|evening|weeknight)|(?:most|weeknight) (?:nights|evenings)|weeknights|evenings|nightly|at night|por (?:noche|la noche)|cada tarde|todas las tardes|pro (?:abend|nacht)|allabendlich|par (?:soir|nuit)|chaque nuit|toutes les nuits|por noite|despu[eé]s de cenar|(?:cada|todas las) noches?|por las noches?|nach dem abendessen|abends|jeden abend|jede nacht|apr[eè]s le d[iî]ner|le soir|chaque soir|tous les soirs|depois do jantar|(?:toda|cada) noite|todas as noites|[àa] noite',
    ),
  ],
  [
    'lunch',
    phrases(
      '(?:after|at|before) lunch|on my lunch break|despu[eé]s de comer|nach dem mittagessen|apr[eè]s le d[eé]jeuner|depois do almo[cç]o',
    ),
  ],
  [
    'morning',
    phrases(
      'in the mornings?|(?:every|each|a|per|of a) morning|most mornings|mornings|first thing|pro morgen|allmorgendlich|par matin|por (?:mañana|manhã)|(?:cada|todas las) mañanas?|jeden morgen|chaque matin|tous les matins|(?:toda|cada) manh[aã]|todas as manh[aã]s|when i (?:wake|get) up|(?:after|before|with) (?:breakfast|my (?:morning )?coffee)|al despertar(?:me)?|por las? mañanas?|morgens|nach dem aufstehen|au r[eé]veil|le matin|ao acordar|de manh[aã]',
    ),
  ],
];

/** A social evening out ('fri nite drinks w the girls', 'cañas con los del curro'): its cue is getting ready to go. */
const NIGHT_OUT = phrases(
  'drinks|a drink|a pint|pints|the pub|night out|nite out|a bite|dinner with|dinner w|cocktails|copas|cañas|birras|unas cervezas|salir de fiesta|noche de chicas|auf ein bier|was trinken|kneipe|ausgehen|mädelsabend|apéro|apero|un verre|boire un verre|soirée entre|sortir en boîte|uns copos|chopp|uma cerveja|noite de garotas|happy hour',
);

/** The moment of day a text names itself ('each evening, write down…'), undefined when it names none. */
function momentNamedIn(text: string): Cue | undefined {
  return NAMED_MOMENTS.find(([, re]) => re.test(text))?.[0];
}

/**
 * The moment of the day an hour falls in ('friday at 7' with mum is the evening, 'sun arvo' after
 * lunch). The hours are those the date reader gives a part of the day: morning 9, lunch 12,
 * afternoon 15, after school 16 (home by then), after work 18, evening 19.
 */
function momentOfHour(hour: number): Cue {
  return hour < 11 ? 'morning' : hour < 16 ? 'lunch' : hour < 20 ? 'home' : 'evening';
}

/** Shifts or a start in the small hours: the plan hangs on waking up, not on the clock's evening. */
export function cueOnWaking(lang: CoachLanguage): string {
  return CUES[lang].wake;
}

/** The action with a time box, for goals that take more than one sitting. */
const FOR_MINUTES: Record<CoachLanguage, (action: string, minutes: number) => string> = {
  en: (a, m) => `${a} for ${m} minutes`,
  es: (a, m) => `${a} durante ${m} minutos`,
  de: (a, m) => `${m} Minuten: ${a}`,
  fr: (a, m) => `${a} pendant ${m} minutes`,
  pt: (a, m) => `${a} durante ${m} minutos`,
};

const ONE_SITTING: ReadonlySet<GoalKind> = new Set(['errand', 'call', 'appointment']);

/** Plan texts fit the contract's limit. */
export function clipPlanText(s: string): string {
  return s.length <= IF_THEN_TEXT_MAX ? s : `${s.slice(0, IF_THEN_TEXT_MAX - 1).trimEnd()}…`;
}

/**
 * When it happens, from one source in this order: the moment the person named ('before bed'),
 * the hour they gave ('friday at 7', 'sun arvo'), the moment the step itself names ('after tea'),
 * the domain's usual moment, the kind's. A kind step for a feeling that names its moment ('each
 * evening, write down…') hangs on that moment first, not on tension.
 */
function momentOf(u: Understanding, ctx: CoachContext, step: string): Cue {
  const inStep = momentNamedIn(step);
  if (u.kind === 'feelings' && inStep) return inStep;
  const given = u.deadline?.hasTime ? momentOfHour(localParts(u.deadline.date, ctx.timeZone).hour) : undefined;
  const byKind = CUE_FOR_KIND[u.kind];
  // …an evening out with people is hung on getting ready to go, not on coming home.
  const out = u.kind === 'relationship' && NIGHT_OUT.test(u.ownText) && given !== 'morning' && given !== 'lunch';
  return (
    momentNamedIn(u.ownText) ??
    (out ? 'out' : undefined) ??
    given ??
    inStep ??
    ((u.kind === 'habit' || u.kind === 'feelings') && u.domain ? domainById(u.domain).moment : undefined) ??
    // Coffee is not the cue for giving up coffee.
    (u.quitting === 'caffeine' && byKind === 'morning' ? 'lunch' : byKind)
  );
}

/** Fortify's if-then proposal for a goal, in the goal's language; `step` is the first step when it is already chosen. */
export function ifThenPlan(goalText: string, ctx: CoachContext, step = ''): TIfThenProposal {
  const u = readGoal(goalText, ctx);
  const lang = u.lang;
  const cue = CUES[lang][momentOf(u, ctx, step)];
  const what = inSentence(withoutEndPunctuation(shortGoal(u.phrase || u.text, 12)), lang);
  const minutes = u.kind === 'skill' || u.kind === 'project' ? 30 : 20;
  const action = ONE_SITTING.has(u.kind) || u.kind === 'money' ? what : FOR_MINUTES[lang](what, minutes);
  return { cue: clipPlanText(cue), action: clipPlanText(action) };
}

const PLAN_LINE: Record<CoachLanguage, (cue: string, action: string) => string> = {
  en: (c, a) => `Your plan: when ${c} → ${a}.`,
  es: (c, a) => `Tu plan: cuando ${c} → ${a}.`,
  de: (c, a) => `Dein Plan: wenn ${c} → ${a}.`,
  fr: (c, a) => `Ton plan : quand ${c} → ${a}.`,
  pt: (c, a) => `O seu plano: quando ${c} → ${a}.`,
};

/** One sentence that reminds the person of their plan (Next move and grinds end with it). */
export function planLine(goalText: string, plan: Pick<TIfThen, 'cue' | 'action'>, ctx: CoachContext): string {
  const { lang } = readGoal(goalText, ctx);
  return PLAN_LINE[lang](withoutEndPunctuation(plan.cue), withoutEndPunctuation(plan.action));
}
