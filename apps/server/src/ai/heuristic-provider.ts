import { GOAL_TEXT_MAX, GRIND_MAX_MINUTES, GRIND_MIN_MINUTES } from '@grindstone/contract';
import type {
  AdviceResult,
  CoachContext,
  CoachGoal,
  CoachProvider,
  FortifyResult,
  GrindResult,
  NextMoveResult,
} from './coach-provider.ts';
import {
  PLAYBOOK,
  checkSmart,
  colourFor,
  isSingleTask,
  needsFortify,
  shortGoal,
  type Domain,
} from './goal-analysis.ts';
import { localDateLabel, localParts, partOfDay } from './local-time.ts';

/**
 * The offline coach: deterministic rules a thoughtful coach would apply. Same input, same
 * answer; no network; instant. Every answer names its reason.
 */
export const HEURISTIC_MODEL = 'rules-v1';

const DAY = 86_400_000;
const daysBetween = (a: Date, b: Date) => Math.max(0, Math.floor((b.getTime() - a.getTime()) / DAY));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const COLOUR_WORD = {
  red: 'top-tier red',
  purple: 'long-haul purple',
  blue: 'quick-task blue',
  white: 'lower-priority white',
} as const;

/**
 * The deadline Fortify proposes: this Sunday when at least 2 days away, else 5 days out;
 * a quick task gets tomorrow.
 */
function weekDeadline(ctx: CoachContext, quick = false): string {
  const { weekday } = localParts(ctx.now, ctx.timeZone);
  const toSunday = (7 - weekday) % 7;
  const days = quick ? 1 : toSunday >= 2 ? toSunday : 5;
  return localDateLabel(ctx.now, ctx.timeZone, days).label;
}

function lateInDay(ctx: CoachContext): boolean {
  const h = localParts(ctx.now, ctx.timeZone).hour;
  return h >= 21 || h < 5;
}

/* ------------------------------------------------------------------ fortify */

export function fortifyGoal(text: string, ctx: CoachContext): FortifyResult {
  const original = text.trim().replace(/\s+/g, ' ');
  const c = checkSmart(original);
  const play = PLAYBOOK[c.domain];
  const quick = colourFor(original).color === 'blue' && c.words <= 8;
  const base = capitalise(original.replace(/[\s.!,;:]+$/, ''));
  const had: string[] = [];
  const changed: string[] = [];
  let tail = '';

  if (c.number) had.push('a number to measure');
  if (c.deadline) had.push('a time frame');

  if (!c.number && !quick && !isSingleTask(original)) {
    tail += ` — ${play.measure}`;
    changed.push(`a number (${play.measure}) so you can tell when it is done`);
  }
  if (!c.deadline) {
    const when = weekDeadline(ctx, quick);
    tail += `${tail ? ',' : ''} by ${when}`;
    changed.push(
      quick
        ? `a deadline (${when}): a quick task should not sit on your list for a week`
        : `a deadline inside this week (${when}) because goals without a date drift`,
    );
  }
  let sentence = `${base}${tail}.`;
  const wantStep = !c.firstStep && (changed.length > 0 || c.vague || c.words < 8);
  if (wantStep) {
    const raw = quick ? 'block 15 minutes in your calendar for it and do it in one sitting' : play.firstStep;
    const step = lateInDay(ctx) ? raw.replace(/\btoday\b/, 'tomorrow morning') : raw;
    sentence += ` First step: ${step}.`;
    changed.push('a first step small enough to start today, so starting takes no willpower');
  }

  if (changed.length === 0) {
    return {
      improvedGoal: sentence.slice(0, GOAL_TEXT_MAX),
      reason: `This goal is already SMART: it is specific, it has ${had.join(' and ')}, and it is something you can start now. I kept your words as they are — the only thing left is doing it.`,
    };
  }
  let improvedGoal = sentence;
  if (improvedGoal.length > GOAL_TEXT_MAX)
    improvedGoal = `${base.slice(0, GOAL_TEXT_MAX - tail.length - 1)}${tail}.`.slice(0, GOAL_TEXT_MAX);
  const kept = had.length ? ` It already had ${had.join(' and ')}, so I left that as you wrote it.` : '';
  const vagueNote = c.vague
    ? ' Words like "get better" or "work on" feel good but cannot be checked off; the number fixes that.'
    : '';
  return {
    improvedGoal,
    reason: `I kept your words and added ${joinList(changed, '; ')}.${kept}${vagueNote}`,
  };
}

