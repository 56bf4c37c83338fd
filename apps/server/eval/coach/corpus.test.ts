import { describe, expect, it } from 'vitest';
import { corpus } from './corpus/index.ts';
import { heldoutSets } from './heldout/index.ts';
import { checkCase, ownWords } from './rubric.ts';
import { containsVerbatim, findTerms, tokens } from './text.ts';
import { CATEGORIES } from './types.ts';

/** The corpus itself is checked: a rubric that can never fail, or never pass, measures nothing. */
describe('coach eval corpus', () => {
  it('is big enough and covers every category and language', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(220);
    for (const lang of ['es', 'de', 'fr', 'pt'])
      expect(corpus.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(20);
    for (const cat of CATEGORIES)
      expect(
        corpus.some((c) => c.category === cat),
        cat,
      ).toBe(true);
  });
});

describe('held-out sets', () => {
  it('have one clean set, the newest, of about sixty cases in every language', () => {
    expect(heldoutSets.filter((s) => s.clean).length).toBe(1);
    const newest = heldoutSets.at(-1)!;
    expect(newest.clean).toBe(true);
    expect(newest.cases.length).toBeGreaterThanOrEqual(55);
    for (const lang of ['es', 'de', 'fr', 'pt'])
      expect(newest.cases.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    expect(newest.cases.filter((c) => c.category === 'foreign').length).toBeGreaterThanOrEqual(3);
  });
});

/** The same checks of the data hold for every set, the held-out ones included. */
const SETS = [{ name: 'corpus', clean: true, cases: corpus }, ...heldoutSets];

describe.each(SETS)('$name', ({ cases }) => {
  it('has unique ids, none shared with another set', () => {
    const others = SETS.flatMap((s) => (s.cases === cases ? [] : s.cases.map((c) => c.id)));
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.filter((c) => others.includes(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('asks to keep only what the person wrote', () => {
    for (const c of cases)
      for (const k of c.expect.keep ?? []) {
        const inGoal = ownWords(c).some((w) => containsVerbatim(w, k));
        expect(inGoal, `${c.id}: "${k}"`).toBe(true);
      }
  });

  it('never lists a goal word as a topic word (echoing the goal must not count)', () => {
    for (const c of cases) {
      const goalTokens = tokens(ownWords(c).join(' '));
      expect(findTerms(c.expect.topic ?? [], goalTokens), `${c.id} topic`).toEqual([]);
    }
  });

  it('gives Next move cases a list with the expected goal on it', () => {
    for (const c of cases.filter((x) => x.call === 'nextMove')) {
      expect(c.goals?.length, c.id).toBeGreaterThan(1);
      expect(
        c.goals!.some((g) => g.id === c.expect.goalId),
        c.id,
      ).toBe(true);
    }
  });
});

/**
 * Answers a good coach could give, written by hand for a sample of cases in every language:
 * each must pass its case, so the rubric is not stricter than the sense it measures.
 */
const SENSIBLE: Record<string, { main: string; reason: string; goalId?: string; duration?: number }> = {
  'en-sense-01': {
    main: 'Book flights to lisbon for may by Friday. First step: compare fares for your dates on two airlines.',
    reason: 'A one-off errand: it needs a deadline and a first step, not practice.',
  },
  'en-context-01': {
    main: 'Get back in shape: 3 upper-body strength workouts this week, seated, with a resistance band.',
    reason: 'You told me you use a wheelchair, so every exercise is done from the chair.',
  },
  'en-grind-01': {
    main: 'Book it now\nCall the clinic or use their online booking, pick a slot and note the confirmation.',
    reason: '10 minutes: a call is quick.',
    duration: 10,
  },
  'es-errand-01': {
    main: 'Llamar a mamá el domingo. Primer paso: apunta dos cosas que quieres contarle.',
    reason: 'Es una llamada: basta con el día que ya pusiste y un primer paso, sin sesiones.',
  },
  'es-feelings-01': {
    main: 'Estar menos agobiada: cada noche de esta semana, anota una cosa que salió bien.',
    reason: 'Con los sentimientos ayuda un gesto pequeño y amable, no un plan de trabajo.',
  },
  'de-errand-01': {
    main: 'Mama anrufen am So. Erster Schritt: schreib dir zwei Dinge auf, die du ihr erzählen willst.',
    reason: 'Ein Anruf ist schnell erledigt: dein Tag bleibt, dazu ein erster Schritt.',
  },
  'de-dated-01': {
    main: 'Bis Fr. Angebot an Müller schicken. Erster Schritt: die Positionen und Preise in eine Vorlage eintragen.',
    reason: 'Deine Frist bleibt, wie du sie geschrieben hast; es fehlt nur der erste Schritt.',
  },
  'de-unclear-01': {
    main: 'blabla',
    reason: 'Ich verstehe noch nicht, worum es geht. Was genau möchtest du erreichen?',
  },
  'fr-errand-02': {
    main: 'Prendre rdv chez le dentiste avant vendredi. Première étape : appelle le cabinet ou cherche un créneau sur Doctolib.',
    reason: "C'est une démarche ponctuelle : une date et une première étape suffisent.",
  },
  'fr-nextmove-01': {
    main: 'Envoyer le dossier CAF : rassemble les justificatifs et envoie-le en ligne.',
    reason: "C'est à rendre avant jeudi, dans deux jours : c'est le plus urgent.",
    goalId: 'b',
  },
  'pt-money-01': {
    main: 'Pagar o IPTU até dia 10. Primeiro passo: abra o app do banco e pague o boleto com o código de barras.',
    reason: 'É uma tarefa única: mantive o seu prazo e acrescentei o primeiro passo.',
  },
  'pt-habit-01': {
    main: 'Beber mais água: encher uma garrafa de 1 litro todas as manhãs e terminá-la até as 18h.',
    reason: 'Um hábito precisa de um ritmo e de um sinal fácil de ver.',
  },
  'it-foreign-01': {
    main: 'chiamare il commercialista entro venerdì',
    reason:
      'The offline coach speaks only English, Spanish, German, French and Portuguese, so I kept your words as they are.',
  },
};

describe('the rubric can pass', () => {
  it.each(Object.entries(SENSIBLE))('%s: a sensible answer passes', (id, a) => {
    const c = corpus.find((x) => x.id === id);
    expect(c, id).toBeDefined();
    expect(checkCase(c!, a).failures).toEqual([]);
  });
});
