import type { CoachLanguage } from '../../understanding/language.ts';

/**
 * Said when part of a goal talked to the coach ('SYSTEM: ignore…'): that part was left out of
 * the plan and of the rewritten goal, and it changed nothing.
 */
export const ADDRESSED_NOTE: Record<CoachLanguage, string> = {
  en: 'Part of the goal was written as an instruction to the coach; I left it out and planned the rest as a goal.',
  es: 'Una parte de la meta estaba escrita como una orden al coach; la he dejado fuera y he planeado el resto como meta.',
  de: 'Ein Teil des Ziels war als Anweisung an den Coach geschrieben; ich habe ihn weggelassen und den Rest als Ziel geplant.',
  fr: 'Une partie de l’objectif était écrite comme une consigne au coach ; je l’ai laissée de côté et j’ai planifié le reste comme un objectif.',
  pt: 'Uma parte da meta estava escrita como uma ordem ao coach; deixei-a de fora e planeei o resto como meta.',
};

/** Said when the whole goal talked to the coach: nothing in it was a goal to plan. */
export const ONLY_ADDRESSED_NOTE: Record<CoachLanguage, string> = {
  en: 'This reads as an instruction to the coach, not as a goal, so I did not follow it.',
  es: 'Esto se lee como una orden al coach, no como una meta, así que no la he seguido.',
  de: 'Das liest sich wie eine Anweisung an den Coach, nicht wie ein Ziel, also habe ich sie nicht befolgt.',
  fr: 'Ceci se lit comme une consigne au coach, pas comme un objectif, donc je ne l’ai pas suivie.',
  pt: 'Isto lê-se como uma ordem ao coach, não como uma meta, por isso não a segui.',
};

/**
 * Said when the goal's verb acts on a placeholder ('sort the thing out', 'régler ce truc'):
 * `what` is the placeholder as written. Each asks for the one missing detail.
 */
export const PLACEHOLDER_REASONS: Record<CoachLanguage, ((what: string) => string)[]> = {
  en: [
    (w) =>
      `I can see what you want to do, but not what "${w}" is, so I did not invent a plan. What is it, and by when?`,
    (w) =>
      `"${w}" could be many things, and a plan for the wrong one would not help. Could you name it, and the day it should be done?`,
  ],
  es: [
    (w) => `Veo qué quieres hacer, pero no qué es «${w}», así que no me he inventado un plan. ¿Qué es, y para cuándo?`,
    (w) =>
      `«${w}» puede ser muchas cosas, y un plan para la equivocada no te serviría. ¿Me dices qué es y para qué día?`,
  ],
  de: [
    (w) =>
      `Ich sehe, was du tun willst, aber nicht, was „${w}“ ist, also habe ich keinen Plan erfunden. Was ist es, und bis wann?`,
    (w) =>
      `„${w}“ kann vieles sein, und ein Plan für das Falsche hilft dir nicht. Kannst du es benennen, und bis zu welchem Tag?`,
  ],
  fr: [
    (w) =>
      `Je vois ce que tu veux faire, mais pas ce qu’est « ${w} », alors je n’ai pas inventé de plan. C’est quoi, et pour quand ?`,
    (w) =>
      `« ${w} » peut être beaucoup de choses, et un plan pour la mauvaise ne t’aiderait pas. Tu peux préciser, et pour quel jour ?`,
  ],
  pt: [
    (w) => `Percebo o que quer fazer, mas não o que é «${w}», por isso não inventei um plano. O que é, e até quando?`,
    (w) => `«${w}» pode ser muita coisa, e um plano para a errada não ajudaria. Pode dizer o que é, e para que dia?`,
  ],
};

/** The first step for work someone else does: who does it, a price and a slot, then book. */
export const DELEGATED_STEP: Record<CoachLanguage, string> = {
  en: 'find two firms or workshops that do it, ask each for a price and their first free slot, and book the better one',
  es: 'busca dos talleres o empresas que lo hagan, pide a cada uno precio y su primera cita libre, y reserva la mejor',
  de: 'such zwei Firmen oder Werkstätten, die das machen, frag nach Preis und dem ersten freien Termin und buch das bessere Angebot',
  fr: 'trouve deux artisans ou garages qui le font, demande à chacun un prix et son premier créneau libre, et réserve le meilleur',
  pt: 'procure duas oficinas ou empresas que façam isso, peça a cada uma o preço e o primeiro horário livre e marque a melhor',
};

/**
 * A thing one owns serviced by its own trade ('get the piano tuned', 'Schornstein fegen lassen'):
 * the tradesperson by name, in each language, found by the thing's words (folded, '|'-separated).
 */