function joinList(items: string[], sep = ', '): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(sep)}${sep === ', ' ? ' and ' : `${sep}and `}${items[items.length - 1]}`;
}

/* ---------------------------------------------------------------- next move */

type Scored = { goal: CoachGoal; score: number; why: string[] };

const COLOUR_SCORE = { red: 40, blue: 22, purple: 18, white: 6 } as const;

function contextWords(ctx: CoachContext): Set<string> {
  const text = `${ctx.myContext} ${ctx.profileFacts.join(' ')}`.toLowerCase();
  return new Set(text.match(/[a-z]{5,}/g) ?? []);
}

export function scoreGoals(ctx: CoachContext): Scored[] {
  const hour = localParts(ctx.now, ctx.timeZone).hour;
  const part = partOfDay(hour);
  const ctxWords = contextWords(ctx);
  return ctx.goals
    .map((goal) => {
      const why: string[] = [];
      let score = COLOUR_SCORE[goal.borderColor];
      why.push(`it is ${COLOUR_WORD[goal.borderColor]}`);
      const age = daysBetween(goal.createdAt, ctx.now);
      score += Math.min(age, 28) * 0.7;
      if (age >= 7) why.push(`it has been open ${plural(age, 'day')}`);
      const stale = daysBetween(goal.lastUpdateAt ?? goal.createdAt, ctx.now);
      score += Math.min(stale, 14) * 1.5;
      if (stale >= 3)
        why.push(
          goal.lastUpdateAt
            ? `no update for ${plural(stale, 'day')}`
            : `no update since you set it ${plural(stale, 'day')} ago`,
        );
      if (goal.warning) {
        score += 4;
        why.push('it is still vague (Fortify it first)');
      }
      if (goal.borderColor === 'blue' && (part === 'evening' || part === 'night')) {
        score += 12;
        why.push(`a quick win fits the ${part}`);
      }
      if (goal.borderColor === 'red' && part === 'morning') {
        score += 8;
        why.push('mornings are for the hard things');
      }
      const words = goal.description.toLowerCase().match(/[a-z]{5,}/g) ?? [];
      if (words.some((w) => ctxWords.has(w))) {
        score += 5;
        why.push('it matches what you told us about yourself');
      }
      const rejects = ctx.grindOutcomes.filter(
        (o) => o.goalDescription === goal.description && o.state === 'rejected',
      ).length;
      if (rejects > 0) {
        score -= 6 * rejects;
        why.push(`you passed on ${plural(rejects, 'grind')} for it recently`);
      }
      return { goal, score, why };
    })
    .sort((a, b) => b.score - a.score || a.goal.description.localeCompare(b.goal.description));
}

export function nextMove(ctx: CoachContext): NextMoveResult {
  if (ctx.goals.length === 0) {
    return {
      goalId: null,
      whatTodoNext:
        'You have no open goals. Write one goal for this week — one you would be proud to finish by Sunday.',
      reason: 'There is nothing to rank yet.',
    };
  }
  const { hour, weekday } = localParts(ctx.now, ctx.timeZone);
  const part = partOfDay(hour);
  const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]!;
  const ranked = scoreGoals(ctx);
  const top = ranked[0]!;
  const c = checkSmart(top.goal.description);
  const minutes = sizeGrind(top.goal, ctx).minutes;
  const lines = [
    `Next move: "${shortGoal(top.goal.description, 12)}"`,
    '',
    `It's ${dayName} ${part}. ${PLAYBOOK[c.domain].now}. Give it ${minutes} focused minutes, phone away.`,
    '',
    `Why this one: ${joinList(top.why)}.`,
  ];
  const second = ranked[1];
  if (second) lines.push('', `After that: "${shortGoal(second.goal.description, 10)}" (${second.why[0]}).`);
  const vague = ranked.filter((r) => r.goal.warning && r !== top).length;
  if (vague > 0)
    lines.push(
      '',
      `${plural(vague, 'goal is', 'goals are')} still vague — use Fortify on them so they can be finished.`,
    );
  if (ctx.goals.length > 7)
    lines.push(
      '',
      `You have ${ctx.goals.length} open goals. Pick the 3 that matter this week and park the rest; a long list hides the important one.`,
    );
  return {
    goalId: top.goal.id,
    whatTodoNext: lines.join('\n'),
    reason: `Chosen over ${plural(ranked.length - 1, 'other goal')} because ${joinList(top.why)}.`,
  };
}

