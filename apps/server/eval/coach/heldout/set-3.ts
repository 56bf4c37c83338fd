import { caseBook, type EvalCase } from '../types.ts';

/**
 * Held-out set 3: goals as typed into a goal app on a phone, in UK, US, Indian and Australian
 * English ("abt", "tmrw", "by eow", "arvo", "SIP of 5k"), Spanish (Spain, Mexico, Argentina),
 * Portuguese (Brazil, Portugal), German, French (France, Québec, Belgium), and a few in languages
 * the offline coach does not write. Subjects: chores, paperwork, pharmacies and opticians, study
 * applications, reports, anniversaries, bodies that need care (age, a hip, a disc, a pregnancy,
 * night shifts, diabetes, coeliac disease, blindness, fibromyalgia, a knee), savings, moods, and
 * words with two senses (iron, pool, Boots, pitch, mate, renta, Schloss, vidange, prova, notebook).
 * Written without opening the offline coach's subject tables or phrases, and never to be used to
 * tune it: read decision 091 before opening its failures.
 */
const en = caseBook('en');
en.fortify('dated', 'ring the council about the missed bin collection before fri', {
  keep: ['before fri'],
  topic: [
    'report*',
    'online',
    'form',
    'reference',
    'address',
    'postcode',
    'waste',
    'recycling',
    'photo*',
    'website',
    'app',
  ],
  oneOff: true,
});
en.fortify('dated', 'send the signed lease back to the letting agent by 03/12', {
  topic: [
    'scan*',
    'email*',
    'post',
    'posting',
    'copy',
    'copies',
    'witness*',
    'initial*',
    'pdf',
    'deposit',
    'page*',
    'envelope',
    'recorded',
  ],
  oneOff: true,
});
en.fortify('errand', 'pick up prescription from boots tmrw', {
  keep: ['boots'],
  topic: [
    'pharmac*',
    'chemist',
    'repeat',
    'gp',
    'ready',
    'collect*',
    'id',
    'app',
    'opening',
    'counter',
    'medication',
    'medicine*',
  ],
  avoid: ['shoe*', 'laces', 'footwear', 'polish', 'size'],
  oneOff: true,
});
en.fortify('dated', 'call the landlord abt the boiler by eow', {
  keep: ['eow'],
  topic: [
    'heating',
    'hot water',
    'engineer',
    'repair*',
    'plumber',
    'photo*',
    'fault',
    'gas safe',
    'pressure',
    'tenancy',
    'email',
    'message',
    'problem',
  ],
  oneOff: true,
});
en.fortify('dated', 'optician appt before the 14th', {
  keep: ['before the 14th'],
  topic: [
    'eye test',
    'eyes',
    'glasses',
    'lens*',
    'contacts',
    'prescription',
    'specsavers',
    'book*',
    'slot*',
    'call*',
    'online',
    'appointment',
  ],
  oneOff: true,
});
en.fortify('sense', 'schedule annual physical', {
  topic: [
    'doctor',
    'pcp',
    'primary care',
    'portal',
    'insurance',
    'call*',
    'appointment',
    'slot*',
    'fasting',
    'blood*',
    'clinic',
    'checkup',
    'check up',
  ],
  avoid: ['workout*', 'gym', 'reps', 'cardio', 'squat*'],
  oneOff: true,
});
en.fortify('habit', 'floss every nite', {
  topic: ['teeth', 'tooth*', 'brush*', 'bathroom', 'mirror', 'gum*', 'pick*', 'bedtime', 'sink', 'dental', 'visible'],
  frequency: true,
});
en.fortify('habit', 'hit the pool 3x a week before work', {
  topic: ['lap*', 'length*', 'goggles', 'towel', 'bag', 'cap', 'locker', 'stroke*', 'lane*', 'alarm', 'kit', 'swim*'],
  avoid: ['cue', 'billiard*', 'snooker', 'table'],
  frequency: true,
});
en.fortify('skill', 'improve my spoken english for interviews', {
  topic: [
    'mock',
    'record*',
    'question*',
    'answer*',
    'practi*',
    'partner',
    'fluen*',
    'accent',
    'mirror',
    'vocabular*',
    'aloud',
    'conversation*',
    'about yourself',
  ],
});
en.fortify('project', 'finish the quarterly report for Priyanka by 30th', {
  keep: ['Priyanka'],
  topic: [
    'draft',
    'section*',
    'outline',
    'figure*',
    'data',
    'chart*',
    'summary',
    'review*',
    'slide*',
    'numbers',
    'template',
    'heading*',
  ],
});
en.fortify('project', 'build a website for my mums bakery', {
  topic: [
    'domain',
    'hosting',
    'squarespace',
    'wix',
    'wordpress',
    'page*',
    'menu',
    'photo*',
    'template',
    'content',
    'contact',
    'launch*',
    'opening hours',
    'price*',
  ],
  avoid: ['flour', 'knead*', 'dough', 'oven', 'recipe*'],
});
en.fortify('dated', 'apply for the masters in data science, deadline 15 jan', {
  keep: ['15 jan'],
  topic: [
    'statement',
    'reference*',
    'referee*',
    'transcript*',
    'cv',
    'portal',
    'requirement*',
    'essay',
    'fee',
    'university',
    'uni',
    'programme*',
    'program*',
    'entry',
  ],
});
en.fortify('relationship', 'plan a surprise for our 10th anniversary', {
  topic: [
    'restaurant',
    'gift',
    'present',
    'trip',
    'weekend',
    'babysitter',
    'letter',
    'reservation',
    'memor*',
    'photo*',
    'book*',
    'dinner',
    'budget',
  ],
});
en.fortify('relationship', 'catch up w/ Jono for a coffee this arvo', {
  keep: ['Jono', 'this arvo'],
  topic: ['text', 'message', 'cafe', 'time', 'place', 'ask*', 'confirm*', 'spot', 'suggest*', 'meet*', 'o clock'],
  oneOff: true,
});
en.fortify(
  'context',
  'start lifting weights',
  {
    topic: [
      'light',
      'resistance band*',
      'band*',
      'machine*',
      'chair',
      'physio*',
      'supervised',
      'instructor',
      'trainer',
      'gentle',
      'balance',
      'seated',
      'technique',
    ],
    avoid: ['deadlift*', 'heavy', 'one rep max', '1rm', 'jump*', 'plyo*', 'max out'],
  },
  { myContext: 'im 67, had a hip replacement last year, GP says exercise is fine' },
);
en.fortify(
  'context',
  'eat more fruit',
  {
    topic: [
      'berr*',
      'apple*',
      'portion*',
      'fibre',
      'fiber',
      'nuts',
      'yoghurt',
      'yogurt',
      'whole',
      'pear*',
      'snack*',
      'with a meal',
      'dietitian',
      'nurse',
    ],
    avoid: ['juice*', 'smoothie*', 'dried', 'raisin*', 'syrup'],
  },
  { myContext: 'type 2 diabetic, trying to keep my sugar steady' },
);
en.fortify(
  'context',
  'sleep 8 hrs',
  {
    topic: [
      'blackout',
      'curtain*',
      'eye mask',
      'earplug*',
      'after shift*',
      'after your shift*',
      'after a shift*',
      'caffeine',
      'nap*',
      'dark',
      'rota',
      'days off',
      'daytime',
      'anchor',
    ],
    avoid: ['10pm', '11pm', '10 pm', '11 pm', 'every night', 'each night', 'nightly'],
  },
  { myContext: 'nurse on rotating nights, 3 x 12h shifts a week' },
);
en.fortify(
  'context',
  'get out more on weekends',
  {
    topic: [
      'audio',
      'accessible',
      'sighted guide',
      'walking group',
      'group',
      'club',
      'rnib',
      'familiar',
      'friend*',
      'tandem',
      'talking',
      'volunteer*',
      'described',
      'touch',
    ],
    avoid: ['sightseeing', 'scenic', 'views', 'viewpoint*', 'drive', 'driving'],
  },
  { myContext: 'registered blind, guide dog, live in leeds' },
);
en.fortify(
  'context',
  'start yoga',
  {
    topic: [
      'physio*',
      'gentle',
      'restorative',
      'chair',
      'breath*',
      'teacher',
      'instructor',
      'adapt*',
      'modif*',
      'back care',
      'gp',
      'tell',
    ],
    avoid: [
      'forward fold*',
      'forward bend*',
      'toe touch*',
      'touch your toes',
      'plough',
      'hot yoga',
      'power yoga',
      'ashtanga',
      'bikram',
      'vinyasa',
    ],
  },
  { myContext: 'slipped disc (L5), doing physio exercises, told no forward bending for now' },
);
en.fortify(
  'context',
  'take up pilates',
  {
    topic: [
      'prenatal',
      'pregnan*',
      'antenatal',
      'midwife',
      'instructor',
      'gentle',
      'modif*',
      'pelvic floor',
      'doctor',
      'gp',
      'afternoon*',
      'evening*',
      'later in the day',
    ],
    avoid: [
      'crunch*',
      'sit up*',
      'hot pilates',
      'hot yoga',
      'advanced',
      'lose weight',
      'weight loss',
      'early morning',
      'every morning',
      'morning class*',
    ],
  },
  { myContext: '12 wks pregnant, still v nauseous in the mornings' },
);
en.fortify('money', 'start SIP of 5k per month', {
  keep: ['SIP'],
  topic: [
    'mutual fund*',
    'fund*',
    'index',
    'kyc',
    'bank',
    'mandate',
    'auto debit',
    'autopay',
    'platform',
    'zerodha',
    'groww',
    'app',
    'salary',
    'risk',
  ],
});
en.fortify('money', 'save $2k for a new laptop by march', {
  keep: ['march'],
  topic: [
    'transfer*',
    'account',
    'payday',
    'fortnight*',
    'automat*',
    'budget',
    'set aside',
    'put aside',
    'spend*',
    'each week',
    'a week',
    'per week',
    'weekly',
    'savings',
  ],
});
en.fortify('feelings', 'stop comparing myself to ppl on insta', {
  topic: [
    'unfollow*',
    'mute',
    'timer',
    'limit*',
    'app',
    'grateful',
    'gratitude',
    'journal*',
    'notice',
    'feed',
    'delete',
    'screen time',
    'phone',
  ],
});
en.fortify('feelings', 'be less snappy w/ the kids in the mornings', {
  topic: [
    'breath*',
    'night before',
    'evening',
    'prep*',
    'bag*',
    'uniform',
    'pause',
    'earlier',
    'alarm',
    'routine',
    'count*',
    'list',
    'calm',
    'sorry',
  ],
});
en.fortify('unclear', 'the thing', { askDetail: true });
en.fortify('sense', 'iron my shirts for the week', {
  topic: [
    'board',
    'crease*',
    'hanger*',
    'collar*',
    'steam*',
    'setting',
    'sleeve*',
    'wardrobe',
    'basket',
    'press*',
    'hang',
  ],
  avoid: ['supplement*', 'spinach', 'lentil*', 'blood test', 'anaemi*', 'anemi*', 'tablet*', 'ferritin'],
});
en.fortify('sense', 'run the numbers on the food truck idea', {
  topic: [
    'cost*',
    'spreadsheet',
    'revenue',
    'margin*',
    'price*',
    'pitch fee*',
    'permit*',
    'licen*',
    'break even',
    'forecast*',
    'budget',
    'profit*',
    'sales',
    'rent',
  ],
  avoid: ['jog*', 'pace', 'km', 'trainers', 'warm up', 'couch to', 'route'],
});
en.fortify('sense', 'nail the pitch for thurs investor mtg', {
  keep: ['thurs'],
  topic: [
    'slide*',
    'deck',
    'rehears*',
    'practi*',
    'question*',
    'story',
    'ask',
    'timing',
    'demo',
    'time yourself',
    'numbers',
    'run through',
    'feedback',
  ],
  avoid: ['tent*', 'football', 'hammer', 'peg*', 'screw*', 'manicure', 'polish'],
});
en.next(
  'nextmove',
  [
    { id: 'a', text: 'learn to sail', color: 'red', age: 30, stale: 20 },
    { id: 'b', text: 'renew home insurance b4 it lapses on the 26th', color: 'white', age: 10 },
    { id: 'c', text: 'reorganise the garage', color: 'purple', age: 3 },
    { id: 'd', text: 'call mum this weekend', color: 'blue', age: 1 },
  ],
  {
    goalId: 'b',
    why: ['26th', 'thursday', 'thu', 'two days', '2 days', 'day after tomorrow'],
    topic: ['quote*', 'compar*', 'provider', 'policy', 'price*', 'cover', 'renewal', 'current', 'premium'],
  },
);
en.next(
  'nextmove',
  [
    { id: 'a', text: 'get fitter', color: 'red', age: 15, stale: 7 },
    { id: 'b', text: 'book venue for the work xmas do', color: 'blue', age: 4 },
    { id: 'c', text: 'send invoice to Harlow & Co by 25/11', color: 'white', age: 2 },
  ],
  {
    goalId: 'c',
    why: ['tomorrow', 'wednesday', 'wed', '25'],
    topic: ['hours', 'amount', 'pdf', 'template', 'detail*', 'email', 'bank', 'total', 'payment', 'number'],
  },
);
en.grind('grind', 'revise organic chemistry', {
  minutes: [15, 60],
  topic: [
    'reaction*',
    'mechanism*',
    'flashcard*',
    'past paper*',
    'question*',
    'functional group*',
    'notes',
    'practi*',
    'exam*',
    'topic*',
    'mark scheme',
  ],
  avoid: ['garden*', 'compost', 'vegetable*', 'farm*'],
});
en.grind(
  'grind',
  "write my best man speech for Tom's wedding",
  {
    vsBaseline: 'different',
    topic: ['story', 'stories', 'joke*', 'toast', 'draft', 'anecdote*', 'groom', 'read aloud', 'opening', 'bride'],
  },
  {
    outcomes: [
      {
        goalDescription: "write my best man speech for Tom's wedding",
        state: 'rejected',
        duration: 30,
        rejectReason: 'not_relevant',
      },
    ],
  },
);
en.grind(
  'grind',
  'paint the hallway',
  { vsBaseline: 'shorter', minutesInText: true },
  { outcomes: [{ goalDescription: 'paint the hallway', state: 'rejected', duration: 60, rejectReason: 'too_big' }] },
);

