import type { CoachContext } from '../coach-provider.ts';
import { localParts } from '../local-time.ts';
import { domainById, foldText, type DomainId } from '../understanding/domains.ts';
import { isTrade, parseFacts, type Field, type PersonFacts, type TradeField } from '../understanding/facts.ts';
import { usualLanguage, type CoachLanguage } from '../understanding/language.ts';
import { phrases } from '../understanding/lexicon.ts';
import { understandGoal, withoutCoachInstructions, type Understanding } from '../understanding/understand.ts';
import type { Activity, FactNote, Phrasebook } from './phrasebook.ts';
import { de } from './phrases/de.ts';
import { en } from './phrases/en.ts';
import { es } from './phrases/es.ts';
import { fr } from './phrases/fr.ts';
import { pt } from './phrases/pt.ts';

/** Shared by every offline answer: the goal read once, the facts, the phrasebook and a stable seed. */

export const PHRASEBOOKS: Record<CoachLanguage, Phrasebook> = { en, es, de, fr, pt };

/** FNV-1a: the same goal text always picks the same phrasing. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text.toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function pick<T>(list: T[], seed: number, salt = 0): T {
  return list[(seed + salt * 7919) % list.length]!;
}

export function capitalise(s: string): string {
  return s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s;
}

export function withoutEndPunctuation(s: string): string {
  return s.replace(/[\s.!,;:]+$/u, '');
}

/** A short handle for a goal in sentences: the first words. */
export function shortGoal(text: string, words = 8): string {
  const clean = withoutEndPunctuation(text.replace(/\s+/g, ' ').trim());
  const parts = clean.split(' ');
  return parts.length <= words ? clean : `${parts.slice(0, words).join(' ')}…`;
}

/** My Context without its sentences that talk to the coach: those are data, never facts. */
function ownContext(text: string): string {
  return text
    .split(/(?<=[.!?\n])\s+/u)
    .map((sentence) => withoutCoachInstructions(sentence).text)
    .filter(Boolean)
    .join(' ');
}

export function factsOf(ctx: CoachContext): PersonFacts {
  return parseFacts(ownContext(ctx.myContext), ctx.profileFacts, ctx.location.city);
}

/** The language of the person's goals, worked out once per coach call. */
const usualLanguages = new WeakMap<CoachContext, CoachLanguage | null>();
function usualLanguageOf(ctx: CoachContext): CoachLanguage | null {
  if (!usualLanguages.has(ctx)) usualLanguages.set(ctx, usualLanguage(ctx.goals.map((g) => g.description)));
  return usualLanguages.get(ctx)!;
}

export function readGoal(text: string, ctx: CoachContext, writtenAt?: Date): Understanding {
  return understandGoal(text, { now: ctx.now, timeZone: ctx.timeZone, writtenAt, usualLanguage: usualLanguageOf(ctx) });
}

export function lateInDay(ctx: CoachContext): boolean {
  const h = localParts(ctx.now, ctx.timeZone).hour;
  return h >= 21 || h < 5;
}

