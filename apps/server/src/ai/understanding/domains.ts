import nlp from 'compromise';
import { MONEY_AMOUNT } from './sums.ts';
import { PEOPLE_NOUNS, VERBS, type VerbClass } from './lexicon.ts';
import type { GoalKind } from './understand.ts';

/**
 * What a goal is about in the world: flights, a tax bill, a garage to clear out, a ukulele.
 * The kind says what shape of plan fits (a date, a rhythm, a milestone); the domain says what the
 * plan is made of (fares and dates, the bill's reference, boxes to keep, donate or toss, chords).
 *
 * Terms are matched on the goal without accents and in lower case, as whole words; `word*`
 * matches the word and any ending. The list is ordered from the most specific to the most
 * general, and the first domain whose terms and verb conditions fit wins, so 'balance the books'
 * is bookkeeping before 'books' can be reading, and 'book flights' is flights.
 */

/**
 * Watching or scrolling an app, not making for it: 'scrolling tiktok', 'regarder youtube au lit',
 * 'ver reels en la cama', 'YouTube gucken', 'rolar o feed'. The app named is a screen, not a channel.
 */
const CONSUMING =
  'scroll*|scrolle*|scrollear|scrolear|scroleando|scrolleando|doomscroll*|binge*|reels|watching|watch tiktok|in bed|in my bed|less tiktok|less youtube|less instagram|ver tiktok|ver reels|viendo tiktok|viendo videos|mirar tiktok|mirando tiktok|en la cama|en cama|en el celular|regarder tiktok|dans mon lit|dans le lit|au lit|sur mon cell|sur mon telephone|assistir tiktok|vendo tiktok|vendo videos|rolar o feed|rolar tiktok|rolar o tiktok|rolar o instagram|na cama|tiktok schauen|tiktok gucken|im bett|menos tiktok|menos instagram|menos youtube|menos reels|moins de tiktok|moins tiktok|moins de youtube|moins d instagram|weniger tiktok|weniger youtube|weniger instagram|before bed|before sleep|antes de dormir|avant de dormir|vor dem schlafen|vorm schlafen';

/**
 * Where photos and files are kept ('onto the hard drive', 'to google drive', 'no hd externo'): a
 * party's or a trip's pictures saved there are a backup, not the party or the trip.
 */
const STORAGE =
  'hard drive|external drive|usb|usb drive|usb stick|memory stick|google drive|google photos|onedrive|dropbox|icloud|the cloud|disco duro|disco externo|nube|festplatte|usb-stick|disque dur|cle usb|hd externo|disco rigido|nuvem|pen drive|pendrive';

export type DomainSpec = {
  id: string;
  /** '|'-separated terms in any of the five languages. */
  terms: string;
  /** The goal's main verb class must be one of these. */
  verbs?: VerbClass[];
  /** …and must not be one of these. */
  notVerbs?: VerbClass[];
  /** The main verb itself, as written, must be one of these '|'-separated words. */
  verbWords?: string;
  /** …or the goal names the work by one of these nouns instead ('the kitchen reno'). */
  nounWords?: string;
  /** Terms that name another thing with the same word ('birth certificate' is a paper, not a course). */
  notTerms?: string;
  /** The kind this domain implies when grammar alone left the goal unclear or misread. */
  kind?: GoalKind;
  /** The moment of day its first step fits ('a notebook by the bed' is set out in the evening). */
  moment?: 'evening';
  /** How often it is done when the goal says no rhythm: sleep is nightly, water daily. */
  every?: 'night' | 'day';
  /** The domain decides the kind whatever the verb ('correr atrás do reembolso' is an errand). */
  decidesKind?: boolean;
  /** The person's own paperwork ('get my self assessment done'): filed by them, not booked with a firm. */
  ownPaperwork?: boolean;
  /** Named anywhere in the goal, it is what the goal is about ('lonely since the move' is not the move). */
  anywhere?: boolean;
  /** A tool the work is done in ('a budget spreadsheet'): the subject named just before it is what the goal is about. */
  medium?: boolean;
  /**
   * Named by its verb, it still gives way to a subject of its own named in what the call is about
   * ('ring the council about the parking permit' is the permit), except these ('…about the bins').
   */
  keepsOver?: readonly string[];
  /** Typical size of the task, 1 (minutes) to 5 (months), when the grammar had no better idea. */
  size?: number;
  /** Exercise: a wheelchair or an injury changes the activity, so these give way to the facts. */
  body?: boolean;
  /** A subject a repair verb still means ('fix my posture', 'fix my molar'), unlike a bike or running shoes. */
  mended?: boolean;
  /**
   * Head verbs (folded, '|'-separated) that decide this domain whatever their object names:
   * 'return the hoover' is a return, not cleaning; 'chase the invoice' is chasing, not billing.
   */
  leads?: string;
  /** …unless the object names one of these domains ('return the library books'). */
  yieldTo?: readonly string[];
  /**
   * Head verbs that decide this domain only when nothing in the goal names a subject: an
   * unlisted chore ('bleed the radiators') is still maintenance, an unlisted purchase shopping.
   */
  fallbackVerbs?: string;
};

/**
 * A hurt body part to get checked ('get my wrist looked at', 'que me revisen la rodilla', 'me faire
 * examiner l'épaule', 'ver o tornozelo no médico', 'Knie untersuchen lassen', 'ir al médico por
 * la espalda'): a word for having it checked, or a doctor's word, joined to the part. The part
 * alone ('stretch my knee', 'dor nas costas') stays exercise.
 */
function injuryCheck(): string {
  const out: string[] = [];
  const join = (parts: string, dets: string[], leads: string[], tails: string[]) => {
    for (const part of parts.split('|'))
      for (const det of dets) {
        for (const lead of leads) out.push(`${lead} ${det}${part}`);
        for (const tail of tails) out.push(`${det}${part} ${tail}`);
      }
  };
  const enDoctors = ['doctor', 'doc', 'gp', 'urgent care', 'walk-in clinic', 'minor injuries', 'a e', 'er'];
  join(
    'wrist|knee|ankle|shoulder|back|neck|elbow|hip|foot|hand|finger|thumb|toe|leg|arm|hamstring|achilles|rib|ribs|calf',
    ['', 'my ', 'the '],
    [
      ...enDoctors.flatMap((d) => [`${d} about`, `${d} for`, `${d} re`]),
      'see someone about',
      'x-ray of',
      'scan of',
      'x-ray on',
      'scan on',
    ],
    ['looked at', 'checked', 'checked out', 'seen to', 'seen', 'x-rayed', 'xrayed', 'scanned', 'examined'],
  );
  const esDoctors = [
    'medico',
    'medica',
    'doctor',
    'doctora',
    'doc',
    'traumatologo',
    'traumatologa',
    'traumato',
    'urgencias',
    'la guardia',
    'centro de salud',
    'imss',
    'issste',
    'clinica',
    'ambulatorio',
    'medico de cabecera',
    'medico de familia',
    'mi seguro',
    'el seguro',
    'la obra social',
  ];
  join(
    'rodilla|tobillo|muneca|hombro|espalda|cuello|codo|cadera|pie|mano|dedo|pierna|brazo|columna|lumbar|gemelo|costilla|costillas',
    ['la ', 'el ', 'mi ', 'las ', 'los ', 'mis '],
    [
      ...esDoctors.flatMap((d) => [`${d} por`, `${d} para`, `${d} de`, `${d} a que me revise`, `${d} a que me vea`]),
      'revisen',
      'revise',
      'revisar',
      'revisarme',
      'revisara',
      'me revisen',
      'chequen',
      'chequear',
      'checar',
      'checarme',
      'que me vean',
      'me vea',
      'me revise',
      'me mire',
      'me vean',
      'que me miren',
      'me miren',
      'examinar',
      'examinarme',
      'valoren',
      'valorar',
      'radiografia de',
      'placa de',
      'rx de',
      'resonancia de',
      'ecografia de',
    ],
    [
      'al medico',
      'al doctor',
      'al traumatologo',
      'en urgencias',
      'en la guardia',
      'en el centro de salud',
      'en el imss',
    ],
  );
  join(
    'genou|cheville|poignet|epaule|dos|cou|nuque|coude|hanche|pied|main|doigt|orteil|jambe|bras|cote|cotes|mollet',
    ['mon ', 'ma ', 'mes ', 'le ', 'la ', 'l ', 'les '],
    [
      'faire examiner',
      'faire voir',
      'faire regarder',
      'faire checker',
      'faire verifier',
      'faire ausculter',
      'faire radiographier',
      'radio de',
      'radio du',
      'radio des',
      'echo de',
      'irm de',
      ...[
        'medecin',
        'docteur',
        'doc',
        'generaliste',
        'medecin traitant',
        'medecin de famille',
        'clinique',
        'urgences',
        'sans rendez-vous',
        'consulter',
      ].flatMap((d) => [`${d} pour`, `${d} a cause de`, `${d} au sujet de`]),
    ],
    ['examine', 'examinee', 'au medecin', 'chez le medecin', 'aux urgences', 'a la clinique'],
  );
  const ptPlaces = [
    'no medico',
    'na medica',
    'no doutor',
    'no ortopedista',
    'no posto',
    'no posto de saude',
    'no centro de saude',
    'na clinica',
    'na upa',
    'no pronto-socorro',
    'no pronto socorro',
    'nas urgencias',
    'na urgencia',
    'no hospital',
  ];
  join(
    'joelho|tornozelo|pulso|ombro|costas|coluna|pescoco|cotovelo|quadril|anca|pe|mao|dedo|perna|braco|panturrilha|costela|costelas',
    ['o ', 'a ', 'os ', 'as ', 'meu ', 'minha ', 'meus ', 'minhas ', 'do ', 'da ', 'dos ', 'das '],
    [
      'examinar',
      'ver',
      'olhar',
      'checar',
      'avaliar',
      'mandar ver',
      'mandar examinar',
      'raio-x',
      'raio x',
      'radiografia',
      'ressonancia',
      'ecografia',
      ...[
        'medico',
        'medica',
        'doutor',
        'ortopedista',
        'posto de saude',
        'centro de saude',
        'clinica',
        'upa',
        'urgencias',
        'pronto-socorro',
        'medico de familia',
      ].flatMap((d) => [`${d} por causa`, `${d} pel`, `${d} para ver`, `${d} ver`]),
    ],
    ptPlaces,
  );
  // 'por causa do joelho', 'pelo joelho': 'pel' + 'o ' reads 'pel o', so these are written whole.
  const ptDoctors = [
    'medico',
    'medica',
    'ortopedista',
    'posto',
    'posto de saude',
    'centro de saude',
    'clinica',
    'upa',
    'urgencias',
  ];
  const ptLinks: [string, string[]][] = [
    ['joelho|tornozelo|pulso|ombro|cotovelo|pescoco|pe|braco|quadril', ['pelo', 'por causa do', 'por causa do meu']],
    ['costas|coluna|perna|mao', ['pela', 'pelas', 'por causa da', 'por causa da minha']],
  ];
  for (const [parts, links] of ptLinks)
    for (const part of parts.split('|'))
      for (const d of ptDoctors) out.push(...links.map((link) => `${d} ${link} ${part}`));
  const dePlaces = [
    'zum arzt',
    'zur arztin',
    'zum hausarzt',
    'zum orthopaden',
    'in die notaufnahme',
    'zum durchgangsarzt',
  ];
  join(
    'knie|knochel|sprunggelenk|handgelenk|schulter|rucken|nacken|ellbogen|ellenbogen|hufte|fuss|hand|finger|zeh|bein|arm|rippe|rippen',
    ['', 'das ', 'den ', 'die ', 'mein ', 'meinen ', 'meine '],
    [],
    [
      'untersuchen lassen',
      'anschauen lassen',
      'ansehen lassen',
      'abklaren lassen',
      'rontgen lassen',
      'checken lassen',
      'durchchecken lassen',
    ],
  );
  // 'wegen dem Knie zum Arzt', 'mit der Schulter zum Orthopäden'.
  for (const part of 'knie|knochel|handgelenk|schulter|rucken|nacken|ellbogen|hufte|fuss|hand|bein|arm'.split('|'))
    for (const w of [
      'wegen dem',
      'wegen der',
      'wegen meinem',
      'wegen meiner',
      'wegen des',
      'mit dem',
      'mit der',
      'mit meinem',
      'mit meiner',
    ])
      for (const place of dePlaces) out.push(`${w} ${part} ${place}`);
  return [...new Set(out)].join('|');
}

/** 'like my nan's', 'como las de mi abuela', 'igual da minha avó', 'wie bei Oma', 'comme ma grand-mère': someone's way of making a dish. */
function familyDish(): string {
  const out: string[] = [];
  const en = 'nan|nana|nanna|gran|grandma|granny|nonna|mum|mom|mam|dad|auntie|aunt|abuela|mama';
  for (const p of en.split('|'))
    out.push(`like my ${p} s`, `like my ${p}`, `my ${p} s recipe`, `the way my ${p} makes`, `the way my ${p} made`);
  // Spanish and Portuguese: a lead word, then the article or clause that joins it to the person.
  const romance = [
    {
      people: 'mi abuela|mi abuelo|mi abue|mi yaya|mi madre|mi mama|mi mami|mi tia|mi padre|mi papa|mi suegra|mi nona',
      leads: ['como', 'igual que', 'receta de'],
      joins: [
        '',
        'la de ',
        'las de ',
        'los de ',
        'el de ',
        'lo de ',
        'las que hace ',
        'las que hacia ',
        'la que hace ',
        'la que hacia ',
        'los que hace ',
        'los que hacia ',
        'lo hace ',
        'lo hacia ',
        'hace ',
        'hacia ',
      ],
    },
    {
      people: 'avo|vo|vovo|mae|mainha|tia|pai|sogra|nona',
      leads: ['igual', 'como', 'receita'],
      joins: [
        'a ',
        'o ',
        'da ',
        'do ',
        'de ',
        'a da ',
        'o da ',
        'os da ',
        'as da ',
        'que a ',
        'que a minha ',
        'da minha ',
        'a da minha ',
        'o da minha ',
        'a minha ',
        'de minha ',
      ],
    },
  ];
  for (const { people, leads, joins } of romance)
    for (const p of people.split('|'))
      for (const lead of leads) for (const join of joins) out.push(`${lead} ${join}${p}`);
  for (const p of ['oma', 'omi', 'mama', 'mutti', 'meine oma', 'meine mutter', 'meine mama'])
    out.push(`wie bei ${p}`, `wie ${p}`, `wie von ${p}`, `wie es ${p} macht`);
  out.push('omas rezept', 'mamas rezept');
  for (const p of ['mamie', 'ma grand mere', 'ma mere', 'maman', 'ma tante', 'mon pere', 'papa'])
    out.push(`comme ${p}`, `comme chez ${p}`, `comme le fait ${p}`, `la recette de ${p}`);
  return out.join('|');
}
const FAMILY_DISH = familyDish();
const INJURY_CHECK = injuryCheck();

/**
 * A graded music or dance exam ('grade 5 piano', 'ABRSM grade 6', 'RAD ballet exam'): the
 * instrument or the dance with its grade or its exam, in the five languages. A driving theory test
 * or a school exam is not one.
 */
function gradeExams(): string {
  const en =
    'piano|keyboard|organ|violin|viola|cello|double bass|bass guitar|bass|guitar|classical guitar|electric guitar|drums|drum kit|percussion|accordion|sax|saxophone|alto sax|tenor sax|clarinet|flute|oboe|bassoon|recorder|trumpet|trombone|cornet|french horn|horn|tuba|euphonium|harp|bagpipes|pipes|fiddle|ukulele|singing|voice|music theory|theory|ballet|tap|modern dance|jazz dance|dance|highland dancing|irish dancing';
  const grades = [
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
  ];
  const out = [
    'abrsm|trinity grade*|trinity exam*|trinity college london|lcm exam*|lcm grade*|rockschool|rsl grade*|rsl exam*|istd|rad ballet|rad exam*|rad grade*|grade exam*|graded exam*|music exam*|dance exam*|aural test*|sight-reading test*|sight reading test*',
  ];
  for (const i of en.split('|')) {
    out.push(`${i} exam`, `${i} exams`, `${i} grade`, `${i} grades`);
    for (const g of grades) out.push(`grade ${g} ${i}`, `${i} grade ${g}`, `gr ${g} ${i}`, `grade ${g} in ${i}`);
  }
  // Spanish, Portuguese and French: the exam's word, then the instrument or the dance.
  const romance =
    'piano|violin|viola|violonchelo|chelo|violoncelo|violoncelle|violon|guitarra|guitare|bateria|batterie|acordeon|acordeao|accordeon|saxofon|saxofone|saxophone|clarinete|clarinette|flauta|flute|trompeta|trompete|trompette|arpa|harpa|harpe|canto|chant|ballet|bale|danza|danca|danse|solfeo|solfejo|solfege';
  const leads = [
    'examen de',
    'examen de grado de',
    'examen del conservatorio de',
    'exame de',
    'prova de',
    'examen de fin de cycle de',
    'grado de',
    'grau de',
  ];
  for (const i of romance.split('|')) for (const lead of leads) out.push(`${lead} ${i}`);
  // German: the instrument joined to its exam, or the exam in it.
  const german =
    'klavier|geige|violine|bratsche|cello|gitarre|schlagzeug|akkordeon|saxophon|klarinette|flote|querflote|trompete|posaune|harfe|gesang|ballett|tanz';
  for (const i of german.split('|')) out.push(`${i} prufung`, `${i}prufung`, `prufung in ${i}`, `stufenprufung ${i}`);
  out.push('stufenprufung', 'conservatorio', 'conservatoire');
  return out.join('|');
}
const GRADE_EXAMS = gradeExams();

/** Words of a college course around a backlog ('before placements', 'in sem 4'): papers failed, not work piled up. */
const STUDENT_WORDS =
  /(?<![a-z])(?:placements?|campus placements?|sem|sems|semester|semesters|college|uni|university|subjects?|papers?|exams?|btech|b tech|engineering|cgpa|sgpa|gpa|marks|results?|degree|internals?|viva|practicals?|kt|atkt|arrears?|reval|revaluation|mid sem|endsem|end sem|1st year|2nd year|3rd year|4th year|final year)(?![a-z])/;
/** …and words of work around it: tickets, an inbox, a sprint. */
const WORK_WORDS =
  /(?<![a-z])(?:jira|tickets?|sprint|inbox|emails?|e-mails?|mails?|tasks?|work|admin|paperwork|orders?|invoices?|laundry|washing|reading|podcasts?|shows?|tv|bugs?|support|queue|product|team|clients?|cases?|rent|tax)(?![a-z])/;

/** Buying on impulse ('stop impulse buying', 'Frustkäufe'): a budget goal whose plan is a wait before buying. */
export const IMPULSE_BUYING =
  'impulse buy*|impulse purchas*|impulse spend*|impulse shop*|impulsive buy*|impulsive spend*|buying on impulse|retail therapy|compras por impulso|compras compulsivas|impulskauf*|frustkauf*|achats compulsifs|achats impulsifs';

/** 'andando al curro', 'al trabajo en bici', 'a pé pro trampo': every way to or from work, in either order. */
function toWork(modes: string, joins: string, places: string): string {
  const out: string[] = [];
  for (const m of modes.split('|'))
    for (const j of joins.split('|')) for (const p of places.split('|')) out.push(`${m} ${j} ${p}`, `${j} ${p} ${m}`);
  return out.join('|');
}
const TO_WORK_ES = toWork(
  'andando|caminando|a pie|en bici|en bicicleta|pedaleando|en patinete',
  'al|a la',
  'trabajo|curro|chamba|laburo|jale|oficina|uni|facultad|facu|cole|colegio|insti|instituto|escuela|chollo',
);
/** 'mudar de apê', 'cambiarme de piso', 'mudarnos de ciudad': leaving one home for another is a move. */
function changeOfHome(verbs: string, places: string): string {
  const out: string[] = [];
  for (const v of verbs.split('|')) for (const p of places.split('|')) out.push(`${v} de ${p}`);
  return out.join('|');
}
const CHANGE_OF_HOME = [
  changeOfHome(
    'mudarme|mudarnos|mudarse|cambiarme|cambiarnos|cambiarse',
    'casa|piso|depa|depto|departamento|apartamento|ciudad|barrio|pais',
  ),
  changeOfHome('mudar|mudar-me|mudar-nos|mudar-se|me mudar|nos mudar', 'ape|apartamento|apto|casa|cidade|bairro|pais'),
].join('|');
const TO_WORK_PT = toWork(
  'a pe|andando|caminhando|de bicicleta|de bike|pedalando|de patinete',
  'para o|pro|pra|ao|para a|a',
  'trabalho|servico|escritorio|trampo|emprego|faculdade|facul|escola|colegio|firma|obra',
);

