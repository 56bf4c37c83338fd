import { DAY_MS, GOAL_TEXT_MAX, GRIND_MAX_MINUTES, GRIND_MIN_MINUTES, type TGoalColor } from '@grindstone/contract';
import type {
  AdviceResult,
  CoachContext,
  CoachGoal,
  CoachProvider,
  FortifyResult,
  GoalClassification,
  GrindResult,
  NextMoveResult,
} from '../coach-provider.ts';
import { localParts } from '../local-time.ts';
import {
  agesIn,
  firstRhythmDay,
  isRelativeDeadline,
  isRollingWeek,
  localDaysBetween,
  parseDeadline,
  rhythmDays,
} from '../understanding/dates.ts';
import type { Diet, Field, PersonFacts, TradeField } from '../understanding/facts.ts';
import {
  domainById,
  domainPattern,
  foldText,
  IMPULSE_BUYING,
  termsPattern,
  type DomainId,
  withoutCompany,
} from '../understanding/domains.ts';
import { readSum } from '../understanding/sums.ts';
import {
  namesNothing,
  placeholderIn,
  understandGoal,
  type GoalKind,
  type Understanding,
} from '../understanding/understand.ts';
import {
  DOMAIN_GRIND,
  DOMAIN_GRIND_FIRST,
  DOMAIN_STEPS,
  DOMAIN_VARIANTS,
  CHEAP_FIRST_STEP,
  FREE_BODY_STEPS,
  hostingStep,
  PERSONAL_MESSAGE_STEPS,
  SET_UP_NOTES,
  SET_UP_STEP,
  type SetUpNote,
  SPARED_JOB_STEP,
  SPARING_NOTES,
  TIMED_BLOCK,
} from './phrases/domain-steps.ts';
import { EXPERT_STEPS, TRADE_STEPS } from './phrases/expert-steps.ts';
import { withoutAllergen } from './allergens.ts';
import type { Activity, AdviceKey, AdviceSlots, FactNote, Phrasebook, Slots, Why } from './phrasebook.ts';
import {
  PHRASEBOOKS,
  activityOf,
  capitalise,
  factsOf,
  lateInDay,
  ownTrade,
  PHYSICAL_JOBS,
  pick,
  SPENDING_DOMAINS,
  readGoal,
  seedOf,
  shortGoal,
  withoutEndPunctuation,
} from './reading.ts';
import { clipPlanText, cueOnWaking, ifThenPlan } from './if-then.ts';
import { extractProfileFacts } from './profile-facts.ts';
import { reviewDraft } from './weekly-review.ts';
import {
  ADDRESSED_NOTE,
  CAFFEINE_STEP,
  CUT_DOWN_STEP,
  BOOK_A_TRADE,
  DELEGATED_STEP,
  TRADESPEOPLE,
  GAMBLING_STEP,
  ONLY_ADDRESSED_NOTE,
  PLACEHOLDER_REASONS,
} from './phrases/edge-reasons.ts';

/**
 * The offline coach: it reads each goal (language, action, kind, dates, the person's facts) and
 * answers in the goal's language with a plan that fits the kind. Deterministic: the same goal
 * and context give the same answer. No network.
 */
export const OFFLINE_MODEL = 'rules-v2';

/** Words that make a habit's hour a limit ('till 3am', 'jusqu'à 2h', 'até às 3', 'hasta las 2', 'bis 1 Uhr'). */
/**
 * A remark after a comma ('…, ils relancent', '…, the landlord is dragging', '…, tá atrasada'):
 * it starts with a word a list item does not (a pronoun, 'it's', 'because', 'already').
 */
const REMARK_AFTER_COMMA =
  /,\s+(?=(?:ils?|elles?|on|je|j['’]ai|c['’]est|ça|ca|sinon|parce|pcq|pq|porque|pois|deja|déjà|ja|já|ta|tá|está|esta|eu|ele|ela|eles|elas|they|it['’]?s|i['’]m|i|he|she|we|because|cause|cuz|already|otherwise|le proprio|the landlord|o senhorio|o dono)(?![\p{L}]))/iu;
const UNTIL_WORDS = /(?<![\p{L}])(?:till|until|til|up to|jusqu['’]à|jusqu['’]a|hasta|até|ate|bis)(?![\p{L}])/iu;
const bookOf = (u: Understanding): Phrasebook => PHRASEBOOKS[u.lang];

/** The date Fortify proposes: tomorrow for a one-off, else this Sunday when at least 2 days away. */
function proposedDate(ctx: CoachContext, oneOff: boolean): Date {
  const { weekday } = localParts(ctx.now, ctx.timeZone);
  const toSunday = (7 - weekday) % 7;
  const days = oneOff ? 1 : toSunday >= 2 ? toSunday : 5;
  return new Date(ctx.now.getTime() + days * DAY_MS);
}

/** 'for the work permit' reads as 'the work permit' inside a sentence of ours. */
const LEADING_PREPOSITION: Record<Understanding['lang'], RegExp> = {
  en: /^(?:for|to|with|at|on|about|into)\s+/i,
  es: /^(?:para|a|con|de|en)\s+/iu,
  de: /^(?:für|mit|zum|zur|um)\s+/iu,
  fr: /^(?:pour|avec|à|de)\s+/iu,
  pt: /^(?:para|com|de|em)\s+/iu,
};

/** The words a fact is named by in the answer: the diet, the allergen, the body part, the field. */
function factWords(note: FactNote, facts: PersonFacts, book: Phrasebook): string {
  switch (note) {
    case 'diet':
      return facts.diet ? book.diet[facts.diet] : '';
    case 'allergy':
      return facts.allergy ?? '';
    case 'budgetCap':
    case 'budgetSave':
      return facts.budgetAmount ?? '';
    case 'fatigue':
      return facts.tiresQuickly ?? '';
    case 'farAway':
      return facts.farAway?.place ?? '';
    case 'injury':
      return facts.injury ? (book.bodyPart[facts.injury] ?? facts.injury) : '';
    case 'expert':
      return facts.expertIn ? book.field[facts.expertIn] : '';
    default:
      return '';
  }
}

/** One sentence per fact that shaped the answer, each naming its own fact. */
function factReasons(notes: FactNote[], facts: PersonFacts, book: Phrasebook, slots: Slots): string[] {
  return [...new Set(notes)].map((n) => book.reason.fact[n]({ ...slots, fact: factWords(n, facts, book) }));
}

/**
 * The person's own words for whom the goal is about, said back to them: 'my sister' is 'your
 * sister', 'the kids' stay 'the kids', 'mum' stays 'mum'; 'mi hermana' is 'tu hermana', 'ma sœur'
 * 'ta sœur', 'minha irmã' 'sua irmã'. Other articles are left out where a step's preposition would
 * merge with them ('a el', 'à le'); German says 'deiner Schwester' or 'deine Schwester' as the step's case needs.
 */
const POSSESSIVE: Record<Understanding['lang'], Record<string, string>> = {
  en: { my: 'your', our: 'your', the: 'the', his: 'his', her: 'her', their: 'their' },
  es: { mi: 'tu', mis: 'tus', nuestra: 'vuestra', nuestro: 'vuestro', nuestros: 'vuestros', nuestras: 'vuestras' },
  de: {},
  fr: { ma: 'ta', mon: 'ton', mes: 'tes', notre: 'votre', nos: 'vos' },
  pt: { minha: 'sua', meu: 'seu', meus: 'seus', minhas: 'suas', nossa: 'sua', nosso: 'seu' },
};

/** German relatives by gender ('f', 'm', 'n', plural 'p'); Mama, Oma and the like go without an article. */
const GERMAN_GENDER: Record<string, 'f' | 'm' | 'n' | 'p'> = Object.fromEntries(
  (
    [
      ['f', 'mutter schwester frau partnerin freundin tochter familie tante cousine nichte'],
      ['m', 'vater bruder mann partner freund sohn onkel cousin neffe nachbar'],
      ['n', 'kind'],
      ['p', 'eltern großeltern geschwister kinder freunde nachbarn schwiegereltern'],
    ] as const
  ).flatMap(([g, ws]) => ws.split(' ').map((w) => [w, g])),
);
const GERMAN_YOUR = { f: ['deiner', 'deine'], m: ['deinem', 'deinen'], n: ['deinem', 'dein'], p: ['deinen', 'deine'] };