const EXPERT_TOPICS: Partial<Record<string, Field>> = {
  code: 'software',
  cooking: 'cooking',
  music: 'music',
  language: 'languages',
};
/** The tools of a profession, named in a goal ('learn photoshop' for a designer). */
const PROFESSION_TOOLS: Partial<Record<Field, RegExp>> = {
  design: phrases(
    'photoshop|illustrator|indesign|figma|lightroom|after effects|premiere|procreate|affinity|sketch|canva|typography|tipografía|typografie|typographie|tipografia|branding|ui design|ux',
  ),
};
/** Subjects that belong to a profession: someone who works in it skips the beginner path. */
const EXPERT_DOMAINS: Partial<Record<DomainId, Field>> = {
  code: 'software',
  sql: 'software',
  spreadsheet: 'finance',
  website: 'software',
  recipe: 'cooking',
  instrument: 'music',
  language: 'languages',
  writing: 'writing',
  art: 'design',
  invest: 'finance',
  bookkeeping: 'finance',
  gym: 'fitness',
  fitness: 'fitness',
  running: 'fitness',
  electrics: 'electrical',
  building: 'building',
  leak: 'plumbing',
  furniture: 'carpentry',
  decorating: 'decorating',
  garden: 'gardening',
  gardenJob: 'gardening',
  growing: 'gardening',
  car: 'mechanics',
};
/** The trade of the person whose own job this goal is ('rewire the garden office' for an electrician), else null. */
export function ownTrade(u: Understanding, facts: PersonFacts): TradeField | null {
  const field = facts.expertIn;
  if (!field || !isTrade(field) || !u.domain || EXPERT_DOMAINS[u.domain] !== field) return null;
  return u.delegated || u.kind === 'unclear' || u.kind === 'feelings' ? null : field;
}
/** Subjects that cost money to do: a sum they can spend caps them. */
export const SPENDING_DOMAINS: ReadonlySet<DomainId> = new Set([
  'party',
  'gift',
  'trip',
  'flights',
  'lodging',
  'restaurant',
  'groceries',
  'shopping',
  'moving',
  'decorating',
  'furniture',
  'date',
]);
/**
 * Jobs done with the whole body at home or in the garden (lifting, kneeling, ladders, fumes): an
 * injury, a wheelchair, a pregnancy or a condition that tires changes how they are set up.
 */
export const PHYSICAL_JOBS: ReadonlySet<DomainId> = new Set([
  'decorating',
  'renovation',
  'building',
  'homeRepair',
  'homeMaintenance',
  'declutter',
  'cleaning',
  'garden',
  'gardenJob',
  'growing',
  'moving',
  'packing',
  'furniture',
  'treehouse',
  'guestRoom',
]);
/** Meals cooked for others (a dinner party, Christmas dinner): the person's diet decides the menu. */
const HOSTED_MEALS: ReadonlySet<DomainId> = new Set(['party', 'christmasPrep']);
const CUT_DOWN: ReadonlySet<DomainId> = new Set(['smoking', 'cannabis', 'alcohol']);
const FOOD_DOMAINS: ReadonlySet<DomainId> = new Set(['recipe', 'mealPrep', 'groceries', 'restaurant', 'takeout']);
/** Activities of the body, and those a short window at home (kids, someone to care for) has to fit. */
const BODY_ACTIVITIES: Activity[] = [
  'exercise',
  'seated',
  'lowImpact',
  'paced',
  'legsCore',
  'prenatal',
  'postnatal',
  'guided',
];
/** Injuries of the arms and neck: swimming and push-ups load them, legs and core do not. */
const UPPER_BODY = new Set(['shoulder', 'wrist', 'elbow', 'neck', 'hand']);
const FITS_AROUND_CARE: Activity[] = [...BODY_ACTIVITIES, 'learn', 'habit'];
/** Work that needs sitting down to it: with ADHD, short timed blocks. */
const FOCUS_WORK: Activity[] = ['learn', 'expert', 'project', 'work', 'writing', 'reading', 'admin', 'money', 'move'];
/** What the shape of a day at home decides: a work day's start and end, a habit, a mood, the body. */
const DAY_SHAPED: Activity[] = ['work', 'habit', 'feelings', ...BODY_ACTIVITIES];
/** Growing things: without a garden, in pots or on an allotment. */
const GROWING: ReadonlySet<DomainId> = new Set(['garden', 'gardenJob', 'growing']);
/** Something fetched, taken or dropped somewhere ('pick up the desk from ikea', 'levar a roupa para doação'). */
const CARRIED =
  /(?<![\p{L}])(?:pick up|collect|fetch|drop off|drop round|take back|tip|dump|recycling centre|llevar|recoger|devolver|punto limpio|abholen|hinbringen|wegbringen|zurückbringen|wertstoffhof|récupérer|apporter|rapporter|déposer|déchetterie|levar|buscar|retirar|devolver|ecoponto)(?![\p{L}])/iu;
/** Work named in a goal to stop something ('stop working till 9pm', 'nicht mehr abends arbeiten'). */
const WORK_WORDS =
  /(?<![\p{L}])(?:work|working|emails|laptop|trabajar|trabajando|arbeiten|travailler|trabalhar)(?![\p{L}])/iu;
