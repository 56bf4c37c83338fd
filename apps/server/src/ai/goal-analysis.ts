/**
 * Reads a goal the way a coach would: what kind of work it is, and which SMART parts
 * (a number, a deadline, a first step) it already has. Pure functions, used by the heuristic
 * provider for classification, Fortify, grinds and next moves.
 */
import type { GoalColor } from './coach-provider.ts';

export type Domain =
  | 'fitness'
  | 'reading'
  | 'writing'
  | 'learning'
  | 'job'
  | 'outreach'
  | 'tidy'
  | 'money'
  | 'sleep'
  | 'build'
  | 'admin'
  | 'general';

type DomainPlaybook = {
  re: RegExp;
  /** What to add when the goal has no number. */
  measure: string;
  /** The first concrete step. */
  firstStep: string;
  /** A timed challenge: `{m}` becomes the minutes. */
  grind: (m: number) => string;
  grindName: string;
  /** What to do right now (next move), in one imperative sentence. */
  now: string;
  /** How sentences name the domain: 'a fitness goal'. */
  label: string;
};

export const PLAYBOOK: Record<Domain, DomainPlaybook> = {
  fitness: {
    re: /\b(run|running|jog|gym|workout|work out|exercise|fit|fitness|shape|weight|kg|lbs|walk|swim|cycle|cycling|bike|yoga|stretch|push-?ups?|squats?|marathon|5k|10k|lift|cardio|steps)\b/i,
    measure: '3 sessions of at least 30 minutes',
    firstStep: 'put the first session in your calendar and lay out your kit tonight',
    grind: (m) =>
      `Move for ${m} minutes, no phone: warm up for ${Math.min(5, Math.round(m / 5))} minutes, then hold a steady effort until the timer ends. Write down how it felt in one line when you finish.`,
    grindName: 'Move block',
    now: 'Get your shoes on and start: the first ten minutes are the whole battle',
    label: 'a fitness goal',
  },
  reading: {
    re: /\b(read|reading|book|books|chapter|novel|articles?|paper|papers)\b/i,
    measure: '50 pages',
    firstStep: 'pick the book and read the first 10 pages today',
    grind: (m) =>
      `Read for ${m} minutes with your phone in another room. Aim for ${Math.max(8, Math.round(m * 0.8))} pages. At the end, write the one idea worth keeping in a single sentence.`,
    grindName: 'Deep read',
    now: 'Open the book where you left off and read until the timer ends',
    label: 'a reading goal',
  },
  writing: {
    re: /\b(write|writing|blog|post|posts|essay|novel|draft|newsletter|thesis|script|copywriting|report)\b/i,
    measure: 'one complete draft of at least 800 words',
    firstStep: 'write a 5-bullet outline before you open anything else',
    grind: (m) =>
      `Write without editing for ${m} minutes. Target: ${Math.round((m * 30) / 50) * 50} words. No tabs, no research: mark gaps with [TK] and keep going. Stop when the timer ends, mid-sentence if you must.`,
    grindName: 'Draft sprint',
    now: 'Open a blank page and write the ugliest first paragraph you can',
    label: 'a writing goal',
  },
  learning: {
    re: /\b(learn|learning|study|studying|practice|practise|course|class|lesson|language|spanish|french|german|japanese|chinese|english|piano|guitar|music|math|maths|exam|certification|skill|skills|tutorial)\b/i,
    measure: '4 practice sessions of 45 minutes',
    firstStep: 'choose the one resource you will use and do a 20-minute session today',
    grind: (m) =>
      `Deliberate practice for ${m} minutes: pick the one thing you got wrong last time and drill only that. Spend the last ${Math.max(2, Math.round(m / 10))} minutes testing yourself without notes.`,
    grindName: 'Practice drill',
    now: 'Open your course or notes and redo the exercise you got wrong last time',
    label: 'a learning goal',
  },
  job: {
    re: /\b(job|jobs|apply|application|applications|resume|résumé|cv|interview|interviews|hiring|recruiter|portfolio|linkedin|career|promotion|raise)\b/i,
    measure: '5 tailored applications',
    firstStep: 'list 10 companies you would be glad to work for',
    grind: (m) =>
      `${m} minutes on one application: tailor the first three lines of your CV to the posting, write a 4-sentence note naming why them, and send it before the timer ends.`,
    grindName: 'Application push',
    now: 'Pick one posting and tailor your CV to it',
    label: 'a job-search goal',
  },
  outreach: {
    re: /\b(network|networking|reach out|contact|clients?|customers?|sales|leads?|pitch|investors?|users|outreach|followers|audience|community)\b/i,
    measure: '10 people contacted',
    firstStep: 'write down the 10 names before you write a single message',
    grind: (m) =>
      `Outreach block, ${m} minutes: send ${Math.max(2, Math.round(m / 6))} short personal messages (two sentences each, one clear ask). Sent counts; perfect does not.`,
    grindName: 'Outreach block',
    now: 'Write the first message now, two sentences and one clear ask',
    label: 'an outreach goal',
  },
  tidy: {
    re: /\b(clean|cleaning|organi[sz]e|declutter|tidy|garage|closet|desk|inbox|room|kitchen|laundry|files)\b/i,
    measure: 'one space fully done',
    firstStep: 'pick the single space that bothers you most and fill one bag',
    grind: (m) =>
      `Set a ${m}-minute timer and clear one surface completely: keep, bin or give away, no 'later' pile. Take a before and after photo.`,
    grindName: 'Clear-out',
    now: 'Clear one surface completely before you stop',
    label: 'a clear-out',
  },
  money: {
    re: /\b(save|saving|savings|budget|debt|money|invest|investing|expenses|spend|spending|taxes|tax|finances|income|pay off)\b/i,
    measure: 'a fixed amount you name up front, e.g. 10% of this week\u2019s income',
    firstStep: 'open your banking app and write down this week\u2019s real spending',
    grind: (m) =>
      `${m} minutes with your numbers: list every subscription and recurring payment, mark the ones to cancel, and cancel the first one before the timer ends.`,
    grindName: 'Money check',
    now: 'Open your banking app and look at the real numbers',
    label: 'a money goal',
  },
  sleep: {
    re: /\b(sleep|sleeping|bed|bedtime|wake|waking|rest|screen time|meditat\w*|mindful\w*|journal\w*)\b/i,
    measure: 'on 5 of the next 7 nights',
    firstStep: 'set a phone alarm 30 minutes before your target bedtime',
    grind: (m) =>
      `${m} quiet minutes: screens away, then ${Math.round(m / 2)} minutes of the habit itself and a short note on what got in the way yesterday.`,
    grindName: 'Reset ritual',
    now: "Set tonight's alarm for winding down, right now",
    label: 'a rest habit',
  },
  build: {
    re: /\b(build|ship|launch|app|website|site|feature|project|code|coding|program|mvp|prototype|startup|product|release|deploy|bug|refactor|design)\b/i,
    measure: 'one working piece you can show someone',
    firstStep: 'write the smallest version that would count as done on one line, then build that',
    grind: (m) =>
      `${m}-minute build sprint: pick the smallest piece that moves it forward, close chat and email, and get it working end to end. Commit or save a visible result before the timer ends.`,
    grindName: 'Build sprint',
    now: 'Open the project and get the smallest next piece working',
    label: 'a build goal',
  },
  admin: {
    re: /\b(call|phone|text|email|emails|book|booking|appointment|dentist|doctor|renew|passport|visa|form|forms|pay|bill|bills|cancel|schedule|submit|send|reply|buy|order|return|fix)\b/i,
    measure: 'done and confirmed',
    firstStep: 'find the link, number or form you need and keep it open',
    grind: (m) =>
      `Power hour, compressed: ${m} minutes to knock this out. Open what you need, do it, and get the confirmation (receipt, email, booked slot) before the timer ends.`,
    grindName: 'Knock it out',
    now: 'Find the number, link or form and get it done in one go',
    label: 'a quick errand',
  },
  general: {
    re: /$^/,
    measure: '3 focused sessions of 45 minutes',
    firstStep: 'write down the very next physical action and do it for 15 minutes today',
    grind: (m) =>
      `${m} minutes of single-tasking on this goal: decide the one visible result you want at the end, silence notifications, and stop only when the timer ends.`,
    grindName: 'Focus block',
    now: 'Write down the very next physical action and start it',
    label: 'a goal',
  },
};

