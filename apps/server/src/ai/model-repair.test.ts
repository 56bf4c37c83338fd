import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clampText, extractJson, repairAnswer } from './model-repair.ts';

const Grind = z.object({
  name: z.string().min(1).max(20),
  duration: z.number().int().min(10).max(50),
  done: z.boolean(),
  colour: z.enum(['red', 'blue']),
  goalId: z.string().nullable(),
  facts: z.array(z.string().max(10)).max(2),
});
const good = { name: 'Drill', duration: 25, done: false, colour: 'red', goalId: null, facts: ['a'] };

describe('repairing what small models send', () => {
  it('finds the object in a fence, after prose, and with braces inside strings', () => {
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Sure! {"a":"x}y"} Hope that helps {')).toEqual({ a: 'x}y' });
    expect(extractJson('no json here')).toBeUndefined();
  });

  it('coerces obvious wrong types and clamps to the limits', () => {
    const r = repairAnswer(
      JSON.stringify({
        answer: {
          name: 'A very long grind name indeed',
          duration: '75 minutes',
          done: 'false',
          colour: 'Red',
          goalId: '',
          facts: '- one\n- two\n- three',
        },
      }),
      Grind,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'A very long grind…',
        duration: 50,
        done: false,
        colour: 'red',
        goalId: null,
        facts: ['one', 'two'],
      },
    });
    expect(repairAnswer(JSON.stringify({ ...good, duration: 9.6 }), Grind)).toMatchObject({ value: { duration: 10 } });
  });

  it('never invents a missing field and says what is wrong', () => {
    const { name: _n, ...missing } = good;
    const r = repairAnswer(JSON.stringify(missing), Grind);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(/^name: /);
    expect(repairAnswer(JSON.stringify({ ...good, colour: 'green' }), Grind).ok).toBe(false);
  });

  it('cuts text at a word when one is near', () => {
    expect(clampText('short', 10)).toBe('short');
    expect(clampText('one two three four', 10)).toBe('one two…');
    expect(clampText('abcdefghijklmnop', 10)).toBe('abcdefghi…');
  });
});
