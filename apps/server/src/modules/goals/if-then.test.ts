import { describe, expect, it } from 'vitest';
import { IF_THEN_TEXT_MAX, type TGoal } from '@grindstone/contract';
import { createTestApp } from '../../testing/test-app.ts';
import { asUser, createMembersContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { createOfflineCoach } from '../../ai/offline-coach/offline-coach.ts';

describe('if-then plans on goals', () => {
  const t = createMembersContext();
  const as = (u: TestUser) => asUser(t.app, u);

  async function create(u: TestUser, description: string): Promise<TGoal> {
    const res = await as(u).inject({ method: 'POST', url: '/api/goals', payload: { description } });
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  const patch = (u: TestUser, id: string, payload: unknown) =>
    as(u).inject({ method: 'PATCH', url: `/api/goals/${id}`, payload: payload as object });
  const read = async (u: TestUser, id: string): Promise<TGoal> =>
    (await as(u).inject({ method: 'GET', url: `/api/goals/${id}` })).json();

  it('a new goal has no plan; PATCH sets one with a time and weekdays, every answer carries it, null clears it', async () => {
    const g = await create(t.alice, 'Write 200 words every morning');
    expect(g.ifThen).toBeNull();
    const plan = { cue: 'I pour my morning coffee', action: 'write 200 words', time: '07:30', days: [1, 3, 5] };
    const res = await patch(t.alice, g.id, { ifThen: plan });
    expect(res.statusCode).toBe(200);
    expect(res.json().ifThen).toEqual(plan);
    expect((await read(t.alice, g.id)).ifThen).toEqual(plan);
    const list = (await as(t.alice).inject({ method: 'GET', url: '/api/goals' })).json();
    expect(list.find((x: TGoal) => x.id === g.id).ifThen).toEqual(plan);

    // Other edits keep the plan; text around cue and action is trimmed.
    expect((await patch(t.alice, g.id, { borderColor: 'red' })).json().ifThen).toEqual(plan);
    expect((await patch(t.alice, g.id, { ifThen: { cue: '  after lunch ', action: ' walk ' } })).json().ifThen).toEqual(
      {
        cue: 'after lunch',
        action: 'walk',
      },
    );
    expect((await patch(t.alice, g.id, { ifThen: null })).json().ifThen).toBeNull();
    expect((await read(t.alice, g.id)).ifThen).toBeNull();
  });

  it('refuses a bad plan with a clear 400 and changes nothing', async () => {
    const g = await create(t.alice, 'Practise guitar');
    const good = { cue: 'I finish dinner', action: 'play scales for 20 minutes', time: '19:05', days: [0, 6] };
    expect((await patch(t.alice, g.id, { ifThen: good })).statusCode).toBe(200);
    const long = 'x'.repeat(IF_THEN_TEXT_MAX + 1);
    const bad: unknown[] = [
      { cue: '', action: 'a' },
      { cue: '   ', action: 'a' },
      { cue: 'a', action: long },
      { cue: long, action: 'a' },
      { cue: 'a' },
      { cue: 'a', action: 'b', time: '24:00' },
      { cue: 'a', action: 'b', time: '7:30' },
      { cue: 'a', action: 'b', time: '12:60' },
      { cue: 'a', action: 'b', time: 730 },
      { cue: 'a', action: 'b', days: [7] },
      { cue: 'a', action: 'b', days: [-1] },
      { cue: 'a', action: 'b', days: [1, 1] },
      { cue: 'a', action: 'b', days: [1.5] },
      { cue: 'a', action: 'b', days: 'mon' },
      'plan',
    ];
    for (const ifThen of bad) {
      const res = await patch(t.alice, g.id, { ifThen });
      expect(res.statusCode, JSON.stringify(ifThen)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await read(t.alice, g.id)).ifThen).toEqual(good);
    // The 200 limit itself is fine.
    const max = 'y'.repeat(IF_THEN_TEXT_MAX);
    expect((await patch(t.alice, g.id, { ifThen: { cue: max, action: max } })).statusCode).toBe(200);
  });

  it("never sets or shows a plan on another person's goal", async () => {
    const g = await create(t.alice, 'Call grandma on Sunday');
    const res = await patch(t.bob, g.id, { ifThen: { cue: 'x', action: 'y' } });
    expect(res.statusCode).toBe(404);
    expect((await read(t.alice, g.id)).ifThen).toBeNull();
    expect((await as(t.bob).inject({ method: 'GET', url: `/api/goals/${g.id}` })).statusCode).toBe(404);
  });

  it("Fortify proposes a plan in the goal's language", async () => {
    for (const [goal, lang] of [
      ['Practise piano three times this week', /\bI\b|minutes/],
      ['Quiero aprender a tocar la guitarra con mi hermano', /cuando|minutos|termino|me sirvo|vuelvo|cobro|noto|llego/],
      ['Jeden Morgen 20 Minuten joggen', /ich|Minuten/],
    ] as const) {
      const res = await as(t.alice).inject({ method: 'POST', url: '/api/agents/fortifyIt', payload: { goal } });
      expect(res.statusCode, goal).toBe(200);
      const { ifThen } = res.json();
      expect(ifThen.cue.length).toBeGreaterThan(0);
      expect(ifThen.action.length).toBeGreaterThan(0);
      expect(ifThen.cue.length).toBeLessThanOrEqual(IF_THEN_TEXT_MAX);
      expect(`${ifThen.cue} ${ifThen.action}`).toMatch(lang);
    }
  });

  it("uses the model's plan when it gives one and the offline coach's when it does not", async () => {
    const offline = createOfflineCoach();
    let plan: { cue: string; action: string } | undefined = { cue: 'C', action: 'A' };
    const model = await createTestApp({
      coach: {
        ...offline,
        name: 'model',
        fortify: async () => ({ improvedGoal: 'Run 5 km on Saturday', reason: 'r', ...(plan ? { ifThen: plan } : {}) }),
      },
    });
    try {
      const user = await createUser(model.app);
      const fortify = () =>
        asUser(model.app, user).inject({
          method: 'POST',
          url: '/api/agents/fortifyIt',
          payload: { goal: 'run more' },
        });
      expect((await fortify()).json().ifThen).toEqual({ cue: 'C', action: 'A' });
      plan = undefined;
      const res = await fortify();
      expect(res.statusCode).toBe(200);
      expect(res.json().ifThen).toMatchObject({
        cue: expect.stringMatching(/\S/),
        action: expect.stringMatching(/run/i),
      });
    } finally {
      await model.close();
    }
  });

  it('Next move and grinds end with the plan of the goal they pick', async () => {
    const user = await createUser(t.app);
    const g = await create(user, 'Write the first chapter of my novel');
    await patch(user, g.id, { ifThen: { cue: 'I pour my morning coffee', action: 'write 200 words' } });
    const move = await as(user).inject({
      method: 'POST',
      url: '/api/agents/generateWhatToDoNotification',
      payload: {},
    });
    expect(move.statusCode).toBe(200);
    expect(move.json().whatTodoNext).toContain('Your plan: when I pour my morning coffee → write 200 words.');
    const grind = await as(user).inject({
      method: 'POST',
      url: '/api/agents/generateNotification',
      payload: { type: 'grind', currentGoalId: g.id },
    });
    expect(grind.statusCode).toBe(200);
    expect(grind.json().notification.description).toContain(
      'Your plan: when I pour my morning coffee → write 200 words.',
    );
  });
});
