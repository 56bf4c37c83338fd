import type { TGoalColor } from '@grindstone/contract';
import type { Diet, Field } from '../understanding/facts.ts';
import type { GoalKind } from '../understanding/understand.ts';
import type { CoachLanguage } from '../understanding/language.ts';
import { VERBS } from '../understanding/lexicon.ts';

/**
 * Everything the offline coach says, per language. The coach decides what to say (a kind, an
 * activity, a date, minutes); a phrasebook says it as a native speaker would. Lists are
 * alternative phrasings: the goal's text picks one, so the same goal always reads the same.
 */

/** The concrete activity a step or a grind is about. */
export type Activity =
  | 'call'
  | 'appointment'
  | 'travel'
  | 'home'
  | 'admin'
  | 'habit'
  | 'exercise'
  | 'seated'
  /** A hike, a trail or the countryside: an outing of an hour or more, there and back. */
  | 'outing'
  | 'lowImpact'
  /** A condition that tires (MS, long covid): short bouts with pauses, in the cool of the day. */
  | 'paced'
  /** Blind or partly sighted: a sighted guide (a club, parkrun) or a treadmill. */
  | 'guided'
  /** Legs and core around an arm, shoulder or neck injury. */
  | 'legsCore'
  | 'prenatal'
  /** After a birth: walks with the pram and the pelvic floor until a midwife or doctor clears more. */
  | 'postnatal'
  | 'food'
  | 'sleep'
  | 'drink'
  | 'quit'
  | 'reading'
  | 'writing'
  | 'learn'
  | 'expert'
  | 'project'
  | 'work'
  | 'move'
  | 'relationship'
  | 'money'
  | 'feelings'
  | 'clarify';

/** What the person told us that changed the answer. */
export type FactNote =
  | 'wheelchair'
  /** A wheelchair user going out on a walk or a hike: step-free routes, not a seated routine. */
  | 'stepFree'
  | 'injury'
  | 'pregnant'
  | 'postpartum'
  | 'diet'
  | 'allergy'
  | 'budget'
  /** A sum they said they can spend ('80 euros max'): spending plans stay within it. */
  | 'budgetCap'
  /** Money is tight, or a sum they can spare, with a money goal: a small amount, set aside on payday. */
  | 'budgetSave'
  /** A call or a visit to someone living elsewhere: the time difference checked, an hour for both. */
  | 'farAway'
  | 'nightShifts'
  /** Away from home for nights at a time: food that travels, a cab or hotel instead of a kitchen. */
  | 'onTheRoad'
  | 'expert'
  | 'beginner'
  | 'kids'
  | 'carer'
  /** A condition that tires quickly ('MS', 'chronic fatigue'): short bouts with rests. */
  | 'fatigue'
  /** Blind or partly sighted: body plans start with a sighted guide or a treadmill. */
  | 'sightLoss'
  /** Pregnant, with a physical job to do (painting, a clear-out): no ladders, lifting or fumes. */
  | 'pregnantJob'
  /** A recent birth, with a physical job to do: light parts only, the heavy ones handed over. */
  | 'postpartumJob'
  /** Diabetic, moving the body: a sugar check before and a fast snack at hand. */
  | 'diabetes'
  /** Diabetic, planning meals: steady carbs at regular times, around their medication. */
  | 'diabetesFood'
  /** Asthma, moving the body: the inhaler at hand, a long warm-up, indoors on cold or smoggy days. */
  | 'asthma'
  /** No car: errands and trips by bus, train, on foot or delivered. */
  | 'noCar'
  /** No microwave at work, a lunch to take: good cold or kept hot in a flask. */
  | 'noMicrowave'
  /** A diet or an allergy, eating out: the menu read and the kitchen asked before booking. */
  | 'eatingOut'
  /** A meal hosted or cooked for others, with diets in My Context: each diet's dishes named, kept apart. */
  | 'dietHosting'
  /** An allergy, eating out: the kitchen asked, the allergy medicine taken along. */
  | 'allergyOut'
  /** Gluten-free, baking: gluten-free flour and a kitchen clear of ordinary flour. */
  | 'glutenFreeBaking'
  /** Vegan, baking: plant milk and spread, and an egg swap. */
  | 'veganBaking'
  /** Dairy-free, baking: plant milk and a dairy-free spread. */
  | 'dairyFreeBaking'
  /** No car, with an appointment to get to: the bus, train, a lift or a taxi there and back in time. */
  | 'noCarAppointment'
  /** Told not to lift (after a hernia operation): delivered, carried by someone else, light loads. */
  | 'noLifting'
  /** No garden: growing in pots, on a sill or balcony, or an allotment. */
  | 'noGarden'
  /** ADHD: short timed blocks, one visible next step. */
  | 'adhd'
  /** Works from home: a set start and end to the day, and a reason to leave the house. */
  | 'worksFromHome'
  /** Works nights and wants better sleep: the sleep after a shift, in the dark and quiet. */
  | 'nightSleep'
  /** Kids at home and a goal to read: an audiobook on the way, pages once they are asleep. */
  | 'kidsReading'
  /** Blind or partly sighted, going out or somewhere: a sighted guide or a group, a place they know. */
  | 'sightLossOut';

