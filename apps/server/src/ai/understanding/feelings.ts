import type { CoachLanguage } from './language.ts';

/**
 * Two rules about what a goal is not: a feeling said first is the goal and what follows is its
 * cause ('lonely since moving…', 'agobiada porque…'), and getting better at nothing named is a
 * wish to ask about ('idk just be better', 'ser mejor, no sé'). The rules are one; each language
 * brings its words. A language without an entry yet keeps the rule off.
 */

type FeelingWords = {
  /** Words that may come before the feeling ('I'm', 'so', 'me siento', 'muito'). */
  lead: string;
  /** Feelings that can open a goal; the first group of a match is the feeling as written. */
  feelings: string;
  /** Those of them that are loneliness or homesickness… */
  lonely: string;
  /** …stress, worry or exhaustion (the rest are a low mood). */
  stress: string;
  /** Words that may trail the feeling before its cause ('lately', 'últimamente'). */
  tail: string;
  /** What opens the cause ('since', 'because', 'desde', 'porque'); punctuation and the end always do. */
  cause: string;
  /** A move to a place where the person knows no one yet. */
  newcomer: string;
};

const FEELING_WORDS: Partial<Record<CoachLanguage, FeelingWords>> = {
  en: {
    lead: "i\\s*['’]?m|i am|im|i feel|i['’]?ve been|ive been|been|feeling|feel|getting|so|really|very|super|kinda|pretty|quite|a bit|bit|always|constantly|just",
    feelings:
      'lonely|isolated|stressed(?: out)?|anxious|overwhelmed|sad|down|low|depressed|burnt out|burned out|miserable|homesick',
    lonely: 'lonely|isolated|homesick',
    stress: 'stressed(?: out)?|anxious|overwhelmed|burnt out|burned out',
    tail: 'af|asf|as hell|lately|rn|right now|recently|these days|tbh',
    cause: 'since|because|cos|coz|cuz|cause|after|ever since|now that|at|about|with',
    newcomer:
      "mov(?:ed|ing)|the move|relocat\\p{L}*|shift(?:ed|ing)|emigrat\\p{L}*|new (?:city|town|country|area|place)|new (?:in|to) (?:town|the area|the city|the country)|don['’]?t know (?:a soul|anyone|anybody)|dont know (?:a soul|anyone|anybody)|know (?:no ?one|nobody)|no friends (?:here|there)",
  },
  fr: {
    lead: "je me sens|je me sentais|je suis|j['’]?suis|chui|chuis|me sens|me sentir|suis|tellement|trop|très|tres|vraiment|super|grave|un peu|assez|toujours|hyper|si|complètement|carrément|souvent|encore",
    // Both genders and the plural: 'seul', 'seule', 'seuls'.
    feelings:
      "seule?s?|isolée?s?|stressée?s?|angoissée?s?|anxieux|anxieuse|débordée?s?|deborde[es]?|triste|déprimée?s?|deprime[es]?|à plat|a plat|au bout du rouleau|à bout|épuisée?s?|epuise[es]?|en burn[- ]?out|mal dans ma peau|nul(?:le)?s?|perdue?s?|paumée?s?|démoralisée?s?|découragée?s?|sous l['’]eau|le mal du pays",
    lonely: 'seule?s?|isolée?s?|le mal du pays',
    stress:
      "stressée?s?|angoissée?s?|anxieux|anxieuse|débordée?s?|deborde[es]?|au bout du rouleau|à bout|épuisée?s?|epuise[es]?|en burn[- ]?out|sous l['’]eau",
    tail: 'en ce moment|ces temps[- ]ci|dernièrement|dernierement|depuis peu|franchement|de ouf',
    cause: 'depuis|parce qu|parce que|car|à cause|a cause|après|apres|avec|au|à|a|quand|pour|sur|loin',
    newcomer:
      "déménag\\p{L}*|demenag\\p{L}*|emménag\\p{L}*|emmenag\\p{L}*|mutée?|mutation|arrivée? (?:à|a|en|au|dans)|expatri\\p{L}*|nouvelle? (?:ville|région|region|pays|quartier)|(?:connais|connait|connaît) personne|pas d['’]amis ici",
  },
  de: {
    lead: 'ich bin|ich fühle mich|ich fühl mich|fühle mich|fühl mich|ich hab|ich habe|hab|habe|bin|so|sehr|total|echt|voll|ziemlich|irgendwie|oft|immer|ständig|gerade|grad|extrem|mega|einfach|richtig|zu',
    // 'Allein' only as a feeling said of oneself ('fühl mich allein'): 'allein nach Japan reisen' says how.
    feelings:
      'einsam|(?<=mich\\s+(?:(?:so|sehr|total|echt|voll|ziemlich|richtig)\\s+)*)alleine?|isoliert|gestresst|überfordert|ueberfordert|ängstlich|traurig|niedergeschlagen|deprimiert|depri|ausgebrannt|erschöpft|unglücklich|heimweh|mies drauf|schlecht drauf|down|lustlos|antriebslos|wertlos|nutzlos',
    lonely: 'einsam|alleine?|isoliert|heimweh',
    stress: 'gestresst|überfordert|ueberfordert|ängstlich|ausgebrannt|erschöpft',
    tail: 'gerade|grad|momentan|zurzeit|in letzter zeit|seit kurzem|ehrlich gesagt',
    cause: 'seit|seitdem|weil|wegen|wg|nach|da|durch|bei|im|in|auf|mit|vom|von',
    newcomer:
      'umzug|umgezogen|hergezogen|zugezogen|neu (?:hier|in der stadt)|neue stadt|kenne (?:hier )?niemand(?:en)?|keine freunde hier|ausgewandert|auswanderung',
  },
  es: {
    lead: 'me siento|me sentí|me noto|me encuentro|sentirme|estoy|ando|sigo|vivo|llevo (?:unos días|unas semanas|un tiempo|meses)|muy|tan|re|super|súper|bastante|un poco|algo|demasiado|siempre|últimamente|ultimamente|bien',
    feelings:
      'sol[oa]|aislad[oa]|estresad[oa]|ansios[oa]|con ansiedad|con estr[eé]s|agobiad[oa]|abrumad[oa]|saturad[oa]|triste|deprimid[oa]|bajonead[oa]|de baj[oó]n|quemad[oa]|agotad[oa]|desanimad[oa]|angustiad[oa]|hundid[oa]|nost[aá]lgic[oa]|con morriña|extrañando mi (?:casa|tierra|pa[ií]s)',
    lonely: 'sol[oa]|aislad[oa]|nost[aá]lgic[oa]|con morriña|extrañando mi (?:casa|tierra|pa[ií]s)',
    stress:
      'estresad[oa]|ansios[oa]|con ansiedad|con estr[eé]s|agobiad[oa]|abrumad[oa]|saturad[oa]|quemad[oa]|agotad[oa]|angustiad[oa]',
    tail: 'últimamente|ultimamente|estos días|estos dias|desde hace (?:días|semanas|meses)|la verdad',
    cause: 'desde|porque|xq|pq|por|tras|después de|despues de|con|en|ya que|con lo de',
    newcomer:
      'me mud[eé]|nos mudamos|mudarme|mudarnos|la mudanza|mudanza|me traslad(?:é|e|aron)|nos trasladamos|emigr\\p{L}*|recién llegad[oa]s?|recien llegad[oa]s?|(?:ciudad|país|pais|barrio) nuevo|nueva ciudad|nuevo (?:país|pais|barrio)|ciudad nueva|no conozco a nadie|no tengo amigos aqu[ií]|sin amigos aqu[ií]',
  },
  pt: {
    lead: 'eu|me sinto|sinto-me|sentindo-me|me sentindo|tô|to|estou|ando|sigo|tenho andado|tenho estado|muito|mto|tão|tao|super|bem|meio|um pouco|bastante|sempre|ultimamente',
    feelings:
      'sozinh[oa]|isolad[oa]|estressad[oa]|stressad[oa]|ansios[oa]|com ansiedade|sobrecarregad[oa]|triste|deprimid[oa]|pra baixo|para baixo|em baixo|na fossa|esgotad[oa]|exaust[oa]|desanimad[oa]|angustiad[oa]|com saudades? de casa|com saudades? da minha terra',
    lonely: 'sozinh[oa]|isolad[oa]|com saudades? de casa|com saudades? da minha terra',
    stress:
      'estressad[oa]|stressad[oa]|ansios[oa]|com ansiedade|sobrecarregad[oa]|esgotad[oa]|exaust[oa]|angustiad[oa]',
    tail: 'ultimamente|esses dias|estes dias|nestes dias|há (?:dias|semanas|meses)|ha (?:dias|semanas|meses)|de verdade',
    cause: 'desde|porque|pq|por causa|por|com|depois d[eoa]s?|após|apos|no|na|já que|ja que',
    newcomer:
      'mudei|me mudei|nos mudamos|mudamos|mudar(?:-me)?|a mudança|mudança|mudanca|emigr\\p{L}*|imigr\\p{L}*|recém-chegad[oa]s?|recem-chegad[oa]s?|recém chegad[oa]s?|(?:cidade|país|pais|bairro) nov[oa]|nova cidade|novo (?:país|pais|bairro)|não conheço ninguém|nao conheco ninguem|n conheço ninguém|sem amigos aqui',
  },
};

