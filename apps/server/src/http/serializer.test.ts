import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import * as endpoints from '@grindstone/contract/endpoints/index';
import { ZGoalListSchema, ZIfThenSchema, ZMeSchema, type TGoal } from '@grindstone/contract';
import { answerSerializerCompiler, fastWriterFor } from './serializer.ts';
import { createTestContext } from '../testing/test-context.ts';
import { createGoal, createUser } from '../testing/factories.ts';
import { toGoal } from '../modules/goals/goals.service.ts';

const zodBytes = (schema: ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const goal = (description: string, order = 0): TGoal => ({
  id: '3f1e7c1a-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
  description,
  createdAt: '2026-11-26T12:00:00.000Z',
  date: '2026-11-26T12:00:00.000Z',
  warning: null,
  borderColor: 'white',
  order,
  userId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  ifThen: null,
});

describe('answer serializer', () => {
  it('generates a writer for every answer whose zod output equals its input, and only for those', () => {
    const answers = Object.values(endpoints as Record<string, Record<string, { answer?: ZodType | null }>>)
      .flatMap((module) => Object.values(module))
      .map((e) => e?.answer)
      .filter((a): a is ZodType => a instanceof z.ZodType);
    expect(answers.length).toBeGreaterThan(50);
    const slow = answers.filter((a) => fastWriterFor(a) === null);
    // An answer that trims or defaults stays correct (zod writes it) but slower: this says so.
    expect(slow.length).toBeLessThanOrEqual(3);
    expect(fastWriterFor(ZGoalListSchema)).not.toBeNull();
    expect(fastWriterFor(ZIfThenSchema)).toBeNull();
    expect(fastWriterFor(z.object({ name: z.string().trim() }))).toBeNull();
    expect(fastWriterFor(z.object({ n: z.number().default(1) }))).toBeNull();
    expect(fastWriterFor(z.string().transform((s) => s.length))).toBeNull();
  });

  it('writes any text byte for byte as zod then JSON.stringify does (escapes, lone surrogates)', () => {
    const write = fastWriterFor(ZGoalListSchema)!;
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 100 }), { maxLength: 5 }), (texts) => {
        const goals = texts.map((text, i) => ({ ...goal(text, i), ifThen: { cue: `x${text}`, action: 'go' } }));
        expect(write(goals)).toBe(zodBytes(ZGoalListSchema, goals));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves out what the schema does not name, as zod does', () => {
    const write = fastWriterFor(ZMeSchema)!;
    const me = {
      id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      name: 'Ada',
      username: 'ada',
      email: 'ada@example.com',
      role: 'member',
      completed_onboarding: 'completed',
      subscriptionStatus: 'none',
      createdAt: '2026-11-26T12:00:00.000Z',
      passwordHash: 'secret',
    };
    expect(write(me)).not.toContain('secret');
    expect(write(me)).toBe(zodBytes(ZMeSchema, me));
  });

  it('checks answers with zod outside production, and only writes them in production', () => {
    const route = { schema: ZGoalListSchema, method: 'GET', url: '/api/goals', httpStatus: '200' };
    const wrong = [{ ...goal('x'), description: 5 }];
    const checked = answerSerializerCompiler('checked')(route);
    expect(() => checked(wrong)).toThrow();
    expect(checked([goal('x')])).toBe(zodBytes(ZGoalListSchema, [goal('x')]));
    const production = answerSerializerCompiler('production')(route);
    expect(production([goal('x')])).toBe(zodBytes(ZGoalListSchema, [goal('x')]));
    // No zod check in production: the writer writes the number as text.
    expect(production(wrong)).toContain('"description":"5"');
  });
});

describe('answers in production', () => {
  const t = createTestContext({ env: { NODE_ENV: 'production' } });

  it('GET /api/goals and GET /api/users/me answer the bytes zod writes', async () => {
    const user = await createUser(t.app);
    const rows = [
      await createGoal(t.app, user, { description: 'Ship "it" \\ now \u2028 ok' }),
      await createGoal(t.app, user, { position: 1, ifThen: { cue: 'After lunch', action: 'walk' } }),
    ];
    const goals = await t.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie } });
    expect(goals.statusCode).toBe(200);
    expect(goals.body).toBe(zodBytes(ZGoalListSchema, rows.map(toGoal)));
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain('password');
    expect(JSON.parse(me.body)).toEqual(z.encode(ZMeSchema, JSON.parse(me.body)));
    expect(me.body).toBe(zodBytes(ZMeSchema, JSON.parse(me.body)));
  });
});