export const DOMAINS = [
  // Subjects whose words are traps for other senses: a food bank is not money, a book club is
  // not a booking, renewing a licence is not learning to drive, takeout is a spending habit.
  // Volunteering and a book club start as one-offs (sign up for a shift, find the club); with a
  // rhythm ('on saturdays') they become habits.
  // Opening a shop, a café or a stall is a project of its own (permits, a space, prices, telling
  // people), not a booking at a restaurant or a purchase in a shop.
  {
    id: 'openShop',
    terms:
      'shop|store|farm shop|hofladen|laden|geschaft|cafe|coffee shop|bakery|restaurant|bar|kiosk|food truck|market stall|stall|salon|studio|boutique|tienda|tiendita|negocio|panaderia|pasteleria|cafeteria|restaurante|puesto|bistro|imbiss|backerei|konditorei|marktstand|verkaufsstand|boulangerie|patisserie|magasin|commerce|epicerie|loja|lojinha|padaria|confeitaria|doceria|lanchonete|brecho|banca|quiosque|business|small business|side hustle|emprendimiento|empreendimento|empresa|entreprise',
    verbWords:
      'open|start|set up|setup|launch|abrir|montar|poner|emprender|aufmachen|eroffnen|grunden|aufbauen|starten|ouvrir|monter|lancer|creer|lancar|criar|comecar',
    // A shop that is a website or an online store has its own subjects (listings, pages).
    notTerms:
      'fair|fete|fayre|bazaar|fundraiser|bake sale|cake sale|jumble sale|car boot|school fair|christmas fair|summer fair|schulfest|sommerfest|basar|flohmarkt|kermesse|quermesse|festa junina|kermes|feria del cole*|fiesta del cole*|tienda de campana|casa de campana|etsy|shopify|online shop|online store|webshop|onlineshop|tienda online|tiendita online|tienda en linea|tiendita en linea|tienda virtual|tiendita virtual|loja online|lojinha online|loja virtual|lojinha virtual|boutique en ligne|e-commerce|ecommerce|web|website|pagina web|webseite|homepage|site|site web|site internet|app',
    kind: 'project',
    decidesKind: true,
    size: 4,
  },
  // A stall run for a day at a fair or a fundraiser: a float, prices, a table and who covers which
  // hour, not a business to open. ('run' here is running a thing, read before the stall's words.)
  {
    id: 'stall',
    terms:
      'stall|cake stall|bake sale|cake sale|book sale|book stall|jumble sale|plant sale|car boot|tombola|raffle|tuck shop|lucky dip|puesto|caseta|tombola|rifa|kuchenbasar|kuchenverkauf|kuchenstand|waffelstand|losbude|verkaufsstand|vente de gateaux|stand de*|buvette|barraquinha|rifa',
    verbWords:
      'run|running|do|man|staff|help at|help with|help on|organise|organize|set up|sort|hacer|llevar|atender|montar|organizar|betreuen|machen|organisieren|ubernehmen|aufbauen|tenir|faire|organiser|monter|cuidar|fazer|montar|tocar',
    // A stall named by its kind ('cake stall sat', 'Kuchenbasar') is run, whatever the verb or none.
    nounWords: 'cake stall|bake sale|cake sale|kuchenbasar|kuchenverkauf|kuchenstand|vente de gateaux|barraquinha',
    kind: 'project',
    size: 2,
  },
  // A club, a group or a class the person runs: sessions planned ahead, who comes and who helps.
  {
    id: 'leadGroup',
    terms:
      'club|group|society|squad|scouts|cubs|beavers|brownies|guides|choir|youth group|coffee morning|playgroup|toddler group|class|classes|club de*|grupo|coro|verein|gruppe|chor|kurs|association|chorale|atelier|clube|grupo|coral|turma',
    verbWords:
      'run|running|lead|coach|host|dirigir|llevar|liderar|entrenar|leiten|fuhren|trainieren|animer|diriger|encadrer|entrainer|liderar|treinar|coordenar',
    notTerms: 'book club|bookclub|running club|run club|parkrun|session musician',
    kind: 'project',
    size: 3,
  },
  // A tent put up (to practise, or on the pitch): poles and pegs counted at home first. 'pitch' is
  // not a sales pitch here, nor 'tienda' a shop.
  {
    id: 'tent',
    terms:
      'tent|tents|bell tent|pop up tent|gazebo|awning|tienda de campana|casa de campana|carpa|zelt|zelte|vorzelt|tente|tentes|barraca de campismo|tenda|tenda de campismo|tenda de camping|barraca',
    verbWords:
      'pitch|put|put up|set up|erect|take down|practise|practice|practise pitching|montar|armar|plantar|desmontar|aufbauen|aufstellen|abbauen|monter|planter|demonter|armar|desmontar|levantar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // A dish made the way someone in the family makes it ('arepas como mi abuela', 'pão de queijo
  // igual da minha avó'), or the dish alone: a recipe to get from them and cook, not a visit to plan.
  {
    id: 'familyRecipe',
    terms: FAMILY_DISH,
    verbWords:
      '|make|cook|bake|learn|learn to make|learn to cook|hacer|cocinar|preparar|aprender|hornear|fazer|cozinhar|assar|kochen|backen|machen|lernen|faire|cuisiner|preparer|apprendre',
    // Knitting or gardening like grandma is a craft, not a dish.
    notTerms:
      'knit*|sew*|crochet|garden*|tejer|coser|ganchillo|bordar|jardin*|huerto|stricken|nahen|hakeln|garten*|tricot*|coudre|jardin|tricotar|costurar|croche|bordar|horta|jardim',
    kind: 'skill',
    decidesKind: true,
    size: 2,
  },
  // Loneliness is the feeling itself, whatever caused it: 'lonely since the kids left' is not
  // about the kids or a move, and 'me siento muy sola desde que…' is not studying.
  {
    id: 'lonely',
    terms:
      'lonely|loneliness|feel alone|feel so alone|feeling alone|feel isolated|feeling isolated|don t know a soul|dont know a soul|me siento sol[oa]|me siento muy sol[oa]|me siento tan sol[oa]|me siento bastante sol[oa]|sentirme sol[oa]|sentirme tan sol[oa]|sentirme menos sol[oa]|estoy muy sol[oa]|estoy tan sol[oa]|muy sol[oa]|tan sol[oa]|soledad|einsam*|je me sens seul*|me sens seul*|me sens si seul*|me sens tres seul*|me sens tellement seul*|solitude|me sinto sozinh*|me sinto muito sozinh*|me sinto tao sozinh*|sinto-me sozinh*|sinto-me muito sozinh*|sinto-me tao sozinh*|me sinto so|sinto-me so|muito sozinh*|tao sozinh*|sentido sozinh*|sentindo sozinh*|solidao',
    kind: 'feelings',
    decidesKind: true,
    anywhere: true,
    // Company is looked for after the day's work, not when tension shows.
    moment: 'evening',
    size: 2,
  },
  // A room made ready for someone who comes to stay: bed, space, towels. Not a visit to plan.
  {
    id: 'guestRoom',
    terms:
      'guest room|spare room|guest bed|spare bed|sofa bed|room ready|the room ready|prepare the room|habitacion de invitados|habitacion de huespedes|cuarto de visitas|cuarto de huespedes|cuarto de invitados|habitacion lista|habitacion preparada|cuarto listo|cuarto preparado|recamara lista|pieza lista|lista la habitacion|listo el cuarto|lista la recamara|lista la pieza|preparar la habitacion|preparar el cuarto|preparar la recamara|arreglar la habitacion de|gastezimmer|gastebett|zimmer fertig|zimmer vorbereiten|zimmer herrichten|chambre d amis|chambre prete|preparer la chambre|quarto de hospedes|quarto de visitas|quarto pronto|quarto preparado|pronto o quarto|preparar o quarto|arrumar o quarto d*',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // A flat or room to rent, found: a budget, an area, listings and viewings. 'buscar' here is
  // searching, not picking someone up at the hospital the flat is near.
  {
    id: 'flatHunt',
    terms:
      'flat|apartment|place to rent|room to rent|room in a shared*|house to rent|piso|departamento|depa|depto|apartamento|apto|monoambiente|habitacion en piso compartido|habitacion para alquilar|cuarto para rentar|casa para rentar|casa de alquiler|arriendo|wohnung|wg zimmer|wg-zimmer|zimmer in einer wg|appart|appartement|logement|studio|coloc|colocation|ape|apartamento para alugar|casa para alugar|quarto para alugar|kitnet|quitinete|casa para arrendar',
    verbWords:
      'find|look for|search for|hunt for|rent|buscar|encontrar|conseguir|alquilar|rentar|arrendar|procurar|achar|alugar|suchen|finden|mieten|chercher|trouver|louer',
    // A guarantor found for the flat is its own errand ('achar um fiador pro apartamento').
    notTerms: 'fiador|fiadora|garant|visale|seguro fianca|guarantor|avalista|burge',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  // A litter pick or a beach clean with neighbours: an organiser to register with, gloves and
  // grabbers, where the full bags go. Not cleaning the house, and 'pick' is no choice to make.
  {
    id: 'litterPick',
    terms:
      'litter pick*|litter-pick*|litterpick*|litter picking|pick up litter|picking up litter|beach clean*|beach clean-up|beach cleanup|river clean*|canal clean*|park clean*|community clean*|street clean-up|neighbourhood clean*|neighborhood clean*|plogging|plastic pick*|great british spring clean|recogida de basura|recoger basura|limpieza de playa|limpieza de la playa|limpieza del parque|mullsammel*|mull sammeln|mullsammelaktion|ramassage de dechets|ramasser les dechets|nettoyage de plage|nettoyage de la plage|limpeza de praia|limpeza da praia|mutirao de limpeza|recolher lixo',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'volunteer',
    terms:
      'food bank|foodbank|soup kitchen|volunteer*|charity shop|banco de alimentos|comedor social|voluntariado|voluntari[oa]|tafel|ehrenamt*|freiwillig*|suppenkuche|restos du coeur|benevolat|benevole|banque alimentaire|banco alimentar|voluntariado|voluntari[oa]|sopa solidaria',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'bookClub',
    terms:
      'book club|bookclub|book group|reading group|club de lectura|club de libros|lesekreis|buchclub|club de lecture|clube do livro|clube de leitura',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'licenceRenewal',
    terms:
      'driving licen*|drivers licen*|driver s licen*|licen[cs]e|carnet de conducir|permiso de conducir|carnet|fuhrerschein|permis de conduire|permis|carta de conducao|carteira de motorista|carta|cnh',
    verbWords:
      'renew|renewing|update|replace|renovar|renovarme|actualizar|verlangern|erneuern|umschreiben|umtauschen|renouveler|refaire|revalidar|trocar|atualizar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'takeout',
    terms:
      'takeout*|takeaway*|take-away*|take-out*|chippy|chippy tea*|chip shop|kebabs|mcdonalds|maccies|kfc|ordering in|order in|deliveroo|uber eats|ubereats|just eat|comida a domicilio|pedir comida|comida rapida|glovo|essen bestellen|lieferdienst*|lieferando|lieferservice|commander a manger|livraison*|fast-food|fast food|ifood|delivery|pedir comida|comida de fora',
    kind: 'habit',
    decidesKind: true,
    size: 2,
  },
  // A fast kept for a season of faith (Ramadan, Lent, Yom Kippur): the meal before it and how it
  // is broken, not a diet. 'fast' is not speed here, and intermittent fasting is a diet of its own.
  {
    id: 'fasting',
    terms:
      'ramadan|ramadhan|ramzan|roza|rozas|sawm|yom kippur|tisha b av|lent|fasting|fast during|fast for|ayuno|ayunar|cuaresma|fastenzeit|fastenmonat|jeune|jeuner|careme|jejum|jejuar|quaresma',
    notTerms:
      'intermittent|16 8|5 2|omad|one meal a day|ayuno intermitente|intervallfasten|jeune intermittent|jejum intermitente|fast food|fast for the|lent me|lent him|lent her|lent them|lent us|lent you|lent it|lent to|i lent|we lent|you lent',
    kind: 'habit',
    decidesKind: true,
    every: 'day',
    size: 2,
  },
  // A cold, the flu or a cough to get over: rest, fluids and when to see someone, not a cold room
  // or the weather.
  {
    id: 'illness',
    terms:
      'a cold|this cold|my cold|the cold i|head cold|chest cold|heavy cold|stinking cold|man flu|the flu|a flu|this flu|my flu|flu|cough|a cough|this cough|my cough|sore throat|chest infection|sinus infection|sinusitis|tummy bug|stomach bug|a bug|this bug|covid|resfriado|resfriada|catarro|constipado|constipada|gripe|tos|dolor de garganta|erkaltung|erkaltet|grippe|husten|halsschmerzen|schnupfen|infekt|rhume|enrhume|enrhumee|toux|mal a la gorge|creve|constipacao|constipada|constipado|gripado|gripada|tosse|dor de garganta',
    verbWords:
      'get|get rid of|get over|shake|shake off|beat|kick|recover from|fight off|shift|quitarme|curarme|recuperarme|sacarme|pasar|loswerden|auskurieren|uberstehen|uberwinden|bekampfen|soigner|guerir|virer|me debarrasser|recuperar|curar|curar-me|livrar-me|me livrar|tratar|melhorar',
    // A jab against the flu is booked, not recovered from.
    notTerms: 'jab|jabs|shot|vaccin*|vacuna*|impfung|vacina*|booster',
    // Days of rest, not sessions: it gets a near date to be over it by and today's first step.
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // A child's practice helped at home (times tables, spellings, phonics): a few minutes a day, out
  // loud and as a game, not a project to define.
  {
    id: 'kidsPractice',
    terms:
      'times tables|times table|timetables|multiplication tables|spellings|spelling words|spelling test|phonics|reading book|reading books|his reading|her reading|their reading|reading practice|tablas de multiplicar|dictado|einmaleins|diktat|tables de multiplication|tables de multiplications|dictee|tabuada|tabuadas|ditado',
    kind: 'habit',
    decidesKind: true,
    every: 'day',
    size: 2,
  },
  // Money and paperwork whose words are traps for other senses.
  // Paying staff is a monthly errand with a date: hours in, figures run, payslips and transfers.
  // 'run payroll' is not running, 'fechar a folha' not a project to define.
  {
    id: 'payroll',
    terms:
      'payroll|staff wages|wages for the staff|staff pay|payslips for|nominas|nomina de los|nomina del personal|nominas del mes|sueldos del personal|sueldos de los empleados|pagar a los empleados|lohnabrechnung*|gehaltsabrechnung*|lohne der mitarbeiter|fiches de paie|fiche de paie|bulletins de paie|bulletins de salaire|paie des salaries|salaires des employes|folha de pagamento|folha salarial|folha dos funcionarios|holerites|salarios dos funcionarios|pagar os funcionarios|recibos de vencimento',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'bookkeeping',
    terms:
      'balance the books|do the books|do my books|do our books|doing the books|doing my books|the books done|the books every|the books each|the books weekly|the books monthly|the books for|close out the|q[1-4] books|books for the|bookkeeping|ledger|reconcil*|accounts for|contabilidad|cuadrar las cuentas|cuadrar la caja|cierre contable|buchhaltung|buchfuhrung|jahresabschluss|comptabilite|compta|bilan comptable|contabilidade|balanco|fechamento do mes|fechar o caixa',
    kind: 'money',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'expenses',
    terms:
      'expense report|expenses|expense claim|reimburs*|nota de gastos|gastos del viaje|reembolso*|spesen*|reisekosten*|erstattung|note de frais|notes de frais|remboursement*|prestacao de contas',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'invoice',
    terms:
      'invoice*|send the bill|bill the client|emitir factura|enviar factura|facturar|rechnung schreiben|rechnung stellen|rechnung an|envoyer la facture|facturer|emitir nota|nota fiscal|mandar a nota',
    kind: 'errand',
    size: 1,
  },
  {
    // A theft or a break-in reported to the police: proof of ownership first ('le vol de mon vélo' is no flight).
    id: 'theftReport',
    terms:
      'police report|crime number|report the theft|report a theft|stolen|porter plainte|deposer plainte|pre plainte|plainte|vol de mon|vol de ma|vol de mes|vol du|vole|volee|denuncia|denunciar|poner una denuncia|robo|robado|robada|anzeige erstatten|strafanzeige|anzeige|diebstahl|gestohlen|einbruch|boletim de ocorrencia|roubo|roubado|roubada|furto|furtado|furtada',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Turnover declared or a one-person business opened: a portal, an ID and the figures.
    id: 'soleTrader',
    terms:
      'micro entreprise|microentreprise|auto entrepreneur|autoentrepreneur|urssaf|chiffre d affaires|mei|cnpj|microempreendedor|autonomo|autonoma|alta de autonomo|cuota de autonomos|gewerbe anmelden|gewerbeanmeldung|gewerbe|kleinunternehmer|umsatzsteuervoranmeldung|sole trader|self employed registration|register as self employed|register my business|companies house',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // A savings account opened ('ouvrir un livret A', 'ouvrir un PEL', 'abrir uma poupança',
    // 'abrir um PPR'): compare the rate and the fees, then open it online with ID and a first transfer.
    id: 'savingsAccount',
    terms:
      'livret a|livret|ldds|lep|pel|assurance vie|compte epargne|savings account|isa|lisa|cuenta de ahorro*|tagesgeld*|sparkonto|festgeld*|poupanca|conta poupanca|ppr|certificados de aforro|tesouro direto|cdb',
    verbWords: 'open|opening|set up|ouvrir|ouvre|souscrire|abrir|abro|eroffnen',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A guarantor found for a rental ('achar um fiador', 'trouver un garant'): who can stand (income,
    // a property), the papers they give, and the alternatives (seguro fiança, Visale).
    id: 'guarantor',
    terms: 'fiador|fiadora|um fiador|garant|un garant|visale|seguro fianca|guarantor|avalista|burge|burgschaft',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A tax number asked for ('pedir o NIF', 'numéro fiscal'): where it is issued and what to bring.
    id: 'taxNumber',
    terms:
      'nif|numero de contribuinte|numero fiscal|numero d identification fiscale|tax number|tax id|steuer id|steuernummer',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A health line called ('ligar pro SNS 24', 'appeler le 811', 'call 111'): symptoms and the
    // health number at hand, then the advice written down.
    id: 'healthLine',
    terms: 'sns 24|sns24|saude 24|nhs 111|111|116117|116 117|info sante|811',
    kind: 'call',
    decidesKind: true,
    size: 1,
  },
  {
    // The monthly or quarterly declaration that keeps an allowance paid ('m'actualiser sur France
    // Travail', 'déclaration trimestrielle RSA', 'entregar a declaração trimestral'): the claimant's
    // space, the month's questions (work, hours, training, sickness), the receipt.
    id: 'benefitsUpdate',
    terms:
      'actualisation|actualiser|m actualiser|s actualiser|declaration trimestrielle|declaration de ressources|declaracao trimestral|signing on|sign on|universal credit journal|declaracion trimestral|arbeitslosengeld weiterbewilligung|weiterbewilligungsantrag',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A rental deposit got back ('récupérer ma caution', 'get my deposit back', 'reaver a caução'):
    // the exit report and the date the keys went back, a written request with bank details, then a
    // formal letter; not a parcel to collect.
    id: 'depositBack',
    terms:
      'deposit back|my deposit|rental deposit|caution|ma caution|depot de garantie|fianza|kaution|caucao|a caucao|deposito do aluguel|deposito caucao',
    verbWords:
      'get|getting|recover|chase|reclaim|claim|recuperer|recupere|recup|recupérer|recuperar|reclamar|devolver|zuruckbekommen|zuruckfordern|zuruck|reaver|receber|cobrar|pedir|relancer|reclamer|avoir|ravoir',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A public office called or written to about one's own file ('appeler la caf', 'écrire à la
    // cpam', 'relancer les impôts'): the file number and one question, then the office's own channel.
    id: 'agency',
    terms:
      'caf|la caf|cpam|ameli|la secu|securite sociale|assurance maladie|france travail|pole emploi|impots|les impots|centre des impots|service des impots|sip|msa|carsat|cnav|jobcenter|agentur fur arbeit|arbeitsagentur|krankenkasse|burgeramt',
    verbWords:
      'appeler|telephoner|rappeler|ecrire|contacter|joindre|relancer|call|phone|ring|email|write|contact|chase|anrufen|telefonieren|schreiben|mailen|kontaktieren|llamar|escribir|contactar|ligar|escrever|contatar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A missed service or a fault reported to whoever runs it ('ring the council about the bin
    // collection they missed', 'report the streetlight that's out', 'chase the landlord about the
    // boiler', 'llamar al ayuntamiento por la basura', 'Stadt anrufen wegen Sperrmüll'): the call
    // or the form is the work (the number, the address, since when, the reference, the answer),
    // not the routine of the service itself.
    id: 'reportService',
    terms:
      'council|the council|local council|county council|city council|landlord|landlady|letting agent*|estate agent*|housing association|housing office*|property manager|managing agent*|building manager|city hall|town hall|highways|311|streetlight*|street light*|street lamp*|lamp post*|lamppost*|pothole*|fly tipping|fly tipped|flytipping|missed bin*|missed collection|bin collection*|bins collection|rubbish collection|recycling collection|bulky waste|bulky item*|graffiti|abandoned car|ayuntamiento|alcaldia|municipio|casero|casera|arrendador*|inmobiliaria|administrador de la finca|administracion de la finca|administrador|recogida de basura|recogida de muebles|recogida de enseres|basura|farola*|bache*|enseres|stadt|die stadt|stadtverwaltung|gemeinde|rathaus|ordnungsamt|abfallwirtschaft|mullabfuhr|sperrmull*|vermieter*|hausverwaltung|hausmeister|strassenlaterne*|laterne*|schlagloch*|mairie|la ville|commune|proprietaire|proprio|bailleur|syndic|agence immobiliere|gardien|encombrants|ramassage*|collecte|lampadaire*|nid de poule|nids de poule|voirie|prefeitura|camara municipal|junta de freguesia|senhorio|senhoria|proprietario|proprietaria|sindico|imobiliaria|coleta|recolha do lixo|lixo|poste|buraco*|entulho',
    verbWords:
      'call|phone|ring|ring up|call up|phone up|contact|chase|chase up|report|complain|notify|log|llamar|telefonear|contactar|avisar|reclamar|denunciar|reportar|quejarse|anrufen|telefonieren|kontaktieren|melden|beschweren|reklamieren|appeler|telephoner|rappeler|contacter|joindre|relancer|signaler|reclamer|prevenir|ligar|telefonar|contatar|avisar|reclamar|denunciar|reportar',
    // Money owed between tenant and landlord (a deposit, the rent) is chased or paid, not reported.
    notTerms:
      'deposit|deposit back|rent|rent increase|fianza|alquiler|renta|kaution|miete|mieterhohung|nebenkosten*|caution|depot de garantie|loyer|caucao|aluguel|aluguer|renda|council tax|tax',
    keepsOver: ['bins', 'dropOff', 'boiler', 'leak', 'mould', 'utilities'],
    kind: 'call',
    decidesKind: true,
    size: 1,
  },
  {
    // A lock changed at home: measured, bought to fit, fitted with a screwdriver.
    id: 'lock',
    terms:
      'change the lock*|replace the lock*|new lock|door lock|lock cylinder|cerradura|bombin|schloss austauschen|schloss wechseln|schloss tauschen|schloss an der|schloss am|turschloss|schliesszylinder|zylinderschloss|serrure|barillet|fechadura|canhao da fechadura',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Papers handed to the person who files them ('get the accounts to Priya our accountant'):
    // a one-off errand of gathering and sending, not a money plan or a firm to find.
    id: 'papersToFiler',
    terms:
      'accountant|bookkeeper|tax adviser|tax advisor|steuerberater*|buchhalter*|gestor*|gestoria|asesor*|contador*|contable|contabilista|comptable|expert-comptable',
    verbWords:
      'send|get|give|hand|drop|email|mail|take|pass|forward|mandar|enviar|llevar|entregar|pasar|schicken|senden|geben|bringen|mailen|abgeben|envoyer|donner|apporter|transmettre|deposer|levar|passar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Filing, not paying: papers to gather and a form to send. 'return' has two senses: a tax
    // or VAT return is filed, not sent back to a shop.
    id: 'taxReturn',
    terms:
      'tax return*|vat return*|gst return*|sales tax return*|income tax return*|self assessment*|umsatzsteuererklarung|umsatzsteuervoranmeldung|declaration de tva|declaration d impot|declaracion del iva|declaracion trimestral del iva|declaracao do iva|declaracao de imposto de renda|declaracion de la renta|declaracion de hacienda|hacer la renta|steuererklarung|einkommensteuererklarung|declaration de revenus|declaration d impots|declaracao de irs|declaracao do irpf|declaracao de imposto|entregar o irs|fazer o irs|declarar o imposto de renda|declarar imposto de renda|declarar o ir|declarar o irs|declarar la renta|declarar el irpf',
    kind: 'errand',
    decidesKind: true,
    ownPaperwork: true,
    size: 2,
  },
  {
    // A car's yearly tax is paid, not booked: the council, the tax office or the road agency's
    // portal with the plate or the reminder's reference, the amount, and the receipt kept. The
    // car is what is taxed, so no garage and no service book.
    id: 'vehicleTax',
    terms:
      'road tax|car tax|vehicle tax|vehicle excise duty|tax the car|tax my car|tax the van|tax my van|tax the motorbike|tax my motorbike|car registration renewal|renew my registration|renew the registration|registration sticker|impuesto de circulacion|impuesto de vehiculos|impuesto sobre vehiculos|impuesto del coche|impuesto del carro|impuesto del auto|ivtm|tenencia del carro|tenencia del auto|tenencia del coche|tenencia vehicular|pagar la tenencia|pagar tenencia|refrendo|marbete|patente del auto|patente del coche|pagar la patente|kfz-steuer|kfz steuer|kfzsteuer|kraftfahrzeugsteuer|autosteuer|vignette|carte grise|certificat d immatriculation|taxe regionale|iuc|imposto unico de circulacao|imposto do carro|imposto automovel|selo do carro|ipva|licenciamento',
    // A resident's parking sticker or the Crit'Air sticker is a permit, not the car's tax.
    notTerms: 'vignette resident|vignette crit air|crit air|vignette autoroute|autobahnvignette',
    kind: 'errand',
    decidesKind: true,
    anywhere: true,
    size: 1,
  },
  {
    id: 'tax',
    terms:
      'tax|taxes|tax return|vat|hmrc|irs|self assessment|impuesto*|declaracion de la renta|la renta|hacienda|iva|steuer*|finanzamt|impot*|taxe*|declaration de revenus|imposto*|irpf|irs|iptu|darf|receita federal',
    // Rent in Latin America is 'la renta' too: of a flat, or paid to the landlord, it is no tax.
    notTerms:
      'renta del depto|renta del depa|renta del departamento|renta del piso|renta de la casa|renta del cuarto|casero|casera|arrendador|arrendadora',
    kind: 'money',
    size: 1,
  },
  {
    id: 'debt',
    terms:
      'credit card|visa card|card debt|debt|debts|loan|overdraft|tarjeta de credito|tarjeta|deuda*|prestamo|kreditkarte|schulden|kredit|dispo|dispokredit|uberziehungskredit|konto uberzogen|im minus|carte de credit|dette*|credit|pret|decouvert|a decouvert|agios|descubierto|numeros rojos|cartao de credito|cartao|divida*|emprestimo|fatura do cartao|cheque especial|descoberto|no vermelho|do vermelho|no negativo|do negativo|nome sujo|limpar o nome|limpar meu nome|en numeros rojos|salir de numeros rojos',
    kind: 'money',
    size: 2,
  },
  {
    // The companies behind the meters and the lines: a reading to give, a tariff, an outage.
    id: 'utilities',
    terms:
      'meter|meters|meter reading|smart meter|energy supplier|energy company|energy provider|gas company|gas supplier|electric company|electricity company|electricity supplier|water company|water board|broadband|internet provider|broadband provider|wifi|tariff|contador|lectura del contador|compania de la luz|compania del gas|suministradora|comercializadora|tarifa|fibra|zahler|zahlerstand|stromanbieter|gasanbieter|energieversorger|stadtwerke|internetanbieter|internet anbieter|strom anbieter|handyanbieter|mobilfunkanbieter|anbieterwechsel|stromtarif|gastarif|handytarif|handyvertrag|mobilfunkvertrag|internetvertrag|dsl vertrag|dsl|glasfaser|stromvertrag|gasvertrag|tarif|compteur|releve du compteur|releve|fournisseur d energie|fournisseur d electricite|box internet|operateur|fournisseur de gaz|forfait mobile|forfait telephone|forfait portable|leitura do contador|contador da luz|fornecedor de energia|companhia da luz|companhia do gas|operadora|fibra',
    kind: 'errand',
    size: 1,
  },
  // A fee paid ('pagar la matrícula', 'die Kita-Gebühr überweisen') is a payment, not an application.
  {
    id: 'fees',
    terms:
      'fee|fees|tuition|subscription|membership|dues|deposit|matricula|cuota|mensualidad|tasa|tasas|inscripcion|gebuhr*|beitrag|beitrage|vereinsbeitrag|mitgliedsbeitrag|elternbeitrag|kitabeitrag|semesterbeitrag|rundfunkbeitrag|studiengebuhr*|schulgebuhr*|anmeldegebuhr*|schulgeld|kitagebuhr|kita gebuhr|frais|cotisation|inscription|cantine|mensalidade|propina|propinas|taxa|taxas|inscricao',
    verbWords:
      'pay|paying|settle|pagar|abonar|ingresar|transferir|bezahlen|zahlen|uberweisen|begleichen|payer|regler|virer|quitar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // An account opened or closed at a bank ('open a bank account for my daughter', 'cerrar la
    // cuenta del banco viejo', 'Sparkonto auflösen', 'ouvrir un compte pour l'asso', 'abrir conta
    // no banco pro meu filho'): the bank's papers and the money moved, not a bill to pay ('conta'),
    // savings to build, the child to spend time with, or a social media account.
    id: 'bankAccount',
    terms:
      'account|bank account|savings account|current account|checking account|isa|junior isa|lisa|cuenta|cuenta bancaria|cuenta de ahorro|cuenta de ahorros|cuenta corriente|cuenta nomina|konto|bankkonto|girokonto|sparkonto|tagesgeldkonto|kinderkonto|depot|compte|compte bancaire|compte courant|compte epargne|compte joint|livret a|livret jeune|conta|conta bancaria|conta poupanca|conta corrente|conta conjunta|conta salario',
    verbWords:
      'open|close|shut|abrir|abrirle|cerrar|eroffnen|aufmachen|auflosen|schliessen|kundigen|ouvrir|fermer|cloturer|fechar|encerrar',
    // Accounts that are not a bank's, and a year's accounts closed by a bookkeeper.
    notTerms:
      'instagram|insta|facebook|tiktok|twitter|linkedin|snapchat|whatsapp|netflix|spotify|amazon|ebay|paypal|steam|email|e-mail|gmail|hotmail|outlook|apple id|google account|social|online account|app account|accounts for|year end|year-end|annual accounts|the books|jahresabschluss|cierre contable|cierre del ano|bilan|fechamento contabil|balanco',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'bills',
    terms:
      'bill|bills|rent|utilities|electricity|gas bill|phone bill|water bill|council|factura de la luz|factura|recibo|alquiler|la luz|rechnung|miete|strom|nebenkosten|facture|loyer|electricite|edf|conta de luz|conta|boleto|aluguel|aluguer|luz|condominio|prestacao|prestacoes|parcela|parcelas|cuota del coche|cuota del carro|letra del coche|letra del carro|mensualidad',
    verbs: ['errand', 'money', 'generic'],
    kind: 'errand',
    size: 1,
  },
  {
    id: 'insurance',
    terms:
      'insurance|insurer|claim|seguro*|poliza|versicherung*|krankenkasse|assurance*|mutuelle|sinistre|plano de saude|convenio',
    kind: 'errand',
    size: 1,
  },
  {
    // A child enrolled at a school, a nursery, its canteen or its care (read by grammar in
    // understand.ts, and by the canteen's own names): a form with a deadline and papers, not time together.
    id: 'schoolSignUp',
    terms:
      'school dinners|school meals|demi-pension|demi pension|cantine|cantine scolaire|comedor escolar|comedor del cole|schulessen|schulmittagessen|mittagessen in der kita|mittagessen in der schule|cantina da escola|refeitorio da escola',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A pension looked at or topped up ('Riester checken', 'Renteninformation durchgehen', 'set up
    // pension contributions'): the statement, what is paid in, the employer's share and the fees,
    // not index funds compared.
    id: 'pension',
    terms:
      'pension|pensions|workplace pension|state pension|pension pot|pension contribution*|401k|401 k|roth|superannuation|kiwisaver|plan de pensiones|plan de jubilacion|vida laboral|riester*|betriebsrente*|rentenversicherung|renteninformation|rentenbescheid|rentenauskunft|rentenpunkte|rentenkonto|altersvorsorge|private rente|rurup*|ruerup*|rente|plan d epargne retraite|releve de carriere|pension de retraite|agirc-arrco|agirc arrco|ma retraite|previdencia*|plano de previdencia|aposentadoria|inss|pgbl|vgbl|ppr|plano de reforma',
    // A room and meals, a dog boarded or child support are no pension.
    notTerms:
      'pension complete|demi-pension|demi pension|pension alimenticia|pension alimentaire|pension de famille|hundepension|tierpension|katzenpension|hunde pension|tier pension|katzen pension|pension para perros|pension for dogs|pension pour|pensao alimenticia',
    // Looked at and set once, then checked each year.
    kind: 'errand',
    size: 2,
  },
  {
    id: 'invest',
    terms:
      'invest*|index fund*|etf*|sip|mutual fund*|fondos de inversion|fonds|fundos de investimento|pension|retirement|stocks|shares|isa|invertir|inversion*|fondo indexado|plan de pensiones|jubilacion|investier*|aktien|rente|altersvorsorge|investir|placement*|bourse|retraite|assurance vie|investimento*|tesouro direto|previdencia|aposentadoria|acoes',
    kind: 'money',
    size: 2,
  },
  // A quote: asked for from tradespeople (compare three), or sent to a client (a priced offer,
  // not a report). 'presupuesto' and 'orçamento' are also a household budget, so only their
  // client and request forms are quotes.
  {
    id: 'quoteRequest',
    terms: 'quote*|estimate*|angebot*|kostenvoranschlag*|devis|presupuesto*|cotizacion*|orcamento*|cotacao*|cotacoes',
    verbWords:
      'get|ask|request|compare|gather|collect|chase|einholen|anfragen|vergleichen|holen|pedir|solicitar|comparar|conseguir|demander|comparer|faire faire|obtenir|recolher|cotar',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'clientQuote',
    terms:
      'quote for|the quote|a quote|quote to|estimate for|angebot*|kostenvoranschlag*|devis|presupuesto al cliente|presupuesto para el cliente|presupuesto a la clienta|presupuesto para la clienta|presupuesto de la obra|presupuesto de la reforma|cotizacion*|orcamento pro cliente|orcamento pra cliente|orcamento para o cliente|orcamento ao cliente|orcamento do cliente|orcamento da obra|cotacao*',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  // Everyday paperwork and errands with words of their own.
  {
    id: 'prescription',
    terms:
      'prescription*|repeat prescription|pharmacy|chemist|receta*|farmacia|rezept|apotheke|ordonnance|pharmacie|receita*|farmacia',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'tenancy',
    terms:
      'lease|lease agreement|tenancy|tenancy agreement|rental agreement|deposit back|rental contract|contrato de alquiler|fianza|mietvertrag|kaution|nachmieter*|bail|etat des lieux|contrato de arrendamento|contrato de aluguel|caucao|renta del depto|renta del depa|renta del departamento|renta del piso|renta de la casa|renta del cuarto|casero|casera|arrendador|arrendadora|senhorio|senhoria|locador|locadora',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'application',
    terms:
      'personal statement*|uni app|uni apps|college essay*|masters|master s|msc|mba|phd|postgrad*|uni application*|university application*|ucas|scholarship*|grad school|beca|doctorado|matricula|stipendium|masterstudium|studienplatz|bewerbung fur den master|candidature|bourse d etudes|inscription en master|mestrado|doutorado|bolsa de estudos|vestibular',
    // A personal statement is written.
    verbs: ['errand', 'generic', 'appoint', 'write'],
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'businessCase',
    terms:
      'the numbers|the figures|business case|break even|break-even|food truck|side business|business idea|los numeros|las cuentas del negocio|plan de negocio|idea de negocio|die zahlen|geschaftsidee|kalkulation|les chiffres|business plan|idee de business|os numeros|as contas do negocio|ideia de negocio|plano de negocio',
    kind: 'project',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'budget',
    terms: `budget*|spending|spend less|overspend*|${IMPULSE_BUYING}|presupuesto*|gastar menos|gastos|haushaltsbuch|ausgaben|weniger ausgeben|depenses|depenser moins|orcamento*|gastar menos|gastos|controle financeiro`,
    kind: 'money',
    size: 2,
  },
  {
    id: 'savings',
    terms:
      'save|saving|savings|emergency fund|rainy day|buffer|cash buffer|cushion|nest egg|safety net|sinking fund|ahorrar|ahorro*|fondo de emergencia|sparen|ersparnis*|notgroschen|economiser|epargner|epargne|mettre de cote|poupar|poupanca|guardar dinheiro|reserva de emergencia|juntar dinheiro',
    notVerbs: ['errand'],
    // Saving a file or a draft is no money.
    notTerms:
      'file|files|document|documents|photo|photos|pictures|pics|videos|fotos|draft|drafts|progress|game|google drive|onedrive|dropbox|icloud|usb|hard drive|the cloud',
    kind: 'money',
    size: 2,
  },
  // Documents, permits and the places that issue them.
  {
    id: 'photoId',
    terms:
      'passport photo*|photo booth|id photo*|foto carnet|fotos de pasaporte|passbild*|passfoto*|photo d identite|photos d identite|foto 3x4|fotos 3x4',
    kind: 'errand',
    size: 1,
  },
  {
    // 'my will' is a testament when a determiner makes it a noun ('update my will', 'make a will').
    id: 'estate',
    terms:
      'my will|a will|the will|our will|new will|wills|last will|living will|power of attorney|lasting power|estate planning|testament|testamento|vorsorgevollmacht|patientenverfugung|erbvertrag|mandat de protection future|procuration|procuracao',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // An address changed on a card, an account or a record after a move: a form online and a
    // proof of the new address, whatever the document is called.
    id: 'addressChange',
    terms:
      'address|change of address|adresse|adressanderung|ummeldung|ummelden|wohnsitz|meldebescheinigung|burgeramt|einwohnermeldeamt|kfz|auto ummelden|zulassungsstelle|direccion|domicilio|cambio de domicilio|changement d adresse|morada|endereco|mudanca de endereco|alteracao de morada',
    // 'Termin beim Bürgeramt wegen Ummeldung', 'Kfz-Zulassung': the office or the registration named as a noun.
    nounWords: 'ummeldung|burgeramt|einwohnermeldeamt|meldebescheinigung|zulassungsstelle|kfz zulassung|kfz-zulassung',
    verbWords:
      'change|update|correct|amend|cambiar|actualizar|corregir|andern|aktualisieren|ummelden|changer|modifier|mettre a jour|mudar|alterar|atualizar|corrigir',
    kind: 'errand',
    decidesKind: true,
    // 'get my address changed': done by the person online, not booked with a firm.
    ownPaperwork: true,
    size: 1,
  },
  {
    // A pile of paperwork to sort: kept, acted on or shredded, then filed by what it is about.
    id: 'paperSorting',
    terms:
      'paperwork|papers|documents|post|letters|filing|papeles|papeleo|documentos|cartas|papierkram|unterlagen|papiere|dokumente|post|briefe|papiers|paperasse|documents|courrier|papeis|papelada|documentos',
    verbWords:
      'sort|sort out|sort through|go through|file|organise|organize|tidy|clear|ordenar|organizar|clasificar|archivar|sortieren|ordnen|abheften|aufraumen|durchgehen|trier|ranger|classer|organiser|trier mes|arrumar|organizar|separar|arquivar',
    // Papers gathered for something ('papers for the visa') are an application's, not a pile to sort.
    notTerms:
      'papers for|paperwork for|documents for|papeles para|papeles pa|documentos para|unterlagen fur|papiere fur|papiers pour|documents pour|papeis para|papeis pro|papeis pra|documentos pro|documentos pra',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // Moving to another bank: the new account opened, the payments moved over, the old one closed.
    id: 'bankSwitch',
    terms:
      'bank|banks|bank account|current account|banco|cuenta bancaria|cuenta corriente|bank|bankkonto|girokonto|hausbank|banque|compte bancaire|compte courant|compte en banque|conta bancaria|conta corrente',
    // 'Kontowechsel zur DKB': the switch named as a noun.
    nounWords:
      'bank switch|account switch|kontowechsel|bankwechsel|cambio de banco|changement de banque|mobilite bancaire|mudanca de banco|portabilidade bancaria',
    // Details given to someone else are updated, not a bank left.
    notTerms:
      'bank details|bankverbindung|bankdaten|coordonnees bancaires|rib|datos bancarios|dados bancarios|bank card|pin',
    verbWords:
      'switch|change|move|swap|leave|cambiar|cambiarme|cambiar de|dejar|wechseln|kundigen|changer|changer de|quitter|mudar|mudar de|trocar|trocar de',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'papers',
    terms:
      'passport|visa|work permit|residence permit|permit|id card|green card|i-[0-9]+|pasaporte|dni|nie|visado|permiso de trabajo|permiso de residencia|tarjeta de residencia|reisepass|personalausweis|ausweis|perso|aufenthalts*|arbeitserlaubnis|visum|passeport|carte d identite|titre de sejour|carte de sejour|prefecture|carte vitale|passaporte|visto de|visto para|visto americano|pedido de visto|visto de trabalho|visto de estudante|rg|cpf|cnh|titulo de eleitor|autorizacao de residencia|cartao de cidadao|detran',
    kind: 'errand',
    size: 1,
  },
  {
    // A graded music or dance exam ('get grade 5 piano by summer', 'sit ABRSM grade 6', 'RAD
    // ballet exam'): scales, pieces, aural and sight-reading practised daily, not a school exam's
    // syllabus or a first chord.
    id: 'gradeExam',
    terms: GRADE_EXAMS,
    notTerms: 'driving theory|theory test|hazard perception',
    kind: 'skill',
    decidesKind: true,
    anywhere: true,
    size: 4,
  },
  {
    // Papers failed at college and sat again ('clear my backlogs before placements', '2 arrears in
    // sem 5', 'KT in sem 4', 'supplementary exam'): the subjects, the previous years' papers, the
    // re-exam's form. A backlog of work ('the jira backlog', 'email backlog') is not one, nor
    // arrears of rent or tax.
    id: 'reExam',
    terms:
      'arrear|arrears|arrear paper*|arrear exam*|atkt|kt|kts|kt exam*|kt paper*|supplementary exam*|supplementaries|supplementary|supple exam*|supply exam*|backlog paper*|backlog subject*|backlog exam*|backlogs|re-exam*|reexam*|compartment exam*|reappear exam*|nachklausur|nachprufung|wiederholungsprufung|rattrapage*|session de rattrapage|examen de recuperacion|exame de recurso|prova de recuperacao',
    notTerms:
      'email*|e-mail*|inbox|ticket*|jira|sprint|laundry|washing|orders|invoices|admin|paperwork|mail|rent|tax|council|mortgage|bill|bills|loan*|debt*|owe|owed|payment*|energy|gas|electric*|water|utilit*|maintenance|child support|wages|salary',
    kind: 'skill',
    decidesKind: true,
    anywhere: true,
    size: 4,
  },
  {
    id: 'drivingTest',
    terms:
      'driving test|driving lesson*|driving licen*|drivers licen*|provisional licen*|theory test|driving theory|hazard perception|practical test|driving practical|my practical|learn to drive|carnet de conducir|el teorico|examen teorico del carnet|theorieprufung|fuhrerscheintheorie|fuhrerscheinprufung|passer le code|passer mon code|repasser le code|repasser mon code|reussir le code|reussir mon code|examen du code|exame de codigo|exame teorico de conducao|codigo da estrada|carnet|autoescuela|examen practico|examen teorico|fuhrerschein|fahrprufung|fahrschule|fahrstund*|permis|code de la route|auto-ecole|auto ecole|tirar a carta|carta de conducao|escola de conducao|carteira de motorista|autoescola|exame de conducao|habilitacao|aprender a conducir|aprender a manejar|aprender a conduzir|aprender a dirigir|carnet de moto|carta de mota|carta de moto|habilitacao de moto',
    kind: 'skill',
    decidesKind: true,
    size: 4,
  },
  {
    // A licence, ticket or certificate earned on a course and a test ('get my forklift licence',
    // 'get first aid certified'): a course to book and a test to pass, not student modules.
    id: 'qualification',
    terms:
      'licence|license|certificate|certification|certified|qualification|qualified|accreditation|telehandler ticket|forklift ticket|cpcs ticket|cpcs card|cscs card|cscs|cpcs|npors|ipaf|pasma|sia badge|carnet de carretiller*|carnet de manipulador*|certificado de profesionalidad|staplerschein|gabelstaplerschein|erste-hilfe-schein|erste hilfe schein|befahigungsnachweis|sachkundenachweis|caces|permis cariste|habilitation electrique|certificat sst|carta de empilhador|certificado de primeiros socorros',
    notTerms:
      'birth certificate|marriage certificate|death certificate|gift certificate|certificate of|driving licen[cs]e|drivers? licen[cs]e|driver s licen[cs]e|provisional licen[cs]e|tv licen[cs]e|marriage licen[cs]e|fishing licen[cs]e|dog licen[cs]e|licen[cs]e plate|licen[cs]e key|software licen[cs]e|ssl certificate|tls certificate',
    verbWords:
      'get|earn|obtain|gain|pass|do|complete|take|finish|sit|become|go for|sacar|sacarme|obtener|conseguir|aprobar|hacer|machen|bekommen|erwerben|bestehen|ablegen|passer|obtenir|avoir|tirar|obter|fazer|passar',
    kind: 'skill',
    decidesKind: true,
    size: 4,
  },
  {
    id: 'cancel',
    verbWords:
      'cancel|unsubscribe|quit|end|cancelar|anular|darme de baja|kundigen|kuendigen|abbestellen|austreten|resilier|annuler|desabonner|se desabonner|desinscrire|me desinscrire|encerrar',
    // 'Kündigung fürs Fitnessstudio schicken': the cancellation named as a noun, whatever verb sends
    // it; 'Kündigungsfrist checken' is the same contract looked at before it is cancelled.
    // 'dar de baja el gimnasio': the Spanish verb is 'dar', the cancelling is in 'de baja'.
    nounWords:
      'cancellation|kundigung|kuendigung|kundigungsfrist|kuendigungsfrist|kundigungsschreiben|resiliation|lettre de resiliation|preavis de resiliation|cancelamento|pedido de cancelamento|de baja|la baja|baja del|baja de la|solicitud de baja|austritt|desinscription|me desinscrire|me desabonner',
    terms:
      'membership|subscription*|unsubscribe|cancel*|darme de baja|darse de baja|de baja|baja del|austreten|austritt|desinscrire|desinscription|suscripcion*|cancelar|kundig*|kuendig*|abo|abonnement*|mitgliedschaft|vertrag kundigen|resilier|resiliation|desabonner|cancelar assinatura|assinatura|plano do celular',
    // A letter or an email of cancellation is written ('Kündigung fürs Fitnessstudio schreiben').
    verbs: ['errand', 'stop', 'generic', 'write'],
    kind: 'errand',
    // Cancelling the gym is paperwork, not a workout, whatever the membership is for.
    decidesKind: true,
    size: 1,
  },
  {
    id: 'contract',
    terms: 'contract|agreement|nda|terms|contrato|acuerdo|vertrag|vereinbarung|contrat|accord|contrato|acordo',
    // A pension contract is the pension ('Riester-Vertrag checken').
    notTerms:
      'riester vertrag|riestervertrag|riester-vertrag|rentenvertrag|rentenversicherungsvertrag|pension contract|contrato de previdencia|contrat de retraite',
    kind: 'project',
    size: 2,
  },
  // Appointments.
  {
    // Sheep, cattle, goats: a job on the whole mob (drench, shear, tag) is a day's work planned
    // around pens, products and doses, not a project of weeks.
    id: 'livestock',
    terms:
      'sheep|ewe|ewes|lambs|hogget*|hoggs|tups|rams|wethers|flock|cattle|cows|the calves|new calves|calving|heifer*|steers|bullocks|herd|livestock|goats|alpacas|drench*|shearing|shear the|crutch*|dagging|ovejas|corderos|ganado|rebano|vacas|terneros|schafe|lammer|rinder|kuhe|kalber|herde|brebis|moutons|agneaux|troupeau|bovins|vaches|veaux|ovelhas|cordeiros|gado|rebanho|bezerros',
    // 'stretch the calves' is the legs.
    notVerbs: ['health'],
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // Care done at home for a pet ('worm the cat', 'flea the dog', 'clean out the hamster cage'):
    // the treatment dosed by weight, or the cage or tank cleaned, and the next one in the calendar.
    id: 'petCare',
    terms:
      'hamster cage|rabbit hutch|guinea pig cage|litter tray|litter box|fish tank|aquarium|bird cage|hutch|flea treatment|wormer|worming|katzenklo|kafig|kaninchenstall|aquarium|litiere|cage du hamster|clapier|arenero|jaula|pecera|acuario|caixa de areia|gaiola|aquario',
    leads:
      'worm|deworm|de-worm|flea|de-flea|deflea|desparasitar|entwurmen|vermifuger|deparasiter|vermifugar|desparasitar',
    // Sheep and cattle are a flock's health plan, not a pet's.
    yieldTo: ['livestock'],
    anywhere: true,
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A groomer's slot: the coat's state and the cut said when booking, the dog walked before.
    id: 'groomer',
    terms:
      'groomer*|grooming|dog groom*|cat groom*|hundefriseur*|hundesalon|hundepflege|hund zum friseur|katze zum friseur|toiletteur*|toilettage|peluqueria canina|peluquero canino|peluqueria de perros|peluqueria para perros|perro a la peluqueria|perra a la peluqueria|perro al peluquero|gato a la peluqueria|banho e tosa|tosa|tosquia',
    // 'take the dog to the groomer': the dog is who goes; the groomer is the appointment.
    anywhere: true,
    kind: 'appointment',
    decidesKind: true,
    size: 1,
  },
  {
    // A hurt body part to get checked: the doctor, a clinic or urgent care booked, the part iced
    // and supported meanwhile, and when it started written down. Not exercises for the part.
    id: 'injuryCheck',
    terms: INJURY_CHECK,
    anywhere: true,
    kind: 'appointment',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'vet',
    terms:
      'vet|vets|veterinar*|tierarzt*|tierarztin|veterinaire|veto|veterinario|castrar|castracao|castracion|esterilizar|kastrieren|kastration',
    kind: 'appointment',
    size: 1,
  },
  {
    // A vaccine got ('tomar a vacina da gripe', 'me faire vacciner', 'get my flu jab'): where it is
    // given (pharmacy, health centre, GP) and when, the vaccination card, the next dose noted.
    // Once, not sessions a week.
    id: 'vaccination',
    terms:
      'vacina*|vacinar*|vaccin*|se faire vacciner|flu jab|flu shot|covid jab|covid booster|booster jab|vacuna*|vacunar*|impfung|impfen|grippeimpfung|auffrischung*',
    // A pet's vaccine is the vet's ('levar o dog pra tomar vacina').
    notTerms:
      'dog|dogs|cat|cats|puppy|kitten|pet|pets|vet|cao|cachorro|cachorra|dog|gato|gata|gatinho|veterinario|chien|chat|chiot|chaton|veto|veterinaire|perro|perra|gato|veterinaria|hund|katze|tierarzt|welpe',
    kind: 'appointment',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'doctor',
    terms:
      'mole|my moles|rash|lump|cyst|wart|verruca|skin check|lunar|lunares|sarpullido|bulto|verruga|muttermal|leberfleck|ausschlag|warze|grain de beaute|eruption|kyste|verrue|sinal na pele|pinta na pele|caroco|nodulo|dentist|toothache|tooth|broken tooth|chipped tooth|wisdom tooth|wisdom teeth|root canal|molar|molars|back teeth|my crown|a crown|the crown on|crown fitted|crown put on|bridge fitted|dental bridge|new crown|temp crown|temporary crown|my filling|a filling|fillings|dental appointment|dental work|dental check*|dental practice|dental surgery|dental emergency|dentures|hygienist|orthodont*|doctor|doc|gp|dr|check-up|checkup|physical|eyes tested|eyes checked|eyesight|hearing test|hearing checked|dermatolog*|gyn*|optician|eye test|eye exam|blood test*|bloods|blood work|bloodwork|vaccin*|jab|flu shot|smear|mammogram|therapist|dentista|medico|medica|cita medica|revision|oculista|oftalmolog*|analisis|vacuna*|zahnarzt*|zahnreinigung|prophylaxe|arzttermin*|arztbesuch*|facharzt*|hautarzt*|kinderarzt*|hno|hno-arzt|orthopad*|arzt|arztin|hausarzt*|augenarzt*|frauenarzt*|blutabnahme|impfung|vorsorge*|dentiste|medecin|docteur|ophtalmo*|generaliste|prise de sang|gyneco*|consulta|oftalmo*|exame|exames|examen de sangre|examen medico|examenes medicos|clinico geral|posto de saude|vacina*|vacinar*|psicologo*|psicologa',
    // 'estudar pro exame', 'study for the exam': an exam studied for is a test at school, not a check-up.
    notVerbs: ['skill'],
    kind: 'appointment',
    size: 1,
    // 'fix my molar': a tooth is mended at the dentist's, not by hand.
    mended: true,
  },
  {
    id: 'haircut',
    terms:
      'haircut|hair cut|hairdresser|barber|hair|nails|peluqueria|peluquero|corte de pelo|cortarme el pelo|friseur*|haare schneiden|coiffeur*|coupe de cheveux|cheveux|cabeleireir*|barbeiro|corte de cabelo|cortar o cabelo|manicure|unhas',
    kind: 'appointment',
    size: 1,
  },
  // A dress or a suit tried on at the seamstress's ('prova do vestido', 'prueba del traje'): a slot
  // to confirm and what to bring, not an exam to revise for.
  {
    id: 'fitting',
    terms:
      'dress fitting|suit fitting|prova do vestido|prova de vestido|prova da roupa|prova de roupa|prova do terno|prova do fato|prueba del vestido|prueba de vestido|prueba del traje|anprobe|essayage|costureira|modista|retoques del vestido|ajuste do vestido|ajustes do vestido',
    kind: 'appointment',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'notary',
    terms:
      'notary|lawyer|solicitor|attorney|bank appointment|notario|notaria|abogad*|gestor*|notar*|anwalt|anwaltin|rechtsanwalt*|notaire|avocat*|banquier|cartorio|advogad*|tabeliao',
    kind: 'appointment',
    size: 1,
  },
  // Things to fetch, send, fix or clear.
  {
    id: 'dryCleaning',
    terms: 'dry cleaning|dry cleaner*|tintoreria|reinigung|pressing|lavanderia',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'parcelPickup',
    terms:
      'parcel|package|delivery|paket|paquete|colis|encomenda|pacote|sendung|einschreiben|carta certificada|recommande',
    verbWords:
      'pick up|collect|get|recoger|retirar|abholen|holen|recuperer|retirer|aller chercher|buscar|levantar|pegar|retirar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'mailing',
    terms:
      'parcel|package|gift|present|letter|card|box|paket|paquete|regalo|carta|tarjeta|geschenk|brief|karte|colis|cadeau|lettre|carte|encomenda|pacote|presente|cartao|caixa',
    verbWords: 'post|mail|send|ship|enviar|mandar|schicken|verschicken|senden|poster|envoyer|expedier|despachar',
    // 'envoyer une lettre de motivation': an application sent is a job applied for, not a parcel.
    notTerms:
      'cover letter|covering letter|carta de presentacion|carta de motivacion|bewerbung*|motivationsschreiben|lebenslauf|lettre de motivation|candidature*|carta de apresentacao|carta de motivacao|candidatura*',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // Clothes and shoes mended: a button, a hem taken up, a zip or a heel. Sewn at home with the
  // right thread, or taken to a tailor or a cobbler; never a project to define. 'take up fencing'
  // is a hobby, not a hem: the clothes must be named, or the tailor.
  {
    id: 'mending',
    terms:
      'button*|hem|hems|hole|holes|tear|rip|ripped|seam|zip|zipper|trousers|jeans|pants|slacks|chinos|sleeve*|coat|jacket|blazer|shirt*|blouse*|skirt*|jumper*|cardigan*|sock*|uniform|suit|curtains|dress|dresses|gown|kilt|waist|waistband|bridesmaid dress*|wedding dress|prom dress|bajo|bajos|falda|vestido|traje|kleid|anzug|robe|jupe|saia|fato|terno|shoes|boots|heels|heel|soles|sole|trainers|bolsillo|boton*|dobladillo|pantalon*|cremallera|zapatos|botas|knopf|knopfe|saum|hose|reissverschluss|schuhe|stiefel|absatz|absatze|bouton*|ourlet|pantalon*|fermeture eclair|chaussures|bottes|talon*|botao|botoes|bainha|calca|calcas|ziper|sapatos|botas|salto*',
    verbWords:
      'sew|sew on|sew back on|sew up|stitch|stitch up|mend|darn|patch|patch up|take up|take in|let out|let down|shorten|hem|alter|fix|coger|meter|subir|apertar|ajustar|repair|replace|resole|re-sole|reheel|re-heel|coser|arreglar|zurcir|remendar|acortar|cambiar|annahen|nahen|flicken|stopfen|kurzen|reparieren|besohlen|recoudre|coudre|raccommoder|repriser|ourler|raccourcir|reparer|ressemeler|costurar|pregar|remendar|consertar|cerzir|encurtar|fazer a bainha',
    // …or the work is named by who does it ('shoes to the cobbler', 'trousers to the tailor').
    nounWords:
      'tailor|tailors|seamstress|alterations|alteration|hemmed|hemming|el bajo|los bajos|dobladillo|kurzen lassen|enger machen lassen|weiter machen lassen|andern lassen|saum|ourlet|ourlets|faire retoucher|faire raccourcir|raccourcir|reprendre|bainha|bainhas|cobbler|cobblers|shoe repair*|resoled|reheeled|resole|reheel|re-soled|re-heeled|sastre|arreglos|zapatero|schneider|anderungsschneiderei|schuster|schuhmacher|retoucherie|retouches|cordonnier|costureira|sapateiro|ajustes',
    // A garment made from scratch is a craft; a car, a bike or a leak are other repairs; a suit
    // fetched from the tailor's is a collection.
    notTerms:
      'pick up|collect|fetch|sew a|sew an|sew my own|make a|knit*|crochet|fancy dress|halloween costume|costume for|quilt|pattern|car|bike|tyre*|tire*|roof|fence|leak*|tap|boiler',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // Bedding and curtains washed: too big for a usual load, so the label, the drum and a dry day.
  {
    id: 'bigWash',
    terms:
      'duvet*|quilt|quilts|comforter*|eiderdown|curtains|curtain|net curtains|nets|bedding|bed linen|pillows|pillow|sleeping bag*|blanket*|rug|rugs|bath mats|bath mat|cushion covers|mattress protector|mattress topper|dog bed|edredon|nordico|cortinas|ropa de cama|almohadas|mantas|bettdecke|decke|vorhange|gardinen|bettwasche|kissen|couette|rideaux|linge de lit|oreillers|edredom|cortinas|roupa de cama|travesseiros|cobertor',
    verbWords: 'wash|clean|launder|dry|do|lavar|limpiar|waschen|reinigen|laver|nettoyer|lavar|limpar',
    nounWords: 'laundrette|launderette|laundromat|lavanderia|waschsalon|laverie',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  // Ironing: the shirts for the week or the pile in the basket, not iron in the diet ('get more
  // iron' has no verb 'iron').
  {
    id: 'ironing',
    terms:
      'shirt*|blouse*|trousers|uniform*|school uniform*|clothes|dress|dresses|suit|suits|work clothes|tablecloth*|napkins|pillowcases|the ironing|ironing|ironing pile|camisas|ropa|uniforme|hemden|hemd|wasche|kleidung|chemises|chemise|vetements|linge|camisas|roupa|uniforme',
    verbWords: 'iron|press|do|planchar|bugeln|repasser|passar a ferro|passar',
    nounWords:
      'the ironing|ironing pile|pile of ironing|ironing basket|la plancha|bugelwasche|le repassage|roupa para passar',
    notTerms: 'ironing board|new iron|steam iron|buy',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'laundry',
    terms:
      'laundry|washing|clothes|wasche|colada|lavadora|ropa sucia|la ropa|lessive|linge|machine|roupa suja|roupa|lavar roupa',
    // The machine's own upkeep ('la vidange du lave-linge', 'Flusensieb reinigen') is maintenance, not a wash.
    notTerms: 'vidange|filtre|flusensieb|laugenpumpe|filter|filtro|joint|dichtung',
    verbWords:
      'do|wash|hang|hang out|hang up|peg out|put out|fold|put away|iron|hacer|poner|lavar|tender|colgar|doblar|planchar|waschen|machen|aufhangen|abhangen|zusammenlegen|bugeln|faire|laver|lancer|etendre|plier|repasser|ranger|lavar|fazer|por|estender|pendurar|dobrar|passar',
    kind: 'habit',
    size: 1,
  },
  // A sourdough is grown before it is baked: a starter to feed, not bread to buy.
  {
    id: 'sourdough',
    terms:
      'sourdough*|sourdough bread|sourdough loaf|sourdough loaves|sour dough|pan de masa madre|masa madre|sauerteig*|sauerteigbrot|sauerteigbrot backen|sauerteig backen|levain|pain au levain|pao de fermentacao natural|fermentacao natural|fermento natural|massa mae|pao de massa mae|pao com massa mae|pao com fermento natural|pan con masa madre',
    notVerbs: ['errand'],
    kind: 'skill',
    // 'masa madre' is no mother to call.
    decidesKind: true,
    size: 3,
  },
  {
    id: 'groceries',
    terms:
      'groceries|grocery|food shop|weekly shop|big shop|the shopping|her shopping|his shopping|their shopping|food shopping|grocery shopping|supermarket|bread|milk|eggs|la compra|supermercado|pan|leche|mercado|einkaufen|einkauf|wocheneinkauf|supermarkt|brot|milch|courses|supermarche|epicerie|pain|lait|compras do mes|compras|feira|pao|leite',
    // Learning to make bread is baking ('aprender a hacer pan').
    notVerbs: ['skill'],
    // In English a pan is kitchenware, not the Spanish loaf.
    notTerms:
      'grill pan*|frying pan*|saucepan*|sauce pan*|roasting pan*|baking pan*|cake pan*|sheet pan*|non stick pan*|pots and pans|pans|the pan|a pan',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'returns',
    terms:
      'return*|refund*|package|parcel|amazon|zalando|devolver el|devolver la|devolver las|devolver los|devolver unas|devolver unos|devolucion|paquete|rucksend*|retoure|zuruckschicken|paket|colis|renvoyer|retour|rembourse*|encomenda|devolucao|pacote|devolver a encomenda|devolver o|devolver os|devolver as',
    notVerbs: ['call', 'relationship', 'habit'],
    leads: 'return|take back|send back|give back|exchange|refund',
    yieldTo: ['library', 'tenancy', 'bookClub', 'taxReturn', 'licenceRenewal', 'papers', 'forms'],
    kind: 'errand',
    size: 1,
  },
  {
    // Asking again for what is owed or promised: a payment, an answer, a delivery.
    id: 'chase',
    terms:
      'overdue|unpaid|still not paid|not paid yet|no reply|no answer|impagad*|sin respuesta|unbezahlt|offene rechnung|impaye*|sans reponse|em atraso|sem resposta',
    // 'dispute the late charge on my phone bill', 'contester les frais': a charge taken back is
    // chased like a payment owed (a fine has its own appeal).
    leads:
      'chase|chase up|follow up|nudge|relancer|nachhaken|mahnen|anmahnen|cobrar|reclamar|dispute|contest|impugnar|widersprechen|beanstanden|reklamieren|contester|contestar',
    yieldTo: ['fine'],
    // …but a will or a result is contested in court or at the count, not with a bill's reference.
    notTerms: 'the will|a will|testament|testamento|election|result|results|decision',
    kind: 'errand',
    size: 1,
  },
  {
    // Driving someone somewhere at a set time: a lift to the airport, the school run.
    id: 'lift',
    terms:
      'airport|terminal|station|train station|bus station|coach station|school run|hospital|ferry|a lift|aeropuerto|estacion|hospital|flughafen|bahnhof|krankenhaus|aeroport|gare|hopital|aeroporto|estacao|rodoviaria|hospital',
    verbWords:
      'lift|ride|drive|take|give|pick up|collect|ferry|run|fetch|llevar|recoger|acercar|bringen|fahren|abholen|emmener|conduire|accompagner|deposer|levar|buscar|dar boleia|dar carona',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Money handed to someone in person ('drop the deposit round to Mr Patel'): counted, in an
    // envelope, and a receipt asked for; not a fee paid online.
    id: 'cashHandover',
    terms: 'deposit|the rent|rent money|cash|cheque|check|envelope|fianza|kaution|caution|caucao',
    verbWords:
      'drop|drop off|drop round|hand|hand over|hand in|take|bring|pop|llevar|entregar|vorbeibringen|bringen|abgeben|deposer|apporter|remettre|levar|entregar',
    notTerms: 'bank|deposit back|bottle deposit|pfand',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A certificate or results collected from an office ('collect my nephew's cert from the
    // school'): the office's hours, ID and a letter of authority, not the exam it certifies.
    id: 'documentPickup',
    terms:
      'cert|certs|certificate*|results|transcript*|diploma*|report card|school report|zeugnis*|urkunde*|bescheinigung*|diplome|attestation*|releve de notes|certificado*|titulo|historico escolar|boletim|boletin',
    verbWords: 'pick up|collect|fetch|recoger|retirar|abholen|holen|recuperer|retirer|aller chercher|buscar|levantar',
    notTerms: 'blood test*|test results|scan results|lab results',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Something ready to be fetched from a counter: a suit from the tailor, keys from the agent.
    id: 'collection',
    terms: 'from the tailor|from the cobbler|from the repair shop|from the jeweller|from the framer*',
    fallbackVerbs: 'collect|pick up|fetch|recoger|retirar|abholen|recuperer|aller chercher|buscar|levantar',
    kind: 'errand',
    size: 1,
  },
  {
    // Packing for a trip: a list from the forecast, laid out, then the last things by the door.
    id: 'packing',
    terms: 'packing list|packing|suitcase|hand luggage|maleta|equipaje|koffer|packliste|valise|bagages|mala|bagagem',
    leads: 'pack|pack for|pack up|hacer la maleta|packen|koffer packen|faire la valise|faire sa valise|fazer a mala',
    yieldTo: ['moving', 'mealPrep', 'groceries', 'returns', 'mailing', 'declutter'],
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // By heart: lines, a speech, a poem, vocabulary. Short chunks, said aloud, tested tomorrow.
    id: 'memorise',
    terms: 'lines|by heart|off by heart|de memoria|auswendig|par coeur|de cor|decorar',
    leads:
      'memorise|memorize|rehearse|learn by heart|memorizar|aprender de memoria|auswendig lernen|memoriser|apprendre par coeur|decorar|memorizar',
    kind: 'skill',
    decidesKind: true,
    size: 2,
  },
  {
    // A letter or a card by post to someone ('Brief an Tante Gerda', 'une lettre à mamie', the
    // Christmas cards): paper, a stamp, three things to tell them, then posted; no visit to arrange.
    id: 'letter',
    terms:
      'letter to|a letter|letters to|christmas cards|xmas cards|carta a|carta para|una carta|cartas a|tarjetas de navidad|brief an|einen brief|briefe an|weihnachtskarten|postkarte*|karte an|karte fur|karten an|geburtstagskarte*|gluckwunschkarte*|dankeskarte*|lettre a|une lettre|lettres a|cartes de voeux|carte postale|cartes postales|carte a|carta pra|uma carta|cartoes de natal',
    notTerms:
      'cover letter|letter of|carta de presentacion|carta de motivacion|lettre de motivation|carta de motivacao|carta de apresentacao|anschreiben|motivationsschreiben',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A written message whose subject no other entry knows: three lines, sent, a reply awaited.
    id: 'message',
    terms: 'reply to|get back to|respond to|answer the email|write back|rsvp',
    leads: 'rsvp|thank',
    yieldTo: ['invites', 'familyCall', 'familyVisit', 'date', 'friends', 'kids'],
    fallbackVerbs:
      'email|e-mail|message|msg|txt|whatsapp|dm|text|write to|reply|respond|answer|mailen|escribir a|ecrire a|escrever para|responder|antworten|repondre',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'library',
    terms: 'library|biblioteca|bibliothek|bucherei|bibliotheque|mediatheque',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'gift',
    terms:
      'gift*|presents|present for|birthday present|christmas present*|regalo*|geschenk*|cadeau*|presente para|presente de|presentes',
    kind: 'errand',
    size: 1,
  },
  // Outside jobs on the house and the garden's wood: a fence, a shed, the front door, window
  // frames. Paint outside waits for dry weather and goes on sanded, primed wood: not a room to
  // decorate (no furniture to move, no dust sheets on a floor).
  {
    id: 'outdoorPaint',
    terms:
      'fence|fences|fence panels|fencing|garden fence|shed|sheds|garden shed|summer house|summerhouse|gate|gates|garden gate|front door|back door|garage door|window frame*|window sill*|windowsill*|sills|decking|deck|garden furniture|garden bench|garden table|picnic bench|bench|pergola|railings|exterior|exterior walls|outside walls|outside of the house|render|porch|fascia*|bargeboard*|playhouse|wendy house|bin store|trellis|shutters|valla|cerca|caseta|puerta de la calle|marcos de las ventanas|zaun|gartenzaun|gartenhaus|schuppen|haustur|fensterrahmen|fensterladen|terrasse|cloture|portail|abri de jardin|volets|porte d entree|cabanon|cerca|portao|casinha|porta da rua|janelas|caixilhos',
    verbWords:
      'paint|repaint|stain|restain|re-stain|varnish|treat|creosote|weatherproof|preserve|touch up|pintar|repintar|barnizar|tratar|streichen|anstreichen|lasieren|lackieren|peindre|repeindre|lasurer|vernir|traiter|envernizar|envernizar',
    kind: 'project',
    decidesKind: true,
    size: 2,
  },
  // A mower, a strimmer or a hedge trimmer serviced, sharpened or got going: the machine, not the lawn.
  {
    id: 'gardenMachine',
    terms:
      'mower|mowers|lawnmower*|lawn mower*|strimmer*|hedge trimmer*|hedgetrimmer*|trimmer|leaf blower|chainsaw|rotavator|cortacesped|desbrozadora|motosierra|rasenmaher|freischneider|heckenschere|motorsage|kettensage|tondeuse|debroussailleuse|taille-haie|tronconneuse|cortador de relva|cortador de grama|cortadora de grama|rocadeira|motosserra',
    verbWords:
      'service|fix|repair|sharpen|clean|change|get|winterise|winterize|check|mend|sort|sort out|tune up|store|put away|get going|start|revisar|arreglar|reparar|afilar|limpiar|warten|reparieren|schleifen|reinigen|entretenir|reparer|aiguiser|nettoyer|reviser|consertar|afiar|limpar|revisar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Named by its verb: 'repaint the kids room' is decorating, not time with the kids.
    id: 'decorating',
    terms:
      'room|bedroom|kids room|nursery|kitchen|office|garden office|summer house|wall|walls|fence|ceiling|hallway|hall|bathroom|living room|lounge|house|flat|door*|shed|skirting*|habitacion|cuarto|dormitorio|salon|pared*|valla|techo|cocina|bano|zimmer|kinderzimmer|wohnzimmer|schlafzimmer|esszimmer|arbeitszimmer|badezimmer|treppenhaus|wand|wande|decke|flur|kuche|zaun|bad|chambre|mur*|plafond|couloir|cuisine|cloture|salle de bain|quarto|sala|parede*|teto|cozinha|cerca|muro|banheiro|apartment|my place|the place|piso|apartamento|estudio|casa|wohnung|bude|haus|altbau|appartement|appart|studio|maison|ape|sala de estar',
    verbWords:
      'paint|repaint|redecorate|decorate|wallpaper|pintar|repintar|empapelar|streichen|anstreichen|neu streichen|weissen|tapezieren|peindre|repeindre|tapisser|pintar|repintar',
    kind: 'project',
    decidesKind: true,
    size: 2,
  },
  {
    // Redoing a room or a whole floor ('rénover la salle de bain', 'Dachboden ausbauen', 'reformar
    // la cocina'): a project of measures, quotes and works in order, not cleaning or clearing out.
    id: 'renovation',
    terms:
      'bathroom|shower room|en suite|ensuite|kitchen|attic|loft|basement|cellar|house|flat|apartment|room|bedroom|cottage|holiday let|barn|bano|cocina|buhardilla|atico|sotano|casa|piso|apartamento|habitacion|cuarto|casa rural|bad|badezimmer|duschbad|gaste-wc|gaste wc|kuche|dachboden|dachgeschoss|keller|haus|wohnung|zimmer|altbau|ferienwohnung|scheune|salle de bain*|salle d eau|cuisine|grenier|combles|sous-sol|cave|maison|appartement|appart|chambre|gite|chalet|longere|grange|toilettes|banheiro|casa de banho|cozinha|sotao|porao|apartamento|ape|quarto|casa de campo|garage|garaje|garagem|hobbyraum|gartenhaus|werkstatt|atelier',
    // 'Garage umbauen zur Werkstatt', 'transformer le garage en bureau': a room turned into another.
    // …or the works named by their noun, whatever the verb ('finish the kitchen reno', 'Badsanierung planen').
    nounWords:
      'renovation*|reno|refurb|refurbishment|remodel|remodelling|remodeling|makeover|extension|reforma|reformas|obras|renovierung|sanierung|umbau|renovation|travaux|obra|obras|reforma',
    verbWords:
      'renovate|refurbish|remodel|redo|refit|gut|convert|reformar|remodelar|rehabilitar|convertir|renovieren|sanieren|ausbauen|umbauen|modernisieren|herrichten|umfunktionieren|renover|refaire|retaper|amenager|rehabiliter|transformer|renovar|remodelar|converter|transformar',
    // Renewing a policy or a document for the house is paperwork, not works; the wiring alone is
    // an electrician's job.
    notTerms:
      'insurance|seguro|versicherung|assurance|contrat|contrato|vertrag|mietvertrag|bail|hipoteca|hypothek|papiers|papeles|papeis|documents?|documentos?|unterlagen|wiring|electrics|consumer unit|fuse box|instalacion electrica|cuadro electrico|elektrik|elektroinstallation|sicherungskasten|tableau electrique|installation electrique|electricite|instalacao eletrica|quadro eletrico|fiacao',
    kind: 'project',
    decidesKind: true,
    size: 4,
  },
  {
    // Wiring at home: a registered electrician's work, or a professional's own job ('rewire the
    // garden office' is not gardening).
    id: 'electrics',
    terms:
      'rewir*|wiring|electrics|electrical work|electrical installation|consumer unit|fuse box|fuse board|distribution board|sockets|double socket*|outdoor socket*|light fitting*|light switch*|downlight*|ev charger|car charger|instalacion electrica|cableado|enchufes|cuadro electrico|punto de luz|puntos de luz|elektrik|elektroinstallation|verkabelung|steckdose*|sicherungskasten|unterverteilung|stromkreis*|lichtschalter|electricite|installation electrique|tableau electrique|prises electriques|prise electrique|prises de courant|cablage|interrupteur*|instalacao eletrica|parte eletrica|fiacao|cablagem|tomadas|quadro eletrico|quadro de luz|disjuntor*',
    leads: 'rewire|wire|wire up|recablear|verkabeln|neu verkabeln|recabler',
    kind: 'project',
    size: 3,
  },
  {
    // A wall, a base or an extension built from the ground: foundation, materials, dry weather.
    id: 'building',
    terms:
      'garden wall*|brick wall*|boundary wall*|retaining wall*|stone wall*|dry stone wall*|block wall*|brickwork|bricklaying|repoint*|foundations|footings|house extension|kitchen extension|rear extension|outbuilding|garden office|garden room|garden studio|summer house|summerhouse|shed base|muro del jardin|muro de ladrillo*|muro de piedra|muro de bloques|tapia|murete|cimientos|mauer*|gartenmauer*|stutzmauer*|trockenmauer*|natursteinmauer*|backsteinmauer*|grundstucksmauer*|fundament*|anbau|gartenhaus|mur de jardin|mur en pierre*|mur de cloture|muret*|mur en parpaing*|parpaing*|fondations|muro do jardim|muro de tijolo*|muro de pedra|muro de arrimo|muro de blocos|alicerce*',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    // Servicing is booking a registered engineer, not reporting damage.
    id: 'homeService',
    terms:
      'boiler service*|boiler serviced|service the boiler|boiler check|gas safety check|gas safety|chimney swe*|annual service|revision de la caldera|revisar la caldera|heizungswartung|wartung der heizung|therme warten|entretien de la chaudiere|entretien chaudiere|ramonage|revisao da caldeira|manutencao da caldeira',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Selling things second-hand: photos, a fair price, a listing.
    id: 'selling',
    terms:
      'ebay|vinted|depop|gumtree|craigslist|marketplace|wallapop|milanuncios|kleinanzeigen|leboncoin|olx|enjoei|sell my|sell the|sell old|sell some|vender mi|vender el|vender la|vender los|vender las|verkaufen|vendre|vender o|vender a|vender os|vender as',
    verbWords: 'sell|vender|verkaufen|vendre|list|flog|put',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // Furniture out of a box, built ('build the ikea wardrobe', 'montar a estante nova'): its parts
    // checked against the sheet, then built in order. A wardrobe sorted or a shelf put up on a wall are other jobs.
    id: 'flatpack',
    terms:
      'wardrobe|desk|bed|bed frame|bunk bed*|cot|crib|chest of drawers|bookcase|bookshelf|shelving unit|table|chair*|sofa|cabinet|tv unit|dresser|furniture|flat pack|flatpack|ikea|kallax|billy|pax|malm|hemnes|armario|mueble*|estanteria|comoda|escritorio|cama|litera|cuna|mesa|silla*|kleiderschrank|schrank|regal|bett|hochbett|kommode|schreibtisch|mobel|tisch|armoire|meuble*|etagere|commode|bureau|lit|chaise*|guarda-roupa|guarda roupa|estante|movel|moveis|escrivaninha|beliche|berco|cadeira*',
    verbWords:
      'build|assemble|put together|construct|montar|armar|aufbauen|zusammenbauen|montieren|monter|assembler|construire|construir',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // Small fixes at home a person does themselves: a squeak, a wobble, a bulb, flat-pack.
    id: 'homeRepair',
    terms:
      'squeak*|creak*|hinge*|wobbl*|loose|shelf|shelves|mirror*|picture frame*|pictures|artwork|tv bracket|coat hook*|drawer|door handle|doorbell|curtain rail|curtain pole|blind|blinds|light bulb*|lightbulb*|bulb|bulbs|fuse|smoke alarm|flat pack|flatpack|put up the|assemble|ikea|chirr*|puerta|bisagra*|estanteria|balda|cajon|bombilla|persiana|cortina|timbre|chirria*|quietsch*|knarr*|scharnier*|wackel*|regal|schublade|gluhbirne|birne|rollo|turklinke|klingel|rauchmelder|grince*|charniere*|etagere|tiroir|ampoule|store|poignee|sonnette|detecteur de fumee|range*|dobradica*|prateleira|gaveta|lampada|persiana|macaneta|campainha',
    verbs: ['errand', 'generic', 'project'],
    // Putting a thing up or together ('put the cot back up'): its parts and the right tool.
    fallbackVerbs: 'put up|put together|put back together|assemble|reassemble|zusammenbauen|assembler|remonter',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Upkeep a person does with a tool and a cloth; appliances come in through their verb.
    id: 'homeMaintenance',
    terms:
      'radiator*|gutter*|grout*|sealant|vidange du lave-linge|vidange de la machine|vidange du lave-vaisselle|filtre du lave-linge|filtre de la machine|flusensieb|laugenpumpe|filtro de la lavadora|filtro da maquina|silicone|limescale|boiler pressure|extractor fan|drains|plughole|u-bend|bike tyre*|bike tire*|bike chain|puncture|inner tube|radiador*|canalon*|desague|silicona|heizkorper|dachrinne*|abfluss|fugen|silikon|radiateur*|gouttiere*|siphon|caleira*|algeroz*|regenrinne*|fallrohr*|canaleta*|bajante*|calcaire|radiador*|calha*|ralo|rejunte|calcario',
    // Verbs that only ever mean upkeep lead over the room they are done in ('sharpen the kitchen knives').
    leads:
      'pressure wash|pressure-wash|jet wash|jetwash|power wash|bleed|descale|defrost|unblock|unclog|regrout|re-grout|reseal|re-seal|sharpen|pump up|inflate|entluften|entkalken|abtauen|purger|detartrer|degivrer|deboucher|desatascar|desentupir|purgar',
    yieldTo: ['leak', 'homeRepair', 'car', 'homeService', 'backup', 'laundry'],
    fallbackVerbs:
      'bleed|descale|defrost|unblock|unclog|pump up|inflate|regrout|re-grout|reseal|re-seal|grease|oil|sharpen|flush|service|insulate|lag|jet wash|pressure wash|clean out|fix|mend|repair|tighten|drain|caulk|purgar|descalcificar|descongelar|desatascar|arreglar|reparar|sellar|engrasar|afilar|entluften|entkalken|abtauen|reparieren|flicken|olen|abdichten|schleifen|warten|purger|detartrer|degivrer|deboucher|reparer|graisser|aiguiser|colmater|sangrar|descongelar|desentupir|consertar|vedar|lubrificar|afiar',
    kind: 'errand',
    size: 1,
  },
  {
    // Something to buy whose subject no other entry knows: the right one, then where.
    id: 'shopping',
    terms:
      'refill*|replacement|spare part*|spares|cartridge*|school uniform*|uniforme escolar|uniforme del cole|uniforme do colegio|uniforme da escola|schuluniform*|uniforme scolaire|recambio*|repuesto*|ersatz*|nachfullpack*|recharge*|rechange|refil|cartucho*',
    verbs: ['errand', 'generic'],
    fallbackVerbs:
      'buy|order|purchase|restock|stock up|grab|comprar|encargar|kaufen|besorgen|bestellen|nachkaufen|acheter|commander|racheter|encomendar',
    kind: 'errand',
    size: 1,
  },
  {
    // A boiler to service or get going again: its pressure and fault code, then an engineer. A
    // leak named in the goal is still a leak ('the boiler is leaking').
    id: 'boiler',
    terms:
      'boiler|combi|heating not working|no heating|no hot water|caldera|calentador|heizung geht nicht|heizkessel|therme|gastherme|chaudiere|ballon d eau chaude|caldeira|esquentador|aquecedor',
    notTerms: 'leak*|leaking|drip*|fuga|gotera|undicht|tropft|fuite|vazamento|vaza*',
    kind: 'errand',
    // 'no hot water since tuesday' is a boiler to get seen to, not water to drink.
    decidesKind: true,
    size: 1,
  },
  {
    // Finding a nursery or a childminder: an errand of visits and waiting lists, not a project.
    id: 'childcareSearch',
    terms:
      'find a nursery|find nursery|look for a nursery|looking for a nursery|nursery place|nursery places|nursery for|find a daycare|find daycare|daycare for|find childcare|find a childminder|childminder for|buscar guarderia|buscar una guarderia|buscar guarde|guarderia para|plaza en la guarderia|plaza de guarderia|buscar escuela infantil|plaza en la escuela infantil|kitaplatz|kita platz|kita suchen|eine kita finden|krippenplatz|tagesmutter suchen|trouver une creche|chercher une creche|place en creche|trouver une nounou|chercher une nounou|trouver une assistante maternelle|procurar creche|procurar uma creche|achar creche|achar uma creche|vaga na creche|vaga em creche|procurar escolinha|procurar uma escolinha|achar escolinha|achar uma escolinha|escolinha pro|escolinha pra|escolinha para|procurar infantario|procurar um infantario|vaga no infantario',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    // School holidays to cover: who is off when, a club or a grandparent, one outing.
    id: 'schoolHoliday',
    terms:
      'half term|half-term|halfterm|school holidays|school holiday|summer holidays|easter holidays|spring break|mid-term break|midterm break|october break|vacaciones escolares|vacaciones de los ninos|schulferien|herbstferien|osterferien|sommerferien|vacances scolaires|vacances de la toussaint|vacances des enfants|ferias escolares|ferias das criancas',
    kind: 'project',
    decidesKind: true,
    size: 2,
  },
  {
    // Getting ready for Christmas as a whole: everything it needs, each with a date.
    id: 'christmasPrep',
    terms:
      'ready for christmas|ready for xmas|sorted for christmas|sorted for xmas|organised for christmas|organized for christmas|organised for xmas|organized for xmas|christmas prep|xmas prep|prepare for christmas|prep for christmas|prep for xmas|preparar la navidad|preparar navidad|weihnachten vorbereiten|weihnachtsvorbereitung*|preparer noel|preparatifs de noel|preparar o natal',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    // Decorations for the season put up or made in an evening (the tree, an Advent wreath, the
    // nativity scene): what is in the box, what is missing, then the evening it goes up. A crib
    // alone ('crèche', 'Krippe') is a nursery, 'nacimiento' a birth, and Belén without 'el' a name.
    id: 'christmasDecor',
    terms:
      'christmas tree|xmas tree|the tree up|advent wreath|christmas wreath|xmas wreath|christmas decorations|xmas decorations|nativity scene|arbol de navidad|arbolito|el belen|belen navideno|belen de navidad|corona de adviento|adornos de navidad|adventskranz|adventskranze|weihnachtsbaum|tannenbaum|christbaum|weihnachtsdeko|adventsdeko|weihnachtskrippe|sapin|sapin de noel|couronne de l avent|couronne de noel|creche de noel|decorations de noel|deco de noel|arvore de natal|arvorezinha|presepio|guirlanda|enfeites de natal|decoracao de natal',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Mould and damp at home ('Schimmel im Bad', 'moho en la pared', 'black mold in the shower'):
    // aired, cleaned, the silicone checked, the air measured and the landlord told, not a leak to
    // photograph for a plumber.
    id: 'mould',
    terms:
      'mould|mold|mouldy|moldy|black mould|black mold|damp|damp patch*|condensation|schimmel|schimmelig|schimmelfleck*|schimmelbefall|stockflecken|feuchte wand|feuchte wande|moho|mohos|humedad|humedades|condensacion|moisissure*|moisi|humidite|traces d humidite|bolor|bolorento|mofo|mofada|umidade|manchas de umidade|manchas de humidade|humidade',
    // A leaking pipe or roof that left a damp patch is still the leak to stop.
    notTerms: 'leak*|gotera|fuite|vazamento|vaza*|rohrbruch|undicht|tropft|fuga de agua',
    anywhere: true,
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'leak',
    terms:
      'leak*|leaky|boiler|heating|tap|plumber|plumbing|pipework|plomberie|fontaneria|tuberias|sanitaranlage*|wasserleitung*|canalizacao|encanamento|broken|mould|mold|damp|gotera|fuga|caldera|calefaccion|grifo|fontanero|humedad|averia|rohrbruch|undicht|tropft|heizung|klempner|schimmel|wasserhahn|fuite|chaudiere|chauffage|robinet|plombier|degat des eaux|moisissure|vazamento|vaza*|infiltracao|torneira|encanador|canalizador|mofo|bolor|caldeira',
    kind: 'errand',
    size: 1,
  },
  {
    // A fine is paid or appealed wherever it came from ('pagar la multa del coche' is no car service).
    id: 'fine',
    terms:
      'parking fine|speeding fine|the fine|a fine|my fine|parking ticket|speeding ticket|penalty notice|penalty charge|pcn|multa|multas|la multa|strafzettel|knollchen|bussgeld|bussgeldbescheid|verwarnungsgeld|amende|amendes|contravention|proces verbal|proces-verbal',
    anywhere: true,
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Sports gear taken to a shop or a club to be serviced ('get my racket restrung', 'get the
    // hurley rebanded', 'regrip my clubs', 'wax my skis', 'new laces for my skates'): dropped off,
    // priced and collected before the match, a spare till then. Not a skill to practise.
    id: 'gearService',
    terms:
      'racket|rackets|racquet|racquets|tennis racket|squash racket|badminton racket|hurley|hurleys|hurl|camogie stick|hockey stick*|golf clubs|clubs|irons|putter|skis|snowboard|skates|ice skates|hockey skates|figure skates|roller skates|inline skates|rollerblades|skate blades|cricket bat|surfboard|wetsuit|raqueta|raquetas|esquis|patines|palos de golf|tennisschlager|schlager|skier|schlittschuhe|golfschlager|raquette|raquettes|clubs de golf|raquete|raquetes|tacos de golfe',
    verbWords:
      'restring|re-string|string|reband|re-band|regrip|re-grip|wax|rewax|re-wax|sharpen|service|tune|tune up|fix|repair|mend|lace|relace|re-lace|encordar|encordoar|reparar|arreglar|afilar|encerar|bespannen|neu bespannen|schleifen|wachsen|reparieren|corder|recorder|farter|affuter|reparer|afiar|consertar',
    nounWords:
      'restrung|restringing|restring|re-strung|strings|stringing|rebanded|reband|rebanding|band|bands|regripped|regrip|regripping|grips|waxed|waxing|wax|sharpened|sharpening|serviced|servicing|a service|service|tune up|tune-up|laces|new laces|cordage|encordado|bespannung|saiten|fartage|affutage|encordoamento',
    notTerms: 'club night|book club|night club|nightclub|club membership|join*',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A bike got ready or mended is a check of the bike itself (tyres, brakes, chain), not a ride.
    id: 'bike',
    terms:
      'bike|bikes|bicycle|push bike|road bike|mountain bike|ebike|e-bike|bici|bicis|bicicleta|bicicletas|fahrrad|fahrrads|velo|velos|vtt|bicla|magrela',
    verbWords:
      'fix|repair|service|sort|sort out|check|check over|mend|tune|tune up|oil|pump up|patch|adjust|prep|prepare|arreglar|reparar|revisar|ajustar|engrasar|inflar|poner a punto|reparieren|flicken|richten|herrichten|fit machen|warten|reparer|regler|graisser|gonfler|reviser|consertar|arrumar|ajustar|lubrificar|calibrar',
    nounWords:
      'ready|sorting|sorted|fixing|fixed|servicing|serviced|a service|service|tune up|tune-up|fit machen|startklar|flott machen|a punto|en etat|en ordre|brakes|brake|chain|puncture|flat tyre|flat tire|tyres|tires|gears|frenos|cadena|pinchazo|bremsen|bremse|kette|platten|schlauch|freins|chaine|crevaison|travoes|travao|corrente|furo|pneu furado|revisao|na revisao|pra revisao|manutencao|oficina|taller|al taller|puesta a punto|werkstatt|inspektion|in die werkstatt|revision|a la revision|entretien|chez le reparateur',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Winter or summer tyres swapped: a garage slot or the jack at home, the tread, the other set stored.
    id: 'tyreSwap',
    terms:
      'winter tyres|winter tires|summer tyres|summer tires|snow tyres|snow tires|winter wheels|winterreifen|sommerreifen|allwetterreifen|reifenwechsel|reifen wechseln|ruedas de invierno|neumaticos de invierno|ruedas de verano|neumaticos de verano|cubiertas de invierno|pneus hiver|pneus d hiver|pneus neige|pneus ete|pneus d ete|pneus de inverno|pneus de neve|pneus de verao|troca de pneus',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'car',
    terms:
      'car|mot|tyre*|tire*|oil change|car service|screenwash|screen wash|washer fluid|coolant|engine oil|windscreen|windshield|wiper*|coche|taller|itv|neumatico*|auto|werkstatt|tuv|reifen*|olwechsel|inspektion|scheibenwischer*|voiture|controle technique|vidange|pneu*|carro|revisao|oficina|inspecao|mudar o oleo',
    verbs: ['errand', 'book', 'appoint', 'generic', 'project'],
    kind: 'errand',
    size: 1,
  },
  {
    id: 'fuel',
    terms:
      'fuel|petrol|fill up|le plein|gasolina|repostar|llenar el deposito|tanken|benzin|faire le plein|essence|carburant|abastecer|combustivel|encher o tanque',
    kind: 'errand',
    size: 1,
  },
  {
    // Teaching someone to use a phone, an app or a computer: one thing at a time on their own
    // device, the steps written down for them (learning it oneself is a skill of one's own).
    id: 'teachTech',
    terms:
      'whatsapp|facetime|zoom|skype|teams|video call*|videocall*|smartphone|iphone|android|ipad|tablet|phone|mobile|computer|laptop|email|e-mail|online banking|the app|an app|apps|app|the internet|movil|telefono|ordenador|portatil|correo|videollamada*|aplicacion|handy|smartphone|computer|videoanruf*|onlinebanking|telephone|portable|ordinateur|tablette|appli|application|mail|visio|appel video|appel en video|appels video|celular|telemovel|computador|aplicativo|videochamada*|pix|app do banco|internet banking',
    verbWords: 'teach|show|ensenar|ensenarle|beibringen|zeigen|erklaren|montrer|ensinar',
    // 'apprendre à ma mère…': the French verb teaches only when someone follows it.
    nounWords:
      'apprendre a ma|apprendre a mon|apprendre a mes|apprendre a sa|apprendre a son|apprendre a ses|ensenar a mi|ensenarle a mi|ensinar a minha|ensinar o meu|ensinar a minha|ensinar meu|ensinar minha|ensinar a mae|ensinar o pai|ensinar a avo|ensinar o avo',
    kind: 'skill',
    decidesKind: true,
    size: 2,
  },
  {
    // A computer, a printer or the wifi that is fixed or that someone is helped with: what goes
    // wrong first, then updates and a back-up before anything is changed.
    id: 'computerHelp',
    terms:
      'computer|pc|desktop|laptop|printer|wifi|wi-fi|router|tablet|ipad|ordenador|computadora|portatil|impresora|rechner|drucker|wlan|ordinateur|ordi|imprimante|computador|notebook|impressora',
    verbWords:
      'help|helping|fix|sort|sort out|repair|look at|ayudar|ayudarle|arreglar|llevar|helfen|reparieren|aider|reparer|depanner|ajudar|consertar|arranjar|levar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'backup',
    terms:
      STORAGE +
      '|backup|laptop|photos to the cloud|pics to the cloud|copia de seguridad|respaldo|portatil|datensicherung|sicherung|festplatte|sauvegard*|disque dur|ordinateur|copia de seguranca|backup do|notebook|computador',
    verbs: ['errand', 'generic', 'save', 'project'],
    // 'back up' is this only as the verb: 'put the cot back up' is putting it up again.
    leads: 'back up',
    // A stolen laptop is reported, not backed up.
    notTerms: 'stolen|robado|robada|gestohlen|vole|volee|roubado|roubada|furtado',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'declutter',
    terms:
      'declutter*|clear out|clean out|sort out the|garage|attic|loft|basement|closet|wardrobe|cupboard*|drawer*|storage|shed|ordenar el|orden|trastero|armario|desvan|garaje|cajon*|ausmisten|aufraumen|keller|dachboden|kleiderschrank|schrank|schublad*|ranger|desencombrer|cave|grenier|placard*|tiroir*|dressing|arrumar|destralhar|guarda-roupa|guarda roupa|armario|garagem|sotao|gaveta*|despensa',
    kind: 'errand',
    size: 2,
  },
  {
    // Things taken to be left somewhere ('bottles to the bottle bank', 'a tip run', 'Altglas
    // wegbringen', 'ir al punto limpio'): sorted, loaded, and dropped off while it is open.
    id: 'dropOff',
    terms:
      'bottle bank|bottle bin|glass recycling|tip run|dump run|to the tip|to the dump|the tip|recycling centre|recycling center|household waste|punto limpio|contenedor de vidrio|contenedor del vidrio|iglu|el vidrio|vidrio al contenedor|vidrios al contenedor|vidrio al iglu|altglas|glascontainer|glascontainern|wertstoffhof|recyclinghof|sperrmull|dechetterie|decheterie|verre usage|conteneur a verre|colonne a verre|encombrants|ecocentro|vidrao|vidro ao ecoponto|vidros ao ecoponto|vidro ao contentor|vidros ao contentor|garrafas ao ecoponto|garrafas ao contentor',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Bin day: which bin goes out this week is on the council's calendar, and it goes out the night before.
    id: 'bins',
    terms:
      'bin day|bins|bin out|which bin|bins out|the bin|wheelie bin*|recycling|recycling bin|brown bin|blue bin|green bin|black bin|grey bin|food caddy|food waste bin|garden waste|rubbish out|trash out|garbage out|the rubbish|the trash|bin collection|dia de la basura|sacar la basura|cubo de la basura|contenedor*|reciclaje|mulltonne*|mull raus|mull rausbringen|gelbe sack|gelben sack|biotonne|papiertonne|restmull|gelbe tonne|blaue tonne|braune tonne|graue tonne|schwarze tonne|die tonne|die tonnen|tonne raus*|tonnen raus*|poubelle*|sortir les poubelles|tri selectif|recyclage|lixo|tirar o lixo|por o lixo|reciclagem|ecoponto|contentor*',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // A badge, permit or pass applied for ('blue badge for mum', 'Parkausweis beantragen'):
    // proof of eligibility, the form, the reference to chase.
    id: 'permit',
    terms:
      'blue badge|disabled badge|disabled parking|parking permit|residents permit|resident permit|visitor permit|visitors permit|bus pass|freedom pass|railcard|tarjeta de estacionamiento|tarjeta de aparcamiento|tarjeta de movilidad reducida|distintivo de residente|parkausweis|behindertenparkausweis|anwohnerparkausweis|schwerbehindertenausweis|carte mobilite inclusion|carte de stationnement|carte cmi|macaron|vignette resident|cartao de estacionamento|distico|disticos|cartao de deficiente',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'cleaning',
    terms:
      'clean|cleaning|scrub|hoover|vacuum|mop|dust|bathroom|kitchen|oven|windows|deep clean|limpiar|limpieza|fregar|aspirar|bano|cocina|putzen|sauber machen|saubermachen|staubsaugen|badezimmer|kuche|fenster|nettoyer|menage|aspirateur|salle de bain|cuisine|vitres|limpar|limpeza|faxina|aspirar|banheiro|casa de banho|cozinha|janelas',
    // 'faire le ménage dans mes mails', 'faxina nos e-mails': a clean-up of mail or files is no housework.
    notTerms:
      'mail|mails|emails|e-mails|email|inbox|correo|correos|bandeja de entrada|posteingang|postfach|courriel|courriels|boite mail|boite de reception|caixa de entrada|files|archivos|fichiers|dateien|arquivos|ficheiros',
    kind: 'errand',
    size: 2,
  },
  {
    // Beehives: stores, mites and the cold, not a garden job. 'Hives' on the skin is a rash.
    id: 'bees',
    terms:
      'hive|hives|beehive*|bees|beekeep*|apiary|bee colony|bee colonies|colmena*|abejas|apicultura|apiario|bienen|bienenstock*|bienenvolk*|bienenvolker|imker*|ruche*|abeilles|apiculture|rucher|colmeia*|abelhas|apiario',
    notTerms:
      'rash|itch*|allerg*|antihistamine*|flare*|flaring|skin|breakout|break out|urticaria|hive mind|bees knees|spelling bee',
    kind: 'errand',
    size: 2,
  },
  {
    // A gardening job named by its verb, whatever the plant ('plant the bulbs' is not a light bulb).
    id: 'gardenJob',
    terms: 'repotting|pruning|compost|mulch*|abono|mantillo|kompost|mulch|paillage|adubo|cobertura morta',
    leads:
      'plant|repot|re-pot|prune|mow|sow|deadhead|rake|plantar|podar|sembrar|pflanzen|umtopfen|saen|planter|rempoter|tailler|semer|tondre|transplantar|semear',
    kind: 'errand',
    size: 1,
  },
  {
    // Growing food is a season's project: a bed, three crops, sowing dates.
    id: 'growing',
    terms:
      'veg patch|vegetable patch|veggie patch|vegetable garden|veg garden|allotment|raised bed*|herb garden|grow our own|grow my own|own veg*|own tomato*|own potato*|own herbs|own salad*|own fruit|own food|own produce|own chillies|own peppers|grow herbs|grow chillies|grow chilli*|grow strawberr*|grow salad*|chillies|faire pousser des|faire pousser mes|faire pousser du|faire pousser de|gemuse anbauen|krauter anbauen|erdbeeren anbauen|huerto|huerta|gemusebeet*|gemusegarten|schrebergarten|potager|jardin ouvrier|horta|hortinha|horta caseira|huertito|huertita|huerto urbano',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    id: 'garden',
    terms:
      'lawn|garden*|plant*|tomato*|weed*|hedge|mow|grass|seeds|bulbs for|houseplant*|monstera|succulent*|jardin*|planta*|cesped|tomate*|malas hierbas|huerto|semillas|garten|rasen|pflanz*|tomaten|unkraut|hecke|balkon|vertikutier*|laub|laub rechen|beet|beete|hochbeet*|dunger|duenger|jardin|plante*|pelouse|tomates|potager|haie|jardim|grama|relva|relvado|sebe|horta|ervas daninhas|sementes|vasos',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'moving',
    terms: `move house|moving|relocat*|move to|move out|the move|house move|new flat|new apartment|mudanza|mudarme|mudarnos|umzug|umziehen|neue wohnung|demenag*|nouvel appartement|mudanca|mudar-me|mudar para|${CHANGE_OF_HOME}`,
    // 'move more', 'get moving more', 'move my body': exercise, not a house move.
    notTerms: 'move more|moving more|move my body|moving my body|get moving',
    kind: 'project',
    decidesKind: true,
    size: 4,
  },
  // Travel and going out.
  {
    // A flight already booked: check in, seats, boarding passes.
    id: 'checkIn',
    terms:
      'boarding pass*|check in|check-in|checkin|online check*|tarjeta de embarque|bordkarte*|carte d embarquement|cartao de embarque',
    verbWords:
      'check in|check|print|download|get|do|hacer|imprimir|descargar|einchecken|drucken|enregistrer|imprimer|fazer|baixar',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'flights',
    terms:
      'flight*|plane ticket*|airfare|fly to|vuelo*|billete de avion|billetes de avion|flug|fluge|flugticket*|vol|vols|billet d avion|billets d avion|voo|voos|passagem|passagens|bilhete de aviao',
    // 'le vol de mon vélo' is a theft.
    notTerms: 'vol de mon|vol de ma|vol de mes|vol du|vol de la|plainte',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'trainTickets',
    terms:
      'train ticket*|train to|coach ticket*|bus ticket*|billete de tren|tren|ave|zugticket*|bahnticket*|zug|billet de train|train|sncf|bilhete de comboio|passagem de onibus|comboio',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'lodging',
    terms:
      'hotel*|airbnb|hostel|accommodation|campsite|alojamiento|hostal|unterkunft|ferienwohnung|hebergement|gite|hospedagem|pousada|alojamento',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'restaurant',
    // A sugar shack in Quebec is a meal in spring, booked like a table.
    terms: 'table for|restaurant|reservation|mesa para|restaurante|tisch|restaurant|table pour|resto|cabane a sucre*',
    // A table set, laid or cleared is a chore at home, not a booking.
    notTerms:
      'set the table|lay the table|clear the table|wipe the table|poner la mesa|den tisch decken|mettre la table|pôr a mesa|por a mesa',
    kind: 'errand',
    size: 1,
  },
  {
    id: 'trip',
    terms:
      'trip|holiday*|vacation|getaway|weekend away|weekend in|long weekend in|city break|weekend at the|finde en|fin de semana en|wochenende in|kurztrip|staedtetrip|fim de semana em|fds em|road trip|itinerary|viaje|vacaciones|escapada|reise|urlaub|ausflug|voyage|vacances|week-end a|viagem|ferias|passeio|roteiro',
    notTerms: STORAGE,
    kind: 'project',
    size: 3,
  },
  // Work.
  {
    // The yearly review with one's manager ('préparer mon entretien annuel avec mon n+1'): what
    // was done and its figures, what went less well, what is asked for next year; no job offer.
    id: 'annualReview',
    terms:
      'entretien annuel|entretien individuel|entretien professionnel|entretien d evaluation|annual review|performance review|appraisal|mid year review|evaluacion de desempeno|evaluacion anual|mitarbeitergesprach|jahresgesprach|avaliacao de desempenho|avaliacao anual|feedback anual',
    kind: 'project',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'interview',
    terms:
      'interview*|recruiter|headhunter|entrevista*|reclutador*|vorstellungsgesprach|bewerbungsgesprach|recruiter|entretien*|recruteur|entrevista|recrutador*',
    size: 1,
  },
  {
    id: 'resume',
    terms:
      'resume|cv|linkedin|cover letter|portfolio|curriculum|curriculo|carta de presentacion|lebenslauf|anschreiben|lettre de motivation|carta de apresentacao',
    kind: 'project',
    // 'get my CV done': written by the person, not a service booked.
    ownPaperwork: true,
    size: 2,
  },
  {
    id: 'jobSearch',
    terms:
      'job hunt*|job search|new job|apply for job*|applications|job application*|cover letter*|covering letter*|job|jobs|buscar trabajo|nuevo trabajo|empleo|ofertas|trabajo nuevo|carta de presentacion|jobsuche|neuen job|bewerbung*|anschreiben|stelle|emploi|nouveau travail|candidature*|lettre de motivation|postuler|boulot|emprego|novo emprego|vaga*|candidatura*|carta de apresentacao',
    // An application or a cover letter is written ('Bewerbung schreiben').
    verbs: ['errand', 'generic', 'project', 'skill', 'write', 'call'],
    // 'apprendre le néerlandais pour le boulot': the job one has is why, not a job to look for.
    notTerms:
      'for work|for my job|for my work|para el trabajo|para mi trabajo|pour le boulot|pour mon boulot|pour le travail|pour mon travail|pour le taf|fur die arbeit|fur meine arbeit|fur den job|fur meinen job|beruflich|pro trabalho|para o trabalho|para o meu trabalho|pro meu trabalho',
    kind: 'project',
    // 'get a new job' takes weeks, whatever the verb suggests.
    decidesKind: true,
    size: 3,
  },
  {
    id: 'meeting',
    terms:
      'retro|retrospective|standup|stand-up|sprint planning|sprint|planning mtg|mtg|meeting|1:1|one-on-one|offsite|workshop|all hands|reunion|junta|retrospectiva|besprechung|meeting|sitzung|termin mit dem team|reunion d equipe|seminaire|atelier|reuniao|retrospectiva',
    kind: 'project',
    size: 2,
  },
  // A pitch or a court booked for a game ('book a pitch for 5 a side', 'hire the astro'): a slot,
  // a price and the players told. Not a sales pitch, and not a workout; a pitch at a campsite is
  // a place to stay.
  {
    id: 'pitchHire',
    terms:
      'pitch|pitches|astro|astros|astroturf|3g pitch|football pitch|five a side pitch|5 a side pitch|court|courts|tennis court|padel court|badminton court|sports hall|cancha|pista de padel|pista de tenis|campo de futbol|fussballplatz|kunstrasen|tennisplatz|soccerhalle|terrain de foot|terrain|court de tennis|quadra|campo de futebol|quadra de tenis',
    verbWords:
      'book|hire|reserve|rent|sort|get|reservar|alquilar|buchen|mieten|reservieren|reserver|louer|alugar|marcar',
    notTerms:
      'campsite|camping|caravan|tent|motorhome|glamping|campervan|camper|court date|court hearing|small claims|crown court|magistrates',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'presentation',
    terms:
      'present|presentation|slides|deck|talk at|keynote|pitch|webinar|findings|presentacion|presentar|diapositivas|charla|ponencia|prasentation|prasi|praesi|prasis|presi|preso|prezi|powerpoint|ppt|vortrag|folien|prasentieren|pitchen|presentation|exposer|expose|soutenance|diaporama|apresentacao|apresentar|slides|palestra|seminario',
    // A pitch at a campsite is a place for the tent or the caravan, not a talk.
    notTerms: 'campsite|camping|caravan|tent|motorhome|glamping|campervan|campground',
    kind: 'project',
    size: 2,
  },
  {
    id: 'inbox',
    terms:
      'emails|email backlog|inbox|e-mails|mails|correos|bandeja de entrada|posteingang|courriels|mails en retard|boite mail|caixa de entrada|e-mails atrasados',
    kind: 'errand',
    size: 2,
  },
  {
    id: 'release',
    terms:
      'ship|deploy*|release|feature|v[0-9]+|mvp|beta|bug*|pull request|pr|migration|onboarding flow|app|lanzar la app|despliegue|veroffentlich*|ausrollen|livrer|mettre en prod|mise en production|lancar o app|aplicativo|deploy',
    // A press release is news for journalists; 'faire livrer le canapé' has a sofa brought home.
    notTerms:
      'press release|news release|nota de prensa|comunicado de prensa|pressemitteilung|communique de presse|comunicado de imprensa|release de imprensa|faire livrer|me faire livrer|se faire livrer|nous faire livrer|livrer le canape|livrer la machine|livrer le frigo|livrer les meubles',
    verbs: ['project', 'errand', 'generic', 'skill'],
    kind: 'project',
    size: 3,
  },
  {
    // A tool of the job learnt on the job ('the new till', 'the booking system'): a walkthrough
    // from someone who knows it, then each task practised.
    id: 'workTool',
    terms:
      'the till|new till|tills|till system|cash register|checkout system|pos system|epos|card machine|booking system|new system|the system at work|crm|rota app|work software|new software|caja registradora|tpv|datafono|sistema nuevo|kasse|kassensystem|neues system|caisse enregistreuse|logiciel de caisse|nouveau logiciel|caixa registradora|sistema de caixa|pdv|sistema novo',
    notVerbs: ['errand'],
    kind: 'skill',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'training',
    terms:
      'new hire|onboard*|train the team|train new|formar al|nuevo empleado|einarbeit*|neuen kollegen|former le|nouvel arrivant|treinar o novo|integrar o novo|novo funcionario',
    kind: 'project',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'forms',
    terms:
      'form|forms|paperwork|application form|timesheet*|registration|enrol*|formulario*|solicitud|inscripcion|tramite*|papeleo|formular*|anmeldung|antrag|stundenzettel|unterlagen|elterngeld*|wohngeld*|bafog*|gez|rundfunkbeitrag|krankmeldung|krankschreibung|au-bescheinigung|arbeitsunfahigkeitsbescheinigung|au beim|au an|formulaire*|dossier|demande|inscription|caf|papiers|formulario*|inscricao|requerimento|folha de ponto|papelada',
    notVerbs: ['skill'],
    kind: 'errand',
    size: 1,
  },
  {
    id: 'career',
    terms: 'promot*|pay rise|raise|ascenso|aumento de sueldo|beforderung|gehaltserhohung|augmentation|promocao|aumento',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    id: 'website',
    terms: 'website|web|site|pagina web|webseite|homepage|site web|site internet|landing page|portfolio site',
    notVerbs: ['skill'],
    kind: 'project',
    size: 3,
  },
  {
    id: 'report',
    terms:
      'report|proposal|grant|business plan|whitepaper|spec|documentation|informe|propuesta|memoria|subvencion|bericht|konzept|forderantrag|rapport|proposition|subvention|relatorio|proposta|projeto de pesquisa',
    kind: 'project',
    size: 3,
  },
  {
    id: 'thesis',
    terms:
      'thesis|dissertation|essay|paper|chapter|ch [0-9]+|coursework|tesis|tesina|tfg|tfm|tfe|trabajo de fin|trabajo final de grado|travail de fin d etudes|ensayo|capitulo|abschlussarbeit|masterarbeit|bachelorarbeit|hausarbeit|seminararbeit|facharbeit|doktorarbeit|kapitel|memoire|these|dissertation|chapitre|tcc|monografia|tese|dissertacao|artigo|capitulo',
    kind: 'project',
    size: 4,
  },
  {
    id: 'revision',
    // A school subject revised or studied ('revise organic chemistry', 'learn the krebs cycle for
    // the bio exam'): recall and past questions, not a course to pick or a walk ('cycle').
    terms:
      'maths|math|further maths|mathematics|chemistry|organic chemistry|chem|physics|biology|bio|history|geography|economics|psychology|sociology|english lit|english literature|statistics|stats|calculus|algebra|trigonometry|past paper*|flashcards|mocks|mock exam*|revision notes|matematicas|quimica|fisica|biologia|mathe|chemie|physik|biologie|erdkunde|mathematiques|chimie|physique|svt|matematica',
    verbWords:
      'revise|revising|study|studying|cram|cramming|learn|learning|memorise|memorize|go over|do|practise|practice|estudiar|repasar|lernen|wiederholen|pauken|reviser|etudier|estudar|revisar',
    kind: 'skill',
    size: 4,
  },
  {
    id: 'exam',
    terms:
      'exam*|cert|certs|certification*|certificacion*|zertifi*|certificacao|finals|midterm*|test prep|backlogs|backlog paper*|backlog subject*|arrear*|supplementary exam*|supplementaries|resit*|re-sit*|retake exam*|gcse|gcses|a levels|a level|a-level*|the sat|sats|sat prep|gre|gmat|ielts|toefl|examen*|oposicion*|selectividad|evau|prufung*|klausur*|abitur|abi|matura|lehrabschlussprufung|abschlussprufung|partiel*|bac|bts|concours|brevet|prova*|concurso|vestibular|enem|oab',
    notVerbs: ['book'],
    // Papers failed and owed again ('backlogs', 'arrears') are exams; a backlog of work is not.
    // Arrears of rent, tax or a bill are money owed: a debt, not a paper to resit.
    notTerms:
      'email*|e-mail*|inbox|ticket*|jira|laundry|washing|orders|invoices|admin|paperwork|emails|mail|rent|tax|council|mortgage|bill|bills|loan*|debt*|owe|owed|payment*|energy|gas|electric*|water|utilit*|maintenance|prova do vestido|prova de vestido|prova da roupa|prova de roupa|prova do terno|prova do fato|prueba del vestido|prueba de vestido|prueba del traje',
    kind: 'skill',
    size: 4,
  },
  // Making things.
  {
    id: 'shop',
    terms:
      'etsy|online shop|online store|tiendita online|tienda en linea|tiendita en linea|tienda virtual|tiendita virtual|lojinha online|loja virtual|lojinha virtual|online order*|orders online|order online|take orders|taking orders|online booking*|bookings online|click and collect|click & collect|pre-order*|preorder*|webshop|sell online|selling online|e-commerce|ecommerce|shop|store|side hustle|small business|business|tienda online|tienda|tiendita|negocio|emprendimiento|onlineshop|laden|geschaft|selbststandig*|boutique en ligne|boutique|entreprise|auto-entrepreneur|loja online|loja|lojinha|negocio|empreendimento',
    verbs: ['project', 'generic', 'errand'],
    kind: 'project',
    size: 4,
  },
  {
    id: 'content',
    terms:
      'blog|newsletter|podcast*|youtube|channel|substack|instagram|tiktok|episode*|canal|boletin|kanal|chaine|episodio*|episodios',
    // Watching or scrolling an app is time spent on a screen, not a channel made: 'scroller tiktok
    // dans mon lit', 'stop watching youtube in bed', 'ver tiktok en la cama' are screen time.
    notTerms: CONSUMING,
    kind: 'project',
    size: 3,
  },
  {
    id: 'speech',
    terms:
      'speech|toast|best man|maid of honor|eulogy|discurso|brindis|rede|trauzeugenrede|toast|discours|eloge|discurso|brinde',
    kind: 'project',
    size: 2,
  },
  {
    id: 'invites',
    terms:
      'invites|invitations|christmas cards|thank you cards|thank-you cards|thank you notes|thank-you notes|save the date*|invitaciones|tarjetas|einladungen|weihnachtskarten|dankeskarten|faire-part|invitations|cartes de voeux|convites|cartoes de natal',
    kind: 'errand',
    // A pile of cards to write is a task with an end, not a moment with someone.
    decidesKind: true,
    size: 2,
  },
  {
    // A meal hosted for family or friends, often every week ('el asado de los domingos', 'Sunday
    // lunch', 'repas de famille', 'almoço de domingo', 'Grillabend'): who comes, what each eats,
    // the menu and the shopping. My Context's diets decide its dishes (reading.ts).
    id: 'hostedMeal',
    terms:
      'asado|asadito|parrillada|choripaneada|churrasco|churras|barbecue|bbq|barbie|braai|cookout|grillparty|grillabend|grillfest|family dinner|family lunch|family meal|sunday lunch|sunday dinner|roast for the family|lunch for the family|dinner for the family|meal for the family|cook for the family|cooking for the family|asado para la familia|comida para la familia|almoco pra familia|almoco para a familia|repas pour la famille|essen fur die familie|shabbat dinner|friday night dinner|iftar|comida familiar|comida en familia|comida del domingo|comida de los domingos|almuerzo familiar|almuerzo del domingo|cena familiar|cena en familia|almoco de domingo|almoco em familia|almoco de familia|almoco familiar|jantar de familia|jantar em familia|jantar familiar|repas de famille|repas en famille|repas du dimanche|diner de famille|diner en famille|souper de famille|souper en famille|dimanche midi|familienessen|sonntagsessen|sonntagsbraten|essen mit der familie|mittagessen mit der familie',
    // 'clean the bbq' is the grill itself; 'ring nan about sunday lunch' is the call.
    notTerms: 'clean|cleaning|scrub|degrease|limpiar|limpieza|putzen|reinigen|nettoyer|limpar|cover|funda|housse|capa',
    notVerbs: ['call', 'write'],
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'party',
    terms:
      '18th|21st|30th|40th|50th|60th|65th|70th|75th|80th|90th|100th|party|thanksgiving|friendsgiving|mi cumple|el cumple|su cumple|cumple de|anniv|repas de noel|diner de noel|reveillon|ceia de natal|ceia|jantar de natal|almoco de natal|weihnachtsessen|christmas dinner|christmas lunch|xmas dinner|xmas lunch|easter lunch|easter dinner|seder|hosting|birthday|bday|christening|first communion|comunion|primera comunion|bautizo|cha de bebe|cha de fraldas|cha revelacao|batizado|taufe|kommunion|konfirmation|bapteme|communion|18th|21st|30th|40th|50th|60th|65th|70th|75th|80th|90th|bbq|barbecue|dinner party|baby shower|wedding|celebration|fiesta|cumpleanos|boda|cena|celebracion|party|feier|geburtstag*|hochzeit|grillen|fete|anniversaire|mariage|soiree|festa|aniversario|casamento|churrasco|jantar',
    notVerbs: ['call', 'write'],
    // 'get in shape for the wedding', 'être en forme pour le mariage': the body is the goal, the party its date.
    notTerms:
      'in shape|into shape|get fit|fit for|tone up|en forma|em forma|en forme|fit werden|fit sein|fit fur|in form|' +
      // 'save the wedding photos onto the hard drive': the party's pictures kept, not a party.
      STORAGE,
    kind: 'project',
    size: 3,
  },
  {
    // Games of skill: play, look back at the mistake that cost most, drill it.
    id: 'games',
    terms:
      'chess|poker|play bridge|bridge club|scrabble|crossword*|sudoku*|rubik*|speedcub*|darts|snooker|billiards|backgammon|board game*|boardgame*|video game*|card game*|mahjong|wordle|catan|ajedrez|crucigrama*|juego de mesa|juegos de mesa|schach|skat|kreuzwort*|brettspiel*|echecs|mots croises|mots fleches|jeu de societe|jeux de societe|xadrez|palavras cruzadas|jogo de tabuleiro|jogos de tabuleiro',
    kind: 'skill',
    size: 3,
  },
  {
    id: 'recipe',
    terms:
      'recipe*|bake|baking|bread|sourdough|roast|sunday roast|roast dinner|christmas dinner|cake|paella|lasagna|lasagne|curry|receta*|hornear|pan|tarta|bizcocho|rezept*|backen|brot|kuchen|recette*|patisser*|gateau|pain|receita*|assar|bolo|pao|' +
      // Dishes made at home, by their name: a pot or a batch from a recipe.
      'jam|chutney|marmalade|soup|stew|casserole|risotto|gingerbread|crumble|pancakes|dumplings|mermelada|sopa|guiso|cocido|croquetas|empanada*|marmelade|konfiture|suppe|eintopf|lebkuchen|auflauf|knodel|platzchen|confiture|soupe|potage|ragout|quiche|gratin|pain d epices|crepes|doce de|geleia|compota|caldo verde|ensopado|feijoada|empadao|pudim|bolinhos|' +
      // Bakes and dishes made with children or family at home.
      'pizza|pizzas|cookies|biscuits|brownies|muffins|cupcakes|scones|flapjacks|fairy cakes|banana bread|pasta from scratch|fresh pasta|tacos|burgers',
    notVerbs: ['errand', 'stop'],
    kind: 'skill',
    size: 2,
  },
  {
    id: 'mealPrep',
    terms:
      'meal prep|meal-prep|equilibr*|meals|lunches|lunch out|buying lunch|buy lunch|pack lunch|pack a lunch|pack my lunch|packing lunch|lunch to work|lunch from home|meal deal*|packed lunch*|lunchbox*|lunch box*|cook more|kochen statt|cook at home|eat healthier|eat healthy|eat better|eat more|vegetables|veggies|healthy eating|fast food|takeaway*|cocinar mas|comer sano|comer mejor|verduras|comida casera|tupper*|meal prep|gesunder essen|gesund essen|gemuse|vorkochen|selber kochen|manger equilibre|manger sain|manger mieux|legumes|cuisiner plus|batch cooking|cozinhar mais|comer melhor|comer saudavel|comer mais saudavel|comer de forma saudavel|alimentacao saudavel|comer mas sano|cenar sano|cenar mas sano|cenar mejor|cenar saludable|cenas sanas|cenas saludables|cenas mas sanas|jantar melhor|jantar saudavel|jantar mais saudavel|jantares saudaveis|jantares mais saudaveis|alimentarme mejor|alimentarme bien|alimentarse mejor|alimentarme sano|me alimentar melhor|alimentar-me melhor|alimentar me melhor|comer mas sana|comer mas saludable|comer saludable|alimentacion saludable|gesunder ernahren|gesund ernahren|manger plus sain*|mieux manger|eat healthily|eat clean|healthier diet|healthy diet|marmita*|legumes|verduras|comida caseira',
    kind: 'habit',
    size: 2,
    body: false,
  },
  // Body and health.
  {
    // A value from a blood test or a cuff ('get my hba1c down', 'lower my blood pressure'): a
    // reading to know, a target from the clinic, one daily change logged. Not a feeling ('down').
    id: 'bloodMarker',
    terms:
      'hba1c|a1c|blood sugar*|blood glucose|my sugars|sugars below|sugars under|sugars down|sugars in range|sugar readings|glucose|sugar levels|cholesterol|ldl|triglyceride*|blood pressure|bp|high bp|resting heart rate|ferritin|iron levels|more iron|my iron|low iron|iron up|iron deficien*|anaemi*|anemi*|glucemia|glucosa|colesterol|tension arterial|presion arterial|hipertension|blutzucker*|langzeitzucker|cholesterin|blutdruck|bluthochdruck|ruhepuls|glycemie|tension arterielle|hypertension|glicemia|glicose|pressao arterial|pressao alta|hipertensao',
    kind: 'health',
    decidesKind: true,
    size: 3,
  },
  {
    id: 'weight',
    terms:
      'lose weight|weight|kg|kgs|kilo|kilos|lbs|pounds|stone|slim*|bajar de peso|adelgazar|perder peso|kilos|abnehmen|gewicht|kilo|perdre du poids|maigrir|perdre [0-9]+|emagrecer|perder peso|perder [0-9]+|quilos',
    kind: 'health',
    decidesKind: true,
    size: 4,
  },
  {
    id: 'sugar',
    terms:
      'sugar|sweets|soda|sodas|fizzy drink*|fizzy pop|cola|coke|soft drinks|limo|limonade|softdrinks|candy|chocolate|desserts|azucar|dulces|refrescos|refresco|gaseosa*|chuches|golosinas|gominolas|zucker|susses|sussigkeiten|sucre|sucreries|soda|acucar|doces|guloseimas|refrigerante*',
    // A sugar shack in Quebec is an outing, not sugar to cut.
    notTerms: 'cabane a sucre*',
    kind: 'health',
    size: 2,
  },
  {
    id: 'alcohol',
    terms:
      'alcohol|booze|drinking|beer|wine|dry january|sober|alcohol|cerveza|vino|alkohol|bier|wein|feierabendbier|alcool|biere|vin|apero|aperitif|cerveja|vinho|beber menos',
    notVerbs: ['errand'],
    kind: 'health',
    // Drinks are poured in the evening; a limit is not set over the morning coffee.
    moment: 'evening',
    size: 3,
  },
  // Weed that is smoked, not pulled: named anywhere, it is the goal ('smoking weed on weekends'
  // is not cigarettes, 'cut down on weed' is not gardening). Weeding words keep the garden's sense.
  {
    id: 'cannabis',
    terms:
      'cannabis|marijuana|marihuana|weed|smoke weed|smoking weed|smoke pot|smoking pot|spliff*|blunts|getting stoned|stoned|edibles|thc|porro*|fumar hierba|fumar maria|kiffen|gekifft|kiffe|gras rauchen|joints rauchen|beuh|petard*|fumer de l herbe|fumer des joints|maconha|baseado*|fumar erva|fumar um|fumar beck',
    notTerms:
      'weed the|weeding|weed killer|weedkiller|weed out|weeds|garden*|allotment|lawn|patio|driveway|flower bed*|veg patch|beds|borders|path|paving|gravel|planter*|jardin*|huerto|garten|beet*|jardim|horta',
    kind: 'health',
    decidesKind: true,
    anywhere: true,
    size: 3,
  },
  {
    id: 'smoking',
    terms:
      'smok*|cigarette*|vap*|nicotine|fumar|tabaco|cigarrillos|rauchen|zigarette*|nikotin|fumer|cigarette*|clope*|tabac|cigarro*|nicotina',
    kind: 'health',
    decidesKind: true,
    size: 4,
  },
  {
    id: 'screenTime',
    terms:
      CONSUMING +
      '|phone in bed|phones in bed|phone at night|phone before bed|no phone|no phones|phone in the bedroom|celular en la cama|movil en la cama|telefono en la cama|celu en la cama|telephone au lit|cell au lit|cellulaire au lit|celular na cama|telemovel na cama|telefone na cama|handy im bett|mexer no celular|mexer no telemovel|' +
      'screen time|comparing myself|compare myself|time on instagram|time on insta|time on tiktok|on insta|compararme|comparandome|mich vergleichen|me comparer|comparar-me|me comparar|phone less|on my phone|off my phone|on the phone less|phone time|doomscroll*|social media|scrolling|instagram less|tiktok less|movil|redes sociales|pantalla*|handy|bildschirmzeit|soziale medien|ecrans|telephone|reseaux sociaux|celular|telemovel|redes sociais|tela',
    notVerbs: ['errand', 'call'],
    // The phone's bill, contract or plan is paperwork, not time on the screen.
    notTerms:
      'phone bill|phone contract|phone plan|phone insurance|phone company|phone provider|mobile bill|mobile contract|late charge|charge on|factura del movil|factura del celular|factura del telefono|contrato del movil|tarifa del movil|plan del celular|handyvertrag|handyrechnung|handytarif|mobilfunkvertrag|forfait|facture de telephone|facture du portable|facture de portable|abonnement|conta do celular|conta de celular|conta do telemovel|plano do celular|fatura do celular|fatura do telemovel|tarifario',
    // The phone is put away for the night: the plan's moment is the evening.
    moment: 'evening',
    kind: 'habit',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'teeth',
    terms: 'floss*|teeth|brush my teeth|hilo dental|dientes|zahnseide|zahne|fil dentaire|dents|fio dental|dentes',
    kind: 'habit',
    size: 1,
  },
  {
    id: 'sleep',
    terms:
      'sleep|asleep|bed by|bedtime|go to bed|out of bed|wake up|get up early|get up earlier|getting up early|early riser|insomnia|dormir|acostarme|despertarme|levantarme|schlafen|ins bett|aufstehen|schlaf|coucher|lever tot|sommeil|se lever|dormir|acordar|deitar|sono|insonia|veiller tard|veille tard|ficar acordad*|fico acordad*|dormir tarde|virar a noite|varar a noite',
    kind: 'habit',
    // Sleep is a nightly habit, never 'sessions of 25 minutes'.
    decidesKind: true,
    every: 'night',
    moment: 'evening',
    size: 2,
  },
  {
    id: 'hydration',
    terms: 'water|hydrat*|agua|wasser|eau|garrafa',
    verbs: ['habit', 'generic', 'stop'],
    kind: 'habit',
    // Drinking water is a daily habit, never 'sessions of 20 minutes'.
    decidesKind: true,
    every: 'day',
    size: 1,
  },
  {
    id: 'meditation',
    terms:
      'meditat*|mindful*|breathwork|meditar|meditacion|atencion plena|meditier*|achtsamkeit|mediter|meditation|pleine conscience|meditacao',
    kind: 'habit',
    size: 1,
  },
  {
    id: 'journal',
    terms: 'journal*|diary|gratitude|diario|gratitud|tagebuch|dankbarkeit|journal intime|gratitude|diario|gratidao',
    // Keeping one ('llevar un diario', 'Tagebuch schreiben') is a habit whatever the verb; buying one is an errand.
    notTerms:
      'buy|order|get a new|comprar|compra|kaufen|bestellen|acheter|commander|encomendar|magazine|newspaper|periodico|zeitung|journal de bord',
    decidesKind: true,
    moment: 'evening',
    kind: 'habit',
    size: 1,
  },
  {
    // A pet boarded or looked after while away ('put the dog in kennels', 'Hund in die
    // Hundepension', 'residencia canina'): dates booked, vaccinations checked, a bag packed.
    id: 'petBoarding',
    terms:
      'kennel|kennels|cattery|catteries|dog sitter|dogsitter|dog-sitter|pet sitter|petsitter|pet-sitter|cat sitter|catsitter|dog boarding|boarding kennel*|dog hotel|pet hotel|hundepension|tierpension|katzenpension|hundesitter|tiersitter|katzensitter|hundehotel|residencia canina|residencia para perros|guarderia canina|hotel para perros|hotel canino|hotel para gatos|pension para perros|cuidador de perros|pension canine|pension pour chiens|pension pour chats|pension pour chien|pension pour chat|pension pour le chien|pension pour le chat|pension pour mon chien|pension pour mon chat|faire garder le chien|faire garder le chat|faire garder mon chien|faire garder mon chat|residencia para el perro|residencia para mi perro|hotel pro cachorro|hotel pra cachorro|hotel para o cachorro|hotel pro gato|garde de chien|garde du chien|garde de chat|garde du chat|hotel para caes|hotel para cachorro|hotelzinho|hotel pet|hotel para pets|creche canina|cuidador de caes|cuidador para o cachorro',
    // 'put the dog in kennels': the dog named first only goes along.
    anywhere: true,
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    id: 'dog',
    terms:
      'dog|dogs|puppy|puppies|pup|walk the dog|dog training|puppy class*|puppy training|obedience class*|perro|perra|perros|perrita|perrito|hund|hunde|hundin|welpe|welpen|hundeschule|gassi|chien|chienne|chiens|chiot|chiots|cachorro|cachorra|cachorros|cachorrinho|cachorrinha|filhote|cadela|cao|caes',
    kind: 'habit',
    size: 1,
  },
  {
    id: 'swim',
    terms:
      'swim*|pool|laps|aqua aerobics|aquaerobics|aqua fit|aquafit|aquagym|aqua gym|aquazumba|water aerobics|natacion|nadar|piscina|aerobic acuatico|gimnasia acuatica|hidrogimnasia|aquagym|schwimm*|bahnen|wassergymnastik|aquafitness|aqua-fitness|nager|natation|piscine|aquabike|nadar|natacao|hidroginastica|hidro',
    kind: 'health',
    size: 3,
    body: true,
  },
  // Riding or walking to work is a commute to make a habit of: the bike, the route, the days.
  {
    id: 'commute',
    terms:
      TO_WORK_ES +
      '|' +
      TO_WORK_PT +
      '|cycle to work|bike to work|ride to work|ride my bike to work|walk to work|cycling to work|biking to work|commute by bike|en bici al trabajo|en bicicleta al trabajo|al trabajo en bici|al trabajo en bicicleta|andando al trabajo|caminando al trabajo|mit dem rad zur arbeit|mit dem fahrrad zur arbeit|mit dem velo zur arbeit|mit dem velo ins buro|mit dem velo zur uni|mit dem rad ins buro|mit dem fahrrad ins buro|zur arbeit radeln|zur arbeit laufen|zu fuss zur arbeit|mit dem rad zur uni|a velo au travail|au travail a velo|au boulot a velo|a velo au boulot|velotaf|a pied au travail|de bicicleta para o trabalho|de bike para o trabalho|de bicicleta pro trabalho|de bike pro trabalho|a pe para o trabalho|trabalho de bicicleta|trabalho de bike',
    kind: 'habit',
    decidesKind: true,
    size: 2,
    body: true,
  },
  {
    id: 'walking',
    terms:
      'walk|walking|steps|hike|hikes|hiking|trails|countryside|the hills|ramble|rambles|rambling|fell walking|hill walking|cycle|cycling|bike|caminar|pasos|senderismo|bici*|andar|spazier*|wander*|ins grune|al campo|ao campo|para o campo|pro campo|schritte|radfahren|fahrrad|marcher|marche|pas par jour|randonnee|randonnees|a la campagne|velo|caminhar|caminhada*|passos|trilha|trilhas|bicicleta|pedalar',
    // 'faire marcher la boutique': walking that is the verb of running a thing is no walk.
    notVerbs: ['project', 'money'],
    notTerms: 'paper trail|paper trails|audit trail|audit trails|trail mix',
    kind: 'health',
    size: 2,
    body: true,
  },
  {
    id: 'running',
    terms:
      'a 5k|a 10k|the 5k|the 10k|5k run|10k run|half marathon|marathon|run|running|jog*|couch to|parkrun|un 10k|correr|carrera|media maraton|maraton|laufen|joggen|halbmarathon|lauf|courir|course a pied|reprendre la course|footing|semi-marathon|le semi|un semi|marathon|correr|corrida|meia maratona|maratona',
    // 'correr con los gastos', 'correr atrás do seguro': the verb in its other senses is no run.
    notVerbs: ['errand', 'project', 'call', 'money'],
    kind: 'health',
    size: 3,
    body: true,
  },
  {
    id: 'physio',
    terms:
      'physio exercises|physio ubungen|physioubungen|krankengymnastik|exos de kine|exercices de kine|reeducation|rehab|stretch*|mobility|posture|yoga|pilates|back pain|my back|bad back|sore back|lower back|backache|sciatica|knee|shoulder|estiramientos|estirar|movilidad|espalda|rodilla|dehn*|mobilitat|ruckenschmerzen|knie|etirement*|mobilite|mal de dos|genou|alongamento*|alongar|mobilidade|dor nas costas|joelho|fisioterapia|fisio',
    kind: 'health',
    size: 2,
    mended: true,
    body: true,
  },
  {
    id: 'gym',
    terms:
      'gym|weights|lift*|strength|squat*|push-ups|pushups|pull-ups|abs|gimnasio|gimnasio|pesas|fuerza|flexiones|fitnessstudio|krafttraining|hanteln|liegestutz*|salle de sport|muscu*|pompes|academia|musculacao|malhar|flexoes|treino de forca',
    kind: 'health',
    size: 3,
    body: true,
  },
  {
    id: 'fitness',
    terms:
      'physical activity|physically active|get active|more active|stay active|active again|activite physique|activites physiques|actividad fisica|atividade fisica|actividade fisica|korperliche aktivitat|mehr bewegen|mehr bewegung|me bouger|bouger plus|bouger davantage|moverme mas|me mexer|mexer mais|in shape|get fit|fitness|move more|moving more|move my body|moving my body|get moving|tone up|toning|get toned|tonificar|tonificarme|me tonifier|tonifier|me remettre au sport|remettre au sport|straffen|recuperar la forma|recuperar mi forma|en forma|em forma|retrouver la forme|wieder fit|bulk up|build muscle|slim down|firm up|football|soccer|five-a-side|5-a-side|five a side|5 a side|7-a-side|sunday league|pub league|basketball|netball|volleyball|rugby|tennis|padel|squash|badminton|hockey|climbing|bouldering|futbol|futbito|baloncesto|tenis|escalada|fussball|basketball|handball|le hand|au hand|du hand|klettern|bouldern|foot|basket|escalade|futebol|futsal|volei|exercise|exercising|workout*|work out|sport|hacer deporte|ponerme en forma|ejercicio|deporte|fit werden|sport|bewegung|training|trainieren|remettre en forme|faire du sport|reprendre le sport|exercice|entrainer|voltar a treinar|treinar|exercicio*|entrar em forma|fazer exercicio|etre en forme|en forme pour|en forme avant|plus en forme|me mettre en forme',
    kind: 'health',
    size: 3,
    body: true,
  },
  // Everyday subjects named alike in five languages (decision 096).
  {
    // Something borrowed goes back to a person, not to a shop.
    id: 'lentBack',
    terms:
      'neighbour*|neighbor*|borrowed|lent me|vecin[oa]|vecinos|prestad[oa]|me lo presto|nachbar*|geliehen*|herr|herrn|frau|voisin*|voisine*|prete|emprunte|vizinh[oa]|vizinhos|emprestad[oa]',
    verbWords:
      'return|give back|take back|bring back|devolver|devolverle|devolverla|devolverlo|devolverselo|zuruckgeben|zuruckbringen|wiederbringen|rendre|rapporter|ramener|devolver|levar de volta',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // One stroke or shot of a sport, worked on ('work on my backhand', 'sort out my golf swing'):
    // reps at a target and a video, not a project plan.
    id: 'technique',
    terms:
      'my serve|first serve|second serve|1st serve|2nd serve|kick serve|backhand*|forehand*|volleys|golf swing|my swing|backswing|short game|putting|my putts|free throw*|jump shot*|double fault*|drop shot*|layup*|handstand*|cartwheel*|kick-up*|keepy uppy|keepie uppie',
    kind: 'skill',
    decidesKind: true,
    size: 3,
  },
  {
    // Something made by hand for a day ('finish the quilt for the baby shower'): what is left,
    // counted back from when it is needed. A person it is for is not the subject.
    id: 'handmade',
    terms:
      'quilt*|patchwork|knitting|crochet*|cross stitch|cross-stitch|embroider*|jumper|cardigan|scarf|blanket|amigurumi|tapestry|colcha|manta|bufanda|jersey|punto|ganchillo|bordado|decke|schal|pullover|strick*|hakel*|stickerei|plaid|couverture|echarpe|tricot*|crochet|broderie|colcha|cachecol|trico*|croche|bordado',
    verbs: ['project', 'generic', 'errand', 'skill'],
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    // Finishing a degree: 'carrera', 'faculdade' and 'licence' are studies here, not a race or a permit.
    id: 'degree',
    terms:
      'degree|my course|uni|university|carrera|grado|licenciatura|master|studium|bachelor|uni|licence|diplome|fac|cursus|faculdade|graduacao|mestrado|curso superior',
    verbWords:
      'finish|complete|get|graduate|pass|terminar|acabar|sacarme|sacar|aprobar|finalizar|abschliessen|beenden|schaffen|finir|terminer|obtenir|valider|avoir|concluir|acabar|terminar|tirar|formar-me',
    // A licence to drive is earned in a car, not at university.
    notTerms: 'driving licen[cs]e|drivers? licen[cs]e|driver s licen[cs]e|provisional licen[cs]e',
    kind: 'project',
    decidesKind: true,
    size: 5,
  },
  {
    // A piece of furniture bought ('Bank für den Garten kaufen', 'buy a garden bench', 'comprar un
    // banco para el jardín', 'acheter un banc pour la terrasse'): measured, compared and delivered,
    // not the garden it stands in, nor a bank.
    id: 'furnitureBuy',
    terms:
      'bench|garden bench|sofa|couch|settee|armchair|desk|wardrobe|bookcase|bookshelf|chest of drawers|dining table|garden table|garden furniture|bed frame|furniture|banco|sofa|sillon|escritorio|armario|estanteria|comoda|mesa de comedor|muebles de jardin|mueble*|bank|gartenbank|sofa|couch|sessel|schreibtisch|kleiderschrank|bucherregal|kommode|esstisch|gartenmobel|mobel*|banc|canape|fauteuil|bureau|armoire|bibliotheque|commode|table a manger|salon de jardin|meubles?|poltrona|escrivaninha|guarda-roupa|guarda-roupas|estante|comoda|mesa de jantar|moveis de jardim|movel|moveis',
    verbWords:
      'buy|order|purchase|comprar|encargar|pedir|kaufen|bestellen|besorgen|acheter|commander|trouver|encomendar|achar',
    // 'buy a bench press', 'find a desk job', 'comprar en el banco': other things with the same word.
    notTerms:
      'bench press|desk job|help desk|standing desk converter|bank account|bankkonto|en el banco|no banco|au bureau|bureau de|office desk job|bureau de poste',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  {
    // Sanding and painting a piece of furniture: a bench is not a bank.
    id: 'furniture',
    terms:
      'bench|garden bench|table|chairs?|shelf|shelves|dresser|furniture|banco|mesa|sillas?|mueble*|estanteria|comoda|bank|gartenbank|tisch|stuhl|stuhle|regal|kommode|mobel*|banc|chaises?|meubles?|etagere|commode|cadeiras?|movel|moveis|estante',
    verbWords:
      'paint|repaint|sand|varnish|stain|oil|restore|refinish|pintar|repintar|lijar|barnizar|restaurar|streichen|lackieren|abschleifen|schleifen|olen|lasieren|peindre|repeindre|poncer|vernir|lasurer|restaurer|lixar|envernizar',
    kind: 'errand',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'photoAlbum',
    terms:
      'photo album|photo book|photobook|wedding album|album|fotolibro|album de fotos|fotobuch|fotoalbum|hochzeitsalbum|livre photo|album photo|fotolivro|album de fotografias',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    id: 'nailBiting',
    terms:
      'bite my nails|biting my nails|nail biting|nail-biting|morderme las unas|comerme las unas|morderse las unas|nagel kauen|nagel zu kauen|nageln kauen|nageln zu kauen|nagelkauen|an den nageln kauen|fingernagel kauen|ronger les ongles|me ronger les ongles|onychophagie|roer unha*|roer as unhas',
    kind: 'habit',
    decidesKind: true,
    size: 2,
  },
  // Learning.
  {
    id: 'sql',
    terms: 'sql|postgres*|mysql|database*|queries|base de datos|datenbank*|base de donnees|banco de dados',
    kind: 'skill',
    size: 4,
  },
  {
    id: 'spreadsheet',
    terms:
      'excel|spreadsheet*|google sheets|pivot table*|hoja de calculo|hojas de calculo|tabellenkalkulation|tableur|planilha*|folha de calculo',
    medium: true,
    kind: 'skill',
    size: 3,
  },
  {
    id: 'code',
    terms:
      'python|javascript|typescript|java|rust|golang|react|coding|code|programming|web dev*|programar|programacion|programmier*|coder|programmation|programacao|desenvolvimento web',
    // 'passer le code' is the driving theory test, not programming.
    notTerms:
      'passer le code|passer mon code|repasser le code|repasser mon code|reussir le code|reussir mon code|code de la route|examen du code|code du permis|code et conduite|permis|auto ecole|auto-ecole',
    kind: 'skill',
    size: 4,
  },
  {
    id: 'language',
    terms:
      'spanish|french|german|italian|portuguese|japanese|chinese|mandarin|korean|arabic|english|dutch|russian|sign language|duolingo|ingles|frances|aleman|italiano|portugues|japones|chino|coreano|arabe|idioma*|englisch|spanisch|franzosisch|italienisch|portugiesisch|japanisch|chinesisch|sprache|anglais|espagnol|allemand|italien|portugais|japonais|chinois|langue|espanhol|alemao|japones|chines|lingua|niederlandisch|hollandisch|russisch|arabisch|koreanisch|schwedisch|polnisch|turkisch|griechisch|gebardensprache|neerlandais|hollandais|russe|coreen|suedois|polonais|langue des signes|neerlandes|holandes|ruso|russo|sueco|polaco|polones|lengua de signos|lingua de sinais|swedish|hindi',
    kind: 'skill',
    size: 4,
  },
  {
    id: 'instrument',
    terms:
      'piano|guitar|ukulele|ukelele|violin|cello|drums|drum|drum kit|bass|keyboard|saxophone|flute|sing|singing|music|guitarra|violin|bateria|cantar|musica|klavier|gitarre|geige|schlagzeug|singen|musik|guitare|violon|batterie|chanter|musique|violao|violino|teclado|flauta',
    kind: 'skill',
    size: 4,
  },
  {
    id: 'art',
    terms:
      'draw|drawing|sketch*|paint|painting|watercolour|watercolor|photograph*|dibujar|dibujo|pintar|acuarela|fotografia|zeichn*|malen|aquarell|fotograf*|dessin*|peindre|peinture|aquarelle|photo|desenh*|pintura|aquarela',
    verbs: ['skill', 'generic', 'habit', 'project'],
    kind: 'skill',
    size: 3,
  },
  {
    id: 'reading',
    terms:
      'read|reading|books|book|novel*|audiobook*|pages|leer|libro*|novela*|paginas|lesen|buch|bucher|roman|seiten|lire|livre*|lecture|ler|livro*|leitura|romance',
    notVerbs: ['book', 'write', 'errand'],
    // 'faire livrer le canapé': a delivery, not a book ('livre*').
    notTerms: 'livrer|livraison|livre a domicile',
    kind: 'habit',
    size: 2,
  },
  {
    id: 'writing',
    terms:
      'novel|short story|memoir|write a book|my book|poem*|poetry|novela|cuento*|relato|poesia|roman|kurzgeschichte|gedicht*|nouvelle|poeme*|poesie|conto*|poema*',
    kind: 'project',
    size: 4,
  },
  // People and feelings.
  {
    id: 'familyCall',
    terms:
      'mom|mum|mother|dad|father|parents|grandma|grandpa|grandad|granddad|gramps|granny|gran|nan|nana|nanna|grandparents|sister|brother|aunt|uncle|madre|mama|padre|papa|padres|abuela|abuelo|hermana|hermano|tia|tio|mutter|mama|vater|papa|eltern|oma|opa|schwester|bruder|tante|onkel|mere|maman|pere|papa|parents|mamie|papy|papi|soeur|frere|tante|oncle|mae|pai|pais|avo|vo|vovo|irma|irmao',
    verbs: ['call'],
    kind: 'call',
    size: 1,
  },
  {
    id: 'familyVisit',
    terms:
      'grandma|grandpa|granny|grandparents|nan|parents|mom|mum|dad|family|abuela|abuelo|abuelos|padres|familia|oma|opa|grosseltern|eltern|familie|mamie|papy|papi|grands-parents|parents|famille|avo|avos|vo|vovo|pais|familia',
    notVerbs: ['call'],
    kind: 'relationship',
    size: 2,
  },
  {
    id: 'date',
    terms:
      'date night|partner|wife|husband|boyfriend|girlfriend|spouse|anniversary|pareja|mi mujer|mi marido|mi novio|mi novia|aniversario|partnerin|meine frau|mein mann|freundin|freund|hochzeitstag|en amoureux|ma femme|mon mari|ma copine|mon copain|conjoint|encontro|namorad*|esposa|marido|companheir*',
    kind: 'relationship',
    size: 2,
  },
  {
    id: 'anger',
    terms:
      'angry|anger|temper|shout*|yell*|sur les nerfs|a bout de nerfs|perdre patience|m enerver|s enerver|perder los nervios|perder la paciencia|die nerven verlieren|perder a paciencia|com os nervos|snap at|snapping at|snappy|more patient|less impatient|patience with|mas paciencia|mas paciente|geduldiger|mehr geduld|plus patient|plus patiente|plus de patience|mais paciencia|mais paciente|enfadarme|enfado|gritar|grito*|wutend|wut|schreien|anschreien|colere|crier|enerver|raiva|irritad*|bravo|brava',
    kind: 'feelings',
    decidesKind: true,
    size: 2,
  },
  {
    // Building a treehouse, a playhouse or a bird box for or with the kids: a thing to build, not time together.
    id: 'treehouse',
    terms:
      'build a shed|build the shed|build shed|put up a shed|put up the shed|chicken coop|hen house|henhouse|log store|pergola|decking|cobertizo|gallinero|gartenhaus|schuppen bauen|huhnerstall|abri de jardin|poulailler|galinheiro|bird box*|birdbox*|bird house*|birdhouse*|nest box*|nesting box*|bug hotel*|insect hotel*|bee hotel*|hedgehog house*|bat box*|go kart*|soapbox car|nistkast*|vogelhaus*|vogelhauschen|insektenhotel*|igelhaus*|seifenkiste|nichoir*|hotel a insectes|mangeoire|caja nido|cajas nido|casita para pajaros|casa para pajaros|hotel de insectos|hotel para insetos|casinha de passarinho|casa de passarinho|ninho para passaros|comedouro|treehouse|tree house|playhouse|wendy house|tree fort|cabane|cabanes|cabane dans l arbre|cabane perchee|baumhaus|spielhaus|stelzenhaus|casa del arbol|casita del arbol|casita de madera|casa na arvore|casinha na arvore|casinha de madeira',
    verbs: ['project', 'generic', 'errand'],
    // A sugar shack in Quebec is an outing.
    notTerms: 'cabane a sucre*',
    kind: 'project',
    decidesKind: true,
    size: 3,
  },
  {
    // Teaching a child to ride is balance practice in short sessions, not time together in general.
    id: 'learnToRide',
    terms:
      'ride a bike|ride his bike|ride her bike|ride their bike|ride a bicycle|stabilisers|stabilizers|training wheels|montar en bici|montar en bicicleta|andar en bici|andar en bicicleta|ruedines|fahrrad fahren|fahrradfahren|radfahren|rad fahren|stutzrader|faire du velo|petites roues|andar de bicicleta|andar de bike|andar de bici|rodinhas',
    verbWords:
      'teach|learn|help|helping|show|ensenar|ensenarle|aprender|ayudar|ayudarle|beibringen|lernen|helfen|zeigen|apprendre|aider|montrer|ensinar|aprender|ajudar',
    // …or the teaching is said around another verb ('enseñar a mi hija a montar en bici').
    nounWords: 'teach|teaching|ensenar|ensenarle|aprender a|beibringen|apprendre a|ensinar|learn to ride',
    kind: 'skill',
    decidesKind: true,
    size: 2,
  },
  // A parent's errands and roles for a child's activity (read by grammar in understand.ts, not by
  // terms): a club or lessons signed up for, a lift to practice, a kids' team coached. The sport
  // is the child's, never the parent's own training plan.
  { id: 'kidsSignUp', terms: 'sign up for kids club', kind: 'errand', decidesKind: true, size: 1 },
  {
    // The children collected ('pick up the kids at 3:15', 'recoger a los niños del cole', 'die
    // Kinder von der Kita abholen', 'récupérer les enfants', 'buscar as crianças na escola'): a
    // time to be at the gate, not an afternoon together.
    id: 'kidsPickup',
    terms:
      'kids|children|son|daughter|my boy|my girl|the boys|the girls|little one*|hijos|hija|hijo|ninos|ninas|nenes|peques|kinder|kindern|kleinen|sohn|tochter|enfants|fils|fille|petits|filhos|filha|filho|criancas|meninos|meninas',
    verbWords:
      'pick up|collect|fetch|recoger|buscar|ir a buscar|abholen|holen|recuperer|aller chercher|chercher|pegar|ir buscar',
    // 'pick up the kids' toys', 'get the kids new shoes': something of theirs is fetched, not the children.
    notTerms:
      'toys|shoes|uniform*|kit|clothes|presents|gifts|books|lunch|dinner|juguetes|ropa|zapatos|spielzeug|schuhe|kleidung|jouets|vetements|chaussures|brinquedos|roupa|roupas|sapatos',
    kind: 'errand',
    decidesKind: true,
    size: 1,
  },
  { id: 'kidsLift', terms: 'lift to kids practice', kind: 'errand', size: 1 },
  { id: 'kidsTeam', terms: 'coach the kids team', kind: 'project', size: 2 },
  { id: 'kidsKit', terms: 'kit for the kids', kind: 'errand', size: 1 },
  {
    id: 'kids',
    terms:
      'kids|children|son|daughter|my boy|my girl|hijos|hija|hijo|ninos|kinder|kindern|sohn|tochter|enfants|fils|fille|filhos|filha|filho|criancas',
    kind: 'relationship',
    size: 2,
  },
  {
    // Lonely after a move, among strangers: a weekly place to meet people, not friends to message.
    id: 'newInTown',
    terms:
      'new in town|new to the area|new to town|new to the city|new to the country|recien llegad[oa]|neu in der stadt|neu hier|nouveau dans la ville|nouvelle dans la ville|novo na cidade|nova na cidade',
    kind: 'feelings',
    // Clubs and invites are looked up after the day's work, not in a tense moment.
    moment: 'evening',
    size: 2,
  },
  {
    id: 'friends',
    terms:
      'friend*|mates|new mates|lonely|loneliness|alone|meet people|meet new people|social life|amig*|me siento sol[oa]|sentirme sol[oa]|estoy sol[oa]|esta sol[oa]|estan sol[oa]s|soledad|freund*|einsam|allein|leute kennenlernen|ami|amie|amis|seul|seule|solitude|sozinh*|solidao|fazer amigos',
    kind: 'relationship',
    size: 2,
  },
  {
    id: 'selfKindness',
    terms:
      'hard on myself|kinder to myself|self-compassion|self compassion|self-critic*|self esteem|confidence|exigente conmigo|duro conmigo|autoestima|streng mit mir|selbstmitgefuhl|selbstwert|dur avec moi|dure avec moi|confiance en moi|dura comigo|duro comigo|autoestima|autocritica',
    kind: 'feelings',
    size: 2,
  },
  {
    id: 'meTime',
    terms:
      'me time|time for myself|time to myself|tiempo para mi|zeit fur mich|temps pour moi|tempo para mim|tempo pra mim',
    kind: 'feelings',
    size: 1,
  },
  {
    // Nerves before something done in front of people (a gig, a talk, a match): a small calming
    // routine before it and the opening rehearsed, not a daily habit to track.
    id: 'nerves',
    terms:
      'stage fright|nerves|nervous|nervy|butterflies|shaking|shaky|jitters|jittery|freeze up|freezing up|mind goes blank|go blank|miedo escenico|panico escenico|nervios|nervioso|nerviosa|lampenfieber|nervos*|aufregung|trac|nerveux|nerveuse|medo de palco|nervosismo|nervoso|nervosa',
    kind: 'feelings',
    decidesKind: true,
    size: 2,
  },
  // Guilt is a feeling to be eased ('stop feeling guilty', 'arrêter de culpabiliser'), not a habit to track.
  {
    id: 'guilt',
    terms:
      'guilt|guilty|feel bad about|feeling bad about|culpa|culpable|culpabilidad|sentirme mal por|schuldgefuhl*|schlechtes gewissen|schuldig|culpabilis*|culpabilite|coupable|remords|culpado|culpada|remorso|sentir mal por',
    kind: 'feelings',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'workload',
    // Too much work, or someone at work who keeps adding to it: what is on the plate gets sorted
    // and said out loud, which a worry written down alone does not do.
    terms:
      'overwhelmed at work|overwhelmed by work|overwhelm at work|stressed at work|stress at work|stressed about work|stressing about work|anxious at work|work stress|work anxiety|workload|overworked|too much work|too much on my plate|so much on my plate|piling*|piled on|dumping work on|dumps work on|boss keeps|manager keeps|dreading monday*|dread monday*|dreading work|dreading the week|monday morning dread|sunday scaries|sunday blues|sunday dread|sunday night dread|sunday night anxiety|sunday anxiety|monday blues|take work home|taking work home|work home|switch off from work|switch off after work|carga de trabajo|demasiado trabajo|agobiad* en el trabajo|arbeitslast|zu viel arbeit|stress bei der arbeit|stress auf der arbeit|charge de travail|trop de boulot|trop de travail|stress au travail|sobrecarga de trabalho|trabalho demais|estresse no trabalho|odio los lunes|odio el lunes|odio los domingos por la noche|agobio del domingo|ansiedad del domingo|angoisse du dimanche|blues du dimanche|cafard du dimanche|sonntagsangst|sonntagsblues|montagsblues|sonntagsdepression|ansiedad de domingo|ansiedad los domingos|bajon del domingo|odeio segunda|odeio as segundas|odeio segunda-feira|ansiedade de domingo|ansiedade no domingo|ansiedade do domingo|bad de domingo|bad do domingo|tristeza de domingo',
    verbs: ['feel', 'stop', 'generic', 'errand', 'habit', 'project'],
    kind: 'feelings',
    decidesKind: true,
    size: 2,
  },
  {
    id: 'stress',
    terms:
      'anxious|anxiety|overthink*|ruminat*|rayarme|rallarme|comerme la cabeza|grubeln|gedankenkarussell|ruminer|cogiter|pensar demais|neura|stress*|overwhelm*|burn*out|worry|worried|panic|ansiedad|ansios*|estres|agobiad*|angst|gestresst|uberfordert|sorgen|anxiete|anxieux|anxieuse|stresse*|deborde*|angoiss*|ansiedade|ansios*|estresse|stress|sobrecarregad*|preocupad*',
    kind: 'feelings',
    size: 2,
  },
  {
    id: 'mood',
    terms:
      'happier|sad|feel down|feeling down|felt down|so down|bit down|less down|feel low|feeling low|felt low|so low|bit low|low mood|mood|motivated|motivation|feliz|triste|animo|motivacion|glucklich|traurig|laune|motivation|heureux|heureuse|triste|moral|feliz|triste|humor|motivacao|desanimad*',
    verbs: ['feel', 'generic', 'habit'],
    kind: 'feelings',
    size: 2,
  },
  // A death or a loss is grief, whoever it was: 'coping since dad died' is not a visit to plan.
  {
    id: 'grief',
    terms:
      'grief|grieving|griev*|bereave*|passed away|death of|died|funeral|miss him|miss her|duelo|muerte de|fallecimiento|fallecio|murio|perdida de mi|trauer*|tod von|tod meine*|verstorben*|gestorben|verlust von|beerdigung|deuil|deces|mort de|disparition de|perte de mon|perte de ma|luto|morte d*|perda d*|faleceu|falecimento|morreu',
    kind: 'feelings',
    decidesKind: true,
    size: 2,
  },
] as const satisfies readonly DomainSpec[];

export type DomainId = (typeof DOMAINS)[number]['id'];

/** Lower case without accents, apostrophes as spaces: the form terms are written in. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/['’`]/g, ' ');
}

/** Folded '|'-separated terms as one whole-word pattern; `word*` takes any ending. */
export function termsPattern(terms: string): RegExp {
  // Longest first, so 'tax return' is one term of taxes rather than 'tax' followed by 'return'.
  const alternatives = [...terms.split('|')]
    .sort((a, b) => b.length - a.length)
    .map((t) => {
      const escaped = t.replace(/[.+?^${}()\\]/g, '\\$&');
      return escaped.endsWith('*') ? `${escaped.slice(0, -1)}[a-z]*` : escaped;
    });
  // A digit may touch a unit ('5kg'), a letter may not.
  return new RegExp(`(?<![a-z])(?:${alternatives.join('|')})(?![a-z0-9])`);
}

const MATCHERS = DOMAINS.map((d) => {
  const spec = d as DomainSpec;
  const verbRe = spec.verbWords ? new RegExp(`^(?:${spec.verbWords})$`) : null;
  const nounRe = spec.nounWords ? termsPattern(spec.nounWords) : null;
  const notRe = spec.notTerms ? termsPattern(spec.notTerms) : null;
  return { spec, verbRe, nounRe, notRe, re: termsPattern(d.terms) };
});

/** 'before the wedding', 'ahead of the move': a date to be ready by, never the goal's subject. */
const READY_BY =
  /\s*(?<![a-z])(?:before|ahead of|in time for|antes de|antes da|antes do|vor der|vor dem|vor den|avant le|avant la|avant les|avant l)\s[\s\S]*$/;
/** 'phone the gas company about the meter reading': the call's subject follows 'about'. */
const ABOUT =
  /\s(?:about|regarding|re|to ask about|to sort out|to discuss|sobre|acerca de|uber|wegen|a propos de|au sujet de)\s/;
const PARTICIPLE_BASE: Record<string, string> = {
  hemmed: 'hem',
  altered: 'alter',
  shortened: 'shorten',
  lengthened: 'let down',
  'taken in': 'take in',
  'taken up': 'take up',
  'let out': 'let out',
  'let down': 'let down',
  restrung: 'restring',
  rebanded: 'reband',
  regripped: 'regrip',
  sharpened: 'sharpen',
  waxed: 'wax',
  serviced: 'service',
  renewed: 'renew',
  updated: 'update',
  replaced: 'replace',
  extended: 'extend',
  changed: 'change',
  corrected: 'correct',
};
/** Verbs of putting money by ('ahorrar', 'juntar 3 mil', 'zurücklegen'): with a sum, the goal is saving it. */
const SAVING =
  /^(?:ahorrar|juntar|guardar|separar|reunir|sparen|zurucklegen|beiseitelegen|economiser|epargner|mettre|reunir|poupar|economizar)$/;
/** Verbs of a sum to come up with ('need 5k for the wedding', 'raise £800 for the trip'). */
const SUM_TO_FIND = /^(?:need|find|raise|get together|scrape together|put together|come up with|have)$/;
/** Particles and determiners: a term that adds only these to the verb says nothing of its object. */
const LITTLE_WORD =
  /^(?:the|a|an|my|our|your|his|her|their|this|that|some|up|out|off|in|on|back|down|over|to|for|with|into)$/;
const HELP = /^(?:help|helping|ayudar|ayudarle|helfen|aider|ajudar)$/;
/** What follows the person helped: 'with …', 'to …', or the verb of what they do ('practise …'). */
const HELPED_WITH =
  /^(?:\S+\s+){0,3}?(?:with|to|con|a|mit|bei|beim|a|au|aux|avec|pour|com|na|no|nas|nos)\s+(.+)$|^(?:\S+\s+){1,2}?(?:practi[sc]e|learn|revise|do|get|study|read)\s+(.+)$/;
/** What a person is helped with ('helping mum with her garden' → 'her garden'), or null when the verb is no help. */
export function helpedWithOf(verbWord: string | null, object: string): string | null {
  if (!HELP.test(foldText(verbWord ?? ''))) return null;
  // 'ayudar a mi abuela con el jardín': the person comes after a particle of their own, the thing after that.
  let thing: string | null = null;
  for (let rest = foldText(object), round = 0; round < 3; round++) {
    const m = HELPED_WITH.exec(rest);
    const next = m ? (m[1] ?? m[2]!).replace(READY_BY, '').trim() : '';
    if (!next || next === rest) break;
    thing = rest = next;
  }
  return thing;
}
/** Verbs too wide to say what the help is ('help mum do her taxes' is about the taxes). */
const WIDE_VERB = /^(?:do|get|have|make|go|put|take|be|hacer|tener|machen|haben|faire|avoir|fazer|ter)$/;
/**
 * 'aider mon père à repeindre la cuisine', 'help dad paint the fence': the verb of what is done for
 * the person helped, when a subject names its verb, is the goal's verb.
 */
function helpedVerb(verbWord: string | null, object: string): string | null {
  return HELP.test(foldText(verbWord ?? '')) ? verbNamedBySubject(object) : null;
}
/** The first of a text's first words that a subject names as its verb ('repeindre la cuisine' → 'repeindre'). */
export function verbNamedBySubject(text: string): string | null {
  const ahead = foldText(text).split(/\s+/).slice(0, 5);
  return ahead.find((w) => !WIDE_VERB.test(w) && MATCHERS.some((m) => m.verbRe?.test(w))) ?? null;
}
/** 'put the bunk beds back up in the kids room': the particle after the object, before where or when. */
const PUT_PARTICLE =
  /(?<![a-z])(up|together)(?:\s+(?:in|on|at|for|before|b4|by|this|next|tomorrow|tonight|today|again)(?![a-z]).*)?$/;
/** A particle that ends a garment's alteration ('take my jeans up', 'let the dress down for the wedding'). */
const ALTERED_PARTICLE =
  /(?<![a-z])(up|in|out|down)(?:\s+(?:for|before|b4|by|at|on|this|next|tomorrow|asap)(?![a-z]).*)?$/;
const GARMENT =
  /(?<![a-z])(?:trousers|jeans|pants|slacks|chinos|sleeves?|coat|jacket|blazer|shirts?|blouses?|skirts?|dress|dresses|gown|kilt|waist|waistband|suit|hem|hems|uniform)(?![a-z])/;
const verbFold = (list: string | undefined) => (list ? new RegExp(`^(?:${list})$`) : null);

const RUNS_A_THING =
  /(?<![a-z])(?:run|running|runs|correr|laufen|courir)\s+(?:the|a|an|my|our|his|her|their|el|la|los|las|un|una|mi|den|die|das|ein|eine|einen|le|les|une|mon|ma|o|os|um|uma|meu|minha)\s+(?!(?:5|10|21|42)\s?k|half|marathon|maraton|semi|parkrun|10 ?km|5 ?km)/;
/** Verbs of beginning ('start', 'take up', 'empezar', 'anfangen', 'commencer', 'começar'). */
const BEGIN_VERB = /^(?:start|begin|take up|empezar|comenzar|anfangen|beginnen|starten|commencer|comecar)$/;

/**
 * The domain of a goal, from its action phrase (the goal without its deadline).
 * - A domain that names its verb ('cancel' + membership) wins when both are there; then a domain
 *   whose head verb decides it ('return', 'chase'), unless the object names one it yields to.
 * - Otherwise the verb's object is read first, so the object decides over a verb that also names
 *   a domain ('run the retro'), then the whole phrase. What the goal must be ready by ('before the
 *   wedding') is not read; a call is about what follows 'about', and never about an activity
 *   (a call about a meter reading is not reading).
 * - Within one text the earliest term wins, as the head noun comes first ('Spanish for the
 *   holidays'), except in a compound of two known nouns, where the last one is the head ('car
 *   insurance', 'gym membership'). On the same word, the list's order decides.
 * - A body subject is not the thing a repair or purchase acts on ('fix my bike'), and in English
 *   a body word before another noun only names which one ('my back molar', 'the back garden').
 * - With nothing named, a verb of upkeep or purchase still gives its family ('bleed the radiators').
 */
function readDomain(
  phrase: string,
  object: string,
  verbClass: VerbClass | null,
  verbWord: string | null,
  english: boolean,
): DomainSpec | null {
  const verb = verbClass ?? 'generic';
  // 'save $2k for a new laptop': saving a sum is money, whatever it is for.
  if (
    (verb === 'save' || ((verb === 'money' || verb === 'generic') && SAVING.test(foldText(verbWord ?? '')))) &&
    // …a bare sum too ('have 1800 saved by may'), when it is too big to count things.
    (MONEY_AMOUNT.test(object) ||
      (verb === 'save' &&
        /^(?:[£$€₹]|r|rs\.?)?\s?\d[\d,.]{2,}(?![\d,.]|\s*(?:pages?|words?|photos?|files?|minutes?|hours?|steps?|calories|kcal)\b)/i.test(
          object,
        )))
  )
    return domainById('savings');
  // 'need 5k for the wedding', 'find 2 grand for the car': a sum to come up with, not a 5 km run.
  if (SUM_TO_FIND.test(foldText(verbWord ?? ''))) {
    const sum = MONEY_AMOUNT.exec(object);
    // …the sum first, then what it is for ('5k steps a day' counts steps).
    if (sum?.index === 0 && /^\s*(?:$|(?:for|towards?|by|before|to)\s)/i.test(object.slice(sum[0].length)))
      return domainById('savings');
  }
  // 'pay back mum the 200 i owe her', 'pagarle a mi hermano lo que le debo', 'devolver a grana que
  // peguei emprestado': money owed to a person is a debt, not a visit.
  if (
    PAY_BACK.test(foldText(verbWord ?? '')) &&
    OWED.test(foldText(object)) &&
    (/\d/.test(object) || CASH.test(foldText(object)))
  )
    return domainById('debt');
  // 'pay off the store card', 'pay down the loan': whatever the card or loan is called, it is a debt.
  if (/^pay (?:off|down)$/i.test(verbWord ?? '')) return domainById('debt');
  // 'take the kettle back to the shop': the particle comes after the object.
  // 'get my passport renewed' is renewing it: the participle at the end is the action.
  const done = /^(?:get|have)$/i.test(verbWord ?? '')
    ? /\s(renewed|updated|replaced|extended|changed|corrected|hemmed|altered|shortened|lengthened|taken in|taken up|let out|let down|restrung|rebanded|regripped|sharpened|waxed|serviced)(?:\s|$)/.exec(
        foldText(object).replace(READY_BY, ''),
      )
    : null;
  const said = (done ? PARTICIPLE_BASE[done[1]!]! : (helpedVerb(verbWord, object) ?? foldText(verbWord ?? '')))
    .replace(/^(take|send|give|bring)$/, (v) => (/(?<![a-z])back(?![a-z])/.test(foldText(object)) ? `${v} back` : v))
    // 'put the cot (back) up', 'put the shelves together': the particle ends the object.
    .replace(/^put$/, (v) => {
      const particle = PUT_PARTICLE.exec(foldText(object).trim());
      return particle ? `${v} ${particle[1]}` : v;
    })
    // 'take my jeans up', 'let the waistband out': a garment's particle after it is the alteration.
    .replace(/^(?:take|let)$/, (v) => {
      const particle = ALTERED_PARTICLE.exec(
        foldText(object)
          .replace(/\s*,.*$/, '')
          .trim(),
      );
      return particle && (v === 'take') === /^(?:up|in)$/.test(particle[1]!) && GARMENT.test(foldText(object))
        ? `${v} ${particle[1]}`
        : v;
    });
  const handsOn = HANDS_ON.some((re) => re?.test(said));
  // 'bake something for the bake sale': a verb that is another subject's own word is that work, whatever noun follows.
  // …unless the word read as the verb starts the noun itself ('cake stall sat', 'kitchen refurb').
  const verbIsASubject = (m: (typeof MATCHERS)[number]) => {
    const at = m.nounRe!.exec(foldText(phrase))?.index ?? 0;
    return at > said.length + 1 && MATCHERS.some((o) => o !== m && !o.spec.body && !o.verbRe && o.re.test(said));
  };
  // 'start jogging', 'empezar a hacer footing': a verb of beginning takes up the activity itself.
  // …not when the run is a thing run ('start running the club').
  const begins = BEGIN_VERB.test(foldText(verbWord ?? '')) && !RUNS_A_THING.test(foldText(phrase));
  const fits = (m: (typeof MATCHERS)[number]) =>
    (!m.spec.verbs || m.spec.verbs.includes(verb)) &&
    !(m.spec.notVerbs?.includes(verb) && !(begins && m.spec.body)) &&
    (!m.verbRe ||
      m.verbRe.test(said) ||
      Boolean(m.nounRe && texts.some((t) => m.nounRe!.test(t)) && !verbIsASubject(m))) &&
    !(handsOn && m.spec.body && !m.spec.mended) &&
    !(m.notRe && texts.some((t) => m.notRe!.test(t)));
  const ready = (t: string) => t.replace(READY_BY, '').trim();
  let texts = [object, phrase].filter(Boolean).map(foldText).map(ready).map(withoutOnOnesOwn).filter(Boolean);
  // 'llevar al perro al veterinario', 'levar a gata pra castrar': an appointment someone or a pet
  // is taken to is the errand; who is taken only goes along. (Bottles taken to the recycling
  // point are still the bottles.)
  const takenTo = TAKEN.test(said) ? TAKEN_TO.exec(texts[0] ?? '') : null;
  if (takenTo && MATCHERS.some((m) => m.spec.kind === 'appointment' && !m.verbRe && m.re.test(takenTo[1]!)))
    texts = [takenTo[1]!, ...texts];
  // 'get mum a new phone', 'buy my brother a jumper': whom it is for comes first in English; the thing follows.
  const recipient = english && GIVES.test(said) ? RECIPIENT.exec(texts[0] ?? '') : null;
  if (recipient && namesAll(PEOPLE_NOUNS.en, recipient[1]!)) texts = [texts[0]!.slice(recipient[0].length)];
  // 'help my daughter with her spellings', 'ayudar a Lucía con las tablas': whom the help is for is
  // not the subject, what they are helped with is.
  const helpedWith = HELP.test(said) ? HELPED_WITH.exec(foldText(object)) : null;
  if (helpedWith) texts = [(helpedWith[1] ?? helpedWith[2]!).replace(READY_BY, '').trim(), ...texts].filter(Boolean);
  if (verb === 'call') {
    const folded = foldText(object);
    const about = ABOUT.exec(folded);
    texts = about ? [folded.slice(about.index + about[0].length), folded.slice(0, about.index)] : [folded];
  }
  // In writing ('email Tom the contract') a piece of work is what is sent, not a project to do.
  const written = /^(?:email|e-mail|message|msg|text|txt|dm|whatsapp)$/.test(said);
  // 'Tagebuch schreiben': writing in a journal is keeping it, not writing to someone.
  const intoJournal = /^(?:write|schreiben|escribir|ecrire|escrever)$/.test(said);
  const subjectOfCall = (spec: DomainSpec) =>
    verb !== 'call' ||
    (intoJournal && spec.id === 'journal') ||
    !(
      spec.body ||
      ['habit', 'health', 'skill', 'feelings'].includes(spec.kind ?? '') ||
      (written && spec.kind === 'project')
    );
  // What the call is about, for a domain that gives way to a subject named there.
  const ownSubject = (spec: DomainSpec) =>
    spec.keepsOver !== undefined &&
    MATCHERS.some(
      (o) =>
        !o.verbRe &&
        o.spec !== spec &&
        !spec.keepsOver!.includes(o.spec.id) &&
        fits(o) &&
        subjectOfCall(o.spec) &&
        o.re.test(texts[0] ?? ''),
    );
  for (const m of MATCHERS)
    if (m.verbRe && fits(m) && subjectOfCall(m.spec) && texts.some((t) => m.re.test(t)) && !ownSubject(m.spec))
      return m.spec;
  const ownerIsNotHead = !['relationship', 'call', 'spend'].includes(verb);
  // Every subject the goal names, for a leading verb to give way to ('pack up the kitchen for the move').
  const named = new Set<string>();
  for (const m of MATCHERS) if (!m.verbRe && fits(m) && texts.some((t) => m.re.test(t))) named.add(m.spec.id);
  // A message to write ('email the landlord about the damp'): what it is about is what it says,
  // the goal is writing and sending it; an invitation answered or a cancellation keeps its own steps.
  if (writtenMessage(said, foldText(object)))
    return (
      MATCHERS.find((m) => SENT_FOR.includes(m.spec.id) && texts.some((t) => m.re.test(t)))?.spec ??
      domainById('message')
    );
  const byTerms = (): DomainSpec | null => {
    for (const folded of texts) {
      const hits: { spec: DomainSpec; at: number; end: number }[] = [];
      for (const m of MATCHERS) {
        if (m.verbRe || !fits(m) || !subjectOfCall(m.spec)) continue;
        const hit = m.re.exec(folded);
        // 'mum's prescription': the owner is not the head, what she owns is (but a visit to
        // 'my brother's new flat' is about the brother).
        // ('the kids' hair': a plural owner's apostrophe folds to a second space.)
        const after = hit ? folded.slice(hit.index + hit[0].length) : '';
        const owner =
          /^ s (?=[a-z]|\d+(?:st|nd|rd|th)(?![a-z]))/.test(after) ||
          (hit?.[0].endsWith('s') && /^ {2}(?=[a-z])/.test(after)) ||
          (m.spec.id === 'kids' && KIDS_THINGS.test(after));
        if (hit && english && m.spec.body && modifiesANoun(folded, hit.index, hit[0])) continue;
        // 'une nouvelle imprimante': before a noun 'nouvelle' is 'new', not a short story.
        if (hit?.[0] === 'nouvelle' && /^ (?!(?:de|d|du|des|a|pour|sur|en|que|et)(?![a-z]))[a-z]/.test(after)) continue;
        // 'the wobbly kitchen table': a place or a thing before the noun it describes is not the subject.
        if (hit && english && !m.spec.body && namesWhichOne(folded, hit.index, hit[0])) continue;
        if (hit && !(ownerIsNotHead && owner))
          hits.push({ spec: m.spec, at: hit.index, end: hit.index + hit[0].length });
      }
      if (!hits.length) continue;
      // 'a bird box with the kids', 'Lissabon mit den Mädels': who comes along is company; the
      // thing to make or the place to go is the subject.
      // ('mit dem Verlust von Oma': a loss is no one's company.)
      const company = (h: (typeof hits)[number]) =>
        h.spec.kind === 'relationship' && COMPANY.test(folded.slice(0, h.at));
      if (hits.some(company) && !hits.every(company)) hits.splice(0, hits.length, ...hits.filter((h) => !company(h)));
      // On the same position the longer term is the more precise ('cartao de cidadao' is an ID,
      // not a card), then the list's order stays (stable sort).
      hits.sort((a, b) => a.at - b.at || b.end - a.end);
      let head = hits[0]!;
      // …but a term that ends on its preposition ('death of', 'Verlust von') is the head of what follows.
      const takesComplement = (h: typeof head) => / (?:of|von|de|do|da|du|des|del)$/.test(folded.slice(h.at, h.end));
      // …and a tool named after a subject ('budget spreadsheet') only says what it is kept in.
      for (
        let next = hits.find((h) => h.at === head.end + 1);
        next && !takesComplement(head) && !next.spec.medium;
        next = hits.find((h) => h.at === head.end + 1)
      )
        head = next;
      return head.spec;
    }
    return null;
  };
  const anywhere = MATCHERS.find((m) => m.spec.anywhere && fits(m) && texts.some((t) => m.re.test(t)));
  if (anywhere) return anywhere.spec;
  // 'do my books weekly', 'doing my books': a term that holds the verb and the start of its object
  // ('do my books') says more than the object alone ('my books' would be reading).
  const wholePhrase = ready(foldText(phrase));
  const spanning = said
    ? MATCHERS.filter((m) => !m.verbRe && fits(m) && subjectOfCall(m.spec))
        .map((m) => ({ spec: m.spec, hit: m.re.exec(wholePhrase) }))
        .filter(
          ({ hit }) =>
            hit?.index === 0 &&
            hit[0]
              .split(' ')
              .slice((verbWord ?? '').split(' ').length)
              .some((w) => !LITTLE_WORD.test(w)),
        )
        .sort((a, b) => b.hit![0].length - a.hit![0].length)[0]?.spec
    : undefined;
  const head = spanning ?? byTerms();
  // …unless the goal names what the leading verb does not mean ('contest the will' is no bill's charge).
  const leader = LEADERS.find((m) => m.leads!.test(said) && !(m.notRe && texts.some((t) => m.notRe!.test(t))));
  if (leader) {
    const yielded = leader.spec.yieldTo?.find((id) => named.has(id));
    return yielded ? BY_ID.get(yielded)! : leader.spec;
  }
  if (head) return head;
  // Money put by with no subject named ('put a bit by each month') is saving.
  if (
    verb === 'save' &&
    !/(?<![a-z])(?:files?|documents?|photos?|work|progress|game|draft)(?![a-z])/.test(texts[0] ?? '')
  )
    return domainById('savings');
  // 'get a new printer', 'need new trainers': something new to get that no subject knows is a purchase.
  if (
    GETS.test(said) &&
    (NEW_THING.test(texts[0] ?? '') || NEW_AFTER.test(texts[0] ?? '')) &&
    !NOT_BOUGHT.test(texts[0] ?? '')
  )
    return domainById('shopping');
  return FALLBACKS.find((m) => m.fallback!.test(said))?.spec ?? null;
}

const PAY_BACK =
  /^(?:pay back|pay|repay|give back|give|send back|send|pagar|pagarle|pagarles|devolver|devolverle|devolverles|pagar de volta|devolver-lhe|pagar-lhe)$/;
const OWED =
  /(?<![a-z])(?:owe|owed|lent me|borrowed|back|debo|le debo|te debo|les debo|me presto|me prestaron|prestado|prestada|devo|lhe devo|te devo|me emprestou|emprestado|emprestada|peguei emprestado)(?![a-z])/;
/** Money named by its everyday words ('la plata', 'a grana'), when no sum is written. */
const CASH = /(?<![a-z])(?:money|cash|dinero|plata|pasta|guita|lana|dinheiro|grana|bufunfa)(?![a-z])/;
/** Verbs of taking a thing or a pet somewhere. */
const TAKEN = /^(?:llevar|llevarle|levar)$/;
/** …and where or what for: the last 'al …', 'pra …', 'na …' after the thing taken. */
const TAKEN_TO =
  /\s(?:al|a la|a los|a las|a|para el|para la|para|pa|pra|pro|pras|pros|para o|para a|ao|aos|na|no|nas|nos)\s+((?:(?!\s(?:al|a la|pra|pro|para|ao|na|no)\s).)+)$/;
/**
 * 'aprender violão sozinho', 'estudiar inglés por mi cuenta': done on one's own is how the goal is
 * done, not loneliness (that is felt: 'me sinto sozinha').
 */
const ON_ONES_OWN =
  /(?<=[a-z])\s+(?:sozinh[oa]s?|por conta propria|por minha conta|de forma autodidata|solo|sola|solito|solita|por mi cuenta|por mi cuenta propia|de forma autodidacta|on my own|by myself|alone|allein|alleine|tout seul|toute seule)$/;
function withoutOnOnesOwn(text: string): string {
  return /(?<![a-z])(?:me sinto|sinto-me|me siento|sentirme|estar|estou|estoy|ficar|feel|feeling|fuhle|sentir|me sens)(?![a-z])/.test(
    text,
  )
    ? text
    : text.replace(ON_ONES_OWN, '');
}

const GETS =
  /^(?:get|need|pick out|choose|replace|conseguir|necesito|elegir|comprarle|comprarles|besorgen|holen|brauche|aussuchen|trouver|choisir|racheter|arranjar|escolher|preciso)$/;
const NEW_THING =
  /^(?:(?:a|an|some|the|my|our|un|una|unos|unas|ein|eine|einen|une|des|um|uma|uns|umas)\s)?(?:new|nuevo|nueva|nuevos|nuevas|neue|neuen|neuer|neues|nouveau|nouvelle|nouvel|nouveaux|nouvelles|novo|nova|novos|novas)\s/;
/** New things that are not bought: a hobby, a habit, a home, people. */
const NOT_BOUGHT =
  /(?<![a-z])(?:hobby|hobbies|routine|habit|habits|skill|start|mindset|perspective|goal|challenge|friends?|partner|place|home|flat|house|apartment|city|pasatiempo|rutina|amigos?|piso|casa|gewohnheit|freunde|wohnung|habitude|amis?|appart|logement|rotina|apartamento|ape)(?![a-z])/;

/**
 * 'my back molar', 'the back garden', 'a knee brace': in English a body word directly before
 * another noun only says which one or what for, so the body is not the subject. The next word's role comes
 * from the tagger; little words it takes for nouns ('sort my back out', 'asap') end the phrase.
 */
function modifiesANoun(folded: string, at: number, term: string): boolean {
  // Only a part of the body names a place or a size ('back', 'knee'); an activity before a noun
  // is still the activity ('running club', 'yoga class').
  if (!BODY_PART.test(term.split(' ').pop() ?? '')) return false;
  const next = /^ ([a-z]+)/.exec(folded.slice(at + term.length))?.[1];
  if (!next || PHRASE_ENDS.test(next)) return false;
  // 'sunday league football': a body word before another one is one longer name of the activity.
  const rest = folded.slice(at + term.length + 1);
  if (MATCHERS.some((m) => m.spec.body && m.re.exec(rest)?.index === 0)) return false;
  const size = term.split(' ').length;
  const terms = nlp(folded.slice(at)).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms[size]?.terms[0]?.tags ?? [];
  if (['Pronoun', 'Possessive', 'Date', 'Value', 'Expression', 'Adverb'].some((t) => tags.includes(t))) return false;
  return tags.includes('Noun') || (tags.includes('Adjective') && !next.endsWith('ly'));
}
/**
 * 'the kitchen table', 'the bathroom mirror': in English a room directly before a noun that no
 * subject names only says which one. A subject named next ('garden shed') is read by the chain of terms instead.
 */
function namesWhichOne(folded: string, at: number, term: string): boolean {
  if (!ROOM.test(term)) return false;
  const rest = folded.slice(at + term.length + 1);
  const next = /^([a-z]+)(?![a-z'])/.exec(rest)?.[1];
  if (!next || PHRASE_ENDS.test(next) || next.length < 3) return false;
  if (MATCHERS.some((m) => !m.verbRe && m.re.exec(rest)?.index === 0)) return false;
  const size = term.split(' ').length;
  const terms = nlp(folded.slice(at)).terms().json() as { terms: { tags: string[] }[] }[];
  const here = terms[size - 1]?.terms[0]?.tags ?? [];
  const tags = terms[size]?.terms[0]?.tags ?? [];
  if (!here.includes('Noun') || here.includes('Plural')) return false;
  if (
    ['Pronoun', 'Possessive', 'Date', 'Value', 'Verb', 'Adverb', 'Adjective', 'Expression'].some((t) =>
      tags.includes(t),
    )
  )
    return false;
  return tags.includes('Noun');
}
const ROOM =
  /^(?:kitchen|bathroom|bedroom|lounge|living room|dining room|hall|hallway|landing|loft|attic|basement|cellar|garage|shed|garden|office|utility room|conservatory|porch)$/;
const BODY_PART = /^(?:back|knee|knees|shoulder|shoulders|neck|hip|hips|ankle|ankles|wrist|wrists|elbow|elbows)$/;
/** Words after a body word that close its phrase, though the tagger may read them as nouns. */
const PHRASE_ENDS =
  /^(?:out|up|off|down|in|back|again|asap|pls|plz|please|tho|though|first|now|today|tonight|tomorrow|more|less|better|properly|too|and|or|but|so|then|with|w|for|before|after|by|to|at|on|this|next|every|each)$/;

/** Verbs that are writing to someone by themselves ('text sarah back', 'escribirle a mi jefe'). */
const WRITES_TO =
  /^(?:email|e-mail|message|msg|text|txt|dm|whatsapp|reply|respond|write back|escribirle|escribirles|contestar|contestarle|responder|responderle|mailen|antworten|zuruckschreiben|repondre|responder)$/;
/** Verbs of writing that are a message only with an addressee ('write to the council', 'der Vermieterin schreiben'). */
const ADDRESSEE: Record<string, RegExp> = {
  write: /^(?:back\s)?to\s/,
  escribir: /^(?:a|al)\s(?!mano|maquina|ordenador)/,
  ecrire: /^(?:a|au|aux)\s(?!la main)/,
  escrever: /^(?:para|pro|pra|pros|pras|ao|aos|a)\s(?!mao)/,
  schreiben: /^(?:der|dem|meiner|meinem|unserer|unserem|ihm|ihr|an|ans)\s/,
};
/** Sending verbs, a message when what is sent is one ('mandar um email pro RH', 'envoyer un mail au proprio'). */
const SENDS = /^(?:send|shoot|fire off|drop|mandar|mandarle|enviar|enviarle|schicken|senden|envoyer|mandar|enviar)$/;
const MESSAGE_SENT =
  /^(?:(?:an?|the|um|uma|un|une|el|la|o|le|my|mi|meu|mon|eine?n?|die|das)\s)?(?:quick\s|short\s|petit\s|pequeno\s)?(?:email|e-mail|mail|message|text|sms|whatsapp|dm|mensaje|mensajito|correo|mensagem|mensagenzinha|zap|nachricht|courriel|texto)(?![a-z])/;

/** What a message is only the means of: these keep their own steps ('email the gym to cancel'). */
const SENT_FOR: readonly string[] = ['invites', 'cancel'];

function writtenMessage(said: string, object: string): boolean {
  if (WRITES_TO.test(said)) return true;
  if (ADDRESSEE[said]) return ADDRESSEE[said]!.test(object);
  if (SENDS.test(said)) return MESSAGE_SENT.test(object);
  // 'mail an den Chef schicken': German puts the verb last, what is sent first.
  return /^(?:schicken|senden|schreiben)$/.test(said) && MESSAGE_SENT.test(object);
}

/** The words that bring someone along ('with', 'con', 'mit', 'avec', 'com'); 'w/' is written for 'with' too. */
const ALONG = 'with|alongside|con|junto con|mit|zusammen mit|avec|com|junto com';
/** 'with the kids', 'w/ my mum', 'con los niños', 'mit den Kindern', 'avec les enfants', 'com as crianças': the words before someone who comes along. */
const COMPANY = new RegExp(
  String.raw`(?:^|\s)(?:${ALONG}|w)(?:\s(?:the|my|our|his|her|their|el|la|los|las|mi|mis|nuestros|nuestras|den|dem|der|die|meinen|meinem|meiner|meine|unseren|unserem|unserer|le|la|les|mon|ma|mes|nos|o|a|os|as|meu|minha|meus|minhas|nossos|nossas))?\s*$`,
);

/**
 * 'a bird box with the kids', 'the kids school uniform': the person only comes along or owns the
 * thing, so the thing is what the goal is about.
 */
export function personIsAside(object: string, person: string): boolean {
  const folded = foldText(object);
  const at = folded.indexOf(foldText(person));
  if (at < 0) return false;
  return (
    COMPANY.test(folded.slice(0, at)) ||
    KIDS_THINGS.test(folded.slice(at + foldText(person).length)) ||
    RECIPIENT.exec(folded)?.[1] === foldText(person).split(' ').pop()
  );
}

/** Verbs that get or make a thing for someone, who may come first ('get mum a new phone'). */
const GIVES = /^(?:get|buy|order|pick up|grab|find|make|bake|knit|book|send)$/;
/** '…un móvil nuevo', '…uma impressora nova', '…un vélo neuf': the Romance 'new' after its noun. */
const NEW_AFTER = /\s(?:nuevo|nueva|nuevos|nuevas|novo|nova|novos|novas|neuf|neuve|neufs|neuves)$/;
const RECIPIENT = /^(?:(?:my|our) )?(\S+) (?=(?:a|an|some|new|the|her|his|their) )/;

/** 'a bird box with the kids' → 'a bird box': the thing, without who comes along. */
export function withoutCompany(object: string, person: string): string {
  const who = person.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return object.replace(new RegExp(`\\s+(?:${ALONG}|w/)\\s+(?:\\S+\\s+)?${who}(?![\\p{L}]).*$`, 'iu'), '');
}

/** Things of the children's, written without the apostrophe ('the kids toy boxes', 'the kids room'): the thing is the subject. */
const KIDS_THINGS =
  /^ (?:toy|toys|room|rooms|bedroom|bedrooms|clothes|stuff|wardrobe|wardrobes|drawers|books|bikes|school|uniform|uniforms|shoes|lunch|lunches|lunchboxes|bags|passports|hair|teeth|dentist|jabs|vaccinations|homework|playroom)(?![a-z])/;

const TAXES_DONE =
  /^(?:do|file|submit|machen|erledigen|abgeben|einreichen|faire|declarer|remplir|envoyer|hacer|presentar|fazer|entregar)$/;

const TAXES_ALONE =
  /^(?:(?:my|the|our|mis|los|meine|die|unsere|mes|les|nos|os|meus|as minhas)\s)?(?:taxes|impuestos|steuern|impots|impostos)\W*$/;

const TAX_YEAR =
  /(?<![\p{L}\d])(?:(?:19|20)\d{2}|last year|letzte[nsm]? jahr|vorjahr\p{L}*|vergangene[nsm]? jahr|l an dernier|l annee derniere|l annee passee|el ano pasado|o ano passado)(?![\p{L}\d])/u;

/** Verbs that act on a thing (fix it, buy it, sell it): a bike or running shoes are not exercise. */
const HANDS_ON = [
  verbFold(DOMAINS.find((d) => d.id === 'homeMaintenance')!.fallbackVerbs),
  verbFold(DOMAINS.find((d) => d.id === 'shopping')!.fallbackVerbs),
  /^(?:sell|return|clean|wash|pump up|vender|verkaufen|vendre|vender)$/,
];
const LEADERS = MATCHERS.map((m) => ({ ...m, leads: verbFold(m.spec.leads) })).filter((m) => m.leads);
const FALLBACKS = MATCHERS.map((m) => ({ ...m, fallback: verbFold(m.spec.fallbackVerbs) })).filter((m) => m.fallback);

/**
 * A body subject whose words hold the verb itself ('ponerme en forma para la boda', 'voltar a
 * treinar', 'tone up before the wedding') is what the goal is, unless the object names a subject
 * that decides ('correr atrás do reembolso').
 */
/** Verbs of training an animal, which are also the verbs of training one's body. */
export const TRAINS_AN_ANIMAL =
  /^(?:train|house ?train|potty train|toilet train|crate train|teach|entrenar|adiestrar|educar|ensenar|ensenarle|trainieren|erziehen|beibringen|dresser|eduquer|entrainer|apprendre|treinar|adestrar|ensinar)$/;
export function findDomain(
  phrase: string,
  object: string,
  verbClass: VerbClass | null,
  verbWord: string | null,
  english = false,
): DomainSpec | null {
  const found = readDomain(phrase, object, verbClass, verbWord, english);
  // 'clear my backlog before placements', 'one backlog left in sem 6': with a college's words
  // around it and no work's, a backlog is papers to sit again.
  const folded = foldText(phrase);
  if (
    found?.id !== 'reExam' &&
    /(?<![a-z])backlogs?(?![a-z])/.test(folded) &&
    STUDENT_WORDS.test(folded.replace(/(?<![a-z])backlogs?(?![a-z])/g, ' ')) &&
    !WORK_WORDS.test(folded)
  )
    return domainById('reExam');
  // 'Steuer machen', 'faire mes impôts', 'do my taxes': taxes that are done are filed, not paid.
  // …and so are a year's taxes named without a verb ('die Steuer vom letzten Jahr', 'impôts 2025'),
  // or the taxes alone as the whole goal ('taxes', 'mis impuestos').
  if (
    found?.id === 'tax' &&
    (TAXES_DONE.test(foldText(verbWord ?? '')) ||
      (!verbWord && TAX_YEAR.test(foldText(phrase))) ||
      TAXES_ALONE.test(foldText(phrase).trim()))
  )
    return domainById('taxReturn');
  if (found?.body || found?.decidesKind) return found;
  // 'treinar o cachorro', 'den Hund trainieren', 'train the puppy': the animal is trained, not the
  // person's body, though the verb is also the gym's.
  if (found?.id === 'dog' && TRAINS_AN_ANIMAL.test(foldText(verbWord ?? ''))) return found;
  // The verb 'run' is running itself (its other senses were read as other classes): a subject
  // named on the way ('run the canal loop') is not the goal's.
  if (verbClass === 'run') return domainById('running');
  const said = foldText(verbWord ?? '');
  const body = MATCHERS.find(
    (m) => m.spec.body && !m.spec.notVerbs?.includes(verbClass ?? 'generic') && namesVerb(m, phrase, said),
  );
  return body?.spec ?? found;
}

function namesVerb(m: (typeof MATCHERS)[number], phrase: string, said: string): boolean {
  if (said.length < 3) return false;
  const hit = m.re.exec(foldText(phrase));
  return Boolean(hit && hit[0].split(' ').some((w) => w === said || (w.length >= 4 && said.startsWith(w))));
}

/** The domain's own words hold the goal's verb: the subject, not the verb's class, says what the goal is. */
export function domainNamesVerb(spec: DomainSpec, phrase: string, verbWord: string | null): boolean {
  const m = MATCHERS.find((x) => x.spec === spec);
  return Boolean(m && namesVerb(m, phrase, foldText(verbWord ?? '')));
}

/** Subjects named by nouns (not by their verb), whose terms can stand for the last part of a compound. */
const NOUN_MATCHERS = MATCHERS.filter((m) => !m.verbRe);
const namesAll = (re: RegExp, word: string) => re.exec(word)?.[0].length === word.length;
/**
 * A whole word one of these subjects names, a term that takes any ending only with an ending of
 * up to three letters ('blutzucker*' names 'Blutzuckers'; 'geburtstag*' is no 'Geburtstagskuchen').
 */
const WHOLE_WORD = new RegExp(
  `^(?:${[
    ...NOUN_MATCHERS.flatMap((m) => m.spec.terms.split('|')),
    // …or the noun that names a domain's work ('Kontowechsel', 'Zulassungsstelle').
    ...MATCHERS.flatMap((m) => m.spec.nounWords?.split('|') ?? []),
  ]
    .map((t) => t.replace(/[.+?^${}()\\]/g, '\\$&'))
    .map((t) => (t.endsWith('*') ? `${t.slice(0, -1)}[a-z]{0,3}` : t))
    .join('|')})$`,
);
/**
 * German joins nouns into one word whose last part is the head ('Balkonpflanzen',
 * 'Weihnachtsgeschenke'): a word that no subject names is split before the longest last part
 * that one names, so the compound reads as that thing (after what says which one).
 */
/** German verbs as written without accents, to tell a verb joined to its noun from a compound noun. */
const GERMAN_VERBS = new Set(Object.keys(VERBS.de).map(foldText));
export function splitCompounds(text: string): string {
  return foldText(text).replace(/[a-z]{7,}/g, (word) => {
    if (WHOLE_WORD.test(word)) return word;
    for (let at = 3; at <= word.length - 4; at++) {
      const tail = word.slice(at);
      if (NOUN_MATCHERS.some((m) => namesAll(m.re, tail))) return `${word.slice(0, at)} ${tail}`;
    }
    return word;
  });
}

/**
 * The domain of a German goal, its compounds read by their last part, unless another word of the
 * goal names the subject found without splitting ('Kühlschrank sauber machen' is cleaning, not a wardrobe).
 */
export function findDomainInCompounds(
  phrase: string,
  object: string,
  verbClass: VerbClass | null,
  verbWord: string | null,
): DomainSpec | null {
  // Umlauts spelt out on a phone ('zahnreinigung', 'gruebeln', 'fuehrerschein') are read as written
  // with them first; the goal as typed is read when that names nothing.
  const plain = umlautsRestored(phrase);
  if (plain !== foldText(phrase))
    return (
      findDomainInCompoundsAsTyped(plain, umlautsRestored(object), verbClass, verbWord && umlautsRestored(verbWord)) ??
      findDomainInCompoundsAsTyped(phrase, object, verbClass, verbWord)
    );
  return findDomainInCompoundsAsTyped(phrase, object, verbClass, verbWord);
}

/**
 * German with its umlauts spelt out ('ae', 'oe', 'ue') folded as if typed with them ('a', 'o',
 * 'u'), keeping the vowel pairs German writes so ('steuer', 'bauen', 'aktuell', 'quer'), 'muell' aside.
 */
export function umlautsRestored(text: string): string {
  return foldText(text).replace(/(?<![aeiouq])([aou])e(?!ll)|(?<=m)(u)e(?=ll)/g, '$1$2');
}

function findDomainInCompoundsAsTyped(
  phrase: string,
  object: string,
  verbClass: VerbClass | null,
  verbWord: string | null,
): DomainSpec | null {
  const whole = findDomain(phrase, object, verbClass, verbWord);
  const split = splitCompounds(phrase);
  if (split === foldText(phrase)) return whole;
  // A noun joined to its verb ('zähneputzen', 'fensterputzen') is about the noun: the verb says what is done to it.
  const nounOfVerb = foldText(phrase).replace(/[a-z]{7,}/g, (word) => {
    const [head, tail] = splitCompounds(word).split(' ');
    return tail && GERMAN_VERBS.has(tail) ? head! : word;
  });
  if (nounOfVerb !== foldText(phrase)) {
    const named = findDomain(nounOfVerb, nounOfVerb, verbClass, verbWord);
    if (named) return named;
  }
  const unsplit = foldText(phrase)
    .split(/\s+/)
    .filter((w) => splitCompounds(w) === w)
    .join(' ');
  if (whole && domainPattern(whole.id as DomainId).test(unsplit)) return whole;
  return findDomain(split, splitCompounds(object), verbClass, verbWord) ?? whole;
}

/** The pattern of a domain's own terms, to find where the goal names it. */
export function domainPattern(id: DomainId): RegExp {
  return MATCHERS.find((m) => m.spec.id === id)!.re;
}

const BY_ID = new Map<string, DomainSpec>(DOMAINS.map((d) => [d.id, d as DomainSpec]));
export function domainById(id: DomainId): DomainSpec {
  return BY_ID.get(id)!;
}