/** Subjects that mean going somewhere or moving something: without a car, by bus, train or delivery. */
const TRIPS: ReadonlySet<DomainId> = new Set([
  'groceries',
  'shopping',
  'returns',
  'collection',
  'parcelPickup',
  'documentPickup',
  'declutter',
  'moving',
  'furniture',
  'trip',
  'dryCleaning',
  'library',
  'selling',
]);

/** Places a person goes to (a visit, a friend's, a club, a clinic, a table booked): without a car, the way there is planned first. */
const GOES_TO: ReadonlySet<DomainId> = new Set([
  'familyVisit',
  'friends',
  'newInTown',
  'lonely',
  'volunteer',
  'bookClub',
  'restaurant',
  'date',
  'interview',
  'doctor',
  'vet',
  'haircut',
]);
/** Eating out: a restaurant, a meal out, a takeaway place tried ('eat out', 'cenar fuera', 'essen gehen', 'au resto'). */
const EATING_OUT = phrases(
  'eat out|eating out|meal out|dinner out|lunch out|out for (?:dinner|lunch|a meal|food|a curry|brunch)|go out for (?:dinner|lunch|a meal)|restaurant|restaurants|new (?:thai|indian|italian|chinese|sushi|mexican|pizza|burger) place|the (?:thai|indian|italian|chinese|sushi|mexican|pizza|burger) place|a (?:thai|indian|italian|chinese|sushi|mexican) place|comer fuera|cenar fuera|salir a (?:comer|cenar)|restaurante|restaurantes|essen gehen|auswärts essen|ins restaurant|zum (?:italiener|griechen|inder|chinesen|thai|japaner|vietnamesen)|manger dehors|dîner dehors|diner dehors|au resto|au restaurant|un resto|le resto|restau|comer fora|jantar fora|almoçar fora|ir a um restaurante|rodízio',
);
/** Baking, in five languages ('bake a cake', 'hacer una tarta', 'Kuchen backen', 'faire un gâteau', 'fazer um bolo'). */
const BAKING = phrases(
  'bake|baking|baked|cake|cakes|cupcakes?|brownies?|cookies|biscuits|muffins?|banana bread|sourdough|bake bread|make bread|pastry|scones?|hornear|horneado|tarta|tartas|bizcocho|magdalenas|galletas|repostería|pan casero|masa madre|backen|backe|kuchen|torte|plätzchen|kekse|brot backen|muffins|gâteau|gâteaux|gateau|pâtisserie|patisserie|biscuits|cookies|pain maison|brioche|crêpes|bolo|bolos|biscoitos|bolachas|pão caseiro|confeitaria|fazer pão',
);
/** Less eating out ('eat out less', 'comer menos fuera', 'weniger essen gehen'): a money goal, no restaurant to ask. */
const EATS_OUT_LESS = phrases(
  'less|fewer|stop|cut down|cut back|quit|menos|dejar de|deixar de|parar de|weniger|nicht mehr|aufhören|moins|arrêter de|arreter de|plus de resto',
);
/** A bake bought, not made ('buy a cake', 'encargar la tarta', 'Torte bestellen'): no flour to swap. */
const BOUGHT = phrases(
  'buy|order|pick up|collect|comprar|encargar|pedir|kaufen|bestellen|abholen|acheter|commander|récupérer|encomendar|buscar',
);
/** The swap a diet makes in a bake; other diets bake as usual. */
const BAKING_SWAP: Partial<Record<NonNullable<PersonFacts['diet']>, FactNote>> = {
  'gluten-free': 'glutenFreeBaking',
  vegan: 'veganBaking',
  'dairy-free': 'dairyFreeBaking',
};
/** A lunch taken to work ('packed lunch', 'llevarme la comida al curro', 'Essen mitnehmen', 'gamelle', 'marmita'). */
const PACKED_LUNCH = phrases(
  'packed lunch|pack lunch|pack a lunch|lunch to work|lunches for work|work lunch|lunchbox|tupper|tupperware|táper|taper|fiambrera|comida al trabajo|comida al curro|comida para el trabajo|mitnehmen|mittagessen|brotdose|lunchbox|meal prep fürs büro|gamelle|déjeuner au travail|repas au travail|lunch box|marmita|marmitas|quentinha|almoço para o trabalho|levar almoço',
);
/** Subjects that are an appointment somewhere. */
const APPOINTMENT_DOMAINS: ReadonlySet<DomainId> = new Set(['doctor', 'vet', 'haircut', 'interview']);
/** An appointment somewhere ('the hospital appointment', 'cita del hospital', 'Facharzttermin', 'rdv à l'hôpital'). */
const GOES_TO_APPOINTMENT = phrases(
  "appointment|appt|hospital|clinic|outpatients|the gp|doctor's|doctors|dentist|physio|cita|consulta|clínica|ambulatorio|centro de salud|médico|dentista|fisio|termin|arzttermin|facharzttermin|\\p{L}+termin|krankenhaus|klinik|praxis|arzt|zahnarzt|rdv|rendez-vous|hôpital|hopital|clinique|médecin|medecin|dentiste|kiné|posto de saúde",
);
/** An appointment held by phone or video needs no way there. */
const REMOTE = phrases(
  'phone|online|video|zoom|teams|by phone|telefónica|telefonica|por teléfono|videollamada|telefonisch|telefon|téléphonique|par téléphone|visio|téléconsultation|por telefone|teleconsulta|chamada de vídeo',
);
/** Subjects with something heavy to carry: the shopping, a parcel, furniture, boxes. */
const CARRIES_LOADS: ReadonlySet<DomainId> = new Set([
  'groceries',
  'shopping',
  'returns',
  'collection',
  'parcelPickup',
  'declutter',
  'moving',
  'packing',
  'furniture',
  'selling',
]);
/** A hike, a trail or a club or class to get to ('go hiking more', 'join a running club', 'clases de baile'). */
const OUT_THERE =
  /(?<![\p{L}])(?:hike|hikes|hiking|trails?|countryside|club|class|classes|gym|gimnasio|ginásio|academia|fitnessstudio|salle de sport|pool|piscina|schwimmbad|piscine|senderismo|rutas?|monte|clases?|wandern|wanderung(?:en)?|verein|kurs|randonn[ée]es?|sentiers?|cours|trilhas?|caminhadas?|clube|aulas?)(?![\p{L}])/iu;

