import { describe, expect, it } from 'vitest';
import { detectLanguage, languageWordLists } from './language.ts';
import { understandGoal } from './understand.ts';

describe('short goals in the five languages stay theirs', () => {
  it.each<[string, string]>([
    ['ir al gym 3 veces x semana', 'es'],
    // Texted French and Portuguese: 'jsuis', 'depuis', 'seule'; 'hj', 'posto'.
    ['me sentir moins seule depuis que jsuis a montreal', 'fr'],
    ['hj preciso ir no posto', 'pt'],
    ['estudiar pa el examen', 'es'],
    ['salir a correr', 'es'],
    ['no pedir comida a domicilio', 'es'],
    ['llamar a mamá', 'es'],
    ['visitar a la tía', 'es'],
    ['Steuererklärung endlich machen', 'de'],
    ['Urlaub am Meer buchen', 'de'],
    ['Geld sparen', 'de'],
    // German typed with its umlauts spelt out, or named by a separable verb alone.
    ['kaution zurueckfordern vom alten vermieter', 'de'],
    ['arbeitszeugnis anfordern', 'de'],
    ['stress abbauen', 'de'],
    ['fuer die klausur lernen', 'de'],
    ['ranger le garage ce we', 'fr'],
    ['moins de gras', 'fr'],
    ['aller a la mer cet ete', 'fr'],
    ['me coucher plus tot', 'fr'],
    ['cortar a relva', 'pt'],
    ['aparar a sebe', 'pt'],
    ['dormir mais cedo', 'pt'],
    ['aprender a conduzir mota', 'pt'],
    ['parar de procrastinar', 'pt'],
    ['buy a new polo shirt', 'en'],
    ['learn hindi', 'en'],
    ['go to the market', 'en'],
    ['retire early', 'en'],
    ['prepare the quarterly review', 'en'],
    ['canoeing trip in june', 'en'],
    ['send mrs doyle her invoice by fri', 'en'],
    // Galician and Portuguese write these the same: the person can read a Portuguese answer.
    ['limpar a casa', 'pt'],
    ['deixar de fumar', 'pt'],
    // Spanish 'o' is 'or' between two verbs; Spanish articles keep a Spanish goal Spanish.
    ['salir a correr o bici', 'es'],
    ['leer o ver pelis', 'es'],
    ['fregar los platos', 'es'],
    // A verb in -ar and its article: never French ('armar la cama', 'ajustar o banco').
    ['armar la cama de ikea', 'es'],
    // Short goals typed on a phone, without accents: Portuguese 'no'/'na' after a verb and 'mais'.
    ['ir na academia', 'pt'],
    ['ir no medico', 'pt'],
    ['passar no mercado', 'pt'],
    ['estudar pra prova', 'pt'],
    ['dormir mais', 'pt'],
    ['ler mais', 'pt'],
    ['fazer exercicio', 'pt'],
    ['beber mais agua', 'pt'],
    ['hacer ejercicio', 'es'],
    ['tomar 2l de agua', 'es'],
    ['ajustar o banco da bike', 'pt'],
    ['calendar review', 'en'],
    ['pasear al perro', 'es'],
    ['llevar el coche al taller', 'es'],
  ])('%s is %s', (text, lang) => {
    expect(detectLanguage(text)).toMatchObject({ lang, supported: true });
  });
});