const es = caseBook('es');
es.fortify('dated', 'pedir cita con la gestoría antes del 10/12', {
  keep: ['antes del 10/12'],
  topic: [
    'llama*',
    'correo',
    'email',
    'document*',
    'papeles',
    'factura*',
    'hora',
    'disponib*',
    'telefono',
    'whatsapp',
    'online',
    'web',
    'asunto',
  ],
  oneOff: true,
});
es.fortify('habit', 'tomar mis vitaminas diario', {
  topic: [
    'desayuno',
    'pastillero',
    'alarma',
    'recordatorio',
    'cepill*',
    'vaso',
    'mesa',
    'cocina',
    'junto',
    'cafe',
    'comida',
    'frasco',
    'visible',
  ],
  frequency: true,
});
es.fortify('sense', 'aprender a hacer mate bien jaja', {
  topic: [
    'yerba',
    'bombilla',
    'agua',
    'temperatura',
    'termo',
    'pava',
    'ceba*',
    'calabaza',
    'hervir',
    'hierva',
    'grados',
    'espuma',
  ],
  avoid: ['ejercicio*', 'ecuacion*', 'matematica*', 'algebra', 'problemas', 'formula*'],
});
es.fortify(
  'context',
  'empezar a nadar',
  {
    topic: [
      'suave',
      'aquagym',
      'acuatic*',
      'climatizada',
      'medic*',
      'monitor*',
      'espalda',
      'crol',
      'calentamiento',
      'tabla',
      'poco a poco',
      'templada',
      'mayores',
      'curso*',
      'clase*',
    ],
    avoid: ['competi*', 'saltos', 'saltar', 'series', 'intervalos', 'correr', 'trampolin', 'sprint*'],
  },
  { myContext: 'tengo 72 años y artrosis en las rodillas' },
);
es.fortify('money', 'negociar la renta del depto con el casero', {
  topic: [
    'contrato',
    'precio*',
    'mercado',
    'zona',
    'propuesta',
    'argument*',
    'pago*',
    'aumento',
    'compar*',
    'anuncio*',
    'monto',
    'cifra',
    'mensaje',
    'reunion',
    'inquilin*',
  ],
  avoid: ['hacienda', 'declaracion', 'borrador', 'irpf', 'sat', 'impuesto*'],
});
es.fortify('feelings', 'no sentirme tan culpable cuando digo que no', {
  topic: [
    'limite*',
    'respira*',
    'frase',
    'practica*',
    'derecho',
    'escrib*',
    'apunta*',
    'amable',
    'pequen*',
    'valor*',
    'ensaya*',
    'recuerda',
  ],
});
es.fortify('relationship', 'ir a ver a la abuela a la residencia los domingos', {
  topic: [
    'fotos',
    'album',
    'visita*',
    'horario*',
    'merienda',
    'flores',
    'paseo',
    'lleva*',
    'pregunta*',
    'charla*',
    'cuento*',
    'carta*',
    'musica',
    'recuerdo*',
  ],
  frequency: true,
});
es.next(
  'nextmove',
  [
    { id: 'a', text: 'aprender a bailar salsa', color: 'red', age: 20, stale: 10 },
    { id: 'b', text: 'entregar el TFG el viernes', color: 'white', age: 3 },
    { id: 'c', text: 'comprar regalo pa mi hermana', color: 'blue', age: 2 },
  ],
  {
    goalId: 'b',
    why: ['viernes', 'tres dias', '3 dias'],
    topic: [
      'tutor*',
      'memoria',
      'formato',
      'pdf',
      'plataforma',
      'revis*',
      'portada',
      'indice',
      'bibliograf*',
      'subir',
      'sube',
      'campus',
    ],
  },
);