/** Going out for its own sake ('get out more on weekends', 'salir más', 'plus sortir', 'mehr rausgehen'). */
const GETTING_OUT = phrases(
  'get out|go out|getting out|going out|out more|out and about|leave the house|salir|salgo|sortir|rausgehen|raus|unter leute|sair|passear',
);

/** Going to see someone ('see my sister in york', 'aller voir ma mère', 'ir ver a avó', 'Oma besuchen'). */
const VISITS =
  /(?<![\p{L}])(?:see|visit|visiting|pop round|go round|go over|ver a|ir a ver|visitar|besuchen|fahren zu|voir|rendre visite|aller chez|ir ver|ir à casa d)(?![\p{L}])/iu;

/** Walks that go somewhere and take a while: a hike, a trail, the hills, the countryside. */
const OUTING = phrases(
  'hike|hikes|hiking|hill walk|hill walking|fell walk|fell walking|trail|trails|ramble|rambles|rambling|countryside|the hills|the moors|nature walk|senderismo|excursión|excursion|ruta de montaña|al monte|la montaña|al campo|wandern|wanderung|wanderungen|ins grüne|randonnée|randonnées|randonnee|rando|à la campagne|trilha|trilhas|ao campo|no campo|en el campo|na natureza',
);
/** The same subject on wheels: cycling is not a walk. */
const RIDDEN = phrases('cycle|cycling|bike|biking|bici|bicicleta|fahrrad|radfahren|vélo|velo|pedalar');