/** Order matters: the first domain that matches wins (specific before broad). */
const DOMAIN_ORDER: Domain[] = [
  'fitness',
  'sleep',
  'money',
  'job',
  'writing',
  'reading',
  'learning',
  'build',
  'tidy',
  'outreach',
  'admin',
];

export function detectDomain(text: string): Domain {
  for (const d of DOMAIN_ORDER) if (PLAYBOOK[d].re.test(text)) return d;
  return 'general';
}

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|once|twice|dozen|half|all)\b/i;
export function hasNumber(text: string): boolean {
  return /\d/.test(text) || NUMBER_WORDS.test(text);
}

const DEADLINE_RE =
  /\b(today|tonight|tomorrow|this (week|weekend|month|morning|afternoon|evening)|next (week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|end of (the )?(day|week|month)|eod|eow|by (mon|tue|wed|thu|fri|sat|sun)\w*|(on|before|until|by|due) (mon|tue|wed|thu|fri|sat|sun)\w*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|deadline|due|daily|every ?day|each (day|morning|evening|night|week)|per (day|week)|a (day|week)|weekly|nightly|mornings?|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|in \d+ (days?|weeks?|hours?)|within \d+|\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}[/.]\d{1,2})\b/i;
export function hasDeadline(text: string): boolean {
  return DEADLINE_RE.test(text);
}