describe('short goals in languages the coach does not write are told from ours', () => {
  it.each<[string, string]>([
    // Catalan: its own words, tx, and a stressed final vowel.
    ['rentar els plats', 'ca'],
    ['portar el cotxe al taller', 'ca'],
    ['trucar al meu germà', 'ca'],
    ['escombrar el pati', 'ca'],
    // Indonesian and Malay: spoken verbs in ng-/ny-, and everyday words.
    ['nyuci motor', 'id'],
    ['ngerjain skripsi', 'id'],
    ['tidur lebih awal', 'id'],
    ['kurangi gula', 'id'],
    ['hantar kereta ke bengkel', 'ms'],
    // Italian, with an elided article.
    ['tagliare l’erba', 'it'],
    ['pagare la bolletta', 'it'],
    ['lavare i piatti', 'it'],
    // Swedish verbs in -a after å, ä, ö, not German.
    ['tvätta bilen', 'sv'],
    ['sluta röka', 'sv'],
    ['byta däck', 'sv'],
    // Dutch vowel runs and verbs in op-.
    ['gras maaien', 'nl'],
    ['heg snoeien', 'nl'],
    ['oma opbellen', 'nl'],
    ['pozmywac naczynia', 'pl'],
    ['umyc auto', 'pl'],
    ['kitap oku', 'tr'],
    ['spal masina', 'ro'],
    ['vynést koš', 'cs'],
    ['posekat trávník', 'cs'],
    ['očistiti kupaonu', 'hr'],
    ['platiti račune', 'hr'],
    ['mercar o pan', 'gl'],
    // Galician: Spanish spellings with Portuguese articles and words.
    ['lavar o coche', 'gl'],
    ['limpar a cociña', 'gl'],
    ['limpar o baño', 'gl'],
    ['fregar os pratos', 'gl'],
    ['recoller a roupa do tendal', 'gl'],
    ['ir ao ximnasio 3 veces á semana', 'gl'],
    // Catalan bread takes an article; Spanish 'pa' ('para') never does.
    ['comprar el pa', 'ca'],
    ['netejar el cotxe', 'ca'],
    ['treure el gos', 'ca'],
    ['magbayad ng kuryente', 'tl'],
    ['tawagan si nanay', 'tl'],
    ['kusoma kitabu', 'sw'],
    ['kununua zawadi kwa dada', 'sw'],
  ])('%s is not ours (%s)', (text, code) => {
    expect(detectLanguage(text)).toMatchObject({ supported: false, code });
  });
});

describe('word lists', () => {
  it.each(languageWordLists().map((list) => [list.name, list.words] as const))(
    '%s names each word once',
    (_, words) => {
      const repeated = words.filter((w, i) => words.indexOf(w) !== i);
      expect(repeated).toEqual([]);
    },
  );
});

describe('texting shorthand of the other four languages is read once the language is known', () => {
  const now = new Date('2026-11-23T10:00:00Z'); // a Monday
  const read = (text: string) => understandGoal(text, { now, timeZone: 'Europe/London' });
  it('reads the word each stands for', () => {
    expect(read('estudiar pa el examen')).toMatchObject({ lang: 'es', object: 'para el examen' });
    expect(read('ir al gym 3 veces x semana').object).toBe('al gym 3 veces por semana');
    expect(read('estudar pra prova hj').deadline?.day).toBe('2026-11-23');
    expect(read('ranger le garage ce we').object).toBe('le garage ce week-end');
    // English keeps its own words: 'we' is a pronoun there.
    expect(read('we need to fix the fence').object).not.toMatch(/week-end|Wochenende/);
    // After an article 'pa' is a noun, not 'para'.
    expect(read('pasar el pa por el rallador').object).not.toMatch(/para/);
  });
  it('studies for a Spanish exam, not a medical one, and keeps a blood test medical', () => {
    expect(read('estudiar pa el examen').domain).toBe('exam');
    expect(read('hacerme el examen de sangre').domain).toBe('doctor');
    expect(read('fazer exames de sangue').domain).toBe('doctor');
  });
});

describe('a goal with no words of any language', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it.each(['hmm', 'ok', '...', 'asdf', 'hmmm'])('%j is no language: English, unsure', (text) => {
    expect(detectLanguage(text)).toMatchObject({ lang: 'en', sure: false });
  });
  it.each([
    ['es', 'hmm'],
    ['pt', 'asdf'],
    ['de', '...'],
  ] as const)('is read in the language of the other goals (%s)', (usual, text) => {
    expect(understandGoal(text, { now, timeZone: 'UTC', usualLanguage: usual }).lang).toBe(usual);
  });
});

describe('a short goal with words of its own language keeps it among goals in another', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['de', 'résilier la salle de sport', 'fr'],
    ['es', 'call mom', 'en'],
    ['fr', 'Keller ausmisten', 'de'],
    ['de', 'la compra', 'es'],
  ] as const)('among %s goals, %j is read as %s', (usual, text, lang) => {
    expect(understandGoal(text, { now, timeZone: 'UTC', usualLanguage: usual }).lang).toBe(lang);
  });
  it('a goal that fits both is read in the usual one', () => {
    expect(understandGoal('nada', { now, timeZone: 'UTC', usualLanguage: 'pt' }).lang).toBe('pt');
  });
});

describe('a German goal of one compound noun', () => {
  it.each(['Zahnarzttermin', 'Kindergeldantrag', 'Reifenwechsel', 'Bewerbungsmappe', 'Hausarztbesuch'])(
    '%j is German',
    (text) => expect(detectLanguage(text)).toMatchObject({ lang: 'de', supported: true }),
  );
});
