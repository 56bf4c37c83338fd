import { foldText } from './domains.ts';
import { phrases } from './lexicon.ts';
import { MONEY_AMOUNT } from './sums.ts';

/**
 * What the person told us about themselves (My Context, profile facts), as structured facts the
 * coach must respect. Each fact keeps the words it came from, so a reason can quote them.
 */
export type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | 'gluten-free' | 'halal' | 'kosher' | 'dairy-free';
export type Field =
  'software' | 'cooking' | 'music' | 'fitness' | 'writing' | 'languages' | 'design' | 'finance' | TradeField;
/** Trades: someone doing their own trade's job at home gets a professional's plan, not a beginner's. */
export const TRADE_FIELDS = [
  'electrical',
  'building',
  'plumbing',
  'carpentry',
  'decorating',
  'gardening',
  'mechanics',
] as const;
export type TradeField = (typeof TRADE_FIELDS)[number];
export const isTrade = (field: Field): field is TradeField => (TRADE_FIELDS as readonly string[]).includes(field);
export type PersonFacts = {
  diet?: Diet;
  /** Every diet My Context names, the person's and those they cook for ('soy celíaco y mi hermana es vegetariana'). */
  diets?: Diet[];
  /** Uses a wheelchair or cannot walk: no running, walking or standing plans. */
  wheelchair?: boolean;
  /** Blind or partly sighted: exercise starts with a sighted guide or a treadmill. */
  sightLoss?: boolean;
  /** An injured body part ('knee', 'back'): low-impact plans that spare it. */
  injury?: string;
  nightShifts?: boolean;
  /** Works away from home for nights at a time (a lorry driver, a rep on the road): meals and plans travel. */
  onTheRoad?: boolean;
  /** A field the person already works in professionally: no beginner paths there. */
  expertIn?: Field;
  beginner?: boolean;
  kids?: boolean;
  /** Pregnant: gentle movement cleared with a midwife or doctor, never sprints or heavy lifting. */
  pregnant?: boolean;
  /** Had a baby recently (a birth, a caesarean): walks and the pelvic floor until cleared. */
  postpartum?: boolean;
  /** What they are allergic to, as they wrote it ('peanuts', 'Nuss'): left out of every meal. */
  allergy?: string;
  /** A sum they said they can spend, as written ('80 euros', '£150'): spending plans stay within it. */
  budgetAmount?: string;
  /** Money is tight: plans use what is free or already at home. */
  tightBudget?: boolean;
  /** Looks after someone (a parent, a sick partner): sessions short enough to fit around it. */
  carer?: boolean;
  /** A condition that tires quickly, as written ('MS', 'long covid'), or '' when only the tiredness is said. */
  tiresQuickly?: string;
  /** Diabetic: exercise starts with a sugar check and a snack at hand, meals keep carbs steady around medication. */
  diabetes?: boolean;
  /** Asthma or another chest condition: exercise starts with the inhaler at hand and a long warm-up. */
  asthma?: boolean;
  /** No car, or does not drive: errands and trips by bus, train, on foot or delivered. */
  noCar?: boolean;
  /** No microwave (or kitchen) at work: a packed lunch that is good cold or kept hot in a flask. */
  noMicrowave?: boolean;
  /** Must not lift or carry anything heavy (after a hernia operation, told so by a doctor): delivered, carried by others, light loads. */
  noLifting?: boolean;
  /** Ill for now (a cold, the flu): a trip out waits for the day they say they will be better. */
  unwell?: boolean;
  /** No garden (a flat): growing things in pots, on a sill or balcony, or on an allotment. */
  noGarden?: boolean;
  /** ADHD: short timed blocks with one visible next step. */
  adhd?: boolean;
  /** Works from home: a day with a set start and end, and a reason to leave the house. */
  worksFromHome?: boolean;
  city?: string;
  /**
   * Someone living somewhere else ('he's in Sydney', 'mi madre vive en Lima'): the place as written,
   * and who, folded ('' for 'he', 'she'): a call to them is fitted to both clocks.
   */
  farAway?: { place: string; who: string };
};

