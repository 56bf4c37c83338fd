import { describe, expect, it } from 'vitest';
import { checkCase, numberTokens, type Answer } from './rubric.ts';
import { answerShape, distinctShapes } from './shape.ts';
import { containsVerbatim, guessLanguage, maskWords, termIn, tokens, wordMatches } from './text.ts';
import type { EvalCase, Rubric } from './types.ts';

const fortifyCase = (goal: string, expect: Rubric, over: Partial<EvalCase> = {}): EvalCase => ({
  id: 't',
  lang: 'en',
  category: 'sense',
  call: 'fortify',
  goal,
  expect,
  ...over,
});
const answer = (main: string, reason: string, over: Partial<Answer> = {}): Answer => ({ main, reason, ...over });

describe('stem matching', () => {
  it('matches inflections, and not words that merely start the same', () => {
    expect(wordMatches('run', 'running')).toBe(true);
    expect(wordMatches('run', 'runs')).toBe(true);
    expect(wordMatches('plan', 'planned')).toBe(true);
    expect(wordMatches('study', 'studies')).toBe(true);
    expect(wordMatches('bake', 'baking')).toBe(true);
    expect(wordMatches('read', 'ready')).toBe(false);
    expect(wordMatches('page', 'pageant')).toBe(false);
    expect(wordMatches('pag*', 'pageant')).toBe(true);
    expect(wordMatches('*lauf*', 'laufschuhe')).toBe(true);
    expect(wordMatches('*schuh', 'laufschuhe')).toBe(true);
  });

  it('is case- and accent-insensitive, in both the term and the text', () => {
    expect(termIn('pagina', tokens('Lee 10 PÁGINAS hoy'))).toBe(true);
    expect(termIn('página', tokens('lee diez paginas'))).toBe(true);
    expect(termIn('schlussel', tokens('Den Schlüssel nachmachen'))).toBe(true);
    expect(termIn('Straße', tokens('die strasse'))).toBe(true);
  });

  it('matches a phrase only as consecutive words', () => {
    expect(termIn('catch up', tokens('Call her to catch up on the week'))).toBe(true);
    expect(termIn('catch up', tokens('catch the bus, then up the hill'))).toBe(false);
  });
});

describe('verbatim tokens', () => {
  it('finds the token case-insensitively but not glued inside another number or word', () => {
    expect(containsVerbatim('Call w/ recruiter Tomorrow 9am.', 'tomorrow 9am')).toBe(true);
    expect(containsVerbatim('Meet at 19am', '9am')).toBe(false);
    expect(containsVerbatim('Submit form I-485 by 12/15.', 'I-485')).toBe(true);
    expect(containsVerbatim('Submit form I-4850', 'I-485')).toBe(false);
  });

  it('takes the numbers, dates and codes out of a goal', () => {
    expect(numberTokens('submit I-485 by 12/15')).toEqual(['I-485', '12/15']);
    expect(numberTokens('save £200 this month, 3x a week.')).toEqual(['£200', '3x']);
    expect(numberTokens('Steuererklärung bis 31.7. abgeben')).toEqual(['31.7']);
  });
});

describe('language guess', () => {
  it('tells the five languages apart from short coaching sentences', () => {
    expect(guessLanguage(tokens('First step: pick the cheapest fare and book it today.')).lang).toBe('en');
    expect(guessLanguage(tokens('Primer paso: compara las tarifas y reserva hoy mismo.')).lang).toBe('es');
    expect(guessLanguage(tokens('Erster Schritt: vergleiche die Preise und buche noch heute.')).lang).toBe('de');
    expect(guessLanguage(tokens("Première étape : compare les tarifs et réserve aujourd'hui.")).lang).toBe('fr');
    expect(guessLanguage(tokens('Primeiro passo: compare as tarifas e reserve hoje mesmo.')).lang).toBe('pt');
  });
});

