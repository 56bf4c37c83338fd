import { describe, expect, it } from 'vitest';
import { GRIND_MAX_MINUTES, GRIND_MIN_MINUTES } from '@grindstone/contract';
import type { CoachContext, CoachGoal } from './coach-provider.ts';
import { createHeuristicProvider } from './heuristic-provider.ts';
import { checkSmart } from './goal-analysis.ts';

const D = 86_400_000;
const now = new Date('2025-06-10T09:30:00Z'); // a Tuesday morning in Lisbon
const goal = (description: string, over: Partial<CoachGoal> = {}): CoachGoal => ({
  id: over.id ?? description.slice(0, 8),
  description,
  borderColor: 'white',
  warning: false,
  createdAt: new Date(now.getTime() - 2 * D),
  lastUpdateAt: null,
  recentUpdates: [],
  ...over,
});
const ctx = (over: Partial<CoachContext> = {}): CoachContext => ({
  userName: 'Sam',
  myContext: '',
  profileFacts: [],
  goals: [],
  completed: [],
  grindOutcomes: [],
  adviceLikes: [],
  location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' },
  timeZone: 'Europe/Lisbon',
  now,
  ...over,
});
const coach = createHeuristicProvider();

describe('heuristic fortify', () => {
  it('adds a number, a deadline inside the week and a first step to a vague goal, keeping the words', async () => {
    const r = await coach.fortify(goal('get better at spanish'), ctx());
    expect(r.improvedGoal.toLowerCase()).toContain('get better at spanish');
    const after = checkSmart(r.improvedGoal);
    expect(after.number).toBe(true);
    expect(after.deadline).toBe(true);
    expect(r.improvedGoal).toContain('First step:');
    expect(r.improvedGoal).toContain('Sunday, June 15');
    expect(r.reason).toMatch(/a number/);
    expect(r.reason).toMatch(/deadline/);
    expect(r.reason).toMatch(/first step/);
  });

  it('leaves a good SMART goal nearly intact and says so', async () => {
    const text = 'Run 5k three times this week before work';
    const r = await coach.fortify(goal(text), ctx());
    expect(r.improvedGoal).toBe(`${text}.`);
    expect(r.reason).toMatch(/already SMART/);
  });

  it('only adds what is missing: a goal with a number gets a deadline, not another number', async () => {
    const r = await coach.fortify(goal('read 50 pages of Dune'), ctx());
    expect(r.improvedGoal).toMatch(/^Read 50 pages of Dune by /);
    expect(r.reason).not.toMatch(/a number \(/);
    expect(r.reason).toMatch(/deadline/);
  });

  it('gives a quick task a near deadline and no invented quantity', async () => {
    const r = await coach.fortify(goal('call mom'), ctx());
    expect(r.improvedGoal).toBe(
      'Call mom by Wednesday, June 11. First step: block 15 minutes in your calendar for it and do it in one sitting.',
    );
  });

  it('never exceeds the goal text limit', async () => {
    const r = await coach.fortify(goal('improve '.repeat(110).trim()), ctx());
    expect(r.improvedGoal.length).toBeLessThanOrEqual(900);
  });

  it('is deterministic', async () => {
    const a = await coach.fortify(goal('write my newsletter'), ctx());
    const b = await coach.fortify(goal('write my newsletter'), ctx());
    expect(a).toEqual(b);
  });
});

describe('heuristic classification', () => {
  it('colours by priority and flags goals that cannot be checked off', async () => {
    expect(await coach.classifyGoal('Submit the tax form by Friday')).toMatchObject({
      borderColor: 'red',
      warning: false,
    });
    expect(await coach.classifyGoal('learn piano')).toMatchObject({ borderColor: 'purple', warning: true });
    expect(await coach.classifyGoal('call the dentist')).toMatchObject({ borderColor: 'blue', warning: false });
    expect(await coach.classifyGoal('tidy the shelf of old magazines at some point')).toMatchObject({
      borderColor: 'white',
    });
  });
});

describe('heuristic next move', () => {
  it('weighs colour, age and staleness and says why', async () => {
    const goals = [
      goal('tidy the shelf', { id: 'w', borderColor: 'white' }),
      goal('Finish the grant report by Friday', {
        id: 'r',
        borderColor: 'red',
        createdAt: new Date(now.getTime() - 9 * D),
        lastUpdateAt: new Date(now.getTime() - 6 * D),
      }),
      goal('learn piano', { id: 'p', borderColor: 'purple', warning: true }),
    ];
    const r = await coach.nextMove(ctx({ goals }));
    expect(r.goalId).toBe('r');
    expect(r.whatTodoNext).toContain('Finish the grant report by Friday');
    expect(r.reason).toMatch(/top-tier red/);
    expect(r.reason).toMatch(/9 days/);
    expect(r.reason).toMatch(/no update for 6 days/);
    expect(r.whatTodoNext).toMatch(/still vague/);
  });

  it('prefers a long-stalled goal over a fresh one of the same colour', async () => {
    const goals = [
      goal('fresh idea', { id: 'f', createdAt: now }),
      goal('old stuck thing', { id: 'o', createdAt: new Date(now.getTime() - 20 * D) }),
    ];
    expect((await coach.nextMove(ctx({ goals }))).goalId).toBe('o');
  });
});

describe('heuristic grind', () => {
  it('sizes grinds to the goal within 10-50 minutes', async () => {
    const quick = await coach.grind(goal('email the landlord', { borderColor: 'blue' }), ctx());
    const big = await coach.grind(goal('build the app MVP', { borderColor: 'purple' }), ctx());
    expect(quick.duration).toBeGreaterThanOrEqual(GRIND_MIN_MINUTES);
    expect(big.duration).toBeLessThanOrEqual(GRIND_MAX_MINUTES);
    expect(big.duration).toBeGreaterThan(quick.duration);
    expect(big.description).toContain(`${big.duration}`);
    expect(big.reason).toMatch(/minutes because/);
  });

  it('shrinks after grinds that were too big', async () => {
    const g = goal('write my newsletter');
    const before = await coach.grind(g, ctx());
    const after = await coach.grind(
      g,
      ctx({
        grindOutcomes: [{ goalDescription: g.description, state: 'rejected', duration: 30, rejectReason: 'too_big' }],
      }),
    );
    expect(after.duration).toBeLessThan(before.duration);
    expect(after.reason).toMatch(/too big/);
  });
});

describe('heuristic advice', () => {
  it('reacts to too many open goals', async () => {
    const goals = Array.from({ length: 9 }, (_, i) => goal(`goal number ${i}`, { id: String(i), createdAt: now }));
    const r = await coach.advice(ctx({ goals }));
    expect(r.name).toBe('Cut the list');
    expect(r.description).toContain('9 open goals');
  });

  it('reacts to a stalled goal, and skips advice the person disliked', async () => {
    const goals = [goal('write my newsletter', { createdAt: new Date(now.getTime() - 20 * D) })];
    const r = await coach.advice(ctx({ goals }));
    expect(r.name).toBe('Unstick it');
    expect(r.description).toContain('20 days');
    const r2 = await coach.advice(ctx({ goals, adviceLikes: [{ name: 'Unstick it', liked: false }] }));
    expect(r2.name).not.toBe('Unstick it');
  });

  it('celebrates a recent completion', async () => {
    const r = await coach.advice(
      ctx({
        goals: [goal('x y z', { createdAt: now })],
        completed: [
          {
            description: 'Ship the site',
            createdAt: new Date(now.getTime() - 5 * D),
            completedAt: new Date(now.getTime() - D),
          },
        ],
      }),
    );
    expect(r.name).toBe('Bank the win');
    expect(r.description).toContain('Ship the site');
  });

  describe('classifyGoal on everyday goals', () => {
    it.each([
      ['Ship the landing page redesign by Friday', 'red', false],
      ['get better at spanish', 'purple', true],
      ['Call the dentist to book a cleaning', 'blue', false],
      ['Run 5k three times this week before work', 'red', false],
      ['Read two chapters of Deep Work', 'white', false],
      ['stuff', 'white', true],
      ['Write a book about my grandmother', 'purple', false],
    ] as const)('%s -> %s, warning %s', async (description, color, warning) => {
      const c = await createHeuristicProvider().classifyGoal(description);
      expect({ color: c.borderColor, warning: c.warning }).toEqual({ color, warning });
    });
  });
});