export type Slots = {
  /** The person's goal, as written (first letter capitalised). */
  goal: string;
  /** What the verb acts on, as written ('flights for the reunion'); may be empty. */
  object: string;
  /** Whom the goal is about, said back to them ('your sister'); in German, as after 'mit' ('deiner Schwester'). */
  person: string;
  /** German only: the same person as the object of 'fragen' or 'anrufen' ('deine Schwester'). */
  personAcc?: string;
  /** A proposed date, written out ('Sunday, June 15'). */
  when: string;
  minutes: number;
  /** Sessions or repetitions. */
  times: number;
  /** Their own deadline words, verbatim. */
  deadline: string;
  /** Their own rhythm words, verbatim ('every day'). */
  frequency: string;
  /** The injured body part, the diet, the allergy, the field: whichever fact applies. */
  fact: string;
};

type Say = (s: Slots) => string;
type Variants = (s: Slots) => string[];

export type Why =
  // `words`: a relative deadline as the person wrote it ('tmrw'), when it was written on an
  // earlier day, so the answer shows both what they wrote and what it means today.
  | { key: 'overdue'; days: number; day: string; words?: string }
  | { key: 'dueToday'; words?: string }
  | { key: 'dueTomorrow'; day: string; words?: string }
  | { key: 'dueIn'; days: number; day: string; words?: string }
  | { key: 'stale'; days: number }
  | { key: 'neverUpdated'; days: number }
  | { key: 'colour'; colour: TGoalColor }
  | { key: 'vague' }
  | { key: 'passed'; count: number };

export type AdviceKey =
  | 'setOne'
  | 'cutList'
  | 'unstick'
  | 'dueSoon'
  | 'bankWin'
  | 'streak'
  | 'smaller'
  | 'pickHour'
  | 'notAllRed'
  | 'sharpen'
  | 'planTomorrow'
  | 'twoMinutes'
  | 'weeklyReview';

export type AdviceSlots = { count: number; total: number; goal: string; days: number; step: string; day: string };

