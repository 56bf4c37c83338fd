import { describe, expect, it } from 'vitest';
import { corpus } from './corpus/index.ts';
import { ownWords } from './rubric.ts';
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

  it('has unique ids', () => {
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
  });

  it('asks to keep only what the person wrote', () => {
    for (const c of corpus)
      for (const k of c.expect.keep ?? []) {
        const inGoal = ownWords(c).some((w) => containsVerbatim(w, k));
        expect(inGoal, `${c.id}: "${k}"`).toBe(true);
      }
  });

  it('never lists a goal word as a topic word (echoing the goal must not count)', () => {
    for (const c of corpus) {
      const goalTokens = tokens(ownWords(c).join(' '));
      expect(findTerms(c.expect.topic ?? [], goalTokens), `${c.id} topic`).toEqual([]);
    }
  });

  it('gives Next move cases a list with the expected goal on it', () => {
    for (const c of corpus.filter((x) => x.call === 'nextMove')) {
      expect(c.goals?.length, c.id).toBeGreaterThan(1);
      expect(
        c.goals!.some((g) => g.id === c.expect.goalId),
        c.id,
      ).toBe(true);
    }
  });
});