const pt = caseBook('pt');
pt.fortify('dated', 'levar o notebook pra assistência até sexta', {
  keep: ['até sexta'],
  topic: [
    'backup',
    'orcamento',
    'garantia',
    'nota fiscal',
    'tecnic*',
    'senha',
    'carregador',
    'defeito',
    'problema',
    'loja',
    'autorizada',
    'arquivo*',
    'dados',
  ],
  avoid: ['caneta', 'anotac*', 'folha*', 'papelaria'],
  oneOff: true,
});
pt.fortify('errand', 'marcar consulta no centro de saúde p/ 5ª feira', {
  keep: ['5ª feira'],
  topic: [
    'sns 24',
    'sns',
    'telefon*',
    'ligar',
    'ligue',
    'balcao',
    'app',
    'medico de familia',
    'horario',
    'utente',
    'cartao',
    'secretaria',
    'online',
    'email',
  ],
  oneOff: true,
});
pt.fortify('habit', 'beber menos refri, no max 2x por semana', {
  topic: [
    'agua',
    'suco',
    'garrafa',
    'gelada',
    'cha',
    'mercado',
    'geladeira',
    'com gas',
    'limao',
    'substitu*',
    'comprar',
    'estoque',
  ],
  frequency: true,
});
pt.fortify('skill', 'aprender a programar em python', {
  topic: [
    'curso',
    'exercicio*',
    'projeto',
    'tutorial*',
    'variave*',
    'funcao',
    'funcoes',
    'codigo',
    'instal*',
    'editor',
    'script',
    'pequen*',
    'livro',
    'video*',
  ],
  avoid: ['cobra', 'serpente', 'reptil'],
});
pt.fortify(
  'context',
  'fazer caminhada todo dia',
  {
    topic: [
      'curta*',
      'leve',
      'ritmo',
      'dias bons',
      'dia bom',
      'dia ruim',
      'dias ruins',
      'descanso',
      'alongamento',
      'medic*',
      'fisioterapeut*',
      'reumatolog*',
      '5 minutos',
      '10 minutos',
      'devagar',
    ],
    avoid: ['10 mil', '10000', 'acelerar', 'corrida', 'correr', 'sem desculpa*', 'custe o que custar'],
  },
  { myContext: 'tenho fibromialgia, tem dias que mal consigo levantar da cama' },
);
pt.fortify('money', 'poupar 100€ por mês', {
  topic: [
    'transferencia',
    'conta',
    'poupanca',
    'automatic*',
    'ordenado',
    'salario',
    'gasto*',
    'orcamento',
    'debito',
    'app',
    'banco',
  ],
});
pt.fortify('sense', 'fazer a prova do vestido de madrinha', {
  topic: [
    'costureir*',
    'ateli*',
    'ajuste*',
    'bainha',
    'sapato*',
    'loja',
    'horario',
    'agend*',
    'medida*',
    'marc*',
    'noiva',
    'casamento',
  ],
  avoid: ['estud*', 'simulado*', 'materia*', 'questo*', 'gabarito', 'nota'],
  oneOff: true,
});
pt.next(
  'nextmove',
  [
    { id: 'a', text: 'aprender a fazer surf', color: 'red', age: 25, stale: 12 },
    { id: 'b', text: 'pagar a prestação do carro até amanhã', color: 'white', age: 5 },
    { id: 'c', text: 'organizar as fotos de família', color: 'purple', age: 2 },
  ],
  {
    goalId: 'b',
    why: ['amanha', 'quarta'],
    topic: [
      'banco',
      'app',
      'mbway',
      'mb way',
      'referencia',
      'multibanco',
      'transferencia',
      'valor',
      'homebanking',
      'conta',
      'entidade',
    ],
  },
);