export type Phrasebook = {
  /** BCP 47 locale for dates. */
  locale: string;
  /** 'by Sunday, June 15' */
  by: (when: string) => string;
  /** Appended to the goal by Fortify, per plan; a leading ' — ' or ',' is part of the text. */
  plan: Record<
    | 'oneOff'
    | 'habit'
    | 'habitKept'
    // Their named days ('mondays and thursdays'): how many a week and the first one; `times` is the count.
    | 'habitDays'
    // A habit whose subject has its own rhythm when the goal gives none: sleep is nightly, water daily.
    | 'habitNightly'
    | 'habitDaily'
    | 'health'
    // A hike or the countryside: an outing a week, long enough to get there and back.
    | 'outing'
    // Stopping something (smoking, drinking): a quit day, then days without it counted.
    | 'quit'
    | 'quitKept'
    // Less of something, not none ('moins boire le week-end'): a limit set beforehand and a count.
    | 'cutDown'
    | 'skill'
    // A skill whose deadline is months away: practice per week until then.
    | 'skillWeekly'
    | 'skillExpert'
    // A licence or certificate: the course and its test booked.
    | 'skillCourse'
    // Learning to drive: lessons with an instructor, the first one booked.
    | 'skillLessons'
    | 'project'
    // A job of the person's own trade: planned like a customer's job.
    | 'projectExpert'
    | 'projectWork'
    | 'projectTrip'
    | 'projectEvent'
    // A stall or a tuck shop: the pitch, the stock priced, the change and who covers which hour.
    | 'projectStall'
    | 'projectMove'
    // Works on a home: measured, listed and quoted before anything is knocked down.
    | 'projectWorks'
    // Painting a room or a flat: the colour, the paint and the kit bought, the walls ready, the first coat.
    | 'projectPaint'
    | 'relationship'
    | 'money'
    | 'moneyKept'
    // Buying on impulse: a wait before anything unplanned, and the buys skipped counted.
    | 'moneyWait'
    | 'feelings'
    // A feeling whose subject has steps of its own (grief, anger): no method of its own, or it
    // would contradict the step.
    | 'feelingsOwn',
    Variants
  >;
  /** First steps, small enough to start today. */
  step: Record<Activity, Variants>;
  reason: {
    kind: Record<GoalKind, string[]>;
    /** A work task with a clear end ('run the retro'): a date and its prep. */
    workTask: string[];
    /** Stopping something: a quit day and a count, not sessions. */
    quit: string[];
    /** Stopping something on the days named ('entre semana'): those days counted, no quit day. */
    quitOnDays: string[];
    /** Less of something, not none: a limit and a count, no quit day. */
    cutDown: string[];
    /** An outing with no day of theirs: one a week, long enough to get there and back. */
    outing: string[];
    /** One session on the day they named ('swim tues'): that session, not a weekly plan. */
    thatDay: string[];
    /** A licence or certificate: earned on a course and a test. */
    course: string[];
    keptDeadline: (deadline: string) => string;
    /** The plan starts when they said ('from january'): `when` is its first date, empty for 'after exams'. */
    keptStart: (start: string, when: string) => string;
    keptNumbers: (numbers: string) => string;
    keptRhythm: (rhythm: string) => string;
    /** A habit's own time of day ('by 10:30'), kept as when it is done, not a deadline. */
    keptTime: (time: string) => string;
    /** A habit's hour said as a limit ('not staying up till 3am', 'até às 3 da manhã'). */
    keptLimit: (time: string) => string;
    /** A habit said for tonight ('à soir', 'tonight'): it starts tonight. */
    keptTonight: (words: string) => string;
    addedDeadline: (when: string) => string;
    /** The total was split over the months or weeks left to the person's date. */
    splitTotal: (unit: 'month' | 'week') => string;
    /** A rhythm's added date is the day it starts. */
    addedStart: (when: string) => string;
    fact: Record<FactNote, Say>;
    unclear: string[];
    tooLate: string;
  };
  nextMove: {
    header: (goal: string) => string;
    now: (step: string, minutes: number) => string;
    why: (why: Why) => string;
    whyLabel: string;
    after: (goal: string, why: string) => string;
    stillVague: (n: number) => string;
    tooMany: (n: number) => string;
    chosenOver: (n: number, why: string) => string;
    onlyOne: (why: string) => string;
    noGoals: string;
    nothingToRank: string;
  };
  grind: {
    name: Record<Activity, string>;
    /** Two or more angles per activity; a 'not relevant' rejection moves to the next one. */
    body: Record<Activity, Variants>;
    stuck: string;
    because: (minutes: number, why: string) => string;
    sized: Record<'oneSitting' | 'small' | 'medium' | 'large' | 'huge', string>;
    shrunk: (minutes: number) => string;
    otherAngle: string;
    /** Why a hike or a day out gets the longest grind: getting there, going round, getting back. */
    outing: string;
    late: string;
    named: (minutes: number) => string;
  };
  advice: Record<
    AdviceKey,
    { name: string; description: (a: AdviceSlots) => string; reason: (a: AdviceSlots) => string }
  >;
  likedBefore: string;
  colour: Record<TGoalColor, string>;
  classify: {
    red: string;
    blue: string;
    purple: string;
    white: string;
    /** White for a hedged wish ('maybe learn to knit someday'): why, and how it moves up. */
    someday: string;
    needs: string;
  };
  /** How meals are described for each diet ('vegan', 'veganas', 'vegane'). */
  diet: Record<Diet, string>;
  field: Record<Field, string>;
  /** Body parts by their English name ('knee'), as a possessive reads them ('your knee'). */
  bodyPart: Record<string, string>;
  /** The whole answer when the goal is in a language the offline coach does not write. */
  unsupported?: string;
  /** Appended to a spending step: 'keeping to 80 euros'. */
  withinBudget: (amount: string) => string;
  /** A total to reach by a date, split per month or week: ' — about £200 a month for 6 months'. */
  perPeriod: (amount: string, count: number, unit: 'month' | 'week') => string;
  /** A grind on such a goal: their words in quotes, a neutral time box (decision 092). */
  unsupportedGrind?: (minutes: number, goal: string) => string;
  /** Joins article contractions our sentences create around the person's words ('de el' → 'del'). */
  contract?: (text: string) => string;
  join: (items: string[]) => string;
  weekday: (date: Date, timeZone: string) => string;
  date: (date: Date, timeZone: string) => string;
};