/** What the body has to be planned around, the strongest first: a wheelchair, a pregnancy, a new baby, tiring quickly, an injury, sight loss. */
type BodyFact = 'wheelchair' | 'pregnant' | 'postpartum' | 'fatigue' | 'injury' | 'sightLoss';

function strongestBodyFact(facts: PersonFacts): BodyFact | null {
  if (facts.wheelchair) return 'wheelchair';
  if (facts.pregnant) return 'pregnant';
  if (facts.postpartum) return 'postpartum';
  // A condition that tires comes before an injury's low impact: short bouts and rests first.
  if (facts.tiresQuickly !== undefined) return 'fatigue';
  if (facts.injury) return 'injury';
  if (facts.sightLoss) return 'sightLoss';
  return null;
}

/** The note a physical job at home is set up around (sight loss changes exercise, not a job). */
const JOB_NOTE: Record<BodyFact, FactNote | null> = {
  wheelchair: 'wheelchair',
  pregnant: 'pregnantJob',
  postpartum: 'postpartumJob',
  fatigue: 'fatigue',
  injury: 'injury',
  sightLoss: null,
};

/** The concrete activity for a goal, shaped by what the person told us. */
export function activityOf(u: Understanding, facts: PersonFacts): { activity: Activity; notes: FactNote[] } {
  const notes: FactNote[] = [];
  const body = (): Activity => {
    const fact = strongestBodyFact(facts);
    // A walk, a hike or the countryside is an outing, not a workout at home; for a wheelchair user
    // it is on step-free routes. Other body facts keep their own gentler plan.
    if (u.domain === 'walking' && !RIDDEN.test(u.ownText)) {
      // 'walk more' with no outing named is getting out and about, wheeling several short times a week.
      if (fact === 'wheelchair') {
        notes.push('stepFree');
        return OUTING.test(u.ownText) ? 'outing' : 'exercise';
      }
      if (!fact && OUTING.test(u.ownText)) return 'outing';
    }
    if (fact) notes.push(fact);
    switch (fact) {
      case 'wheelchair':
        return 'seated';
      case 'pregnant':
        return 'prenatal';
      case 'postpartum':
        return 'postnatal';
      case 'fatigue':
        return 'paced';
      case 'injury':
        return UPPER_BODY.has(facts.injury!) ? 'legsCore' : 'lowImpact';
      case 'sightLoss':
        return 'guided';
      default:
        return 'exercise';
    }
  };
  /** What the person eats decides a menu, whoever it is cooked for. */
  const eatingNotes = () => {
    if (facts.diet) notes.push('diet');
    if (facts.allergy) notes.push('allergy');
  };
  const foodNotes = () => {
    eatingNotes();
    if (facts.tightBudget) notes.push('budget');
    if (facts.onTheRoad) notes.push('onTheRoad');
  };
  const byTopic = (): Activity | null => {
    switch (u.topic) {
      case 'food':
        foodNotes();
        return 'food';
      case 'sleep':
        return 'sleep';
      case 'drink':
        return 'drink';
      case 'quit':
        return 'quit';
      case 'reading':
        return 'reading';
      case 'writing':
        return 'writing';
      default:
        return null;
    }
  };
  const of = (kind: Understanding['kind']): Activity => {
    switch (kind) {
      case 'call':
        return 'call';
      case 'appointment':
        return 'appointment';
      case 'errand':
        // A message is written and sent at a desk, whatever it is about (a bus route, a damp wall).
        if (u.domain === 'message') return 'admin';
        return u.topic === 'travel' ? 'travel' : u.topic === 'home' ? 'home' : 'admin';
      case 'habit':
        return byTopic() ?? (u.topic === 'exercise' ? body() : 'habit');
      case 'health':
        // Smoking, weed or drink cut down ('smoke less weed') is an urge to plan for, not a workout.
        return byTopic() ?? (u.domain && CUT_DOWN.has(u.domain) ? 'quit' : body());
      case 'skill':
        if (
          facts.expertIn &&
          (EXPERT_TOPICS[u.topic] === facts.expertIn ||
            (u.domain && EXPERT_DOMAINS[u.domain] === facts.expertIn) ||
            PROFESSION_TOOLS[facts.expertIn]?.test(u.ownText))
        ) {
          notes.push('expert');
          return 'expert';
        }
        if (facts.beginner) notes.push('beginner');
        return 'learn';
      case 'project':
        if (u.topic === 'work') return 'work';
        if (u.topic === 'home') return 'move';
        return byTopic() ?? 'project';
      case 'relationship':
        return 'relationship';
      case 'money':
        return 'money';
      case 'feelings':
        return 'feelings';
      default:
        return 'clarify';
    }
  };
  let activity = u.kind === 'habit' && u.activity !== 'habit' ? of(u.activity) : of(u.kind);
  // Their own trade's job at home: a professional's plan, whatever the kind.
  if (activity !== 'expert' && ownTrade(u, facts)) notes.push('expert');
  // 'start doing sport' read as a project or a bare habit is still about the body, facts and all.
  if ((activity === 'project' || activity === 'habit') && u.domain && domainById(u.domain).body) activity = body();
  // A sport learnt or kept up as a skill ('learn to swim', 'go for a swim twice a week') is still the
  // body: a pregnancy, a new baby, tiring quickly or an injury is said and planned around.
  if (activity === 'learn' && u.domain && domainById(u.domain).body) {
    const fact = strongestBodyFact(facts);
    if (fact && fact !== 'wheelchair' && fact !== 'sightLoss') notes.push(fact);
  }
  // Study, reading and a project of their own are fitted to waking after a shift too, not to 'after dinner'.
  if (
    facts.nightShifts &&
    [...BODY_ACTIVITIES, 'habit', 'sleep', 'feelings', 'learn', 'expert', 'reading', 'writing', 'project'].includes(
      activity,
    )
  )
    notes.push('nightShifts');
  // A meal to plan, cook, shop for or eat out is food whatever its kind ('meal prep sundays').
  if (activity !== 'food' && u.domain && FOOD_DOMAINS.has(u.domain)) foodNotes();
  if (u.domain && HOSTED_MEALS.has(u.domain)) eatingNotes();
  // A meal hosted for others (an asado, a Sunday lunch): each diet My Context names, the person's or
  // a guest's, gets its own dishes, not one menu in the person's diet (hostingStep).
  if (u.domain === 'hostedMeal' && facts.diets?.length) {
    notes.splice(0, notes.length, ...notes.filter((n) => n !== 'diet'), 'dietHosting');
  }
  // Losing weight is mostly what is eaten: the person's diet decides those meals too.
  if (u.domain === 'weight') eatingNotes();
  // Eating out with a diet or an allergy: the kitchen is asked before booking, whatever the goal's kind.
  if (
    (facts.diet || facts.allergy) &&
    EATING_OUT.test(u.phrase) &&
    !EATS_OUT_LESS.test(u.ownText) &&
    activity !== 'quit'
  ) {
    eatingNotes();
    notes.push(facts.allergy ? 'allergyOut' : 'eatingOut');
  }
  // Baking for a diet that changes the flour, the dairy or the eggs: the swap comes first, and says the diet.
  else if (facts.diet && BAKING.test(u.ownText) && !BOUGHT.test(u.ownText)) {
    const swap = BAKING_SWAP[facts.diet];
    if (swap) notes.splice(0, notes.length, ...notes.filter((n) => n !== 'diet'), swap);
  }
  // A lunch to take to work with no microwave there: good cold or kept hot in a flask.
  if (facts.noMicrowave && PACKED_LUNCH.test(u.ownText)) notes.push('noMicrowave');
  if (facts.tightBudget && BODY_ACTIVITIES.includes(activity)) notes.push('budget');
  // Saving or paying off on a tight budget: the sum they can spare, or a small one, set aside on payday.
  if (activity === 'money' && (facts.budgetAmount || facts.tightBudget)) notes.push('budgetSave');
  else if (facts.budgetAmount && u.domain && SPENDING_DOMAINS.has(u.domain)) notes.push('budgetCap');
  // A party, a trip or a present on a tight budget starts from the free or cheapest way of doing it.
  else if (facts.tightBudget && u.domain && SPENDING_DOMAINS.has(u.domain) && !notes.includes('budget'))
    notes.push('budget');
  // A job for the whole body at home, done by the person themself: set up to spare what they told us about.
  if (u.domain && PHYSICAL_JOBS.has(u.domain) && !u.delegated && !notes.includes('expert')) {
    const fact = strongestBodyFact(facts);
    const spare = fact && JOB_NOTE[fact];
    if (spare && !notes.includes(spare)) notes.push(spare);
  }
  // A hike or a long walk out is the body at work for hours: the inhaler and the sugar check go too.
  const moving = BODY_ACTIVITIES.includes(activity) || activity === 'outing';
  if (facts.asthma && moving) notes.push('asthma');
  if (facts.diabetes && moving) notes.push('diabetes');
  else if (facts.diabetes && (activity === 'food' || (u.domain && FOOD_DOMAINS.has(u.domain))))
    notes.push('diabetesFood');
  // Sleep for someone on nights is the sleep after a shift, in daylight.
  if (facts.nightShifts && activity === 'sleep') notes.push('nightSleep');
  if (facts.noGarden && u.domain && GROWING.has(u.domain)) notes.push('noGarden');
  // A trip to make, a place to get to or something to fetch or take: by bus, train, a lift, on foot
  // or delivered, when they do not drive.
  // An appointment to get to: the way there and back, not a delivery.
  if (
    facts.noCar &&
    !u.delegated &&
    ['errand', 'appointment'].includes(u.kind) &&
    (u.kind === 'appointment' ||
      (u.domain && APPOINTMENT_DOMAINS.has(u.domain)) ||
      GOES_TO_APPOINTMENT.test(u.phrase)) &&
    !REMOTE.test(u.phrase)
  )
    notes.push('noCarAppointment');
  // A call is made from home: no car changes nothing.
  else if (
    facts.noCar &&
    !u.delegated &&
    u.kind !== 'call' &&
    (activity === 'travel' ||
      (u.domain && (TRIPS.has(u.domain) || GOES_TO.has(u.domain))) ||
      OUT_THERE.test(u.phrase) ||
      (Boolean(u.person) && VISITS.test(u.phrase)) ||
      (['errand', 'appointment'].includes(u.kind) && CARRIED.test(u.phrase)))
  )
    notes.push('noCar');
  // Told not to lift (a hernia operation): shopping, a move or a clear-out is delivered, carried by others or done in light loads.
  if (facts.noLifting && !u.delegated && u.domain && (CARRIES_LOADS.has(u.domain) || PHYSICAL_JOBS.has(u.domain)))
    notes.push('noLifting');
  if (facts.adhd && FOCUS_WORK.includes(activity)) notes.push('adhd');
  // Working late at home ('stop working till 9pm') is stopped by the day's set end.
  if (facts.worksFromHome && (DAY_SHAPED.includes(activity) || (activity === 'quit' && WORK_WORDS.test(u.phrase))))
    notes.push('worksFromHome');
  if (facts.kids && FITS_AROUND_CARE.includes(activity)) notes.push('kids');
  if (facts.kids && activity === 'reading') notes.push('kidsReading');
  // Going out, or somewhere, without sight: a sighted guide or a group first, and a place they know.
  if (
    facts.sightLoss &&
    !BODY_ACTIVITIES.includes(activity) &&
    ((u.domain && GOES_TO.has(u.domain)) || OUT_THERE.test(u.phrase) || GETTING_OUT.test(u.phrase))
  )
    notes.push('sightLossOut');
  if (facts.carer && FITS_AROUND_CARE.includes(activity)) notes.push('carer');
  // A call to someone living elsewhere ('he's in Sydney'): an hour that suits both clocks.
  const far = facts.farAway;
  if (
    far &&
    (activity === 'call' || activity === 'relationship') &&
    (far.who === '' ? Boolean(u.person) : foldText(u.ownText).includes(far.who))
  )
    notes.push('farAway');
  return { activity, notes };
}