const DIETS: [RegExp, Diet][] = [
  [phrases('vegan|vegano|vegana|végan|végane|végétalien|végétalienne|veganer|veganerin'), 'vegan'],
  [
    phrases(
      "vegetarian|veggie|vegetariano|vegetariana|végétarien|végétarienne|végé|végée|vege|vegé|vegetarier|vegetarierin|vegetarisch|no meat|don't eat meat|do not eat meat",
    ),
    'vegetarian',
  ],
  [phrases('pescatarian|pescetarian|pescetariano|pescatariano'), 'pescatarian'],
  [
    phrases(
      'gluten-free|gluten free|glutenfree|coeliac|coeliacs|celiac|celiacs|coeliac disease|celiac disease|gluten intoleran\\p{L}*|intolerant to gluten|celíaco|celíaca|celiaco|celiaca|celiaquía|celiaquia|intolerancia al gluten|intolerante al gluten|zöliakie\\p{L}*|zoeliakie\\p{L}*|glutenunverträglich\\p{L}*|glutenintoleran\\p{L}*|cœliaque|coeliaque|céliaque|celiaque|maladie cœliaque|intolérance au gluten|intolérante? au gluten|sans gluten|sin gluten|sem glúten|sem gluten|intolerância ao glúten|intolerante ao glúten|doença celíaca|glutenfrei',
    ),
    'gluten-free',
  ],
  [phrases('halal'), 'halal'],
  [phrases('kosher|koscher|casher'), 'kosher'],
  [
    phrases(
      'lactose|lactose intolerant|dairy-free|dairy free|no dairy|sin lactosa|intolerante a la lactosa|laktose|laktoseintoleran\\p{L}*|laktosefrei|intolérante? au lactose|sans lactose|sem lactose|intolerante à lactose',
    ),
    'dairy-free',
  ],
];
const WHEELCHAIR = phrases(
  "wheelchair|wheelchair user|paraplegi\\p{L}*|parapl[eé]gi\\p{L}*|parapl[eé]ji\\p{L}*|t[eé]trapl[eé]gi\\p{L}*|tetrapl[eé]ji\\p{L}*|quadripleg\\p{L}*|spinal cord injury|spinal injury|paralysed|paralyzed|can't walk|cannot walk|silla de ruedas|lesi[oó]n medular|les[aã]o medular|rollstuhl\\p{L}*|im rolli|rollifahrer\\p{L}*|querschnitt\\p{L}*|fauteuil roulant|(?:suis|être|etre) en fauteuil|en fauteuil depuis|cadeira de rodas|cadeirante",
);
/** Sight loss, as people say it; never 'blinds', a 'blind date' or a 'blind spot'. */
const SIGHT_LOSS =
  /(?<![\p{L}])(?:(?:registered|legally|totally|partially|completely|going|gone)\s+blind|i['’]?m blind|i am blind|im blind|blind since|blind from|born blind|sight impaired|severely sight impaired|partially sighted|sight loss|lost my sight|losing my sight|visually impaired|visual impairment|low vision|vision loss|guide dog|white cane|long cane|ciego|ciega|baja visión|discapacidad visual|sehbehindert|erblindet|bin blind|blindenhund|aveugle|malvoyante?|déficiente? visuel(?:le)?|cego|cega|baixa visão|deficiência visual|deficiente visual)(?![\p{L}])/iu;
// 'dos' alone is Spanish for two: the French back counts only as 'mal au dos' or 'le dos'.
const INJURY =
  /(?:(?:bad|injured|hurt|torn|broken|sprained|weak|dodgy|sore|operated)\s+(?:my\s+)?(knee|back|ankle|shoulder|hip|wrist|foot|neck|elbow|leg|acl)s?|(knee|back|ankle|shoulder|hip|wrist|foot|neck|elbow|acl)\s+(?:injury|surgery|pain|problems?|issues?)|(rodilla|espalda|tobillo|hombro|cadera|knie|rücken|knöchel|schulter|hüfte|genou|(?<=(?:au|le|du|mon)\s)dos|cheville|épaule|hanche|joelho|costas|tornozelo|ombro|anca)\b)/iu;
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
/**
 * Body parts in five languages, for a sentence that also names an injury ('Torn rotator cuff,
 * right shoulder', 'Sehnenscheidenentzündung am Handgelenk', 'tendinite no pulso').
 */
const BODY_WORDS: [RegExp, string][] = [
  [phrases('knees?|rodillas?|knie|knien|genoux?|joelhos?|kniescheibe|menisc\\p{L}*|ménisque|meniskus'), 'knee'],
  [
    phrases(
      'back|lower back|spine|disc|discal|disco|discale|disque|sciatica|lumbago|espalda|lumbar|lumbares|columna|ciática|rücken|bandscheibe\\p{L}*|wirbelsäule|ischias|hexenschuss|lendenwirbel\\p{L}*|dos|lombaires?|colonne|sciatique|costas|lombar|coluna|ciático',
    ),
    'back',
  ],
  [phrases('ankles?|achilles|tobillos?|aquiles|knöchel|sprunggelenk|achillessehne|chevilles?|tornozelos?'), 'ankle'],
  [
    phrases(
      'shoulders?|rotator cuff|hombros?|manguito rotador|schultern?|rotatorenmanschette|épaules?|coiffe des rotateurs|ombros?|manguito rotador',
    ),
    'shoulder',
  ],
  [phrases('hips?|caderas?|hüften?|hüfte|hanches?|ancas?|quadril'), 'hip'],
  [
    phrases(
      'wrists?|carpal tunnel|muñecas?|túnel carpiano|handgelenke?|karpaltunnel|poignets?|canal carpien|pulsos?|punhos?|túnel do carpo',
    ),
    'wrist',
  ],
  [
    phrases(
      'elbows?|tennis elbow|golfer.s elbow|codos?|ellbogen|ellenbogen|tennisarm|coudes?|cotovelos?|epicondil\\p{L}*',
    ),
    'elbow',
  ],
  [phrases('neck|cuello|cervicales|nacken|halswirbel\\p{L}*|nuque|cou|cervicales|pescoço|cervical'), 'neck'],
  [
    phrases(
      'foot|feet|plantar fasciitis|pie|pies|fascitis plantar|fuß|füße|fersensporn|pied|pieds|fasciite plantaire|pé|pés|fascite plantar',
    ),
    'foot',
  ],
  [phrases('hands?|fingers|thumbs?|manos?|dedos|hände|hand|finger|daumen|mains?|doigts|pouces?|mãos?|polegar'), 'hand'],
  [
    phrases(
      'hamstrings?|calf|calves|shins?|shin splints|isquios?|gemelo|pierna|oberschenkel|wade|schienbein|ischios|mollet|jambe|posterior da coxa|panturrilha|canela|perna',
    ),
    'leg',
  ],
];
/** Words that make a body part in the same sentence an injury, in five languages. */
const HURT = phrases(
  'injur\\p{L}*|fasciit\\p{L}*|fascit\\p{L}*|sciatica|ciática|ischias|sciatique|lumbago|hexenschuss|carpal tunnel|karpaltunnel|túnel carpiano|canal carpien|túnel do carpo|operan|operar\\p{L}*|tennis elbow|tennisarm|shin splints|fersensporn|bandscheibenvorfall|rotatorenmanschettenriss|hurt\\p{L}*|torn|tear|broken|broke|fractur\\p{L}*|sprain\\p{L}*|strain\\p{L}*|surgery|operat\\p{L}*|pain|painful|sore|tendinitis|tendonitis|tendinopathy|bursitis|arthritis|osteoarthritis|herniated|slipped|physio|rehab|dodgy|bad|weak|replacement|rsi|lesión|lesion\\p{L}*|rotura|roto|rota|esguince|fractura|operaron|operad[oa]|operación|dolor|duele|tendinitis|artrosis|hernia|fisio|verletz\\p{L}*|riss|gerissen|gebrochen|bruch|verstaucht|zerrung|op|operiert|schmerz\\p{L}*|entzündung|\\p{L}+entzündung|kaputt|arthrose|vorfall|physio|blessure|bless[ée]e?|déchir\\p{L}*|rupture|cassée?|entorse|opérée?|opération|douleurs?|mal|tendinite|hernie|kiné|lesão|lesionad[oa]|rompi|rompid[oa]|ruptura|fratura|torci|operei|cirurgia|dor|dores|dói|tendinite|hérnia',
);
/**
 * Operations and ligaments named without the joint ('ligaments croisés', 'hip replacement'), and
 * kneeling said impossible ('can't kneel'): the knee is spared.
 */
const JOINT_OPERATIONS: [RegExp, string][] = [
  [
    phrases(
      'acl|cruciate|menisc\\p{L}*|knee replacement|new knees?|knees? replaced|can.?t kneel|cannot kneel|can.?t get down on my knees|no puedo arrodillarme|no me puedo arrodillar|kann nicht knien|kann nicht mehr knien|knien geht nicht|je ne peux (?:pas|plus) m.agenouiller|impossible de m.agenouiller|não consigo (?:me )?ajoelhar|não posso (?:me )?ajoelhar|ligaments? crois[ée]s?|ménisque|prothèse du genou|ligamento cruzado|prótesis de rodilla|prótese do joelho|kreuzband\\p{L}*|meniskus|knieprothese',
    ),
    'knee',
  ],
  [
    phrases(
      'hip replacement|new hips?|hips? replaced|prothèse de (?:la )?hanche|prótesis de cadera|prótese (?:de|da) anca|prótese de quadril|hüftprothese|künstliche\\p{L}* hüfte|hüft-tep',
    ),
    'hip',
  ],
];
/** A condition of the joints named without a joint, in five languages. */
const JOINT_CONDITION = phrases(
  'arthritis|osteoarthritis|rheumatoid|rheumatism|hypermobility|artritis|artrosis|reuma|reumatismo|arthritis|arthrose|rheuma|polyarthritis|arthrite|polyarthrite|rhumatisme|artrite|artrose|reumatismo',
);
const NIGHT_SHIFTS = phrases(
  'night shifts?|nights shifts|nights,? \\d ?x(?: ?a| per|/) ?(?:week|wk)|nights \\d times a week|\\d ?x nights|\\d nights (?:a|per|/) ?(?:week|wk)|mostly nights|permanent nights|nights only|work nights|working nights|on nights|do nights|doing nights|nights \\d on \\d off|\\d (?:on|days on),? \\d off|\\d on \\d off|nightshift|on a rota|rota work|hago noches|trabajo (?:de|por) noches|turnos de 12|nachtdienste?|mache nächte|nachtwachen?|je fais (?:les|des) nuits|je bosse de nuit|faço noites|trabalho à noite|trabalho de noite|plantões noturnos|on lates|split shifts?|early shifts?|late shifts?|shifts|turnos?|turno partido|turnos partidos|geteilte[nr]? dienste?|wechselschicht\\p{L}*|schichten|früh- und spätschicht|horaires coupés|en équipes|les 3x8|3x8|2x8|postes de nuit|turnos rotativos|escala 12x36|12x36|plantões|plantão|night shift|shift work|shift worker|rotating shifts|12-hour shifts|on call|nachtschicht|nachtschichten|schichtarbeit|schichtdienst|turnos? de noche|turno de noche|trabajo de noche|travail de nuit|de nuit|horaires décalés|turnos? da noite|turno noturno|trabalho por turnos',
);
/**
 * A working day that starts in the small hours ('levé à 3h', 'up at 4am', 'Bäcker'): the evening
 * is bedtime, so a plan is tied to waking like a night shift's, never to 'the evening'.
 */
const EARLY_START = phrases(
  'lev[ée]e? (?:à|a|vers) [2-5] ?h|debout (?:à|a|vers) [2-5] ?h|r[ée]veil (?:à|a|vers) [2-5] ?h|je me l[èe]ve (?:à|a|vers) [2-5] ?h|(?:up|get up|wake up|awake) at [2-5] ?(?:am|a\\.m\\.)|aufstehen um (?:halb )?[2-5]|stehe um (?:halb )?[2-5](?: uhr)? auf|wecker (?:klingelt )?um (?:halb )?[2-5]|frühschicht\\p{L}*|me levanto a las [2-5]|acordo (?:às|as) [2-5]|boulanger|boulang[èe]re|fournil|bäcker|bäckerin|backstube|panadero|panadera|padeiro|padeira|baker|bakery shift',
);
/** Work that keeps the person away from home for nights: the job, or the nights said outright. */
const ON_THE_ROAD = phrases(
  'lorry driver|truck driver|trucker|hgv driver|long-haul|long haul|on the road|nights away|away from home|travel for work|traveling for work|travelling for work|sales rep|camionero|camionera|transportista|conductor de camion|conductora de camion|noches fuera|fuera de casa|en ruta|de viaje por trabajo|lkw-fahrer\\p{L}*|lkw fahrer\\p{L}*|fernfahrer\\p{L}*|berufskraftfahrer\\p{L}*|trucker\\p{L}*|auf montage|montagearbeiter\\p{L}*|nächte weg|nächte unterwegs|unter der woche unterwegs|routier|routière|chauffeur poids lourd|chauffeuse poids lourd|en déplacement|nuits dehors|découcher|grand déplacement|caminhoneiro|caminhoneira|camionista|motorista de camião|motorista de caminhão|na estrada|noites fora|fora de casa|viajo a trabalho',
);
const BEGINNER = phrases(
  'beginner|complete beginner|total beginner|never done|new to|principiante|nunca he|anfänger|anfängerin|noch nie|débutant|débutante|jamais|iniciante|principiante|nunca',
);
const KIDS = phrases(
  'kids?|children|child|toddlers?|babies|baby|newborn|twins|my son|our son|daughters?|sons|single (?:mom|mum|dad|parent)|madre soltera|padre soltero|alleinerziehend\\p{L}*|mère célibataire|maman solo|mãe solteira|mãe solo|pai solteiro|(?:mom|mum|dad|mother|father) of (?:two|three|four|\\d)|hijos|hijas?|hijo|niños|niñas|peques|bebé|gemelos|kinder|kleinkind|mein kind|sohn|tochter|zwillinge|baby|enfants|enfant|fils|fille|bébé|jumeaux|filhos|filho|filha|crianças|miúdos|bebê|bebé|gêmeos|gémeos',
);
const BABY =
  /\b(?:first |our |a |my |primer |mi |primeiro |meu |erstes |unser |premier |notre )?(?:baby|babies|bebé|bebê|bébé|twins|gemelos|mellizos|zwillinge|jumeaux|gêmeos|gémeos)\b/giu;
/** A recent birth in five languages; a caesarean names it too. */
const POSTPARTUM = phrases(
  'postpartum|post-partum|postnatal|post-natal|c-section|caesarean|cesarean|gave birth|just had a baby|had a baby|new mum|new mom|maternity leave|cesárea|cesarea|posparto|postparto|acabo de dar a luz|di a luz|baja de maternidad|kaiserschnitt|wochenbett|rückbildung\\p{L}*|entbunden|entbindung|mutterschutz|césarienne|accouch\\p{L}*|j.ai eu un bébé|tive (?:um )?beb[êé]|tuve (?:un|a mi) beb[ée]|had my baby|baby bekommen|congé maternité|congé mat|pós-parto|pos-parto|puerpério|cesariana|dei à luz|licença[- ]maternidade|licença de maternidade',
);
const PREGNANT = phrases(
  'pregnant|pregnancy|expecting a baby|embarazada|embarazo|schwanger|schwangerschaft|enceinte|grossesse|grávida|gravidez|gestante',
);
/** The allergen follows the allergy words ('allergic to peanuts') or comes before them ('nut allergy', 'Nussallergie'). */
const ALLERGY =
  /(?:allergic to|allergy to|alérgic[oa] (?:a|al|à|ao)|alergia (?:a|al|à|ao)|allergisch (?:gegen|auf)|allergie (?:gegen|auf)|allergique (?:à|aux|au)|allergie (?:à|aux|au))\s+(?:(?:the|la|las|los|el|os|as|o|a|les|le|den|die)\s+)?([\p{L}-]+(?: [\p{L}-]+){0,3})|\b([\p{L}-]+?)(?:\s+|-)?(?=(?:allergy|allergie)\b)/giu;
/** Where the allergen's words end ('peanuts since I was a kid'), and words it cannot end on. */
const AFTER_ALLERGEN = /\s(?:so|since|but|which|that|desde|pero|que|seit|aber|depuis|mais|donc|mas|por isso)\b.*$/iu;
const TRAILING = /(?:\s(?:and|or|y|o|e|ou|und|oder|et|à|a|de|da|do|du|des))+$/iu;
const NOT_AN_ALLERGEN =
  /^(?:an?|my|severe|food|bad|une?|mon|ma|eine?|meine|una?|mi|uma?|minha|sévère|grave|and|y|e|und|et|to|a)$/i;
const TIGHT_BUDGET = phrases(
  "tight budget|on a budget|low income|on the pension|on a pension|on the aged pension|on the state pension|pensioner|fixed income|on benefits|universal credit|minimum wage|money is tight|can't afford|cannot afford|i'm broke|im broke|always broke|broke student|broke rn|so broke|flat broke|broke af|broke asf|pretty broke|quite broke|bit broke|skint|no money|brokey|strapped for cash|sin un duro|sin blanca|estoy pelad[oa]|a dos velas|pleite|blank|ebbe|fauchée?|sans un sou|sans le sou|à sec|liso|lisa|sem grana|na pindaíba|duro de grana|tô duro|student budget|presupuesto ajustado|poco dinero|sin dinero|voy justo|vamos justos|sueldo mínimo|salario mínimo|knapp bei kasse|wenig geld|geld ist knapp|kleines budget|mindestlohn|bürgergeld|petit budget|peu d'argent|fins de mois difficiles|smic|budget serré|orçamento apertado|pouco dinheiro|grana curta|sem dinheiro|dinheiro curto|salário mínimo|ordenado mínimo",
);
const PER_PERIOD =
  /^\s*((?:a|per|each|every|al|por|a la|pro|im|par|por|ao|à)\s+(?:week|month|fortnight|semana|mes|woche|monat|semaine|mois|mês))(?![\p{L}])/iu;
/** Words that make a sum a limit ('80 euros max', 'budget of £150', 'höchstens 100 €'). */
const LIMIT = phrases(
  'max|maximum|at most|tops|budget|only|just|can spend|up to|no more than|como mucho|como máximo|máximo|presupuesto|solo|sólo|hasta|höchstens|maximal|nur|bis zu|au maximum|au max|pas plus de|seulement|no máximo|orçamento|só|até',
);
const CARER = phrases(
  'carer|caregiver|caring for my|care for my|look after my (?:mum|mom|dad|mother|father|parents|grandma|grandmother|wife|husband|partner)|looking after my (?:mum|mom|dad|mother|father|parents|grandma|grandmother|wife|husband|partner)|cuido (?:a|de) mi|cuidadora?|pflege meine|pflegende|pflegefall|aidante?|je m.occupe de (?:ma|mon|mes)|cuido da minha|cuido do meu|cuidador|cuidadora',
);
const FIELDS: [RegExp, Field][] = [
  // Trades first: a 'heating engineer' is a plumber, not software.
  [
    phrases(
      'electrician|sparky|sparkie|electrical contractor|electrical engineer|electricista|elektriker\\p{L}*|elektroinstallateur\\p{L}*|elektromeister\\p{L}*|électricien|électricienne|electricien|eletricista',
    ),
    'electrical',
  ],
  [
    phrases(
      'bricklayer|brickie|builder|stonemason|mason|construction worker|albañil|albanil|maestro de obras|maurer\\p{L}*|bauarbeiter\\p{L}*|polier|maçon|macon|pedreiro|mestre de obras',
    ),
    'building',
  ],
  [
    phrases(
      'plumber|heating engineer|gas engineer|fontanero|fontanera|plomero|klempner\\p{L}*|installateur\\p{L}*|sanitärinstallateur\\p{L}*|heizungsbauer\\p{L}*|plombier|chauffagiste|canalizador|encanador',
    ),
    'plumbing',
  ],
  [
    phrases(
      'carpenter|joiner|chippy|cabinet maker|cabinetmaker|carpintero|carpintera|ebanista|tischler\\p{L}*|schreiner\\p{L}*|zimmermann|zimmerer|menuisier|charpentier|ébéniste|carpinteiro|marceneiro',
    ),
    'carpentry',
  ],
  [
    phrases(
      'painter and decorator|decorator|house painter|pintor de brocha gorda|pintor de obra|pintor de paredes|maler|malerin|malermeister\\p{L}*|anstreicher|peintre en bâtiment|peintre décorateur|pintor de construção|pintor de obras',
    ),
    'decorating',
  ],
  [
    phrases(
      'gardener|landscaper|landscape gardener|groundsman|tree surgeon|jardinero|jardinera|paisajista|gärtner\\p{L}*|landschaftsgärtner\\p{L}*|jardinier|jardinière|paysagiste|jardineiro|paisagista',
    ),
    'gardening',
  ],
  [
    phrases(
      'mechanic|motor mechanic|car mechanic|mecánico|mecanico|mechaniker\\p{L}*|kfz-mechatroniker|mechatroniker\\p{L}*|mécanicien|garagiste|mecânico',
    ),
    'mechanics',
  ],
  [
    phrases(
      'accountant|bookkeeper|financial analyst|contador|contadora|contable|buchhalter|buchhalterin|comptable|contabilista|contador',
    ),
    'finance',
  ],
  [
    phrases(
      'software|engineer|developer|programmer|dev|devs|swe|sde|sysadmin|web dev|backend|back-end|frontend|front-end|full-stack|fullstack|devops|data scientist|sre|coder|ingeniero de software|desarrollador|desarrolladora|programador|programadora|entwickler|entwicklerin|softwareentwickler|informatiker|développeur|développeuse|ingénieur logiciel|desenvolvedor|desenvolvedora|engenheiro de software|programador',
    ),
    'software',
  ],
  [
    phrases('chef|cook|line cook|pastry|cocinero|cocinera|koch|köchin|cuisinier|cuisinière|cozinheiro|cozinheira'),
    'cooking',
  ],
  [
    phrases(
      'musician|pianist|guitarist|violinist|drummer|singer|music teacher|(?:guitar|piano|violin|drum|drums|singing|voice|cello) teacher|músico|música|pianista|guitarrista|(?:profe|profesor|profesora|maestro|maestra) de (?:guitarra|piano|violín|música|canto|batería)|musiker|musikerin|(?:gitarren|klavier|geigen|musik|gesangs|schlagzeug)lehrer\\p{L}*|musicien|musicienne|(?:prof|professeur|professeure) de (?:guitare|piano|violon|musique|chant|batterie)|(?:professor|professora) de (?:guitarra|piano|violino|música|canto|bateria)',
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
      "translator|interpreter|language teacher|(?:english|spanish|french|german|portuguese|italian|esl|efl|tefl) teacher|teacher of (?:english|spanish|french|german|languages)|dolmetscher|dolmetscherin|intérprete|interprète|traductor|traductora|(?:profe|profesor|profesora|maestro|maestra) de (?:inglés|ingles|francés|alemán|idiomas|español|lengua)|übersetzer|übersetzerin|(?:englisch|französisch|spanisch|deutsch|sprach|daf-)lehrer\\p{L}*|traducteur|traductrice|(?:prof|professeur|professeure) (?:d['’]anglais|d['’]allemand|d['’]espagnol|de français|de langues?|de fle|de portugais)|tradutor|tradutora|(?:professor|professora) de (?:inglês|ingles|francês|alemão|espanhol|línguas|português)",
    ),
    'languages',
  ],
  [phrases('designer|diseñador|diseñadora|designerin|designer|graphiste|designer'), 'design'],
];
const EXPERIENCED = phrases(
  '\\d+\\+? ?(?:years|yrs|yr)|for a living|by trade|qualified|time served|fully trained|de oficio|de profesión|von beruf|gelernte\\p{L}*|de métier|de profession|de profissão|de ofício|ten years|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) years|decade|senior|lead|principal|professional|professionally|expert|veteran|staff|años|jahre|jahren|ans|anos|profesional|profissional|professionnel|professionnelle|beruflich|c1|c2|native|nativ[oa]|bilingual|bilingue|zweisprachig|muttersprachl\\p{L}*',
);
/** Who lives somewhere else, then the place ('my mum lives in Lisbon', 'mein Bruder wohnt in Toronto', 'il est à Montréal'). */
const FAR_AWAY =
  /(?<![\p{L}])(he|she|they|(?:my|mi|mis|mein|meine|mon|ma|mes|meu|minha|meus|minhas)\s+\p{L}+|er|sie|il|elle|ils|ele|ela|eles)(?:'s|'re|\s+(?:is|are|lives|live|living|now lives|vive|viven|está|están|wohnt|wohnen|lebt|leben|ist|sind|vit|vivent|habite|habitent|est|sont|mora|moram|vivem|estão))\s+(?:in|en|à|em|no|na|nach)\s+(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)/u;
const CITY =
  /(?:live in|living in|based in|moved to|vivo en|wohne in|lebe in|j'habite à|habite à|moro em|vivo em)\s+([A-Z][\p{L}-]+(?:\s[A-Z][\p{L}-]+)?)/u;

/**
 * A condition that tires quickly, named ('MS', 'long covid') or only described ('I tire easily',
 * 'schnell erschöpft'): sessions stay short, with rests, in the cool of the day.
 */
const TIRES_QUICKLY =
  /(?<![\p{L}])(multiple sclerosis|multiple sklerose|sclérose en plaques|esclerosis múltiple|esclerose múltipla|long covid|post[- ]covid|chronic fatigue|fatigue chronique|fatiga crónica|fadiga cr[óô]nica|fibromyalgia|fibromyalgie|fibromialgia|parkinson['’]?s?|lupus)(?![\p{L}])|(?:tire|tires|get tired|gets tired) (?:easily|quickly|fast)|(?:schnell|leicht) (?:erschöpft|müde)|je (?:me )?fatigue vite|me canso (?:rápido|enseguida|pronto|muito)|canso[- ]me (?:depressa|rápido|facilmente)|fico cansad[oa] (?:rápido|depressa|fácil)/iu;
/** The short names, in capitals only ('MS', 'SEP', 'EM'), so 'me' and 'sep' stay words. */
const TIRES_QUICKLY_SHORT = /(?<![\p{L}])(MS|ME\/CFS|CFS|SEP|EM)(?![\p{L}])/u;

const DIABETES = phrases(
  'diabetes|diabetic|t1d|t2d|type [12] diabet\\p{L}*|on insulin|insulin pump|metformin|hypos|diabético|diabética|diabetico|diabetica|insulina|diabetiker\\p{L}*|zuckerkrank\\p{L}*|insulinpumpe|diabète|diabétique|diabete|diabetique|insuline|diabetes tipo [12]',
);
/** Asthma and the chest conditions people name with it, in five languages ('asmática', 'Anstrengungsasthma'). */
const ASTHMA = phrases(
  'asthma|asthmatic|exercise-induced asthma|copd|emphysema|inhaler|blue inhaler|ventolin|salbutamol|asma|asmátic[oa]|asmatic[oa]|inhalador|epoc|enfisema|\\p{L}*asthma|asthmatiker\\p{L}*|asthmatisch|lungenemphysem|asthme|asthmatique|bpco|ventoline|bombinha|dpoc',
);
const NO_CAR = phrases(
  "no car|don't drive|dont drive|do not drive|can't drive|cannot drive|don't have a car|dont have a car|no licence|no license|non-driver|bus everywhere|sin coche|sin carro|no tengo coche|no tengo carro|no conduzco|no manejo|sin carnet|kein auto|keinen wagen|ohne auto|fahre kein auto|habe kein auto|keinen führerschein|kein führerschein|pas de voiture|sans voiture|je ne conduis pas|pas le permis|sans permis|sem carro|não tenho carro|nao tenho carro|não dirijo|não conduzo|sem carta|sem carteira",
);
/**
 * Lifting ruled out for now (after a hernia or abdominal operation, or a doctor's word): a hernia
 * of the spine ('hernia discal') is a back injury, not this.
 */
const NO_LIFTING = phrases(
  "no lifting|no heavy lifting|nothing heavy|can't lift|cant lift|cannot lift|can't carry|cannot carry|not allowed to lift|not supposed to lift|mustn't lift|must not lift|told not to lift|no carrying|hernia(?! discal| de disco)|hernia op|hernia repair|nada de peso|sin cargar peso|no cargar peso|no puedo (?:coger|cargar|levantar) (?:peso|nada pesado)|no debo (?:coger|cargar|levantar) peso|prohibido (?:cargar|coger|levantar) peso|nichts? (?:schweres )?heben|nix (?:schweres )?heben|nicht schwer heben|kein schweres heben|nichts schweres tragen|leistenbruch\\p{L}*|nabelbruch\\p{L}*|narbenbruch\\p{L}*|interdiction de porter|interdit de porter|pas le droit de porter|(?:ne )?(?:dois|peux) (?:pas|rien) porter|rien (?:de )?lourd|pas de port de charges?|hernie(?! discale)|hernie inguinale|não posso (?:pegar|carregar|levantar) peso|sem (?:pegar|carregar|levantar) peso|não (?:pegar|carregar|levantar) peso|proibid[oa] de (?:pegar|carregar|levantar) peso|hérnia(?! de disco| discal)",
);
const NO_MICROWAVE = phrases(
  "no microwave|don't have a microwave|dont have a microwave|no kitchen at work|without a microwave|sin microondas|no hay microondas|no tenemos microondas|keine mikrowelle|ohne mikrowelle|pas de micro-?ondes?|sans micro-?ondes?|sem micro-?ondas|não tem micro-?ondas|nao tem micro-?ondas|não há micro-?ondas",
);
/** Driving ruled out for now ('no driving for 6 weeks', 'darf nicht Auto fahren'): as good as no car. */
const NO_DRIVING = phrases(
  "no driving|not allowed to drive|can't drive yet|not supposed to drive|told not to drive|banned from driving|no puedo conducir|no puedo manejar|sin conducir|prohibido conducir|nada de conducir|darf nicht (?:auto ?)?fahren|darf kein auto fahren|kein autofahren|nicht autofahren|fahrverbot|pas le droit de conduire|interdiction de conduire|interdit de conduire|(?:ne )?peux pas conduire|não posso (?:dirigir|conduzir)|proibid[oa] de (?:dirigir|conduzir)|sem dirigir|sem conduzir",
);
const UNWELL = phrases(
  "i have a cold|i've got a cold|got a cold|got a stinking cold|a stinking cold|full of cold|i have the flu|i've got the flu|got the flu|got flu|off sick|off work sick|down with|estoy resfriad[oa]|estoy constipad[oa]|tengo gripe|tengo un resfriado|estoy con gripe|bin erkältet|habe eine erkältung|habe grippe|liege flach|krankgeschrieben|j'ai un rhume|je suis enrhumée?|j'ai la grippe|je suis grippée?|estou resfriad[oa]|estou gripad[oa]|estou com gripe|estou constipad[oa]",
);
const NO_GARDEN = phrases(
  "no garden|don't have a garden|dont have a garden|no yard|no outdoor space|live in a flat|(?:tiny |small |a |my )?flat|apartment|balcony only|just a balcony|sin jardín|sin jardin|vivo en un piso|un piso|sin patio|kein garten|keinen garten|ohne garten|nur (?:einen |ein )?balkon|in einer wohnung|pas de jardin|sans jardin|en appartement|un appart|sem jardim|sem quintal|em apartamento|num apartamento",
);
const ADHD = /(?<![\p{L}])(?:ADHD|ADD|TDAH|ADHS|TDA)(?![\p{L}])|(?<![\p{L}])(?:adhd|adhs|tdah)(?![\p{L}])/u;
const WORKS_FROM_HOME = phrases(
  'wfh|work from home|working from home|work remotely|remote worker|fully remote|remote job|home office|homeoffice|teletrabajo|teletrabajo|trabajo desde casa|trabajo en remoto|trabajo en casa|arbeite von zu ?hause|arbeite im homeoffice|im homeoffice|télétravail|je travaille de chez moi|je bosse de chez moi|trabalho de casa|trabalho em casa|trabalho remoto|teletrabalho|em home office',
);
/** Words that make a job named in the same sentence the one being learnt ('beginner designer'), not a profession. */
const STARTING_OUT = phrases(
  "beginner|junior|just started|starting out|learning|new to|aspiring|wannabe|want to be|wanna be|want to become|future|trainee|student|quiero ser|futur[oa]|je veux devenir|futur|quero ser|principiante|aprendiendo|empezando|anfänger\\p{L}*|lerne|einsteiger\\p{L}*|débutante?|j'apprends|j’apprends|iniciante|aprendendo|começando",
);

/** Someone else's job ('my wife is a chef', 'mon mari est prof d'anglais'): not the person's own. */
const SOMEONE_ELSES = phrases(
  'husband|wife|partner|boyfriend|girlfriend|mum|mom|dad|mother|father|son|daughter|brother|sister|friend|marido|esposa|mujer|novio|novia|pareja|madre|padre|hijo|hija|hermano|hermana|amigo|amiga|mann|frau|freund|freundin|mutter|vater|sohn|tochter|bruder|schwester|mari|femme|copain|copine|mère|père|fils|fille|frère|sœur|ami|amie|esposo|namorado|namorada|mãe|pai|filho|filha|irmão|irmã',
);
/** Job words that are also a verb, a subject or a shoe ('cook for 4', 'música y cine', 'software sales'). */
const OTHER_SENSE = /^(?:cook|coach|música|pastry|software|back-?end|front-?end|trainer|dev|autor)$/iu;
/**
 * The clauses of a sentence that name a job and no one else's ('graphic designer 12 yrs', not
 * 'my wife is a designer'); atStart when it opens the clause with at most two words before it, as a
 * profile names it ('Dolmetscherin', 'prof d'anglais').
 */
function ownJobClauses(sentence: string, job: RegExp): { text: string; atStart: boolean }[] {
  return sentence.split(/[,;/+&\n]|\s[-–—]\s/u).flatMap((text) => {
    const match = job.exec(text);
    if (!match || SOMEONE_ELSES.test(text)) return [];
    const before = text.slice(0, match.index).trim();
    const atStart =
      !OTHER_SENSE.test(match[0]) && (before === '' || /^(?:[\p{L}'’-]+\s+){0,1}[\p{L}'’-]+$/u.test(before));
    return [{ text, atStart }];
  });
}

export function parseFacts(myContext: string, profileFacts: string[], knownCity?: string): PersonFacts {
  const text = [myContext, ...profileFacts].join('\n');
  const facts: PersonFacts = {};
  for (const [re, diet] of DIETS)
    if (re.test(text)) {
      facts.diet ??= diet;
      (facts.diets ??= []).push(diet);
    }
  if (WHEELCHAIR.test(text)) facts.wheelchair = true;
  if (SIGHT_LOSS.test(text)) facts.sightLoss = true;
  const injury = INJURY.exec(text);
  if (injury) {
    const part = (injury[1] ?? injury[2] ?? injury[3] ?? '').toLowerCase();
    facts.injury = BODY_PARTS[part] ?? part;
  } else {
    for (const [re, part] of JOINT_OPERATIONS)
      if (re.test(text)) {
        facts.injury = part;
        break;
      }
    // A body part and an injury word in one sentence, in any order.
    for (const sentence of facts.injury ? [] : text.split(/(?<=[.!?;\n])/)) {
      if (!HURT.test(sentence)) continue;
      const part = BODY_WORDS.find(([re]) => re.test(sentence))?.[1];
      if (part) {
        facts.injury = part;
        break;
      }
    }
  }
  // Arthritis with no joint named ('I have arthritis', 'artrosis'): every joint is spared.
  if (!facts.injury && JOINT_CONDITION.test(text)) facts.injury = 'joints';
  if (NIGHT_SHIFTS.test(text) || EARLY_START.test(text)) facts.nightShifts = true;
  if (ON_THE_ROAD.test(text)) facts.onTheRoad = true;
  if (PREGNANT.test(text)) facts.pregnant = true;
  else if (POSTPARTUM.test(text)) facts.postpartum = true;
  // The baby a pregnant person expects is not a child at home yet.
  if (KIDS.test(facts.pregnant ? text.replace(BABY, '') : text)) facts.kids = true;
  const allergen = [...text.matchAll(ALLERGY)]
    .map((m) => (m[1] ?? m[2] ?? '').replace(AFTER_ALLERGEN, '').replace(TRAILING, '').trim())
    .find((a) => a && !NOT_AN_ALLERGEN.test(a));
  if (allergen) facts.allergy = allergen;
  if (TIGHT_BUDGET.test(text)) facts.tightBudget = true;
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    const amount = MONEY_AMOUNT.exec(sentence);
    if (amount && LIMIT.test(sentence)) {
      // '$40 a week': a sum per week or month is said with its period.
      const per = PER_PERIOD.exec(sentence.slice(amount.index + amount[0].length));
      facts.budgetAmount = `${amount[0].trim()}${per ? ` ${per[1]}` : ''}`;
      break;
    }
  }
  if (CARER.test(text)) facts.carer = true;
  const tires = TIRES_QUICKLY_SHORT.exec(text) ?? TIRES_QUICKLY.exec(text);
  if (tires) facts.tiresQuickly = tires[1] ?? '';
  if (DIABETES.test(text)) facts.diabetes = true;
  if (ASTHMA.test(text)) facts.asthma = true;
  if (NO_CAR.test(text) || NO_DRIVING.test(text)) facts.noCar = true;
  if (NO_LIFTING.test(text)) facts.noLifting = true;
  if (NO_MICROWAVE.test(text)) facts.noMicrowave = true;
  if (UNWELL.test(text)) facts.unwell = true;
  if (NO_GARDEN.test(text)) facts.noGarden = true;
  if (ADHD.test(text)) facts.adhd = true;
  if (WORKS_FROM_HOME.test(text)) facts.worksFromHome = true;
  // A profession counts as expertise only when the text also says it is their job or their years,
  // or names it the way a profile does, as a clause of its own ('Dolmetscherin, Spanisch auf C1');
  // never someone else's job ('my wife is a designer').
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    for (const [re, field] of FIELDS) {
      const clauses = ownJobClauses(sentence, re);
      if (
        clauses.length &&
        (EXPERIENCED.test(sentence) ||
          (!STARTING_OUT.test(sentence) &&
            clauses.some(
              (clause) =>
                /\b(?:i am|i'm|i work as|i work in|soy|trabajo como|ich bin|ich arbeite als|je suis|je travaille comme|sou|trabalho como)\b/i.test(
                  clause.text,
                ) || clause.atStart,
            )))
      ) {
        facts.expertIn ??= field;
      }
    }
  }
  if (!facts.expertIn && BEGINNER.test(text)) facts.beginner = true;
  const far = FAR_AWAY.exec(text);
  const own = CITY.exec(text);
  // 'ma sœur habite à Montréal' is where the sister lives, not the person.
  const ownCity = own && !(far && own.index > far.index && own.index < far.index + far[0].length) ? own[1] : undefined;
  const city = ownCity ?? (knownCity && knownCity !== 'Unknown' ? knownCity : undefined);
  if (city) facts.city = city;
  if (far && far[2] !== facts.city) {
    const who = foldText(far[1]!);
    facts.farAway = { place: far[2]!, who: /\s/.test(who) ? who.replace(/^\S+\s+/, '') : '' };
  }
  return facts;
}