const de = caseBook('de');
de.fortify('dated', 'Geschenk für Oma bis Fr. bestellen', {
  keep: ['bis Fr'],
  topic: [
    'liefer*',
    'adresse',
    'versand',
    'idee*',
    'liste',
    'online',
    'karte',
    'budget',
    'verpack*',
    'shop',
    'wunsch*',
  ],
  oneOff: true,
});
de.fortify('errand', 'Winterjacke zur Reinigung bringen', {
  topic: [
    'taschen',
    'fleck*',
    'abholschein',
    'offnungszeit*',
    'preis',
    'etikett',
    'pflege*',
    'abhol*',
    'zettel',
    'leeren',
    'tute',
  ],
  avoid: ['waschmaschine', 'putzmittel', 'staubsaug*'],
  oneOff: true,
});
de.fortify('habit', 'jeden morgen 20 liegestütze', {
  topic: [
    'knie*',
    'wand',
    'technik',
    'satz',
    'satze',
    'aufwarm*',
    'pause',
    'wiederholung*',
    'steiger*',
    'rumpf',
    'matte',
    'serie*',
    'zahneputzen',
    'kaffee',
  ],
  frequency: true,
});
de.fortify('skill', 'Klavier lernen mit 50', {
  topic: [
    'noten',
    'taste*',
    'app',
    'lehrer*',
    'unterricht',
    'stuck',
    'uben',
    'ubung*',
    'hand',
    'tonleiter*',
    'keyboard',
    'akkord*',
    'lied*',
    'digitalpiano',
  ],
});
de.fortify(
  'context',
  'abnehmen',
  {
    topic: [
      'gemuse',
      'portion*',
      'eiweiss',
      'kartoffel*',
      'reis',
      'hulsenfrucht*',
      'linsen',
      'obst',
      'glutenfrei*',
      'laktosefrei*',
      'wasser',
      'bewegung',
      'spaziergang',
      'ernahrungsberat*',
    ],
    avoid: ['vollkorn*', 'weizen*', 'nudeln', 'pasta', 'dinkel*', 'musli', 'roggen*'],
  },
  { myContext: 'Zöliakie und Laktoseintoleranz' },
);
de.fortify('sense', 'Schloss an der Wohnungstür austauschen', {
  topic: [
    'schlusseldienst',
    '*zylinder',
    'schraube*',
    'baumarkt',
    'mass*',
    'messen',
    'schlussel',
    'vermiet*',
    'hausverwaltung',
  ],
  avoid: ['burg', 'besichtig*', 'fuhrung', 'eintritt*', 'ticket*', 'konig*', 'museum'],
  oneOff: true,
});
de.fortify('feelings', 'nicht mehr so gereizt sein wenn ich müde bin', {
  topic: [
    'schlaf*',
    'pause*',
    'atem*',
    'atm*',
    'snack',
    'essen',
    'wasser',
    'merk*',
    'kurz',
    'abend*',
    'zeichen',
    'bett',
    'ruhe',
  ],
});
de.next(
  'nextmove',
  [
    { id: 'a', text: 'Italienisch lernen', color: 'red', age: 30, stale: 14 },
    { id: 'b', text: 'Nebenkostenabrechnung prüfen, Widerspruch bis Mi', color: 'white', age: 8 },
    { id: 'c', text: 'Urlaubsfotos sortieren', color: 'blue', age: 3 },
  ],
  {
    goalId: 'b',
    why: ['mittwoch', 'mi', 'morgen'],
    topic: [
      'beleg*',
      'vermiet*',
      'posten',
      'vorjahr',
      'zahlen',
      'brief',
      'mieterverein',
      'schreiben',
      'einsicht',
      'frist',
      'heizkosten',
      'vergleich*',
    ],
  },
);
de.fortify('unclear', 'hmm keine ahnung', { askDetail: true });

