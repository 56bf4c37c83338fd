import { phrases } from './lexicon.ts';

/**
 * What the person told us about themselves (My Context, profile facts), as structured facts the
 * coach must respect. Each fact keeps the words it came from, so a reason can quote them.
 */
export type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | 'gluten-free' | 'halal' | 'kosher' | 'dairy-free';
export type Field = 'software' | 'cooking' | 'music' | 'fitness' | 'writing' | 'languages' | 'design' | 'finance';
export type PersonFacts = {
  diet?: Diet;
  /** Uses a wheelchair or cannot walk: no running, walking or standing plans. */
  wheelchair?: boolean;
  /** An injured body part ('knee', 'back'): low-impact plans that spare it. */
  injury?: string;
  nightShifts?: boolean;
  /** A field the person already works in professionally: no beginner paths there. */
  expertIn?: Field;
  beginner?: boolean;
  kids?: boolean;
  city?: string;
};

const DIETS: [RegExp, Diet][] = [
  [phrases('vegan|vegano|vegana|végan|végane|végétalien|végétalienne|veganer|veganerin'), 'vegan'],
  [
    phrases(
      "vegetarian|veggie|vegetariano|vegetariana|végétarien|végétarienne|vegetarier|vegetarierin|vegetarisch|no meat|don't eat meat|do not eat meat",
    ),
    'vegetarian',
  ],
  [phrases('pescatarian|pescetarian|pescetariano|pescatariano'), 'pescatarian'],
  [
    phrases(
      'gluten-free|gluten free|coeliac|celiac|celíaco|celíaca|zöliakie|cœliaque|sin gluten|sem glúten|glutenfrei',
    ),
    'gluten-free',
  ],
  [phrases('halal'), 'halal'],
  [phrases('kosher|koscher|casher'), 'kosher'],
  [phrases('lactose|dairy-free|dairy free|no dairy|sin lactosa|laktose|sem lactose'), 'dairy-free'],
];
const WHEELCHAIR = phrases(
  "wheelchair|wheelchair user|paraplegic|paralysed|paralyzed|can't walk|cannot walk|silla de ruedas|rollstuhl|rollstuhlfahrer|rollstuhlfahrerin|fauteuil roulant|cadeira de rodas|paraplégico|paraplégica|querschnittsgelähmt",
);
const INJURY =
  /(?:(?:bad|injured|hurt|torn|broken|sprained|weak|dodgy|sore|operated)\s+(?:my\s+)?(knee|back|ankle|shoulder|hip|wrist|foot|neck|elbow|leg|acl)s?|(knee|back|ankle|shoulder|hip|wrist|foot|neck|elbow|acl)\s+(?:injury|surgery|pain|problems?|issues?)|(rodilla|espalda|tobillo|hombro|cadera|knie|rücken|knöchel|schulter|hüfte|genou|dos|cheville|épaule|hanche|joelho|costas|tornozelo|ombro|anca)\b)/iu;