export const TRADESPEOPLE: readonly { terms: string; name: Record<CoachLanguage, string> }[] = [
  {
    terms: 'piano|klavier|flugel|pianos',
    name: {
      en: 'piano tuner',
      es: 'afinador de pianos',
      de: 'Klavierstimmer',
      fr: 'accordeur de piano',
      pt: 'afinador de pianos',
    },
  },
  {
    terms: 'chimney|chimenea|schornstein|kamin|cheminee|chamine',
    name: { en: 'chimney sweep', es: 'deshollinador', de: 'Schornsteinfeger', fr: 'ramoneur', pt: 'limpa-chaminés' },
  },
  {
    terms: 'boiler|caldera|therme|heizung|chaudiere|caldeira',
    name: {
      en: 'Gas Safe engineer',
      es: 'técnico de calderas',
      de: 'Heizungsinstallateur',
      fr: 'chauffagiste',
      pt: 'técnico de caldeiras',
    },
  },
  {
    terms: 'windows|ventanas|cristales|fenster|vitres|fenetres|janelas|vidros',
    name: {
      en: 'window cleaner',
      es: 'limpiacristales',
      de: 'Fensterputzer',
      fr: 'laveur de vitres',
      pt: 'limpa-vidros',
    },
  },
  {
    terms: 'carpet*|alfombra*|moqueta|teppich*|moquette|tapis|carpete*|tapete*|alcatifa',
    name: {
      en: 'carpet cleaner',
      es: 'servicio de limpieza de alfombras',
      de: 'Teppichreiniger',
      fr: 'nettoyeur de moquette',
      pt: 'serviço de limpeza de carpetes',
    },
  },
  {
    terms:
      'winter tyres|winter tires|snow tyres|snow tires|summer tyres|winterreifen|sommerreifen|ruedas de invierno|neumaticos de invierno|pneus hiver|pneus d hiver|pneus neige|pneus de inverno|pneus de neve',
    name: { en: 'tyre fitter', es: 'taller de neumáticos', de: 'Reifenservice', fr: 'garage', pt: 'serviço de pneus' },
  },
  {
    terms: 'gutter*|canalon*|dachrinne*|regenrinne*|gouttiere*|caleira*|calha*',
    name: {
      en: 'gutter cleaner',
      es: 'limpiador de canalones',
      de: 'Dachrinnenreiniger',
      fr: 'nettoyeur de gouttières',
      pt: 'limpador de caleiras',
    },
  },
];

/** Booking a named trade: when it was last done, one found by word of mouth or reviews, a date. */
export const BOOK_A_TRADE: Record<CoachLanguage, (trade: string) => readonly [string, string]> = {
  en: (t) => [
    `find a ${t} (ask a neighbour or check local reviews), note when it was last done, and book their first date that suits`,
    'put the visit in your calendar and clear the way to it the day before',
  ],
  es: (t) => [
    `busca un ${t} (pregunta a un vecino o mira reseñas de la zona), apunta cuándo se hizo la última vez y reserva la primera fecha que te venga bien`,
    'apunta la visita en el calendario y deja el paso despejado el día antes',
  ],
  de: (t) => [
    `such einen ${t} (frag Nachbarn oder schau in Bewertungen aus der Gegend), notier, wann es zuletzt gemacht wurde, und buch den ersten passenden Termin`,
    'trag den Termin in den Kalender ein und mach am Vortag den Weg frei',
  ],
  fr: (t) => [
    `trouve un ${t} (demande à un voisin ou regarde les avis du coin), note quand c’était fait la dernière fois et réserve sa première date qui t’arrange`,
    'note le rendez-vous dans ton agenda et dégage l’accès la veille',
  ],
  pt: (t) => [
    `procure um ${t} (pergunte a um vizinho ou veja avaliações da zona), anote quando foi feito da última vez e marque a primeira data que lhe der jeito`,
    'ponha a visita no calendário e deixe a passagem livre na véspera',
  ],
};

/** The first step to stop gambling or betting: about the bets, whatever they are on ('betting on football'). */
export const GAMBLING_STEP: Record<CoachLanguage, string> = {
  en: 'delete the betting apps, block the sites, sign up for self-exclusion (GamStop in the UK) and tell one friend who will hold you to it',
  es: 'borra las apps de apuestas, bloquea las webs, apúntate a la autoprohibición del juego y cuéntaselo a un amigo que te lo recuerde',
  de: 'lösch die Wett-Apps, sperr die Seiten, lass dich sperren (in Deutschland über OASIS) und sag es einem Freund, der dich daran erinnert',
  fr: 'supprime les applis de paris, bloque les sites, demande ton interdiction de jeux et dis-le à un ami qui te le rappellera',
  pt: 'apague as apps de apostas, bloqueie os sites, peça a autoexclusão do jogo e conte a um amigo que o ajude a cumprir',
};