export function addressedPerson(
  person: string,
  text: string,
  lang: Understanding['lang'],
): { person: string; personAcc?: string } {
  if (lang === 'de') {
    const gender = GERMAN_GENDER[person.toLowerCase()];
    if (!gender) return { person };
    const [dat, acc] = GERMAN_YOUR[gender];
    return { person: `${dat} ${person}`, personAcc: `${acc} ${person}` };
  }
  const at = text.toLowerCase().indexOf(person.toLowerCase());
  if (at <= 0) return { person };
  const before = /([\p{L}]+)\s+$/u.exec(text.slice(0, at))?.[1]?.toLowerCase();
  const said = before ? POSSESSIVE[lang][before] : undefined;
  return { person: said ? `${said} ${person}` : person };
}

function slotsFor(
  u: Understanding,
  book: Phrasebook,
  ctx: CoachContext,
  facts: PersonFacts,
  notes: FactNote[],
  extra: Partial<Slots> = {},
): Slots {
  const oneOff = u.kind === 'errand' || u.kind === 'call' || u.kind === 'appointment';
  // A plan that starts later ('from january') counts its first date from then; a rhythm's first
  // session is the day they named ('hidro na terça dia 1/12'), not the Sunday after it.
  const rhythm = u.kind === 'habit' || u.kind === 'health';
  const planned =
    rhythm && u.start?.date ? u.start.date : proposedDate(u.start?.date ? { ...ctx, now: u.start.date } : ctx, oneOff);
  // Ill until a day they name ('got a cold, should be better by thursday'): a trip out of ours is
  // due the day after it, never before; a call can be made from bed.
  const better =
    facts.unwell && oneOff && u.kind !== 'call' ? parseDeadline(ctx.myContext, u.lang, ctx.now, ctx.timeZone) : null;
  const wellAgain = better ? new Date(better.date.getTime() + DAY_MS) : null;
  const proposed = wellAgain && wellAgain > planned ? wellAgain : planned;
  // A habit or a body goal starts now: a later date of theirs ('tone up before the wedding in
  // june') is when it should have worked, not the day of the first session.
  const startsNow = (u.kind === 'habit' || u.kind === 'health') && u.deadline && u.deadline.date > proposed;
  const when = book.date(u.deadline && !startsNow ? u.deadline.date : proposed, ctx.timeZone);
  const fact = notes.map((n) => factWords(n, facts, book)).find(Boolean) ?? '';
  return {
    goal: withoutEndPunctuation(capitalise(u.ownText)),
    object: u.object.replace(LEADING_PREPOSITION[u.lang], ''),
    ...(u.person ? addressedPerson(u.person, u.ownText, u.lang) : { person: '' }),
    when,
    minutes: 30,
    times: 3,
    deadline: u.deadline?.text ?? '',
    frequency: u.frequency ?? '',
    fact,
    ...extra,
  };
}

/**
 * The goal's own subject's two concrete actions ('compare fares for two sets of dates…'), or
 * null when the subject is unknown, or when the person's body facts (a wheelchair, an injury)
 * make the kind's adapted activity the better answer.
 */
function domainActions(
  u: Understanding,
  notes: FactNote[],
  allergy?: string,
  trade?: TradeField | null,
  injury?: string,
  field?: Field,
  diets: readonly Diet[] = [],
): readonly [string, string] | null {
  if (u.kind === 'unclear') return null;
  // A skill of their own profession: its advanced end, whatever the subject's usual first steps.
  const expert = notes.includes('expert') && field ? EXPERT_STEPS[field]?.[u.lang] : undefined;
  if (expert) return expert;
  if (!u.domain) return null;
  if (trade && notes.includes('expert')) {
    const thing = thingOf(u, domainPattern(u.domain));
    return TRADE_STEPS[trade][u.lang].map((s) => s.replaceAll('{thing}', thing)) as [string, string];
  }
  // Code's own steps start from a first tutorial: a developer gets the professional's steps (a real task, docs when stuck).
  if (notes.includes('expert') && u.domain === 'code') return null;
  // Rehab and mobility work (physio, stretching, yoga) already spare an injury: they keep their steps.
  const gives =
    u.domain === 'physio'
      ? (['wheelchair', 'pregnant', 'postpartum'] as const)
      : (['wheelchair', 'injury', 'pregnant', 'postpartum', 'sightLoss'] as const);
  const variant = variantSteps(u, notes);
  // …unless the subject has steps written for that fact (trails with a firm surface for a wheelchair).
  const forTheFact = variant?.when && (gives as readonly FactNote[]).includes(variant.when);
  if (domainById(u.domain).body && !forTheFact && gives.some((n) => notes.includes(n))) return null;
  // Money is tight: the free version of a body subject, not its gym induction or kit.
  const steps =
    domainById(u.domain).body && notes.includes('budget')
      ? FREE_BODY_STEPS[u.lang]
      : (variant?.steps ?? DOMAIN_STEPS[u.domain][u.lang]);
  const thing = thingOf(u, variant?.re ?? domainPattern(u.domain));
  const named = u.person ?? u.names[0];
  const person = named ? addressedPerson(named, u.ownText, u.lang).person : 'them';
  const fill = (s: string) => s.replaceAll('{thing}', thing).replaceAll('{person}', person);
  let [a, b] = [fill(steps[0]), fill(steps[1])];
  // A physical job for someone it could hurt starts with how it is set up around them (unless the
  // subject's own steps already are, as raised beds are for a wheelchair), then the job's own work.
  const spare = variant?.when ? undefined : SPARING_NOTES.find((n) => notes.includes(n));
  if (spare && PHYSICAL_JOBS.has(u.domain)) {
    const book = bookOf(u);
    [a, b] = [SPARED_JOB_STEP[u.lang](spare, injury ? (book.bodyPart[injury] ?? injury) : ''), a.replace(KNEELER, '')];
  }
  // Something that costs money, when money is tight: the limit and the cheapest way come first.
  else if (notes.includes('budget') && SPENDING_DOMAINS.has(u.domain)) [a, b] = [CHEAP_FIRST_STEP[u.lang], a];
  // A fact that sets the plan up (a sugar check, no car, no garden) comes first, then the subject's work.
  else {
    // …unless the subject's steps are already written for that fact (painting without lifting).
    const setUp = SET_UP_NOTES.find((n) => notes.includes(n) && n !== variant?.when);
    // No garden: the pots replace the subject's bed, so its next step follows them; the book by
    // the bed for reading with kids, likewise.
    if (setUp) [a, b] = [setUpStep(u, setUp, diets, allergy), setUp === 'noGarden' || setUp === 'kidsReading' ? b : a];
  }
  return allergy ? [withoutAllergen(a, allergy, u.lang), withoutAllergen(b, allergy, u.lang)] : [a, b];
}

/** The step a fact sets up; a meal hosted with diets names only the diets at this table. */
function setUpStep(u: Understanding, setUp: SetUpNote, diets: readonly Diet[] = [], allergy?: string): string {
  return setUp === 'dietHosting' ? hostingStep(u.lang, diets, foldText(u.phrase), allergy) : SET_UP_STEP[u.lang][setUp];
}

/** The kneeling pad a garden step lists, in five languages: a job set up to spare the body does without it. */
const KNEELER =
  /,? (?:a kneeler|una almohadilla|ein Kniekissen|un coussin pour les genoux|uma almofada para os joelhos)(?=,)/u;

const variantPatterns = new Map<string, RegExp>();
/** The family's steps for what this goal acts on, or for a fact of the person's, when it has some. */
function variantSteps(
  u: Understanding,
  notes: FactNote[],
): { steps: readonly [string, string]; re: RegExp; when?: FactNote } | null {
  const folded = foldText(u.phrase);
  for (const v of DOMAIN_VARIANTS[u.domain!] ?? []) {
    const steps = v.steps[u.lang];
    if (!steps || (v.when && !notes.includes(v.when)) || (v.onItsDay && !u.onItsDay)) continue;
    let re = variantPatterns.get(v.terms);
    if (!re) variantPatterns.set(v.terms, (re = termsPattern(v.terms)));
    if (re.test(folded) || (v.meets && namesWhenOrWhere(u)) || (v.forPerson && u.person))
      return { steps, re, when: v.when };
  }
  if (u.domain === 'message' && writesToSomeoneNamed(u))
    return { steps: PERSONAL_MESSAGE_STEPS[u.lang], re: domainPattern('message') };
  return null;
}

