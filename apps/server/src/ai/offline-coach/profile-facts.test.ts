import { describe, expect, it } from 'vitest';
import { parseFacts } from '../understanding/facts.ts';
import { extractProfileFacts } from './profile-facts.ts';

const factsOf = (myContext: string) =>
  extractProfileFacts({ name: 'Sam', username: 'sam', bio: '', posts: [], myContext });

describe('profile facts', () => {
  // What someone writes about themselves, the way they write it in My Context.
  const contexts = [
    'I have MS so I get tired fast. Type 1 diabetic. allergic to peanuts. money is tight. I look after my dad. wfh. no car, flat with no garden. ADHD. 32 weeks pregnant. vegetarian. bad knee.',
    "I'm a nurse on nights, 2 kids, I don't drive. I live in Leeds",
    'wheelchair user, partially sighted. my budget is £150',
    'had a baby in march. lorry driver so away most nights. I work as a graphic designer',
  ];

  it.each(contexts)('reads back as the same facts the coach acts on: %s', (myContext) => {
    const facts = parseFacts(myContext, []);
    expect(Object.keys(facts).length).toBeGreaterThan(2);
    expect(parseFacts(factsOf(myContext).join('\n'), [])).toEqual(facts);
  });

  it('names each fact once, in words, before the sentences it came from', () => {
    const lines = factsOf('Type 1 diabetic, no car. I look after my dad.');
    expect(lines.slice(0, 3)).toEqual(['Has diabetes', 'Is a carer', 'Has no car']);
    expect(lines).toContain('I look after my dad.');
  });
});

describe('a wheelchair user, however it is said', () => {
  it.each([
    'spinal cord injury (T6), full time chair user',
    'bin seit nem Unfall querschnittgelähmt',
    'sitze im Rolli',
    'je suis en fauteuil depuis 2010',
    'tétraplégique incomplet (C6)',
    'soy parapléjica',
    'tengo una lesión medular',
    'sou tetraplégico',
  ])('%s', (myContext) => {
    expect(parseFacts(myContext, []).wheelchair).toBe(true);
  });

  it.each(['Rollkragenpullover kaufen mag ich', 'je lis dans mon fauteuil le soir', 'I chair the parents committee'])(
    'not: %s',
    (myContext) => {
      expect(parseFacts(myContext, []).wheelchair).toBeUndefined();
    },
  );
});
