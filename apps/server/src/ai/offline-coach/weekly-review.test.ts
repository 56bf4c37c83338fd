import { describe, expect, it } from 'vitest';
import type { TReviewEvidence } from '@grindstone/contract';
import { gerund, inSentence } from './phrasebook.ts';
import { reviewDraft, shrinkProposal, splitProposals, suggestFor } from './weekly-review.ts';

const week: TReviewEvidence = {
  completed: [],
  grinds: { completed: 0, accepted: 0, pending: 0, rejected: 0, cancelled: 0 },
  updates: 0,
  activeDays: [],
  days: [],
  stalled: [],
};
const id = '00000000-0000-4000-8000-000000000001';

describe('the offline weekly review', () => {
  it('names only what happened: no "0 finished grinds"', () => {
    const draft = reviewDraft({ ...week, updates: 3, activeDays: ['2026-11-23', '2026-11-25'] }, [], 'en');
    expect(draft).toContain('This week you kept things moving: 3 updates over 2 active days.');
    expect(draft).not.toMatch(/\b0 /);
    const grindsOnly = reviewDraft(
      { ...week, grinds: { ...week.grinds, completed: 1 }, activeDays: ['2026-11-24'] },
      [],
      'es',
    );
    expect(grindsOnly).toContain('Esta semana mantuviste el ritmo: 1 sesión terminada en 1 día activo.');
    const both = reviewDraft(
      { ...week, updates: 1, grinds: { ...week.grinds, completed: 2 }, activeDays: ['2026-11-24'] },
      [],
      'de',
    );
    expect(both).toContain('1 Update und 2 abgeschlossene Sessions an 1 aktivem Tag');
  });

  it('quotes goals with each language’s own marks', () => {
    const stalled = [{ id, description: 'Steuererklärung machen', idleDays: 20 }];
    expect(reviewDraft({ ...week, stalled }, [], 'de')).toContain('„Steuererklärung machen“ steht still');
    expect(reviewDraft({ ...week, stalled }, [], 'fr')).toContain('« Steuererklärung machen »');
  });

  it('shrinks a goal into a sentence a person would write', () => {
    expect(shrinkProposal('Learn Spanish', 'en')).toBe('Spend 20 minutes learning Spanish this week');
    expect(shrinkProposal('write my novel', 'en')).toBe('Spend 20 minutes writing my novel this week');
    expect(shrinkProposal('Run a half marathon in spring', 'en')).toBe(
      'Spend 20 minutes running a half marathon in spring this week',
    );
    expect(shrinkProposal('Get my driving licence', 'en')).toBe(
      'Spend 20 minutes getting my driving licence this week',
    );
    expect(shrinkProposal('The garden shed', 'en')).toBe('Spend 20 minutes on the garden shed this week');
    expect(shrinkProposal("Maria's surprise party", 'en')).toBe("Spend 20 minutes on Maria's surprise party this week");
    expect(shrinkProposal('Aprender a tocar la guitarra', 'es')).toBe(
      'Dedicar 20 minutos a aprender a tocar la guitarra esta semana',
    );
    expect(shrinkProposal('Steuererklärung machen', 'de')).toBe('Diese Woche 20 Minuten für: Steuererklärung machen');
  });

  it('keeps names and nouns capitalised when a goal sits inside a sentence', () => {
    expect(inSentence('Call Mum about Sunday', 'en')).toBe('call Mum about Sunday');
    expect(inSentence('Spanish lessons twice a week', 'en')).toBe('Spanish lessons twice a week');
    expect(inSentence('NHS forms for dad', 'en')).toBe('NHS forms for dad');
    expect(inSentence('New York trip planning', 'en')).toBe('New York trip planning');
    expect(inSentence("I'm going to run 5k", 'en')).toBe("I'm going to run 5k");
    expect(inSentence('Python course', 'en')).toBe('Python course');
    expect(inSentence('Spanisch lernen', 'de')).toBe('Spanisch lernen');
    expect(inSentence('Jeden Tag 10 Minuten lesen', 'de')).toBe('jeden Tag 10 Minuten lesen');
    expect(inSentence('Visitar a la abuela', 'es')).toBe('visitar a la abuela');
    expect(inSentence('Écrire à Claire', 'fr')).toBe('écrire à Claire');
  });

  it('never suggests letting an obligation go, however long it stalled', () => {
    const stalled = (description: string) => suggestFor({ id, description, idleDays: 60 }, 'en', 42).action;
    expect(stalled('do my tax return')).toBe('shrink');
    expect(stalled('pay the council tax bill')).toBe('shrink');
    expect(stalled('book the dentist')).toBe('shrink');
    expect(stalled('call grandma')).toBe('shrink');
    expect(suggestFor({ id, description: 'Steuererklärung machen', idleDays: 60 }, 'de', 42).action).toBe('shrink');
    expect(stalled('learn the ukulele')).toBe('drop');
    expect(stalled('write a novel')).toBe('drop');
  });

  it('forms English -ing verbs', () => {
    expect(['learn', 'write', 'run', 'plan', 'tidy', 'see', 'tie', 'fix', 'visit', 'call'].map(gerund)).toEqual([
      'learning',
      'writing',
      'running',
      'planning',
      'tidying',
      'seeing',
      'tying',
      'fixing',
      'visiting',
      'calling',
    ]);
  });

  it('splits a goal with two parts, and proposes steps for one without', () => {
    expect(splitProposals('Clean the garage and sell the old bike', 'en')).toEqual([
      'Clean the garage',
      'sell the old bike',
    ]);
    expect(splitProposals('Finish the thesis', 'en')).toEqual([
      'Write down the first three steps to finish the thesis',
      'Take the first step to finish the thesis',
    ]);
    expect(splitProposals('The garden shed', 'en')).toEqual([
      'Write down the first three steps for the garden shed',
      'Take the first step on the garden shed',
    ]);
    expect(splitProposals('Terminar la tesis', 'es')).toEqual([
      'Escribir los tres primeros pasos para terminar la tesis',
      'Dar el primer paso para terminar la tesis',
    ]);
    const s = suggestFor({ id, description: 'learn to play the piano', idleDays: 20 }, 'en', 42);
    expect(s).toMatchObject({ action: 'shrink', proposals: ['Spend 20 minutes learning to play the piano this week'] });
  });
});