/* -------------------------------------------------------------------- grind */

const DOMAIN_MINUTES: Record<Domain, number> = {
  admin: 15,
  sleep: 15,
  tidy: 20,
  money: 20,
  outreach: 20,
  reading: 25,
  general: 25,
  fitness: 30,
  writing: 30,
  learning: 30,
  job: 30,
  build: 40,
};
const COLOUR_MINUTES = { red: 5, purple: 10, blue: -5, white: 0 } as const;

export function sizeGrind(goal: CoachGoal, ctx: CoachContext): { minutes: number; why: string[] } {
  const c = checkSmart(goal.description);
  const why: string[] = [];
  let m = DOMAIN_MINUTES[c.domain] + COLOUR_MINUTES[goal.borderColor];
  why.push(`it is ${PLAYBOOK[c.domain].label}, ${COLOUR_WORD[goal.borderColor]}`);
  const explicit = goal.description.match(/\b(\d{1,3})\s*(?:min|mins|minutes)\b/i);
  if (explicit) {
    m = Number(explicit[1]);
    why.splice(0, 1, `your goal names ${explicit[1]} minutes`);
  }
  const recent = ctx.grindOutcomes.slice(0, 5);
  const tooBig = recent.filter((o) => o.rejectReason === 'too_big' || o.state === 'cancelled').length;
  if (tooBig > 0) {
    m -= Math.min(20, tooBig * 10);
    why.push(`you found ${plural(tooBig, 'recent grind')} too big or stopped early, so this one is shorter`);
  }
  const done = recent.filter((o) => o.state === 'completed').length;
  if (done >= 3 && tooBig === 0) {
    m += 5;
    why.push(`you finished ${done} of your last grinds, so it stretches you a little`);
  }
  if (lateInDay(ctx)) {
    m = Math.min(m, 20);
    why.push('it is late where you are');
  }
  const minutes = Math.max(GRIND_MIN_MINUTES, Math.min(GRIND_MAX_MINUTES, Math.round(m / 5) * 5));
  return { minutes, why };
}

export function grind(goal: CoachGoal, ctx: CoachContext): GrindResult {
  const c = checkSmart(goal.description);
  const play = PLAYBOOK[c.domain];
  const { minutes, why } = sizeGrind(goal, ctx);
  const stuck = ctx.grindOutcomes
    .slice(0, 5)
    .some((o) => o.rejectReason === 'stuck' && o.goalDescription === goal.description);
  const opener = stuck ? 'You said you were stuck, so start with the smallest possible piece. ' : '';
  return {
    name: `${play.grindName}: ${shortGoal(goal.description, 5)}`,
    description: `${opener}${play.grind(minutes)} Goal: ${shortGoal(goal.description, 14)}.`,
    duration: minutes,
    reason: `${minutes} minutes because ${joinList(why)}.`,
  };
}

/* ------------------------------------------------------------------- advice */

type Candidate = { name: string; description: string; reason: string; score: number };

