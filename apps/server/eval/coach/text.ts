/**
 * Text helpers of the coach evaluation: normalising, tokenising, stem matching and a small
 * function-word language guesser. Written independently of the coach so that the eval does not
 * share the coach's blind spots.
 */

export const LANGS = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** Lower-case, accents stripped, German ß and ligatures spelled out. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}

/** Words and numbers, normalised ("aujourd'hui" gives two tokens, "I-485" gives "i" and "485"). */
export function tokens(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Inflectional endings of the five languages (union). A stem matches a word when the word is the
 * stem plus one of these: "run" matches "runs", "running" (doubled consonant), "runner"; "read"
 * does not match "ready"; "pagina" matches "paginas".
 */
const SUFFIXES = new Set([
  '',
  's',
  'es',
  'ed',
  'd',
  'ing',
  'ings',
  'er',
  'ers',
  'ly',
  'a',
  'as',
  'o',
  'os',
  'e',
  'en',
  'n',
  'ar',
  'ir',
  'ado',
  'ada',
  'ados',
  'adas',
  'ido',
  'ida',
  'idos',
  'idas',
  'ando',
  'endo',
  'iendo',
  'amos',
  'emos',
  'imos',
  'an',
  'ei',
  'ou',
  'am',
  'em',
  'x',
  'ez',
  'ee',
  'ees',
  'ent',
  'ons',
  'ais',
  'ait',
  'ern',
  'st',
  't',
  'te',
  'ten',
  'et',
  'ung',
  'ungen',
]);

/**
 * One word of a matcher term against one token. Forms: "run" (stem + inflection), "pag*" (any
 * word starting with pag), "*lauf*" (anywhere inside a word, for German compounds), "*schuh"
 * (a word ending with schuh, plus inflection).
 */
export function wordMatches(pattern: string, token: string): boolean {
  const p = normalize(pattern);
  const lead = p.startsWith('*');
  const trail = p.endsWith('*');
  const core = p.replace(/^\*|\*$/g, '');
  if (!core) return false;
  if (lead && trail) return token.includes(core);
  if (trail) return token.startsWith(core);
  if (lead) {
    for (let i = 0; i <= token.length - core.length; i++) {
      if (token.startsWith(core, i) && SUFFIXES.has(token.slice(i + core.length))) return true;
    }
    return false;
  }
  return stemMatches(core, token);
}

function stemMatches(stem: string, token: string): boolean {
  if (!token.startsWith(stem)) {
    // study → studies/studied; bake → baking/baked
    if (stem.endsWith('y') && /^(ies|ied)$/.test(token.slice(stem.length - 1)))
      return token.startsWith(stem.slice(0, -1));
    if (stem.endsWith('e') && token.startsWith(stem.slice(0, -1)))
      return ['ing', 'ed', 'er', 'ers'].includes(token.slice(stem.length - 1));
    return false;
  }
  const rest = token.slice(stem.length);
  if (SUFFIXES.has(rest)) return true;
  // doubled final consonant: run → running, plan → planned
  const last = stem[stem.length - 1]!;
  return rest.startsWith(last) && /[bcdfgklmnprstvz]/.test(last) && SUFFIXES.has(rest.slice(1));
}

/** A term is one or more words ("catch up"); it matches consecutive tokens. */
export function termIn(term: string, toks: readonly string[]): boolean {
  const words = term.trim().split(/\s+/);
  outer: for (let i = 0; i <= toks.length - words.length; i++) {
    for (let j = 0; j < words.length; j++) {
      if (!wordMatches(words[j]!, toks[i + j]!)) continue outer;
    }
    return true;
  }
  return false;
}

export function findTerms(terms: readonly string[], toks: readonly string[]): string[] {
  return terms.filter((t) => termIn(t, toks));
}

/** Words that turn a mention into a refusal: "no running", "sin carne", "ohne Fleisch", "pas de séances". */
const NEGATIONS = new Set(
  tokens(`not no without instead rather never avoid skip sin nunca evita evitar ohne kein keine keinen
  nicht statt anstatt pas sans ne plutot jamais evite nao sem evite`),
);

/** Terms mentioned other than right after a negation (two words back): what the answer proposes. */
export function findUnnegatedTerms(terms: readonly string[], toks: readonly string[]): string[] {
  return terms.filter((term) => {
    const words = term.trim().split(/\s+/);
    outer: for (let i = 0; i <= toks.length - words.length; i++) {
      for (let j = 0; j < words.length; j++) if (!wordMatches(words[j]!, toks[i + j]!)) continue outer;
      if (![toks[i - 1], toks[i - 2]].some((t) => t !== undefined && NEGATIONS.has(t))) return true;
    }
    return false;
  });
}

/**
 * The answer with the person's own words replaced by a mask: what is left is what the coach
 * wrote. Topic words, avoided senses and the language check all look at the coach's words only,
 * so echoing the goal neither earns nor loses anything.
 */
export const MASK = '\u2205';
export function maskWords(text: string, own: readonly string[]): string[] {
  let toks = tokens(text);
  for (const phrase of own) {
    const p = tokens(phrase);
    if (!p.length) continue;
    const out: string[] = [];
    for (let i = 0; i < toks.length;) {
      if (p.every((w, j) => toks[i + j] === w)) {
        out.push(MASK);
        i += p.length;
      } else out.push(toks[i++]!);
    }
    toks = out;
  }
  const set = ownTokens(own);
  return toks.map((t) => (set.has(t) ? MASK : t));
}

/**
 * Short words every sentence has: when the goal is quoted whole it is masked whole, but
 * elsewhere "a", "the" or "de" stay the coach's words ("added a number").
 */
const GRAMMAR_WORDS = new Set(
  tokens(`a an the and or of to in on at by for with from my your me i it is be are
  el la los las un una y o de del en con por para mi tu al que es se lo
  der die das den dem des ein eine einen und oder zu im am mit fur von mein meine ich es ist
  le les une et ou du des au aux pour avec mon ma mes je il est ce
  os as um uma e ou do da dos das no na em com pra pro meu minha eu`),
);

/** The person's own words that are not grammar words. */
export function ownTokens(own: readonly string[]): Set<string> {
  return new Set(own.flatMap((o) => tokens(o)).filter((t) => !GRAMMAR_WORDS.has(t)));
}

/**
 * Whether `needle` occurs verbatim in `hay` (case-insensitive, spaces collapsed, accents kept),
 * not glued to letters or digits on either side: "9am" is not found in "19am".
 */
export function containsVerbatim(hay: string, needle: string): boolean {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  const h = squash(hay);
  const n = squash(needle);
  if (!n) return true;
  let from = 0;
  for (;;) {
    const i = h.indexOf(n, from);
    if (i < 0) return false;
    const before = h[i - 1];
    const after = h[i + n.length];
    const glued = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    if (!(glued(before) && /[\p{L}\p{N}]/u.test(n[0]!)) && !(glued(after) && /[\p{L}\p{N}]/u.test(n.at(-1)!)))
      return true;
    from = i + 1;
  }
}

/* ------------------------------------------------------------------ language */

/**
 * Frequent function words and coaching words per language. Words found in more than one list
 * ("de", "la", "a", "minutes") are dropped, so each hit is evidence for one language only.
 */
const FUNCTION_WORDS: Record<Lang, string> = {
  en: `the and you your to of for with it is this that by on before first step will can what when
    then at an week do get make today tomorrow because kept added words goal from into each every day
    just be are have has or not no so if than them they their its it's i'll i my me which one two
    three minutes next small start finish done write open call book send pick choose set time
    once after while our out up down new least keep stop who how why sunday monday tuesday
    wednesday thursday friday saturday evening morning night tonight hour hours a as in me`,
  es: `el la los las del y que en un una con tu tus es lo al se primer paso semana hoy manana
    antes porque meta palabras mantuve anadi pero mas sin hasta lunes martes miercoles jueves
    viernes sabado domingo cada dia dias minutos objetivo esta este esto hazlo haz escribe elige
    empieza llama reserva despues cuando donde tiempo solo tambien muy ya le les su sus mi yo
    nada algo hacer tienes puedes quieres hora horas noche tarde vez veces cosa ti si ese eso o he
    has hemos asi ahora luego bien mejor pues ni hay aqui sobre entre durante necesita necesitas
    queda tamano proyecto habito salud importa cuanto mantenido anadido puesto plan poco`,
  de: `der die das den dem des und zu fur mit dein deine deinen deiner ist ein eine einen einem erste
    ersten erster schritt woche heute morgen minuten vor jeden jede jedes taglich weil ziel worter
    habe behalten hinzugefugt aber wie ohne bis montag dienstag mittwoch donnerstag freitag samstag
    sonntag du ich es nicht auf im am an dich dir sie noch zum zur so was wenn dann nach oder
    auch nur schon mal einmal dafur darum deshalb kannst willst musst schreib wahle fang ruf
    stunde stunden abend abends tag tage sich uber unter wir uns`,
  fr: `le la les de des du et que en un une pour avec ton ta tes votre vos est ce cette premier
    premiere etape semaine aujourd hui demain avant chaque jour jours parce objectif mots garde
    ajoute mais comme sans jusqu lundi mardi mercredi jeudi vendredi samedi dimanche vous tu je il
    pas ne sur dans au aux par ou qui se minutes ensuite quand fois puis ecris choisis commence
    appelle reserve heure heures soir matin toi si cela ca ceci leur leurs nous aussi tres deja
    faire peux veux dois`,
  pt: `o a os as de do da dos das e que em no na um uma por para com seu sua teu tua voce passo
    primeiro semana hoje amanha antes cada dia dias porque objetivo meta palavras mantive
    acrescentei mas como este esta isso isto mais sem ate segunda terca quarta quinta sexta sabado
    domingo minutos depois quando onde tempo so tambem muito ja lhe eu nada algo fazer pode quer
    hora horas noite tarde vez vezes coisa escreva escolha comece ligue reserve feira ao aos pelo
    pela nao o voce esta sao fica ficar assim agora bem melhor num numa ele ela eles elas ainda
    entre sobre durante precisa tamanho projeto habito saude importa quanto mantive acrescentei
    pouco plano`,
};

export const LANGUAGE_WORDS: Record<Lang, Set<string>> = (() => {
  const lists = Object.fromEntries(LANGS.map((l) => [l, new Set(tokens(FUNCTION_WORDS[l]))])) as Record<
    Lang,
    Set<string>
  >;
  const count = new Map<string, number>();
  for (const l of LANGS) for (const w of lists[l]) count.set(w, (count.get(w) ?? 0) + 1);
  for (const l of LANGS) for (const w of [...lists[l]]) if (count.get(w)! > 1) lists[l].delete(w);
  return lists;
})();

export type LanguageGuess = { lang: Lang | null; hits: Record<Lang, number> };

/** The language with the most exclusive function words; null when none is found. */
export function guessLanguage(toks: readonly string[]): LanguageGuess {
  const hits = Object.fromEntries(LANGS.map((l) => [l, 0])) as Record<Lang, number>;
  for (const t of toks) for (const l of LANGS) if (LANGUAGE_WORDS[l].has(t)) hits[l]++;
  let best: Lang | null = null;
  for (const l of LANGS) if (hits[l] > 0 && (best === null || hits[l] > hits[best])) best = l;
  // A tie is no answer: the text is mixed.
  if (best && LANGS.some((l) => l !== best && hits[l] === hits[best!])) best = null;
  return { lang: best, hits };
}