const fr = caseBook('fr');
fr.fortify('dated', 'résilier la box internet avant le 12/12', {
  keep: ['avant le 12/12'],
  topic: [
    'lettre',
    'recommande*',
    'operateur',
    'numero',
    'client',
    'espace client',
    'preavis',
    'renvoy*',
    'retour',
    'materiel',
    'portabilite',
    'rio',
    'decodeur',
    'contrat',
    'frais',
  ],
  oneOff: true,
});
fr.fortify('errand', 'appeler Hydro pour la facture', {
  keep: ['Hydro'],
  topic: [
    'numero',
    'client',
    'compte',
    'montant',
    'entente',
    'paiement*',
    'releve*',
    'question*',
    'heure*',
    'attente',
    'dossier',
    'consommation',
    'note*',
  ],
  oneOff: true,
});
fr.fortify('habit', 'faire mes exos de kiné tous les soirs', {
  topic: [
    'tapis',
    'serie*',
    'repetition*',
    'fiche',
    'alarme',
    'rappel',
    'salon',
    'douleur',
    'etirement*',
    'feuille',
    'apres le diner',
    'televis*',
    'tele',
  ],
  frequency: true,
});
fr.fortify('skill', 'apprendre le néerlandais pour le boulot', {
  topic: [
    'cours',
    'appli*',
    'duolingo',
    'collegue*',
    'vocabulaire',
    'phrase*',
    'podcast*',
    'niveau',
    'tandem',
    'conversation',
    'mots',
    'reunion*',
    'email*',
    'radio',
  ],
});
fr.fortify(
  'context',
  'reprendre le foot',
  {
    topic: [
      'kine*',
      'reeducation',
      'chirurgien',
      'medecin',
      'feu vert',
      'progressi*',
      'renforcement',
      'velo',
      'proprioception',
      'genou',
      'quadriceps',
      'ischio*',
    ],
    avoid: ['match*', 'sprint*', 'tacle*', 'competition*', 'tournoi*', 'duel*'],
  },
  { myContext: "j'ai 45 ans, opérée des ligaments croisés il y a 8 mois" },
);
fr.fortify('sense', 'faire la vidange du lave-linge', {
  topic: [
    'filtre',
    'trappe',
    'serpillere',
    'bassine',
    'tuyau',
    'notice',
    'chiffon*',
    'debranch*',
    'pompe',
    'recipient',
    'serviette*',
    'bac',
  ],
  avoid: ['voiture', 'garage', 'moteur', 'huile', 'vehicule'],
  oneOff: true,
});
fr.fortify('feelings', 'avoir moins le trac avant les présentations', {
  topic: [
    'respir*',
    'repet*',
    'entrain*',
    'notes',
    'miroir',
    'public',
    'collegue*',
    'ami*',
    'enregistr*',
    'premiere phrase',
    'plan',
    'diapo*',
  ],
});
fr.next(
  'nextmove',
  [
    { id: 'a', text: 'me mettre au yoga', color: 'red', age: 18, stale: 9 },
    { id: 'b', text: 'envoyer mon dossier de candidature avant jeudi midi', color: 'white', age: 4 },
    { id: 'c', text: 'trier le garage', color: 'purple', age: 2 },
  ],
  {
    goalId: 'b',
    why: ['jeudi', 'deux jours', '2 jours', 'apres demain'],
    topic: ['cv', 'lettre', 'motivation', 'piece*', 'reli*', 'pdf', 'plateforme', 'mail', 'justificatif*', 'verifi*'],
  },
);
fr.fortify('unclear', 'bof', { askDetail: true });