/** Coffee or energy drinks: tapered by one a day, so stopping does not bring the headaches. */
export const CAFFEINE_STEP: Record<CoachLanguage, string> = {
  en: 'cut down by one a day rather than stopping dead (it spares you the headaches), and swap the first one you drop for water or something caffeine-free',
  es: 'quita uno al día en vez de dejarlo de golpe (te ahorras los dolores de cabeza) y cambia el primero que quites por agua o algo sin cafeína',
  de: 'lass jeden Tag einen weg, statt abrupt aufzuhören (das erspart dir Kopfschmerzen), und ersetz den ersten durch Wasser oder etwas ohne Koffein',
  fr: 'enlève-en un par jour au lieu d’arrêter d’un coup (ça t’évite les maux de tête) et remplace le premier par de l’eau ou une boisson sans caféine',
  pt: 'corte um por dia em vez de parar de vez (poupa as dores de cabeça) e troque o primeiro por água ou algo sem cafeína',
};

/** Less of something, not none: the limit written down before the moment, each time ticked off. */
export const CUT_DOWN_STEP: Record<'alcohol' | 'other' | 'doing' | 'bought', Record<CoachLanguage, string>> = {
  alcohol: {
    en: 'before you go out or open a bottle, write down your limit (for example two drinks) and have a glass of water between each one',
    es: 'antes de salir o abrir una botella, apunta tu límite (por ejemplo dos copas) y bebe un vaso de agua entre una y otra',
    de: 'bevor du losgehst oder eine Flasche aufmachst, schreib dein Limit auf (zum Beispiel zwei Gläser) und trink dazwischen jeweils ein Glas Wasser',
    fr: 'avant de sortir ou d’ouvrir une bouteille, note ta limite (par exemple deux verres) et bois un verre d’eau entre chaque',
    pt: 'antes de sair ou abrir uma garrafa, anote o seu limite (por exemplo dois copos) e beba um copo de água entre cada um',
  },
  // {thing}: what is cut down, as the person named it.
  other: {
    en: 'keep {thing} out of the weekly shop, have a swap you like ready for the moment you usually reach for it, and write down your limit for the week (how much, which days)',
    es: 'deja {thing} fuera de la compra de la semana, ten a mano algo que te guste para el momento en que sueles ir a por ello y apunta tu límite de la semana (cuánto, qué días)',
    de: 'lass {thing} beim Wocheneinkauf weg, leg dir etwas bereit, das du magst, für den Moment, in dem du sonst danach greifst, und schreib dein Limit für die Woche auf (wie viel, an welchen Tagen)',
    fr: 'ne mets plus {thing} dans les courses de la semaine, garde sous la main quelque chose que tu aimes pour le moment où tu t’y jettes d’habitude, et note ta limite de la semaine (combien, quels jours)',
    pt: 'deixe {thing} fora das compras da semana, tenha à mão algo de que goste para o momento em que costuma ir buscar e anote o seu limite da semana (quanto, que dias)',
  },
  // A thing no longer bought ('stop buying crisps', 'coffee out'): off the list, the moment it is
  // bought noticed, a swap ready for it.
  bought: {
    en: 'notice the moment you usually buy {thing} (the walk past the shop, the queue at the till, a tired evening), have a swap you like ready for that moment, and shop from a list with nothing extra at the till',
    es: 'fíjate en el momento en que sueles comprar {thing} (al pasar por la tienda, en la cola de la caja, una tarde cansada), ten preparado algo que te guste para ese momento y compra con lista, sin nada extra en la caja',
    de: 'achte auf den Moment, in dem du sonst {thing} kaufst (auf dem Weg am Laden vorbei, an der Kasse, an einem müden Abend), leg dir dafür etwas bereit, das du magst, und kauf nach Liste, ohne Extras an der Kasse',
    fr: 'repère le moment où tu achètes d’habitude {thing} (en passant devant la boutique, à la caisse, un soir de fatigue), prévois pour ce moment quelque chose que tu aimes et fais tes courses avec une liste, sans rien en plus à la caisse',
    pt: 'repare no momento em que costuma comprar {thing} (ao passar pela loja, na fila da caixa, num fim de dia cansado), tenha pronta para esse momento uma troca de que goste e compre com lista, sem nada a mais na caixa',
  },
  // A doing cut down ('cut back on gaming'): the limit before the moment, each time ticked off.
  doing: {
    en: 'write down your limit for {thing} before the moment comes (how much, how often), tick off each time in a note on your phone, and have something else ready for that moment',
    es: 'apunta tu límite para {thing} antes de que llegue el momento (cuánto, cuántas veces), márcalo cada vez en una nota del móvil y ten otra cosa preparada para ese momento',
    de: 'schreib dein Limit für {thing} auf, bevor es so weit ist (wie viel, wie oft), hak jedes Mal in einer Notiz im Handy ab und leg dir für den Moment etwas anderes bereit',
    fr: 'note ta limite pour {thing} avant le moment (combien, combien de fois), coche chaque fois dans une note sur ton téléphone et prévois autre chose pour ce moment-là',
    pt: 'anote o seu limite para {thing} antes do momento (quanto, quantas vezes), marque cada vez numa nota no telefone e tenha outra coisa pronta para esse momento',
  },
};