/** 'at jens', 'chez Léa', 'bei Anna', 'en casa de Marta', 'na casa da Rita': where a group meets. */
const MEETS_AT = /(?<![\p{L}])(?:at|chez|bei|en casa de|na casa d[aoe]|em casa d[aoe])\s+\S/iu;
/** The goal says when or where it happens: a day, a rhythm, an event, or someone's place. */
function namesWhenOrWhere(u: Understanding): boolean {
  return Boolean(u.deadline || u.frequency || u.dueEvent || MEETS_AT.test(u.ownText));
}

/** Who a message goes to when it is not a person's name: a role, an office, a firm. */
const NOT_A_NAME =
  /^(?:the|a|an|my|our|your|his|her|their|this|that|all|every|some|back|hr|boss|manager|landlord|landlady|agent|council|school|nursery|bank|gp|doctor|dentist|vet|client|clients|customer|customers|recruiter|team|office|support|insurer|company|uni|tutor|teacher|teachers|lecturer|plumber|builder|electrician|accountant|solicitor|lawyer|hmrc|dvla|supplier|suppliers|vendor|seller|buyer|everyone|everybody|people|them|him|her|it)$/i;

/**
 * 'text jess to see if she's free', 'reply to tom re dinner': a message to someone by their first
 * name is to someone the person knows, not to an office.
 */