// Languages the offline coach does not write: it keeps the person's words, says so, and does not
// turn them into the nearest language it knows.
const other = caseBook('it');
const foreign = { foreign: true, lang: null } as const;
other.fortify('foreign', 'chiamare la nonna domenica', {
  ...foreign,
  avoid: ['abuela', 'domingo', 'llama*', 'primer paso', 'primeiro passo', 'ligar'],
});
other.fortify('foreign', 'andare a correre 3 volte a settimana', {
  ...foreign,
  avoid: ['veces', 'semana', 'correr', 'vezes', 'primer paso'],
});
other.fortify(
  'foreign',
  'fiets naar de fietsenmaker brengen voor vrijdag',
  { ...foreign, avoid: ['fahrrad', 'werkstatt', 'freitag', 'erster schritt', 'bringen'] },
  { lang: 'nl' },
);
other.fortify('foreign', 'zapłacić rachunek za prąd do piątku', foreign, { lang: 'pl' });
other.fortify(
  'foreign',
  'fer la compra per al sopar de Nadal',
  { ...foreign, avoid: ['cena', 'navidad', 'compras', 'primer paso', 'courses', 'noel'] },
  { lang: 'ca' },
);

export const heldoutSet3: EvalCase[] = [en, es, pt, de, fr, other]
  .flatMap((b) => b.list)
  .map((c, i) => ({ ...c, id: `held3-${String(i + 1).padStart(2, '0')}-${c.id}` }));
