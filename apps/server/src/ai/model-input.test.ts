import { describe, expect, it } from 'vitest';
import { confidentLanguage } from './model-input.ts';

describe('the language of a longer text, for the model path', () => {
  it('names it when the full detector, loaded on first use, is sure; nothing for a short text', () => {
    expect(confidentLanguage("Je voudrais courir un semi-marathon avant la fin de l'été avec mes amis.")).toBe('fr');
    expect(confidentLanguage('I would like to run a half marathon before the end of the summer.')).toBe('en');
    expect(confidentLanguage('courir')).toBeNull();
  });
});