type FeelingRule = { first: RegExp; lonely: RegExp; stress: RegExp; newcomer: RegExp };
const FEELING_RULES = Object.fromEntries(
  Object.entries(FEELING_WORDS).map(([lang, w]) => [
    lang,
    {
      first: new RegExp(
        `^(?:(?:${w.lead})\\s+)*(${w.feelings})(?:\\s+(?:${w.tail}))*(?=\\s*(?:[,.;:!-]|(?:${w.cause})(?![\\p{L}])|$))`,
        'iu',
      ),
      lonely: new RegExp(`^(?:${w.lonely})$`, 'iu'),
      stress: new RegExp(`^(?:${w.stress})$`, 'iu'),
      newcomer: new RegExp(`(?<![\\p{L}])(?:${w.newcomer})(?![\\p{L}])`, 'iu'),
    },
  ]),
) as Partial<Record<CoachLanguage, FeelingRule>>;

/**
 * The feeling a goal opens with, before its cause ('so lonely since…', 'estresado por…'), as the
 * subject it gives; null when the goal opens otherwise.
 */
export function feelingSaidFirst(source: string, lang: CoachLanguage): 'lonely' | 'stress' | 'mood' | null {
  const rule = FEELING_RULES[lang];
  const feeling = rule?.first.exec(source.trim())?.[1];
  if (!feeling) return null;
  return rule!.lonely.test(feeling) ? 'lonely' : rule!.stress.test(feeling) ? 'stress' : 'mood';
}