/** Injured body parts, named in English inside the facts; each phrasebook names them back. */
export const BODY_PARTS: Record<string, string> = {
  acl: 'knee',
  rodilla: 'knee',
  knie: 'knee',
  genou: 'knee',
  joelho: 'knee',
  espalda: 'back',
  rücken: 'back',
  dos: 'back',
  costas: 'back',
  tobillo: 'ankle',
  knöchel: 'ankle',
  cheville: 'ankle',
  tornozelo: 'ankle',
  hombro: 'shoulder',
  schulter: 'shoulder',
  épaule: 'shoulder',
  ombro: 'shoulder',
  cadera: 'hip',
  hüfte: 'hip',
  hanche: 'hip',
  anca: 'hip',
};
const NIGHT_SHIFTS = phrases(
  'night shifts?|nights shifts|work nights|night shift|shift work|shift worker|rotating shifts|12-hour shifts|on call|nachtschicht|nachtschichten|schichtarbeit|schichtdienst|turnos? de noche|turno de noche|trabajo de noche|travail de nuit|de nuit|horaires décalés|turnos? da noite|turno noturno|trabalho por turnos',
);
const BEGINNER = phrases(
  'beginner|complete beginner|total beginner|never done|new to|principiante|nunca he|anfänger|anfängerin|noch nie|débutant|débutante|jamais|iniciante|principiante|nunca',
);
const KIDS = phrases(
  'kids?|children|child|toddler|baby|newborn|my son|our son|daughter|single (?:mom|mum|dad|parent)|hijos|hija|hijo|bebé|kinder|mein kind|sohn|tochter|baby|enfants|enfant|fils|fille|bébé|filhos|filho|filha|bebê|bebé',
);
const FIELDS: [RegExp, Field][] = [
  [
    phrases(
      'software|engineer|developer|programmer|backend|back-end|frontend|front-end|full-stack|fullstack|devops|data scientist|sre|coder|ingeniero de software|desarrollador|desarrolladora|programador|programadora|entwickler|entwicklerin|softwareentwickler|informatiker|développeur|développeuse|ingénieur logiciel|desenvolvedor|desenvolvedora|engenheiro de software|programador',
    ),
    'software',
  ],
  [
    phrases('chef|cook|line cook|pastry|cocinero|cocinera|koch|köchin|cuisinier|cuisinière|cozinheiro|cozinheira'),
    'cooking',
  ],
  [
    phrases(
      'musician|pianist|guitarist|violinist|music teacher|músico|música|pianista|musiker|musikerin|musicien|musicienne',
    ),
    'music',
  ],
  [
    phrases(
      'personal trainer|athlete|coach|marathoner|runner|fitness instructor|entrenador|entrenadora|atleta|trainer|trainerin|sportler|entraîneur|athlète|treinador|treinadora',
    ),
    'fitness',
  ],
  [
    phrases(
      'writer|journalist|editor|author|copywriter|escritor|escritora|periodista|autor|autora|schriftsteller|schriftstellerin|journalist|journalistin|écrivain|écrivaine|journaliste|jornalista',
    ),
    'writing',
  ],
  [
    phrases(
      'translator|interpreter|language teacher|traductor|traductora|übersetzer|übersetzerin|traducteur|traductrice|tradutor|tradutora',
    ),
    'languages',
  ],
  [phrases('designer|diseñador|diseñadora|designerin|designer|graphiste|designer'), 'design'],
  [
    phrases(
      'accountant|bookkeeper|financial analyst|contador|contadora|contable|buchhalter|buchhalterin|comptable|contabilista|contador',
    ),
    'finance',
  ],
];
const EXPERIENCED = phrases(
  '\\d+\\+? years|ten years|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) years|decade|senior|lead|principal|professional|professionally|expert|veteran|staff|años|jahre|jahren|ans|anos|profesional|profissional|professionnel|professionnelle|beruflich',
);
const CITY =
  /(?:live in|living in|based in|moved to|vivo en|wohne in|lebe in|j'habite à|habite à|moro em|vivo em)\s+([A-Z][\p{L}-]+(?:\s[A-Z][\p{L}-]+)?)/u;

export function parseFacts(myContext: string, profileFacts: string[], knownCity?: string): PersonFacts {
  const text = [myContext, ...profileFacts].join('\n');
  const facts: PersonFacts = {};
  for (const [re, diet] of DIETS)
    if (re.test(text)) {
      facts.diet = diet;
      break;
    }
  if (WHEELCHAIR.test(text)) facts.wheelchair = true;
  const injury = INJURY.exec(text);
  if (injury) {
    const part = (injury[1] ?? injury[2] ?? injury[3] ?? '').toLowerCase();
    facts.injury = BODY_PARTS[part] ?? part;
  }
  if (NIGHT_SHIFTS.test(text)) facts.nightShifts = true;
  if (KIDS.test(text)) facts.kids = true;
  // A profession counts as expertise only when the text also says it is their job or their years.
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    for (const [re, field] of FIELDS) {
      if (
        re.test(sentence) &&
        (EXPERIENCED.test(sentence) || /\b(?:i am|i'm|i work as|soy|ich bin|je suis|sou)\b/i.test(sentence))
      ) {
        facts.expertIn ??= field;
      }
    }
  }
  if (!facts.expertIn && BEGINNER.test(text)) facts.beginner = true;
  const city = CITY.exec(text)?.[1] ?? (knownCity && knownCity !== 'Unknown' ? knownCity : undefined);
  if (city) facts.city = city;
  return facts;
}