export function advice(ctx: CoachContext): AdviceResult {
  const c: Candidate[] = [];
  const open = ctx.goals;
  if (open.length === 0) {
    c.push({
      name: 'Set one goal',
      description:
        'Start small: write one goal you can finish by Sunday, with a number in it. One finished goal beats five open ones.',
      reason: 'You have no open goals.',
      score: 100,
    });
  }
  if (open.length > 6) {
    c.push({
      name: 'Cut the list',
      description: `You are carrying ${open.length} open goals. Choose the 3 that matter this week, finish or delete two of the others today, and let the rest wait. Focus is a subtraction.`,
      reason: `${open.length} open goals is more than anyone can move in a week.`,
      score: 70 + open.length,
    });
  }
  const stalled = open
    .map((g) => ({ g, stale: daysBetween(g.lastUpdateAt ?? g.createdAt, ctx.now) }))
    .filter((x) => x.stale >= 7)
    .sort((a, b) => b.stale - a.stale)[0];
  if (stalled) {
    c.push({
      name: 'Unstick it',
      description: `"${shortGoal(stalled.g.description)}" hasn't moved in ${stalled.stale} days. Decide today: shrink it to something you can do in 20 minutes, schedule it, or delete it. A goal you keep skipping costs you attention every time you see it.`,
      reason: `Your oldest stalled goal has had no update for ${stalled.stale} days.`,
      score: 60 + Math.min(stalled.stale, 30),
    });
  }
  const recentDone = [...ctx.completed].sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime())[0];
  if (recentDone && daysBetween(recentDone.completedAt, ctx.now) <= 3) {
    const took = Math.max(1, daysBetween(recentDone.createdAt, recentDone.completedAt));
    c.push({
      name: 'Bank the win',
      description: `You finished "${shortGoal(recentDone.description)}" in ${plural(took, 'day')}. Take 2 minutes to note what made it work (time of day, size, a deadline?) and copy that into your next goal.`,
      reason: 'You completed a goal in the last 3 days.',
      score: 55,
    });
  }
  const grinds = ctx.grindOutcomes.slice(0, 7);
  const completedGrinds = grinds.filter((o) => o.state === 'completed').length;
  if (completedGrinds >= 3) {
    c.push({
      name: 'Protect the streak',
      description: `${completedGrinds} of your last ${grinds.length} grinds are done. Same time tomorrow: put the next one in your calendar now so the streak does not depend on mood.`,
      reason: `You completed ${completedGrinds} recent grinds.`,
      score: 50 + completedGrinds,
    });
  }
  const tooBig = grinds.filter((o) => o.rejectReason === 'too_big' || o.state === 'cancelled').length;
  if (tooBig >= 2) {
    c.push({
      name: 'Smaller bites',
      description: `${tooBig} recent grinds felt too big or were stopped early. That is information, not failure: ask for 10-minute grinds this week and only grow them once you finish three in a row.`,
      reason: `${tooBig} recent grinds were rejected as too big or cancelled.`,
      score: 58 + tooBig,
    });
  }
  const wrongTime = grinds.filter((o) => o.rejectReason === 'wrong_time').length;
  if (wrongTime >= 2) {
    c.push({
      name: 'Pick your hour',
      description:
        'Several grinds came at the wrong time. Choose one fixed hour a day for focused work, block it in your calendar, and treat it like a meeting you cannot move.',
      reason: `${wrongTime} grinds were rejected for bad timing.`,
      score: 52,
    });
  }
  const reds = open.filter((g) => g.borderColor === 'red').length;
  if (reds >= 3 && reds * 2 > open.length) {
    c.push({
      name: 'Not everything is red',
      description: `${reds} of your ${open.length} goals are top-tier. When everything is urgent, nothing is: keep one red goal for this week and recolour the rest honestly.`,
      reason: `${reds} red goals out of ${open.length}.`,
      score: 48,
    });
  }
  const vague = open.filter((g) => g.warning).length;
  if (vague > 0) {
    c.push({
      name: 'Sharpen the vague ones',
      description: `${plural(vague, 'goal')} still ${vague === 1 ? 'has' : 'have'} the Fortify chip. A goal without a number and a date cannot be finished; one tap on Fortify fixes that.`,
      reason: `${vague} goals are not yet SMART.`,
      score: 40 + vague,
    });
  }
  const { hour, weekday } = localParts(ctx.now, ctx.timeZone);
  c.push(
    {
      name: 'Plan tomorrow tonight',
      description:
        'Before you close the laptop today, write tomorrow\u2019s first task on a sticky note. Mornings start faster when the decision is already made.',
      reason: 'A general habit that helps every goal.',
      score: hour >= 17 ? 20 : 10,
    },
    {
      name: 'Two-minute start',
      description:
        'If a goal feels heavy, commit to just two minutes on it. Starting is the hard part; most days you will keep going.',
      reason: 'A general habit that helps every goal.',
      score: 12,
    },
    {
      name: 'Weekly review',
      description:
        'Take 15 minutes this weekend: what moved, what stalled, what to drop. Then set next week\u2019s goals while you still remember why.',
      reason: 'It is the end of the week.',
      score: weekday === 0 || weekday === 6 || weekday === 5 ? 25 : 5,
    },
  );

  // The person's taste: skip what they disliked, favour what they liked, avoid a repeat.
  const disliked = new Set(ctx.adviceLikes.filter((l) => l.liked === false).map((l) => l.name));
  const liked = new Set(ctx.adviceLikes.filter((l) => l.liked === true).map((l) => l.name));
  const last = ctx.adviceLikes[0]?.name;
  const ranked = c
    .map((x) => ({
      ...x,
      score: x.score + (liked.has(x.name) ? 6 : 0) - (disliked.has(x.name) ? 1000 : 0) - (x.name === last ? 30 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const pick = ranked[0]!;
  const tasteNote = liked.has(pick.name) ? ' You liked this kind of advice before.' : '';
  return { name: pick.name, description: pick.description, reason: `${pick.reason}${tasteNote}` };
}

/* ------------------------------------------------------------ profile facts */

const FACT_RE =
  /\b(i am|i'm|i work|i live|i love|i like|i build|i run|i write|i study|i teach|i help|my goal|working on|founder|engineer|designer|developer|student|writer|coach|manager|based in|dad|mom|parent)\b/i;

export function extractProfileFacts(input: {
  name: string;
  username: string;
  bio: string;
  posts: string[];
  myContext: string;
}): string[] {
  const sentences = [input.bio, input.myContext, ...input.posts]
    .join('\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) =>
      s
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 8 && FACT_RE.test(s));
  const facts: string[] = [];
  for (const s of sentences) {
    const f = s.slice(0, 200);
    if (!facts.some((x) => x.toLowerCase() === f.toLowerCase())) facts.push(f);
    if (facts.length >= 8) break;
  }
  const tags = new Map<string, number>();
  for (const p of input.posts)
    for (const t of p.match(/#[A-Za-z]\w{2,}/g) ?? []) tags.set(t.toLowerCase(), (tags.get(t.toLowerCase()) ?? 0) + 1);
  const top = [...tags.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([t]) => t);
  if (top.length && facts.length < 10) facts.push(`Posts often about ${top.join(', ')}`);
  return facts;
}

export function createHeuristicProvider(): CoachProvider {
  return {
    name: 'heuristic',
    model: HEURISTIC_MODEL,
    async classifyGoal(description) {
      const { color, why } = colourFor(description);
      const c = checkSmart(description);
      const warning = needsFortify(c, description);
      const missing = [!c.number && !isSingleTask(description) && 'a number', !c.deadline && 'a deadline']
        .filter(Boolean)
        .join(' and ');
      return {
        borderColor: color,
        warning,
        reason: `${capitalise(color)} because ${why}.${warning ? ` It needs ${missing || 'more detail'} to be finishable.` : ''}`,
      };
    },
    async fortify(goal, ctx) {
      return fortifyGoal(goal.description, ctx);
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
          ? 'Sentences where you describe yourself, and the topics you post about.'
          : 'Nothing in the profile described you yet.',
      };
    },
  };
}