/** A move to somewhere the person knows no one yet ('since moving', 'desde que me mudé', 'não conheço ninguém'). */
export function namesAMove(source: string, lang: CoachLanguage): boolean {
  return FEELING_RULES[lang]?.newcomer.test(source) ?? false;
}

type UnclearWords = {
  /** Shrugs and fillers that may stand before or after ('idk', 'no sé', 'sei lá'). */
  shrugs: string;
  /** Getting better, with nothing named after it ('be better', 'ser mejor persona', 'melhorar a minha vida'). */
  better: string;
};

const UNCLEAR_WORDS: Partial<Record<CoachLanguage, UnclearWords>> = {
  en: {
    shrugs:
      "idk|dunno|i dunno|i don['’]?t know|dont know|ugh+|meh|tbh|honestly|lol|i guess|hmm+|um+|erm+|just|like|somehow|generally|overall|or something|really|i want to|i wanna|want to|wanna|this year|for real|finally|once and for all",
    better:
      '(?:be|do|get|feel|become|try to be|try and be)\\s+(?:a\\s+)?better(?:\\s+(?:person|human|version of (?:me|myself)|me|in general|overall|at life|at everything))?|improve(?:\\s+(?:myself|me|my life|everything|in general))?|change(?:\\s+(?:myself|my life|everything))?|sort (?:my life|myself|everything) out|get my (?:life|act) together',
  },
  fr: {
    shrugs:
      "jsp|j['’]?sais pas|je sais pas|je ne sais pas|chais pas|bof|euh+|bah|ben|genre|franchement|juste|en gros|bref|mdr|lol|hmm+|simplement|globalement|je pense|je crois|quoi|en fait|ou un truc comme ça|ou un truc comme ca|en général|en general|dans la vie|tout court|je veux|j['’]aimerais|enfin|cette année",
    better:
      "(?:être|etre|devenir|aller|me sentir|faire)\\s+(?:un peu\\s+)?mieux|(?:être|etre|devenir)\\s+(?:une?\\s+)?(?:meilleure?|quelqu['’]un de mieux)(?:\\s+(?:personne|version de moi(?:-même| même)?|en général|en tout|dans la vie))?|m['’]am[ée]liorer|(?:changer|am[ée]liorer)\\s+(?:ma vie|tout)|me (?:re)?prendre en main|changer|[ée]voluer|progresser",
  },
  de: {
    shrugs:
      'keine ahnung|k\\.?\\s?a\\.?|weiß nicht|weiss nicht|äh+|ähm+|hm+|naja|halt|einfach|irgendwie|so|ehrlich gesagt|lol|puh|ja|oder so|eigentlich|im allgemeinen|allgemein|insgesamt|ich will|ich möchte|endlich|dieses jahr',
    better:
      '(?:ein\\s+)?besser(?:er|e)?\\s+(?:mensch\\s+)?(?:werden|sein)|mich\\s+(?:verbessern|ändern|aendern|weiterentwickeln|bessern)|an mir arbeiten|(?:mein|das)\\s+leben\\s+(?:ändern|aendern|auf die reihe (?:kriegen|bekommen)|in den griff (?:kriegen|bekommen))|alles (?:ändern|aendern)',
  },
  es: {
    shrugs:
      'no s[eé]|nose|ns|ni idea|pues|bueno|la verdad|jaja\\p{L}*|ay|uf+|mm+|eh|meh|solo|sólo|simplemente|en general|de alguna manera|o algo así|o algo asi|supongo|quiero|quisiera|quiero intentar|intentar|tratar de|me gustaría|me gustaria|y ya|ya|de una vez(?: por todas)?|en serio|por fin|este año|este año sí',
    better:
      '(?:ser|estar|sentirme|volverme|hacerme|llegar a ser)\\s+(?:una\\s+)?(?:persona\\s+)?mejor(?:\\s+(?:persona|versi[oó]n de m[ií](?:\\s+mism[oa])?|yo|en general|en todo|en la vida))?|(?:una\\s+)?mejor (?:persona|versi[oó]n de m[ií](?:\\s+mism[oa])?)|mejorar(?:me)?(?:\\s+(?:como persona|en general|mi vida|yo mism[oa]|en todo|a m[ií] mism[oa]))?|cambiar(?:\\s+(?:mi vida|yo|todo|como persona))?|(?:ordenar|arreglar|organizar|enderezar|encarrilar|encaminar) mi vida|poner (?:en orden )?mi vida(?: en orden)?|ponerme las pilas|espabilar|centrarme',
  },
  pt: {
    shrugs:
      'sei lá|sei la|sla|não sei|nao sei|n sei|ns|tipo|bom|bem|enfim|kk+|rs+|aff|ah|só|so|simplesmente|em geral|de alguma forma|ou algo assim|acho|eu acho|quero|queria|gostaria de|tentar|de vez|de uma vez(?: por todas)?|logo|finalmente|esse ano|este ano|na vida',
    better:
      '(?:ser|ficar|estar|me tornar|tornar-me|virar)\\s+(?:uma\\s+)?(?:pessoa\\s+)?melhor(?:\\s+(?:pessoa|vers[aã]o de mim(?:\\s+mesm[oa])?|em geral|em tudo|na vida))?|(?:uma\\s+)?(?:pessoa melhor|melhor pessoa|melhor vers[aã]o de mim(?:\\s+mesm[oa])?)|melhorar(?:\\s+(?:como pessoa|em geral|(?:a\\s+)?minha vida|eu mesm[oa]|em tudo|a mim mesm[oa]))?|mudar(?:\\s+(?:(?:a\\s+)?minha vida|de vida|tudo|como pessoa))?|(?:organizar|arrumar|ajeitar|endireitar) (?:a\\s+)?minha vida|(?:colocar|p[oô]r) (?:a\\s+)?minha vida em ordem|tomar jeito|criar vergonha na cara|me endireitar',
  },
};

const UNCLEAR_RULES = Object.fromEntries(
  Object.entries(UNCLEAR_WORDS).map(([lang, w]) => [
    lang,
    new RegExp(`^(?:(?:${w.shrugs})[\\s,.!…]*)*(?:${w.better})(?:[\\s,.!…]*(?:${w.shrugs}))*[\\s.!?…]*$`, 'iu'),
  ]),
) as Partial<Record<CoachLanguage, RegExp>>;

/** Getting better at nothing named, however shrugged ('idk just be better', 'no sé, mejorar', 'ser melhor sei lá'). */
export function betterAtNothing(source: string, lang: CoachLanguage): boolean {
  return UNCLEAR_RULES[lang]?.test(source.trim()) ?? false;
}