describe('the rubric fails wrong answers', () => {
  const flights = fortifyCase('book flights to lisbon for may', {
    keep: ['lisbon', 'may'],
    topic: ['fare*', 'airline*', 'ticket*'],
    avoid: ['page*', 'read', 'chapter*'],
    oneOff: true,
  });

  it('passes a sensible answer', () => {
    const v = checkCase(
      flights,
      answer(
        'Book flights to lisbon for may by Friday. First step: compare fares on two airlines.',
        'A one-off errand: a deadline and a first step, no sessions.',
      ),
    );
    expect(v.failures).toEqual([]);
    expect(v.passed).toBe(true);
  });

  it('fails the reading plan for "book flights"', () => {
    const v = checkCase(
      flights,
      answer(
        'Book flights to lisbon for may — 3 sessions. First step: pick the book and read the first 10 pages.',
        'I kept your words and added a number.',
      ),
    );
    expect(v.passed).toBe(false);
    expect(v.failures.some((f) => f.startsWith('avoid:'))).toBe(true);
    expect(v.failures.some((f) => f.startsWith('topic:'))).toBe(true);
    expect(v.failures.some((f) => f.startsWith('one-off:'))).toBe(true);
  });

  it('fails an answer that drops the date or a name', () => {
    const v = checkCase(flights, answer('Book flights to Portugal next month. First step: compare fares.', 'Done.'));
    expect(v.failures.filter((f) => f.startsWith('keep:'))).toHaveLength(2);
  });

  it('fails an answer that replaces the number the person wrote', () => {
    const c = fortifyCase('lose 5kg by march', { topic: ['meal*'] });
    const v = checkCase(c, answer('Lose 4kg by march: plan your meals.', 'Kept your date.'));
    expect(v.failures.some((f) => f.includes('"5kg"'))).toBe(true);
  });

  it('does not count the goal echoed back as understanding, nor as a wrong sense', () => {
    const c = fortifyCase('read 20 pages of dune', { topic: ['chapter*'], avoid: ['page*'] });
    const echo = checkCase(c, answer('Read 20 pages of dune by Sunday.', 'I kept your words and added a deadline.'));
    expect(echo.failures.some((f) => f.startsWith('topic:'))).toBe(true);
    expect(echo.failures.some((f) => f.startsWith('avoid:'))).toBe(false);
  });

  it('fails English glued onto a Spanish goal, and passes the same plan in Spanish', () => {
    const c = fortifyCase('aprender a hacer pan', { topic: ['masa', 'harina', 'receta'] }, { lang: 'es' });
    const glued = checkCase(
      c,
      answer(
        'Aprender a hacer pan — 3 focused sessions of 45 minutes, by Sunday. First step: find a recipe.',
        'I kept your words and added a number.',
      ),
    );
    expect(glued.failures.filter((f) => f.startsWith('language:')).length).toBeGreaterThan(0);
    const spanish = checkCase(
      c,
      answer(
        'Aprender a hacer pan: hornea 2 panes antes del domingo. Primer paso: compra harina y elige una receta sencilla.',
        'Es una habilidad: le puse un número de prácticas y una fecha.',
      ),
    );
    expect(spanish.failures).toEqual([]);
  });

  it('fails a made-up plan for an unclear goal, and passes an honest question', () => {
    const c = fortifyCase('qwpo', { askDetail: true }, { category: 'unclear' });
    const invented = checkCase(
      c,
      answer('Qwpo — 3 focused sessions of 45 minutes, by Sunday.', 'I added a number and a deadline.'),
    );
    expect(invented.passed).toBe(false);
    expect(invented.failures.some((f) => f.startsWith('ask:'))).toBe(true);
    expect(invented.failures.some((f) => f.startsWith('no plan:'))).toBe(true);
    const honest = checkCase(c, answer('qwpo', 'I could not tell what this goal is about. What would done look like?'));
    expect(honest.failures).toEqual([]);
  });

  it('fails a one-off that gets sessions, and a habit without a rhythm', () => {
    const errand = fortifyCase('call the bank', { oneOff: true });
    expect(checkCase(errand, answer('Call the bank — 3 sessions of 45 minutes.', 'ok')).passed).toBe(false);
    const habit = fortifyCase('floss', { frequency: true });
    expect(checkCase(habit, answer('Floss by Sunday.', 'Added a deadline.')).passed).toBe(false);
    expect(checkCase(habit, answer('Floss every night after brushing.', 'A habit needs a rhythm.')).passed).toBe(true);
    expect(checkCase(habit, answer('Floss: 5 × 2 minutes this week.', 'A habit needs a rhythm.')).passed).toBe(true);
    expect(checkCase(habit, answer('Floss 5 days out of 7, after brushing.', 'A rhythm you can keep.')).passed).toBe(
      true,
    );
    expect(checkCase(habit, answer('Floss on 5 of the 70 days.', 'A habit needs a rhythm.')).passed).toBe(false);
  });

  it('holds another language to keeping the words and naming the five languages', () => {
    const c = fortifyCase('imparare a nuotare', { foreign: true, lang: null }, { lang: 'it', category: 'foreign' });
    expect(checkCase(c, answer('Imparare a nuotare — 3 sessions.', 'I added a number.')).passed).toBe(false);
    const plain = checkCase(
      c,
      answer(
        'imparare a nuotare',
        'The offline coach speaks only English, Spanish, German, French and Portuguese, so I kept your words.',
      ),
    );
    expect(plain.failures).toEqual([]);
  });

  it('checks the chosen goal and that the why names the deadline', () => {
    const c: EvalCase = {
      id: 'n',
      lang: 'en',
      category: 'nextmove',
      call: 'nextMove',
      goal: 'renew visa by wed',
      goals: [
        { id: 'a', text: 'learn guitar', color: 'red' },
        { id: 'b', text: 'renew visa by wed' },
      ],
      expect: { goalId: 'b', why: ['wed*', 'tomorrow'] },
    };
    const wrong = checkCase(c, answer('Practise guitar', 'it is top-tier red', { goalId: 'a' }));
    expect(wrong.failures.map((f) => f.split(':')[0])).toEqual(['goal', 'why']);
    const right = checkCase(c, answer('Fill in the visa form', 'it is due tomorrow (Wednesday)', { goalId: 'b' }));
    expect(right.failures).toEqual([]);
  });

  it('checks grind minutes, the minutes in the text and the comparison with the baseline', () => {
    const c = fortifyCase(
      'declutter desk',
      { minutes: [5, 20], minutesInText: true, vsBaseline: 'shorter' },
      { call: 'grind' },
    );
    const bad = checkCase(
      c,
      answer('Clear the desk for 25 minutes', '', { duration: 30, baseline: { main: 'x', duration: 25 } }),
    );
    expect(bad.failures.map((f) => f.split(':')[0])).toEqual(['minutes', 'minutes', 'shorter']);
    const good = checkCase(
      c,
      answer('Clear the desk for 10 minutes', '', { duration: 10, baseline: { main: 'x', duration: 20 } }),
    );
    expect(good.failures).toEqual([]);
  });

  it('fails a call that threw', () => {
    const v = checkCase(flights, answer('', '', { error: 'CoachError: upstream' }));
    expect(v).toEqual({ passed: false, checks: 1, failures: ['no answer: CoachError: upstream'] });
  });
});