/** '1 goal', '3 goals' ('many' when the plural is not the word plus s). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Words English always capitalises: languages, days, months, a few names people learn or use. */
const PROPER_EN =
  /^(?:english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|arabic|dutch|russian|polish|greek|turkish|hindi|swedish|norwegian|danish|finnish|irish|welsh|latin|hebrew|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|python|javascript|typescript|excel|linkedin|instagram|youtube|github)$/;
/** German capitalises nouns: only these words (and verbs) start a phrase in lower case inside a sentence. */
const GERMAN_LOWER = new Set(
  'jeden jede jedes jeder ein eine einen einem mein meine meinen meinem meiner dein deine mehr weniger wieder endlich öfter oft täglich regelmäßig morgens abends zweimal dreimal einmal noch mit für am im den die das der zum zur'.split(
    ' ',
  ),
);

/** Everyday English verbs the coach's verb table leaves out (they say little about a goal's kind). */
const EVERYDAY_VERBS_EN = new Set(
  'get do make go have give keep try put let find help play tell ask be become stay spend use finish take'.split(' '),
);

/** Whether a word (in lower case) is a verb the coach knows in that language. */
export function isVerb(word: string, lang: CoachLanguage): boolean {
  return Boolean(VERBS[lang][word]) || (lang === 'en' && EVERYDAY_VERBS_EN.has(word));
}

/**
 * A goal's text as it sits inside a sentence: its first letter in lower case, unless that word
 * keeps its capital there: an acronym ("NHS forms"), "I", a name ("Maria's party", "New York
 * trip"), a word English capitalises ("Spanish", "Monday"), or, in German, any noun.
 */
export function inSentence(text: string, lang: CoachLanguage): string {
  const words = /^([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?/u.exec(text);
  if (!words) return text;
  const [, first, second] = words as unknown as [string, string, string | undefined];
  const lower = first.toLocaleLowerCase();
  const lowered = lower + text.slice(first.length);
  if (first === lower) return text;
  if (first.length > 1 && first === first.toLocaleUpperCase()) return text;
  if (/['’]s$/.test(first)) return text;
  if (lang === 'de') return GERMAN_LOWER.has(lower) || isVerb(lower, 'de') ? lowered : text;
  if (lang === 'en' && (/^i(?:['’](?:m|ll|ve|d))?$/.test(lower) || PROPER_EN.test(lower))) return text;
  // Two capitalised words in a row is a name ("New York", "San Sebastián"), unless the first is a verb.
  if (second && /^\p{Lu}\p{Ll}/u.test(second) && !isVerb(lower, lang)) return text;
  return lowered;
}

/** The -ing form of an English verb: "learn" → "learning", "write" → "writing", "run" → "running". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  // "write" → "writing", but "see" → "seeing", "be" → "being".
  if (v.length > 2 && /[^eoy]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  // One short syllable ending consonant-vowel-consonant doubles the consonant.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

export function joinWith(and: string) {
  return (items: string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function dateFormatter(locale: string, tidy: (formatted: string) => string = (d) => d) {
  return {
    weekday: (date: Date, timeZone: string) =>
      new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }).format(date),
    date: (date: Date, timeZone: string) =>
      tidy(new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(date)),
  };
}