const FIRST_STEP_RE = /\b(first step|start by|starting with|begin by|step 1|first,|then\b)/i;
export function hasFirstStep(text: string): boolean {
  return FIRST_STEP_RE.test(text);
}

const VAGUE_RE =
  /\b(get better at|be better|improve|work on|try to|more|somehow|stuff|things|get in shape|get fit|be healthier|figure out|sort out)\b/i;
export function isVague(text: string): boolean {
  return VAGUE_RE.test(text);
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

export type SmartCheck = {
  domain: Domain;
  number: boolean;
  deadline: boolean;
  firstStep: boolean;
  vague: boolean;
  words: number;
};

export function checkSmart(text: string): SmartCheck {
  return {
    domain: detectDomain(text),
    number: hasNumber(text),
    deadline: hasDeadline(text),
    firstStep: hasFirstStep(text),
    vague: isVague(text),
    words: wordCount(text),
  };
}

const SINGLE_TASK_RE =
  /^(call|phone|text|email|buy|book|send|pay|reply|order|return|fix|renew|cancel|schedule|submit|file|finish|sign)\b/i;
/** One deliverable ('submit the form'): done is the measure, no number needed. */
export function isSingleTask(text: string): boolean {
  return SINGLE_TASK_RE.test(text.trim()) || detectDomain(text) === 'admin';
}

const DELIVERABLE_RE =
  /^(ship|finish|complete|submit|publish|launch|deliver|send|write|draft|record|release|deploy|file|sign|pass|fix|clean|paint|install|apply|cook|move|run|read|renew|return)\b/i;
/** Starts with a verb whose result you can point at ('ship the redesign'): done is the measure. */
export function hasDeliverable(text: string): boolean {
  return DELIVERABLE_RE.test(text.trim());
}

/**
 * The 'Fortify' chip: a goal that cannot be checked off as written: vague words, too short, or
 * neither a measure nor a concrete deliverable. A missing deadline alone does not flag a goal
 * (goals are weekly, the week is the deadline); Fortify still adds one when it rewrites.
 */
export function needsFortify(c: SmartCheck, text: string): boolean {
  return c.vague || c.words < 3 || (!c.number && !isSingleTask(text) && !hasDeliverable(text));
}

const URGENT_RE =
  /\b(urgent|asap|today|tonight|tomorrow|deadline|due|overdue|must|exam|interview|before (mon|tue|wed|thu|fri|sat|sun)\w*|by (mon|tue|wed|thu|fri|sat|sun)\w*|this week)\b/i;
const LONG_HAUL_RE =
  /\b(learn|master|build|launch|marathon|novel|book(?!\s+(a|an|the|my|your)\b)|business|startup|career|habit|every ?day|daily|months?|year|years|long[- ]term|degree|fluent|lose \d+|save \d+)\b/i;

/** Spec §1 colours: red top-tier, purple long-haul, electric blue quick task, white lower priority. */
export function colourFor(text: string): { color: GoalColor; why: string } {
  const c = checkSmart(text);
  if (URGENT_RE.test(text)) return { color: 'red', why: 'it has a near deadline or a must' };
  if (
    (LONG_HAUL_RE.test(text) ||
      c.domain === 'learning' ||
      c.domain === 'job' ||
      (c.domain === 'fitness' && !c.number)) &&
    c.domain !== 'admin'
  )
    return { color: 'purple', why: 'it is a long-haul goal that takes weeks' };
  if (
    c.domain === 'admin' ||
    (c.words <= 10 &&
      /^(call|email|text|buy|book|send|pay|reply|order|return|fix|renew|cancel|schedule|submit)\b/i.test(text.trim()))
  )
    return { color: 'blue', why: 'it is a quick task you can finish in one sitting' };
  return { color: 'white', why: 'nothing in it says it is urgent or long-haul' };
}

/** A short handle for a goal in sentences: the first words, quoted. */
export function shortGoal(text: string, words = 8): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  const parts = clean.split(' ');
  return parts.length <= words ? clean : `${parts.slice(0, words).join(' ')}…`;
}