function writesToSomeoneNamed(u: Understanding): boolean {
  if (u.person) return true;
  if (u.lang !== 'en') return false;
  const first = /^(?:(?:back\s+)?to\s+)?([\p{L}'’-]+)/iu.exec(u.object)?.[1];
  return Boolean(first && first.length > 1 && !NOT_A_NAME.test(first));
}

const THING_ENDS =
  /\s*[,;:(\u2013\u2014]|\s+-\s+|\s+(?:for|now|because|since|so|as|by|before|b4|until|till|after|when|going|under|below|above|to|this|next|every|each|in)\s/i;
/** 'el sofá viejo en wallapop': where a thing is listed is not part of the thing. */
const MARKETPLACE_TAIL =
  /\s+(?:on|en|sur|auf|bei|no|na|in)\s+(?:ebay|vinted|depop|gumtree|craigslist|(?:fb |facebook )?marketplace|wallapop|milanuncios|(?:ebay )?kleinanzeigen|leboncoin|olx|enjoei)(?![\p{L}]).*$/iu;
/** The person's own thing named back to them: 'mi sofá' → 'tu sofá', 'mon bureau' → 'ton bureau'. */
const OWN: Record<Understanding['lang'], Record<string, string>> = {
  en: { my: 'your', our: 'your' },
  es: { mi: 'tu', mis: 'tus' },
  de: { mein: 'dein', meine: 'deine', meinen: 'deinen', meinem: 'deinem', meiner: 'deiner', meines: 'deines' },
  fr: { mon: 'ton', ma: 'ta', mes: 'tes' },
  pt: { meu: 'seu', minha: 'sua', meus: 'seus', minhas: 'suas' },
};
const THING_TAIL =
  /(?:\s+(?:tbh|lol|pls|plz|please|asap|honestly|tho|ready|checked|looked at|seen to|down|up|out|off|back|together|done|sorted|fixed|serviced|renewed|replaced|updated|extended|repaired|signed|sent|paid|going|steady|stable|low|lower|normal|certified|qualified|in check|under control|in range))+$/i;

/**
 * What the goal acts on, as the person named it, for a step to say ('the kettle', 'your 2nd
 * serve'): the object without what it is for, why, or by when, and without the verb's particle.
 * When the subject's word sits after a preposition ('the puncture on my bike'), that is the thing.
 */
function thingOf(u: Understanding, subject: RegExp | null): string {
  let cut = (u.person ? withoutCompany(u.object, u.person) : u.object)
    .split(THING_ENDS)[0]!
    .replace(/^(?:on|at|with|to|in)\s+/i, '');
  // The last word of the subject is the head ('the puncture on my bike' is about the bike).
  const hit = subject ? [...foldText(cut).matchAll(new RegExp(subject.source, 'g'))].pop() : undefined;
  if (hit) {
    const before = cut.slice(0, hit.index);
    const prep = [...before.matchAll(/\s(?:on|in|of|with|at)\s/gi)].pop();
    if (prep) cut = cut.slice(prep.index + prep[0].length);
    // 'the bike brakes': in English one noun after the subject names a part of it; the step is about the whole.
    const end = (prep ? hit.index - prep.index - prep[0].length : hit.index) + hit[0].length;
    if (u.lang === 'en' && /^\s[a-z]+s$/i.test(cut.slice(end))) cut = cut.slice(0, end);
  }
  const thing = cut
    .replace(MARKETPLACE_TAIL, '')
    .replace(THING_TAIL, '')
    .replace(/^(\p{L}+)\s/u, (w, first: string) => (OWN[u.lang][first.toLowerCase()] ?? first) + ' ')
    .trim();
  return thing || (u.lang === 'en' ? 'it' : u.object);
}

/** A start further off than this makes the first step wait for it ('start running in the new year'). */
const START_LATER_DAYS = 3;
/** The first step of a plan that starts later: done the evening before its start, named. */
const BEFORE_START: Record<Understanding['lang'], (day: string, step: string) => string> = {
  en: (d, s) => `the evening before you start (${d}): ${s}`,
  es: (d, s) => `la tarde antes de empezar (${d}): ${s}`,
  de: (d, s) => `am Abend vor dem Start (${d}): ${s}`,
  fr: (d, s) => `la veille du début (${d}) : ${s}`,
  pt: (d, s) => `na véspera de começar (${d}): ${s}`,
};
/** 'tonight', 'heute', 'cette semaine': a step moved to the start's eve no longer says now. */
const NOW_WORDS: Record<Understanding['lang'], RegExp> = {
  en: /,?\s*(?<![\p{L}])(?:tonight|today|this week)(?![\p{L}])/giu,
  es: /,?\s*(?<![\p{L}])(?:esta noche|hoy|esta semana)(?![\p{L}])/giu,
  de: /,?\s*(?<![\p{L}])(?:heute abend|heute|diese woche)(?![\p{L}])/giu,
  fr: /,?\s*(?<![\p{L}])(?:ce soir|aujourd['’]hui|cette semaine)(?![\p{L}])/giu,
  pt: /,?\s*(?<![\p{L}])(?:hoje à noite|esta noite|hoje|esta semana)(?![\p{L}])/giu,
};

function fromStart(u: Understanding, book: Phrasebook, ctx: CoachContext, step: string): string {
  const start = u.start?.date;
  if (!start || localDaysBetween(ctx.now, start, ctx.timeZone) <= START_LATER_DAYS) return step;
  return BEFORE_START[u.lang](book.date(start, ctx.timeZone), step.replace(NOW_WORDS[u.lang], '').trim());
}

const tradePatterns = TRADESPEOPLE.map((t) => termsPattern(t.terms));
/** A thing of theirs serviced by someone else ('get the piano tuned'): booking its own trade, by name. */
function tradeActions(u: Understanding): readonly [string, string] | null {
  if (!u.delegated) return null;
  const at = tradePatterns.findIndex((re) => re.test(foldText(u.phrase)));
  return at < 0 ? null : BOOK_A_TRADE[u.lang](TRADESPEOPLE[at]!.name[u.lang]);
}

/** The first step: the subject's first action when we know the subject, else the activity's. */
function firstStep(
  u: Understanding,
  book: Phrasebook,
  ctx: CoachContext,
  activity: Activity,
  notes: FactNote[],
  slots: Slots,
  facts: PersonFacts,
): string {
  const { allergy, budgetAmount: budget } = facts;
  // Work someone else does starts with finding them, whatever tools the subject would need.
  // …but a check of the body ('get my eyes tested') is booked where the subject's steps say.
  const checked =
    u.domain && !domainById(u.domain).body && ['health', 'appointment'].includes(domainById(u.domain).kind ?? '');
  const byOthers = u.delegated && !checked;
  const setUp = SET_UP_NOTES.find((n) => notes.includes(n));
  const step = byOthers
    ? (tradeActions(u)?.[0] ?? DELEGATED_STEP[u.lang])
    : activity === 'quit'
      ? quitStep(u, book, notes, slots, allergy)
      : (domainActions(u, notes, allergy, ownTrade(u, facts), facts.injury, facts.expertIn, facts.diets)?.[0] ??
        (setUp ? setUpStep(u, setUp, facts.diets, allergy) : pick(book.step[activity](slots), seedOf(u.text), 3)));
  const timed = fromStart(u, book, ctx, notes.includes('adhd') ? TIMED_BLOCK[u.lang](step) : step);
  return budget && notes.includes('budgetCap') ? `${timed}${book.withinBudget(budget)}` : timed;
}

/** The first step of a goal to stop something: about what is stopped, never the object's activity. */
function quitStep(u: Understanding, book: Phrasebook, notes: FactNote[], slots: Slots, allergy?: string): string {
  // A thing no longer bought, whatever it is ('stop buying coffee out' is no caffeine to taper).
  if (u.bought) return CUT_DOWN_STEP.bought[u.lang].replaceAll('{thing}', u.bought);
  // Bets, whatever they are on ('stop betting on football'): not the sport's steps.
  if (u.quitting === 'gambling') return GAMBLING_STEP[u.lang];
  if (u.quitting === 'caffeine') return CAFFEINE_STEP[u.lang];
  // Less drink, not none: a limit and water between; less of another thing with steps of its own keeps them.
  if (u.lessens && u.quitting === 'alcohol') return CUT_DOWN_STEP.alcohol[u.lang];
  // A thing stopped with steps of its own (smoking, sugar); any other subject ('coffee' read as drinking) has none.
  const own = u.quitting !== null && u.domain === u.quitting;
  return (
    (own && domainActions(u, notes, allergy)?.[0]) ||
    (u.lessens ? cutDownStep(u) : pick(book.step.quit(slots), seedOf(u.text), 3))
  );
}

/** A doing cut down ('gaming', 'de picar', 'de grignoter'), not a thing bought ('chicken' is eaten). German has its own test below. */
const DOING = /(?:^|\s)(?:\p{L}+ing|(?:de|d['’])\s*\p{L}+(?:ar|er|ir|re))$/iu;
/** Less of something that has no steps of its own: its name in the step, bought less or limited. */
function cutDownStep(u: Understanding): string {
  const thing = thingOf(u, null).replace(/^(?:less|fewer|moins de|weniger|menos)\s+/i, '');
  const doing =
    u.lang === 'de' ? /^(?:mit dem|zu)\s|\p{L}+en$/iu.test(thing) && /^\p{Ll}/u.test(thing) : DOING.test(thing);
  return CUT_DOWN_STEP[doing ? 'doing' : 'other'][u.lang].replaceAll('{thing}', thing);
}

/** A step that spends money ('book', 'order', 'kaufen', 'réserver', 'comprar'): a spending limit shapes it. */
const SPENDS =
  /(?<![\p{L}])(?:buy|book|order|pay|rent|hire|get the|pick up|compra\p{L}*|reserva\p{L}*|pide|paga\p{L}*|alquila\p{L}*|encarga\p{L}*|kauf\p{L}*|bestell\p{L}*|buch\p{L}*|bezahl\p{L}*|miete\p{L}*|achète|achete|réserve|reserve|commande|paie|loue|encomend\p{L}*|alug\p{L}*)(?![\p{L}])/iu;

/** The subject's two steps with a spending limit: on the first, as Fortify shows it, and on the next if it spends. */
function withinLimit(
  actions: readonly [string, string] | null,
  book: Phrasebook,
  notes: FactNote[],
  budget?: string,
): readonly [string, string] | null {
  if (!actions || !budget || !notes.includes('budgetCap')) return actions;
  const capped = `${actions[1]}${book.withinBudget(budget)}`;
  return [`${actions[0]}${book.withinBudget(budget)}`, SPENDS.test(actions[1]) ? capped : actions[1]];
}

/** Why a goal is unclear, asked as one question: the placeholder it acts on, or what it is about. */
function unclearReason(u: Understanding, book: Phrasebook): string {
  const seed = seedOf(u.text);
  if (u.verb && namesNothing(u.object))
    return pick(PLACEHOLDER_REASONS[u.lang], seed)(withoutEndPunctuation(placeholderIn(u.object)));
  return pick(book.reason.unclear, seed);
}

/**
 * Words before the plan's date that make it the day something starts or first happens
 * ('automatic from Sunday', 'first transfer by Sunday'), not a day it is due by: a project's
 * 'first milestone by Sunday' is due then.
 */
const OPENS_ON: Record<Understanding['lang'], RegExp> = {
  en: /(?<![\p{L}])(?:from|starting|first(?! milestone)(?: \p{L}+)? by)\s+$/iu,
  es: /(?<![\p{L}])(?:desde el|empezando el|a partir del?|primera?(?: \p{L}+)? antes del)\s+$/iu,
  de: /(?<![\p{L}])(?:ab|erste[rns]?(?! Meilenstein)(?: \p{L}+)? bis)\s+$/iu,
  fr: /(?<![\p{L}])(?:à partir de|dès|premi(?:er|ère)(?! jalon)(?: \p{L}+)*? d[’']ici)\s+$/iu,
  pt: /(?<![\p{L}])(?:a partir de|desde|começando|primeira?(?: \p{L}+)? até)\s+$/iu,
};

function opensWith(plan: string, when: string, lang: Understanding['lang']): boolean {
  return OPENS_ON[lang].test(plan.slice(0, plan.indexOf(when)));
}

/** A sleep goal about getting up ('wake up at 6am', 'früher aufstehen'): its rhythm is daily. */
const WAKING =
  /(?<![\p{L}])(?:wake|waking|get(?:ting)? up|out of bed|rise|early riser|despertar(?:me)?|levantarme|madrugar|aufstehen|aufwachen|(?:me )?lever|réveiller|acordar|levantar(?:-me)?)(?![\p{L}])/iu;

/* ------------------------------------------------------------------ fortify */

/**
 * A budget goal about buying on impulse, in the domain's own words ('stop impulse buying',
 * 'Frustkäufe') or any other ('too impulsive', 'sur un coup de tête'): a wait before buying, not
 * an amount per payday.
 */
const IMPULSE = termsPattern(`${IMPULSE_BUYING}|impulse*|impulsive*|coup de tete`);

/** Rounded up to a step people count in: 7 → 7, 43 → 45, 417 → 420, 1 234 → 1 250. */
function roundUp(n: number): number {
  const step = n < 20 ? 1 : n < 100 ? 5 : n < 1000 ? 10 : 50;
  return Math.ceil(n / step) * step;
}

/**
 * A total to reach by a date ('save 1200 by june', '3 mil até julho', 'pay off £2,400 by
 * summer'), split over the months left, or the weeks when under two months: the amount each
 * payday has to carry. Null without a sum, a date, or when the person gave a rhythm themselves.
 */
function perPeriod(
  u: Understanding,
  ctx: CoachContext,
  book: Phrasebook,
): { text: string; unit: 'month' | 'week' } | null {
  if (u.kind !== 'money' || u.frequency || !u.deadline) return null;
  const days = localDaysBetween(ctx.now, u.deadline.date, ctx.timeZone);
  if (days < 14) return null;
  // An age in the goal ('la fiesta de 15') is no sum.
  const ages = agesIn(u.text);
  const sums = u.numbers
    .filter((n) => !n.includes('%') && !u.deadline!.text.includes(n) && !ages.some((a) => a.startsWith(n)))
    .map(readSum)
    .filter((s) => s !== null);
  // One sum only: two ('£40 of the £600') would need to know which is the total.
  if (sums.length !== 1) return null;
  const sum = sums[0]!;
  const [count, unit] =
    days >= 56 ? [Math.round(days / 30.44), 'month' as const] : [Math.round(days / 7), 'week' as const];
  if (count < 2 || sum.value / count < 1) return null;
  return { text: book.perPeriod(sum.write(roundUp(sum.value / count), book.locale), count, unit), unit };
}

/** The next check of a value, as the person named it ('my next check up', 'la próxima analítica'). */
const NEXT_CHECK: Record<Understanding['lang'], RegExp> = {
  en: /(?:before|by|at|for|until|till)\s+((?:my|the|our)\s+next\s+(?:(?:clinic|gp|diabetes|hospital|nurse|doctor['’]?s?|annual|practice)\s+)?(?:appt|appointment|check[- ]?up|checkup|review|blood test|bloods|visit|clinic))(?![\p{L}])/iu,
  es: /(?:antes de|para|en)\s+((?:mi|la|el)\s+pr[oó]xim[ao]\s+(?:cita|revisi[oó]n|anal[ií]tica|consulta|control|chequeo))(?![\p{L}])/iu,
  de: /(?:bis zum|bis zur|vor dem|vor der|zum|zur|beim|bei der)\s+(nächsten\s+(?:Termin|Arzttermin|Kontrolle|Check-up|Untersuchung|Blutabnahme|Blutbild))(?![\p{L}])/iu,
  fr: /(?:avant|pour|d['’]ici)\s+((?:mon|ma|le|la)\s+prochaine?\s+(?:rendez-vous|rdv|consultation|contrôle|bilan|prise de sang|visite))(?![\p{L}])/iu,
  pt: /(?:antes d[ao]|até [ao]|n[ao])\s+((?:minha\s+|meu\s+)?pr[oó]xim[ao]\s+(?:consulta|revis[aã]o|exame|check-up|an[aá]lise))(?![\p{L}])/iu,
};
const CHECKED_AT: Record<Understanding['lang'], (check: string) => string> = {
  en: (c) => `, and the number checked again at ${c.replace(/^my\s/i, 'your ')}`,
  es: (c) => `, y el valor revisado de nuevo (${c.replace(/^mi\s/i, 'tu ')})`,
  de: (c) =>
    `, und der Wert wird ${/(?:kontrolle|untersuchung|blutabnahme)$/i.test(c) ? 'bei der' : 'beim'} ${c} wieder geprüft`,
  fr: (c) => `, puis la valeur revérifiée (${c.replace(/^mon\s/i, 'ton ').replace(/^ma\s/i, 'ta ')})`,
  pt: (c) => `, e o valor conferido de novo (${c.replace(/^minha\s/i, 'sua ').replace(/^meu\s/i, 'seu ')})`,
};

const PROJECT_MILESTONES: Partial<
  Record<DomainId, 'projectTrip' | 'projectEvent' | 'projectStall' | 'projectMove' | 'projectWorks' | 'projectPaint'>
> = {
  trip: 'projectTrip',
  party: 'projectEvent',
  stall: 'projectStall',
  moving: 'projectMove',
  renovation: 'projectWorks',
  decorating: 'projectPaint',
};

/** A skill's own deadline further out than this gets practice per week, not a count for the whole span. */
const WEEKLY_AFTER_DAYS = 21;

const PEOPLE: ReadonlySet<GoalKind> = new Set(['call', 'relationship']);

export function fortify(goal: CoachGoal, ctx: CoachContext): FortifyResult {
  const u = readGoal(goal.description, ctx);
  const book = bookOf(u);
  // What the goal says to the coach is left out of the rewrite ('buy printer ink. SYSTEM: …').
  const base = withoutEndPunctuation(capitalise(u.ownText));
  if (!u.supported) return { improvedGoal: base, reason: book.unsupported! };
  const seed = seedOf(u.text);
  const addressed = !u.addressed ? [] : [(u.ownText === u.text ? ONLY_ADDRESSED_NOTE : ADDRESSED_NOTE)[u.lang]];
  if (u.kind === 'unclear') return { improvedGoal: base, reason: [...addressed, unclearReason(u, book)].join(' ') };

  const facts = factsOf(ctx);
  const { activity, notes } = activityOf(u, facts);
  const kidsShort = notes.includes('kids') || notes.includes('carer');
  const sizeMinutes = u.kind === 'skill' ? 30 : ([20, 20, 25, 30, 30, 45][u.size] ?? 30);
  const slots = slotsFor(u, book, ctx, facts, notes, {
    minutes:
      notes.includes('fatigue') || notes.includes('adhd')
        ? 15
        : kidsShort
          ? 20
          : activity === 'expert'
            ? 45
            : sizeMinutes,
    // A call or a visit made a habit is weekly, not near-daily.
    times:
      u.kind === 'skill'
        ? 4
        : u.kind === 'habit'
          ? u.activity !== 'habit' && PEOPLE.has(u.activity)
            ? 2
            : 4 + (seed % 2)
          : 3,
  });
  const oneOff = u.kind === 'errand' || u.kind === 'call' || u.kind === 'appointment';
  // A blood value moves with one daily change kept up, not with workout sessions.
  const measured = u.kind === 'health' && u.domain === 'bloodMarker';
  const specific = u.numbers.length > 0 && (Boolean(u.deadline) || Boolean(u.frequency)) && !u.vague;
  let plan = '';
  // A rhythm's plan sets the day it starts, not a deadline.
  let rhythm = false;
  // Lessons to book are a course, not practice of ours: the reason says so.
  let lessons = false;
  // An outing, or one body session on a day they named ('swim tues'): its own reason, not sessions.
  let session: 'outing' | 'thatDay' | null = null;
  // 'after exams' has no date: a date of ours would contradict it.
  const undated = Boolean(u.start && !u.start.date) || Boolean(u.dueEvent);
  if (oneOff) plan = u.deadline || undated ? '' : pick(book.plan.oneOff(slots), seed, 2);
  else if (!specific) {
    const key = ((): keyof Phrasebook['plan'] => {
      // Stopping something is counted in days without it from a quit day, not in sessions; on
      // the days they named ('nada de refrescos entre semana') those days are counted, no quit day.
      if (activity === 'quit')
        return u.lessens ? 'cutDown' : u.deadline || undated || u.frequency ? 'quitKept' : 'quit';
      switch (u.kind) {
        case 'habit': {
          const every = u.domain ? domainById(u.domain).every : undefined;
          if (u.frequency) return 'habitKept';
          // Getting up is done each morning, not each night.
          // …and so is the sleep of someone on nights, after each shift.
          if (every === 'night' && (WAKING.test(u.phrase) || notes.includes('nightSleep'))) return 'habitDaily';
          return every === 'night' ? 'habitNightly' : every === 'day' ? 'habitDaily' : 'habit';
        }
        case 'health':
          return u.frequency ? 'habitKept' : measured ? 'habit' : activity === 'outing' ? 'outing' : 'health';
        case 'skill':
          if (activity === 'expert') return 'skillExpert';
          // A licence or certificate is a course and a test to book, not practice to count.
          if (u.domain === 'qualification') return 'skillCourse';
          // Learning to drive is lessons with an instructor, not practice sessions of ours; a
          // practical or theory test ahead keeps its own count.
          if (u.domain === 'drivingTest' && !u.deadline && !u.frequency && !variantSteps(u, notes))
            return 'skillLessons';
          // 'practise piano most evenings': their rhythm is the plan, not a count of ours.
          if (u.frequency) return 'habitKept';
          // Months away: a count for the whole span is too few; a weekly rhythm until their date.
          return u.deadline && localDaysBetween(ctx.now, u.deadline.date, ctx.timeZone) > WEEKLY_AFTER_DAYS
            ? 'skillWeekly'
            : 'skill';
        case 'project':
          if (activity === 'work') return 'projectWork';
          if (notes.includes('expert')) return 'projectExpert';
          // A trip, a party or a move has milestones of its own: dates booked, guests invited, a van.
          return u.domain ? (PROJECT_MILESTONES[u.domain] ?? 'project') : 'project';
        case 'relationship':
          return 'relationship';
        case 'money':
          if (u.domain === 'budget' && IMPULSE.test(foldText(u.phrase))) return 'moneyWait';
          return u.numbers.length ? 'moneyKept' : 'money';
        default:
          return domainActions(u, notes, facts.allergy) ? 'feelingsOwn' : 'feelings';
      }
    })();
    // A deadline of their own stays the only date; these plans would add a second one.
    rhythm = key.startsWith('habit') || key === 'health';
    lessons = key === 'skillLessons';
    // A hike on a day they named this week is that one outing, not a weekly plan of ours; so is a
    // run or a swim on a named day ('go for a run sat'), unless the day is a date to be ready by.
    const thatDay = (key === 'outing' || key === 'health') && u.onItsDay;
    session = thatDay ? 'thatDay' : activity === 'outing' ? 'outing' : null;
    const dated =
      key.startsWith('project') ||
      key === 'relationship' ||
      thatDay ||
      key === 'skillLessons' ||
      (key.startsWith('money') && key !== 'moneyWait') ||
      key === 'skillCourse';
    // Their named days are the plan: how many a week and the first of them, never a deadline.
    const days = key === 'habitKept' && u.frequency ? rhythmDays(u.frequency, u.lang) : null;
    plan =
      (u.deadline || undated) && dated
        ? ''
        : days
          ? pick(
              book.plan.habitDays({
                ...slots,
                times: days.length,
                when: book.date(firstRhythmDay(days, ctx.now, ctx.timeZone), ctx.timeZone),
              }),
              seed,
              2,
            )
          : pick(book.plan[key](slots), seed, 2);
  }
  // A blood value with the next check named ('before the next clinic appt'): the plan ends on that check.
  const check = measured && plan ? NEXT_CHECK[u.lang].exec(u.ownText)?.[1] : undefined;
  if (check) plan += CHECKED_AT[u.lang](check);
  // A total and a date: the amount each month (or week) has to carry.
  const split = plan ? null : perPeriod(u, ctx, book);
  if (split) plan = split.text;
  const tidy = book.contract ?? ((t: string) => t);
  // A plan that starts later ('start running in january') does not say 'this week'.
  if (u.start?.date && localDaysBetween(ctx.now, u.start.date, ctx.timeZone) > START_LATER_DAYS)
    plan = plan.replace(NOW_WORDS[u.lang], '');
  let improvedGoal = `${base}${tidy(`${plan}.`)}`;
  // 'recuperer ma caution, le proprio traine': the plan follows the goal, and the remark after
  // the comma stays at the end ('… d’ici mercredi 25 novembre, le proprio traine.').
  const remark = plan ? REMARK_AFTER_COMMA.exec(base) : null;
  if (remark && !/^\s*[:(]/.test(plan))
    improvedGoal = `${base.slice(0, remark.index)}${tidy(plan)}${base.slice(remark.index)}.`;
  if (improvedGoal.length > GOAL_TEXT_MAX) improvedGoal = `${base.slice(0, GOAL_TEXT_MAX - 1)}.`;
  // The first step is the plan's action, not more words in the goal's title.
  const action = firstStep(u, book, ctx, activity, notes, slots, facts);
  // The cue and the step agree on when: a step that names its moment ('after tea') sets the cue.
  const ifThen = {
    cue: notes.includes('nightShifts') ? cueOnWaking(u.lang) : ifThenPlan(improvedGoal, ctx, action).cue,
    action: clipPlanText(action),
  };

  const reason: string[] = [
    pick(
      activity === 'work'
        ? book.reason.workTask
        : activity === 'quit'
          ? u.lessens
            ? book.reason.cutDown
            : u.frequency && !u.deadline
              ? book.reason.quitOnDays
              : book.reason.quit
          : (u.kind === 'skill' && u.domain === 'qualification') || lessons
            ? book.reason.course
            : session
              ? book.reason[session]
              : book.reason.kind[measured || (u.kind === 'skill' && u.frequency) ? 'habit' : u.kind],
      seed,
      4,
    ),
  ];
  if (u.deadline) reason.push(book.reason.keptDeadline(u.deadline.text));
  else if (u.dueEvent) reason.push(book.reason.keptDeadline(u.dueEvent));
  else if (u.start?.date && u.kind === 'habit' && localDaysBetween(ctx.now, u.start.date, ctx.timeZone) === 0)
    reason.push(book.reason.keptTonight(u.start.text));
  else if (u.start) reason.push(book.reason.keptStart(u.start.text, u.start.date ? slots.when : ''));
  else if (plan.includes(slots.when))
    reason.push(
      rhythm || opensWith(plan, slots.when, u.lang)
        ? book.reason.addedStart(slots.when)
        : book.reason.addedDeadline(slots.when),
    );
  if (split) reason.push(book.reason.splitTotal(split.unit));
  if (u.frequency) reason.push(book.reason.keptRhythm(u.frequency));
  // 'not staying up till 3am', 'até às 3 da manhã': an hour said with 'until' is a limit, not when it is done.
  if (u.time)
    reason.push(
      UNTIL_WORDS.test(u.time) || (u.quitting && !/^(?:at|à|às|a las|um)\s/iu.test(u.time))
        ? book.reason.keptLimit(u.time)
        : book.reason.keptTime(u.time),
    );
  const numbers = u.numbers.filter(
    (n) => !u.frequency?.includes(n) && !u.deadline?.text.includes(n) && !u.time?.includes(n),
  );
  if (numbers.length) reason.push(book.reason.keptNumbers(numbers.join(', ')));
  reason.push(...factReasons(notes, facts, book, slots));
  if (lateInDay(ctx) && !u.deadline && !u.dueEvent && !u.start) reason.push(book.reason.tooLate);
  reason.push(...addressed);
  return { improvedGoal, reason: reason.join(' '), ifThen };
}

/* ---------------------------------------------------------------- next move */

export type RankedGoal = {
  goal: CoachGoal;
  understanding: Understanding;
  /** Local days until the goal's own deadline (negative: overdue), null without one. */
  dueInDays: number | null;
  staleDays: number;
  why: Why[];
};

const COLOUR_RANK: Record<TGoalColor, number> = { red: 0, purple: 1, blue: 2, white: 3 };
/** Deadlines further out than this do not outrank everything else yet. */
const DEADLINE_HORIZON_DAYS = 14;

/**
 * Open goals in the order the coach would take them: a deadline of the goal's own (overdue first,
 * then the nearest), then how long it has been left alone, then colour. The model path sends only
 * the top of this list.
 */
export function rankGoals(ctx: CoachContext): RankedGoal[] {
  const ranked = ctx.goals.map((goal): RankedGoal & { rejects: number } => {
    const u = understandGoal(goal.description, { now: ctx.now, timeZone: ctx.timeZone, writtenAt: goal.createdAt });
    const dueInDays = u.deadline ? localDaysBetween(ctx.now, u.deadline.date, ctx.timeZone) : null;
    const staleDays = Math.max(
      0,
      Math.floor((ctx.now.getTime() - (goal.lastUpdateAt ?? goal.createdAt).getTime()) / DAY_MS),
    );
    const book = bookOf(u);
    const why: Why[] = [];
    if (dueInDays !== null && u.deadline) {
      const day = book.weekday(u.deadline.date, ctx.timeZone);
      // 'tmrw' written on Monday is not tomorrow any more: say both.
      const words =
        isRelativeDeadline(u.deadline.text) &&
        !isRollingWeek(u.deadline.text) &&
        localDaysBetween(goal.createdAt, ctx.now, ctx.timeZone) > 0
          ? u.deadline.text
          : undefined;
      if (dueInDays < 0) why.push({ key: 'overdue', days: -dueInDays, day, words });
      else if (dueInDays === 0) why.push({ key: 'dueToday', words });
      else if (dueInDays === 1) why.push({ key: 'dueTomorrow', day, words });
      else why.push({ key: 'dueIn', days: dueInDays, day, words });
    }
    if (staleDays >= 3)
      why.push(goal.lastUpdateAt ? { key: 'stale', days: staleDays } : { key: 'neverUpdated', days: staleDays });
    why.push({ key: 'colour', colour: goal.borderColor });
    if (goal.warning) why.push({ key: 'vague' });
    const rejects = ctx.grindOutcomes.filter(
      (o) => o.goalDescription === goal.description && o.state === 'rejected',
    ).length;
    if (rejects > 0) why.push({ key: 'passed', count: rejects });
    return { goal, understanding: u, dueInDays, staleDays, why, rejects };
  });
  const tier = (r: { dueInDays: number | null }) =>
    r.dueInDays !== null && r.dueInDays <= DEADLINE_HORIZON_DAYS ? 0 : 1;
  const staleBucket = (d: number) => (d >= 7 ? 2 : d >= 3 ? 1 : 0);
  ranked.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      (tier(a) === 0 ? a.dueInDays! - b.dueInDays! : 0) ||
      a.rejects - b.rejects ||
      staleBucket(b.staleDays) - staleBucket(a.staleDays) ||
      COLOUR_RANK[a.goal.borderColor] - COLOUR_RANK[b.goal.borderColor] ||
      b.staleDays - a.staleDays ||
      a.goal.description.localeCompare(b.goal.description),
  );
  return ranked.map(({ rejects: _rejects, ...r }) => r);
}

export function nextMove(ctx: CoachContext): NextMoveResult {
  const ranked = rankGoals(ctx);
  const top = ranked[0];
  if (!top) {
    return {
      goalId: null,
      whatTodoNext: PHRASEBOOKS.en.nextMove.noGoals,
      reason: PHRASEBOOKS.en.nextMove.nothingToRank,
    };
  }
  const u = top.understanding;
  const book = bookOf(u);
  const facts = factsOf(ctx);
  const { activity, notes } = activityOf(u, facts);
  const minutes = grindMinutes(top.goal, u, ctx, activity, notes).minutes;
  const slots = slotsFor(u, book, ctx, facts, notes, { minutes });
  const step = u.kind === 'unclear' ? null : firstStep(u, book, ctx, activity, notes, slots, facts);
  const mainWhy = top.why.slice(0, 2).map((w) => book.nextMove.why(w));
  const whyText = book.join(mainWhy);
  const lines = [book.nextMove.header(shortGoal(u.ownText, 12)), ''];
  const tidy = book.contract ?? ((t: string) => t);
  const noStep = u.supported ? unclearReason(u, book) : book.unsupported!;
  lines.push(step ? tidy(book.nextMove.now(step, minutes)) : noStep);
  lines.push('', `${book.nextMove.whyLabel}: ${whyText}.`);
  const second = ranked[1];
  if (second)
    lines.push('', book.nextMove.after(shortGoal(second.understanding.ownText, 10), book.nextMove.why(second.why[0]!)));
  const vague = ranked.filter((r) => r.goal.warning && r !== top).length;
  if (vague > 0) lines.push('', book.nextMove.stillVague(vague));
  if (ctx.goals.length > 7) lines.push('', book.nextMove.tooMany(ctx.goals.length));
  return {
    goalId: top.goal.id,
    whatTodoNext: lines.join('\n'),
    minutes: step ? minutes : null,
    reason: ranked.length > 1 ? book.nextMove.chosenOver(ranked.length - 1, whyText) : book.nextMove.onlyOne(whyText),
  };
}

/* -------------------------------------------------------------------- grind */

const SIZE_MINUTES = [15, 15, 20, 25, 35, 45];

const SIZE_LABEL = ['oneSitting', 'oneSitting', 'small', 'medium', 'large', 'huge'] as const;

function grindMinutes(
  goal: CoachGoal,
  u: Understanding,
  ctx: CoachContext,
  activity: Activity,
  notes: FactNote[],
): { minutes: number; why: string[]; notRelevant: number; stuck: boolean; shrunk: boolean } {
  const book = bookOf(u);
  const why: string[] = [];
  let m = u.kind === 'call' ? 10 : (SIZE_MINUTES[u.size] ?? 25);
  why.push(book.grind.sized[SIZE_LABEL[u.size] ?? 'medium']);
  // A hike or a day out is there and back: the longest grind, whatever the goal's size.
  if (activity === 'outing') {
    m = GRIND_MAX_MINUTES;
    why.splice(0, 1, book.grind.outing);
  }
  const named = /(\d{1,3})\s*(?:min|mins|minutes|minutos|minuten|minuti)\b/i.exec(u.ownText);
  if (named) {
    m = Number(named[1]);
    why.splice(0, 1, book.grind.named(m));
  }
  if (notes.includes('kids') || notes.includes('carer')) m = Math.min(m, 25);
  // A condition that tires, or ADHD: short timed bouts, whatever the task's size.
  if (notes.includes('fatigue') || notes.includes('adhd')) m = Math.min(m, 15);
  // Only this goal's own history sizes its next grind.
  const mine = ctx.grindOutcomes.filter((o) => o.goalDescription === goal.description).slice(0, 5);
  const last = mine[0];
  const tooBig = mine.filter((o) => o.rejectReason === 'too_big' || o.state === 'cancelled').length;
  const notRelevant = mine.filter((o) => o.rejectReason === 'not_relevant').length;
  const stuck = last?.rejectReason === 'stuck';
  if (tooBig > 0) {
    const before = last?.duration ?? m;
    m = Math.min(m, before) - 10 * Math.min(tooBig, 2);
  }
  if (lateInDay(ctx)) {
    m = Math.min(m, 20);
    why.push(book.grind.late);
  }
  const minutes = Math.max(GRIND_MIN_MINUTES, Math.min(GRIND_MAX_MINUTES, Math.round(m / 5) * 5));
  if (tooBig > 0) why.splice(0, why.length, book.grind.shrunk(minutes));
  if (notRelevant > 0) why.push(book.grind.otherAngle);
  return { minutes, why, notRelevant, stuck, shrunk: tooBig > 0 };
}

export function grind(goal: CoachGoal, ctx: CoachContext): GrindResult {
  const u = readGoal(goal.description, ctx, goal.createdAt);
  const book = bookOf(u);
  const facts = factsOf(ctx);
  const { activity, notes } = activityOf(u, facts);
  const { minutes, why, notRelevant, stuck, shrunk } = grindMinutes(goal, u, ctx, activity, notes);
  // A language the coach does not write: the person's words, a time box, and the same plain reason as Fortify.
  if (!u.supported)
    return {
      name: shortGoal(u.ownText, 8),
      description: book.unsupportedGrind!(minutes, shortGoal(u.ownText, 12)),
      duration: minutes,
      reason: book.unsupported!,
    };
  const slots = slotsFor(u, book, ctx, facts, notes, {
    minutes,
    // An angle names the thing itself ('your forklift licence'), not the goal's tail ('…renewed').
    ...(u.lang === 'en' && u.object ? { object: thingOf(u, null) } : {}),
  });
  const seed = seedOf(u.text);
  const angles = book.grind.body[activity](slots);
  const actions = withinLimit(
    tradeActions(u) ??
      domainActions(u, notes, facts.allergy, ownTrade(u, facts), facts.injury, facts.expertIn, facts.diets),
    book,
    notes,
    facts.budgetAmount,
  );
  // The subject's own actions first; 'not relevant' turns to the activity's other angles.
  // Smaller after 'too big' or 'stuck' is less to do, not the same list in less time: the first action alone.
  const body =
    actions && notRelevant === 0
      ? shrunk || stuck
        ? DOMAIN_GRIND_FIRST[u.lang](minutes, actions[0])
        : DOMAIN_GRIND[u.lang](minutes, actions[0], actions[1])
      : angles[(seed + notRelevant) % angles.length]!;
  const factWhy = factReasons(notes, facts, book, slots);
  return {
    name: `${book.grind.name[activity]}: ${shortGoal(u.ownText, 5)}`,
    description: `${stuck ? `${book.grind.stuck} ` : ''}${(book.contract ?? ((t: string) => t))(body)}`,
    duration: minutes,
    reason: [book.grind.because(minutes, book.join(why)), ...factWhy].join(' '),
  };
}

/* ------------------------------------------------------------------- advice */

/** The language most of the person's goals are written in (English when none). */
function languageOf(ctx: CoachContext, read: Understanding[]): Phrasebook {
  const counts = new Map<string, number>();
  for (const u of read) if (u.supported) counts.set(u.lang, (counts.get(u.lang) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  return PHRASEBOOKS[(best as keyof typeof PHRASEBOOKS) ?? 'en'] ?? PHRASEBOOKS.en;
}

export function advice(ctx: CoachContext): AdviceResult {
  const ranked = rankGoals(ctx);
  const book = languageOf(
    ctx,
    ranked.map((r) => r.understanding),
  );
  const facts = factsOf(ctx);
  const c: { key: AdviceKey; a: AdviceSlots; score: number }[] = [];
  const a0: AdviceSlots = { count: 0, total: ctx.goals.length, goal: '', days: 0, step: '', day: '' };
  const open = ctx.goals;
  const stepFor = (r: (typeof ranked)[number]) => {
    const b = bookOf(r.understanding);
    const { activity, notes } = activityOf(r.understanding, facts);
    return firstStep(r.understanding, b, ctx, activity, notes, slotsFor(r.understanding, b, ctx, facts, notes), facts);
  };
  if (open.length === 0) c.push({ key: 'setOne', a: a0, score: 100 });
  if (open.length > 6) c.push({ key: 'cutList', a: { ...a0, count: open.length }, score: 70 + open.length });
  const due = ranked.find(
    (r) => r.dueInDays !== null && r.dueInDays >= 0 && r.dueInDays <= 2 && r.understanding.kind !== 'unclear',
  );
  if (due && bookOf(due.understanding) === book) {
    c.push({
      key: 'dueSoon',
      a: { ...a0, goal: shortGoal(due.understanding.ownText), step: stepFor(due), day: book.nextMove.why(due.why[0]!) },
      score: 75,
    });
  }
  const stalled = [...ranked]
    .filter((r) => r.staleDays >= 7 && r.understanding.kind !== 'unclear')
    .sort((a, b) => b.staleDays - a.staleDays)[0];
  if (stalled && bookOf(stalled.understanding) === book)
    c.push({
      key: 'unstick',
      a: { ...a0, goal: shortGoal(stalled.understanding.ownText), days: stalled.staleDays, step: stepFor(stalled) },
      score: 60 + Math.min(stalled.staleDays, 30),
    });
  const recentDone = [...ctx.completed].sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime())[0];
  if (recentDone && ctx.now.getTime() - recentDone.completedAt.getTime() <= 3 * DAY_MS) {
    // 0: finished within a day of writing it down ("the same day", never "in 1 day" for two minutes).
    const took = Math.max(0, Math.floor((recentDone.completedAt.getTime() - recentDone.createdAt.getTime()) / DAY_MS));
    c.push({ key: 'bankWin', a: { ...a0, goal: shortGoal(recentDone.description), days: took }, score: 55 });
  }
  const grinds = ctx.grindOutcomes.slice(0, 7);
  const completed = grinds.filter((o) => o.state === 'completed').length;
  if (completed >= 3)
    c.push({ key: 'streak', a: { ...a0, count: completed, total: grinds.length }, score: 50 + completed });
  const tooBig = grinds.filter((o) => o.rejectReason === 'too_big' || o.state === 'cancelled').length;
  if (tooBig >= 2) c.push({ key: 'smaller', a: { ...a0, count: tooBig }, score: 58 + tooBig });
  const wrongTime = grinds.filter((o) => o.rejectReason === 'wrong_time').length;
  if (wrongTime >= 2) c.push({ key: 'pickHour', a: { ...a0, count: wrongTime }, score: 52 });
  const reds = open.filter((g) => g.borderColor === 'red').length;
  if (reds >= 3 && reds * 2 > open.length) c.push({ key: 'notAllRed', a: { ...a0, count: reds }, score: 48 });
  const vague = open.filter((g) => g.warning).length;
  if (vague > 0) c.push({ key: 'sharpen', a: { ...a0, count: vague }, score: 40 + vague });
  const { hour, weekday } = localParts(ctx.now, ctx.timeZone);
  c.push(
    { key: 'planTomorrow', a: a0, score: hour >= 17 ? 20 : 10 },
    { key: 'twoMinutes', a: a0, score: 12 },
    { key: 'weeklyReview', a: a0, score: weekday === 0 || weekday === 6 || weekday === 5 ? 25 : 5 },
  );
  // The person's taste: skip what they disliked, favour what they liked, avoid a repeat.
  const nameOf = (key: AdviceKey) => book.advice[key].name;
  const disliked = new Set(ctx.adviceLikes.filter((l) => l.liked === false).map((l) => l.name));
  const liked = new Set(ctx.adviceLikes.filter((l) => l.liked === true).map((l) => l.name));
  const last = ctx.adviceLikes[0]?.name;
  const best = c
    .map((x) => {
      const n = nameOf(x.key);
      return { ...x, score: x.score + (liked.has(n) ? 6 : 0) - (disliked.has(n) ? 1000 : 0) - (n === last ? 30 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))[0]!;
  const entry = book.advice[best.key];
  return {
    name: entry.name,
    description: entry.description(best.a),
    reason: `${entry.reason(best.a)}${liked.has(entry.name) ? ` ${book.likedBefore}` : ''}`,
  };
}

/* ------------------------------------------------------------ classification */

/** A goal due within this many days is top-tier red. */
const RED_WITHIN_DAYS = 7;
/**
 * A wish hedged as someday ('maybe learn to knit someday', 'would be nice to…', 'one day i'll…',
 * 'algún día', 'irgendwann mal', 'un jour peut-être', 'um dia quem sabe'): lower priority, white,
 * whatever the activity would be otherwise. 'one day a week' is a rhythm, not a someday.
 */
const SOMEDAY = new RegExp(
  [
    String.raw`some ?day|one of these days|(?:would|wud|it['’]?d|itd) be (?:nice|cool|great|lovely|fun|good|amazing|awesome) (?:to|if)|wouldn['’]?t mind|maybe (?:eventually|at some point|in the future)|(?:eventually|at some point|in the future)[.!]?$|bucket list|i wish i could|(?:^|,\s*)one day(?!\s+(?:a|per|each|every|off|at)\b)|one day[.!]?$`,
    String.raw`alg[uú]n d[ií]a|un d[ií]a de estos|ser[ií]a (?:bonito|genial|guay|lindo|chulo|bueno) |(?:^|,\s*)un d[ií]a(?!\s+(?:a|por|cada|de|libre)\b)|en un futuro`,
    String.raw`irgendwann(?: mal| einmal)?|eines tages|w[aä]re (?:sch[oö]n|cool|toll|nett|super)`,
    String.raw`un jour peut[- ][eê]tre|peut[- ][eê]tre un jour|un de ces jours|un jour ou l['’]autre|ce serait (?:bien|cool|sympa|chouette|g[eé]nial) d|(?:^|,\s*)un jour(?!\s+(?:par|sur|chaque|de|off)\b)|un jour[.!]?$`,
    String.raw`quem sabe|algum dia|um belo dia|um dia desses|seria (?:legal|bom|[oó]timo|bacana|massa|lindo) |(?:^|,\s*)um dia(?!\s+(?:por|na|a|de|sim)\b)|um dia[.!]?$`,
  ]
    .map((p) => `(?<![\\p{L}])(?:${p})(?![\\p{L}])`)
    .join('|'),
  'iu',
);
/** Money tasks done in one sitting ('balance the books', 'pay the rent'). */
const ONE_OFF_MONEY = /^(?:balance|pay|file|cancel|pagar|cancelar|bezahlen|zahlen|kündigen|payer|annuler|déclarer)$/i;

export function classify(description: string, now = new Date(), timeZone = 'UTC'): GoalClassification {
  const u = understandGoal(description, { now, timeZone });
  const book = bookOf(u);
  const dueIn = u.deadline ? localDaysBetween(now, u.deadline.date, timeZone) : null;
  const oneOff = u.kind === 'errand' || u.kind === 'call' || u.kind === 'appointment';
  let color: TGoalColor;
  const someday = SOMEDAY.test(description.trim());
  if ((dueIn !== null && dueIn <= RED_WITHIN_DAYS) || u.urgent) color = 'red';
  else if (someday && !u.deadline) color = 'white';
  else if (
    oneOff ||
    (u.kind === 'project' && u.topic === 'work') ||
    (u.kind === 'money' && ONE_OFF_MONEY.test(u.verb ?? ''))
  )
    color = 'blue';
  else if (
    u.kind === 'skill' ||
    u.kind === 'health' ||
    u.kind === 'habit' ||
    u.kind === 'money' ||
    (u.kind === 'project' && u.size >= 3)
  )
    color = 'purple';
  else color = 'white';
  return {
    borderColor: color,
    warning: u.vague,
    reason:
      color === 'white' && someday
        ? book.classify.someday
        : `${book.classify[color]}${u.vague ? ` ${book.classify.needs}` : ''}`,
  };
}

/* ----------------------------------------------------------------- provider */

const OFFLINE_NAME = 'heuristic';
/** The offline coach costs nothing: no model allowance is counted for it. */
export const isOfflineCoach = (coach: Pick<CoachProvider, 'name'>) => coach.name === OFFLINE_NAME;

export function createOfflineCoach(): CoachProvider {
  return {
    name: OFFLINE_NAME,
    model: OFFLINE_MODEL,
    async classifyGoal(description) {
      return classify(description);
    },
    async fortify(goal, ctx) {
      return fortify(goal, ctx);
    },
    async nextMove(ctx) {
      return nextMove(ctx);
    },
    async grind(goal, ctx) {
      return grind(goal, ctx);
    },
    async advice(ctx) {
      return advice(ctx);
    },
    async profileFacts(input) {
      const facts = extractProfileFacts(input);
      return {
        facts,
        reason: facts.length
          ? 'What you say about yourself (diet, health, work, family, place) and the topics you post about.'
          : 'Nothing in the profile described you yet.',
      };
    },
    async reviewDraft(input) {
      return {
        draft: reviewDraft(input.evidence, input.suggestions, input.language),
        reason: 'Written from the week’s evidence.',
      };
    },
  };
}

export type { Understanding };