describe('answer shapes', () => {
  it('gives one shape to one template filled with different goals, numbers and dates', () => {
    const a = answerShape(
      'drink more water',
      'Drink more water — 3 sessions of 45 minutes, by Sunday, November 29.',
      'Added a number.',
    );
    const b = answerShape(
      'be a better friend',
      'Be a better friend — 4 sessions of 30 minutes, by Friday, December 4.',
      'Added a number.',
    );
    expect(a).toBe(b);
    const c = answerShape(
      'be a better friend',
      'Be a better friend: send Sam one message today.',
      'A relationship goal.',
    );
    expect(distinctShapes([a, b, c])).toEqual({ distinct: 2, total: 3, ratio: 2 / 3 });
  });

  it('masks the goal quoted whole, and its words elsewhere, but not the coach words', () => {
    expect(maskWords('Call mom to catch up', ['call mom'])).toEqual(['∅', 'to', 'catch', 'up']);
    expect(maskWords('Ask mom for a call', ['call mom'])).toEqual(['ask', '∅', 'for', 'a', '∅']);
  });
});

describe('negated mentions', () => {
  it('lets an answer refuse a sense it must avoid, but not propose it', () => {
    const c = fortifyCase('get fit', { avoid: ['run', 'running'] }, { category: 'context' });
    const refuses = checkCase(
      c,
      answer('Get fit: 3 seated strength workouts this week.', 'No running: you use a wheelchair.'),
    );
    expect(refuses.failures).toEqual([]);
    const proposes = checkCase(c, answer('Get fit: go running 3 times this week.', 'Running is simple.'));
    expect(proposes.failures.some((f) => f.startsWith('avoid:'))).toBe(true);
  });
});
