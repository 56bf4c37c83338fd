import type { CoachLanguage } from '../understanding/language.ts';

/**
 * Foods a step may list ('beans, lentils, chickpeas or tofu') that an allergy rules out. An
 * allergy is read on its folded words ('soja', 'fruits a coque'); each family names the foods in
 * the five languages as the steps write them. The allergen as written is also dropped.
 */
const FAMILIES: readonly { allergy: RegExp; foods: string }[] = [
  {
    allergy: /\bso(?:y|ja|ia)\b/,
    foods: 'tofu|tempeh|edamame|soy sauce|miso|soja|salsa de soja|sojasosse|sojasauce|sauce soja|molho de soja',
  },
  {
    allergy: /peanut|cacahuet|erdnuss|arachide|amendoim|\bmani\b/,
    foods: 'peanuts|peanut butter|cacahuetes|mani|erdnusse|erdnussbutter|cacahuetes|beurre de cacahuete|amendoim',
  },
  {
    allergy:
      /\bnuts?\b|tree nut|nuss|nusse|noix|fruits a coque|frutos secos|nueces|castanhas?|nozes|almond|almendra|mandel|amande|amendoa/,
    foods:
      'nuts|almonds|walnuts|pesto|nueces|almendras|frutos secos|nusse|mandeln|walnusse|noix|amandes|fruits a coque|nozes|amendoas|castanhas',
  },
  {
    allergy: /gluten|wheat|coeliac|celiac|zoliakie|celiaqu|celiac|trigo|weizen|\bble\b/,
    foods: 'bread|pasta|couscous|pan|cuscus|brot|nudeln|pain|pates|pao|massa|cuscuz',
  },
  {
    allergy: /lactos|dairy|milk|lacteo|leche|milch|laktos|laitier|\blait\b|leite|laticinio/,
    foods:
      'cheese|yoghurt|yogurt|milk|queso|yogur|leche|kase|joghurt|milch|quark|fromage|yaourt|lait|queijo|iogurte|leite',
  },
  { allergy: /\beggs?\b|huevo|\beier?\b|oeuf|\bovos?\b/, foods: 'eggs|an egg|huevos|eier|oeufs|œufs|ovos' },
  {
    allergy:
      /chickpea|garbanzo|kichererbse|pois chiche|grao.de.bico|legume|legumbre|hulsenfrucht|legumineuse|leguminosa/,
    foods:
      'chickpeas|beans|lentils|garbanzos|lentejas|judias|kichererbsen|bohnen|linsen|pois chiches|lentilles|haricots|grao-de-bico|feijao|lentilha',
  },
  {
    allergy:
      /fish|shellfish|seafood|pescado|marisco|fisch|meeresfrucht|poisson|crustace|fruits de mer|peixe|camarao|shrimp|prawn/,
    foods: 'fish|salmon|tuna|prawns|pescado|salmon|atun|fisch|lachs|thunfisch|poisson|saumon|thon|peixe|salmao|atum',
  },
];

const OR: Record<CoachLanguage, string> = { en: 'or', es: 'o', de: 'oder', fr: 'ou', pt: 'ou' };
const JOINS = 'or|and|o|y|oder|und|ou|et|e';

/** Lower case without accents, one character for one, so positions still point into the step. */
function flat(s: string): string {
  return s
    .normalize('NFC')
    .split('')
    .map((ch) => ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, 1) || ch)
    .join('');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes one listed food from a list of them, keeping the list well formed. */
function dropItem(text: string, at: number, len: number, lang: CoachLanguage): string {
  const before = text.slice(0, at);
  const after = text.slice(at + len);
  const lastJoin = new RegExp(`\\s(?:${JOINS})\\s$`, 'u');
  // '…, chickpeas or tofu' → '…, chickpeas', then the last comma becomes 'or'.
  if (lastJoin.test(before)) {
    const head = before.replace(lastJoin, '');
    const comma = head.lastIndexOf(', ');
    const listed = comma >= 0 && !/[.;:]/.test(head.slice(comma));
    return (listed ? `${head.slice(0, comma)} ${OR[lang]} ${head.slice(comma + 2)}` : head) + after;
  }
  // '…, tofu, beans…' or 'tofu, beans…' → without it.
  if (before.endsWith(', ')) return before.slice(0, -2) + after;
  const next = new RegExp(`^(?:,\\s|\\s(?:${JOINS})\\s)`, 'u').exec(after);
  if (next) return before + after.slice(next[0].length);
  return text;
}

export function withoutAllergen(step: string, allergy: string, lang: CoachLanguage): string {
  const said = flat(allergy).replace(/['’]/g, ' ');
  const foods = FAMILIES.filter((f) => f.allergy.test(said)).flatMap((f) => f.foods.split('|'));
  if (said.length >= 3) foods.push(escape(said));
  let out = step;
  for (const food of foods) {
    const re = new RegExp(`(?<![\\p{L}])${food}(?![\\p{L}])`, 'iu');
    for (let guard = 0; guard < 3; guard++) {
      const m = re.exec(flat(out));
      if (!m) break;
      const next = dropItem(out, m.index, m[0].length, lang);
      if (next === out) break;
      out = next;
    }
  }
  return out;
}
