import { detectAll } from 'tinyld/light';
import { VERBS } from './lexicon.ts';

/** The languages the offline coach writes in; anything else is answered with the person's own words. */
export const COACH_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type CoachLanguage = (typeof COACH_LANGUAGES)[number];
/** `sure`: the words clearly belong to that language (a one-word goal like 'nada' is not). */
export type DetectedLanguage = { lang: CoachLanguage; supported: boolean; code: string; sure: boolean };

/**
 * Function words and everyday goal verbs that mark a language. Short goals ('call mom',
 * 'comprar pan') are too short for a statistical detector alone, so these count first and the
 * detector breaks ties or recognises a language we do not speak.
 */
const MARKERS: Record<CoachLanguage, string[]> = {
  en: 'the a an my to for of and with at by on in every each more less this next week day get go do make call book buy read write learn start stop finish be have more times tomorrow today tonight'.split(
    ' ',
  ),
  es: 'el la los las un una mi mis para de del y con en por cada más menos esta este semana día hacer ir llamar comprar leer escribir aprender empezar dejar terminar ser tener veces mañana hoy antes al que a mis sus lo'.split(
    ' ',
  ),
  de: 'der die das den dem ein eine einen mein meine meinen zu für von und mit am im bis jeden jede mehr weniger diese diesen woche tag machen gehen anrufen kaufen lesen schreiben lernen anfangen aufhören fertig sein haben mal morgen heute vor zum zur ich nicht'.split(
    ' ',
  ),
  fr: 'le la les un une mon ma mes pour de du des et avec à au en par chaque plus moins cette ce semaine jour faire aller appeler acheter lire écrire apprendre commencer arrêter finir être avoir fois demain aujourd avant je ne pas'.split(
    ' ',
  ),
  pt: 'o a os as um uma meu minha meus para de do da dos das e com em no na por cada mais menos esta este semana dia fazer ir ligar comprar ler escrever aprender começar parar terminar ser ter vezes amanhã hoje antes ao eu não'.split(
    ' ',
  ),
};
/**
 * Everyday nouns and short words of goals that belong to one language only: Spanish and
 * Portuguese share most function words, so 'academia 4x por semana' or 'renovar a CNH' are
 * decided by 'academia' (a gym only in Portuguese) and 'CNH', not by the detector.
 */
const EVERYDAY: Record<CoachLanguage, string> = {
  en: 'kitchen garden garage laundry dishes emails inbox taxes tax dentist doctor flights house car dog water steps weight money job work meeting report gym bills rent mom mum dad grandma friend friends kids wife husband homework groceries stuff things thing better less new old weekly daily nightly morning evening week weekend w/ re asap pls doc gp bp ppl w thx xmas tho i am is are about',
  es: 'pan coche gimnasio trabajo hoy mejor cosas casa perro agua dinero cita médico mamá papá abuela amigos niños hijos semana finde compra súper correos factura recibo hacienda dni nie itv piso deberes tarea ropa nevera móvil rato luego ya muy también sin pero cuando hasta desde vecino vecina taladro jardín facultad carrera uñas cumple cumpleaños fiesta sano sana sanos sanas saludable ejercicio desayuno cena verano invierno otoño refresco refrescos dulces cerveza azúcar leche playa viaje navidad clases ciudad tiempo nuevo nueva bueno sé mejorar siento sentí estoy agobiada agobiado estresado estresada harto harta bajón bajoneado bajoneada ansiedad',
  de: 'auto hund wasser geld arzt zahnarzt termin mama papa oma opa freunde kinder woche wochenende einkauf wäsche steuer steuererklärung küche garten keller wohnung handy arbeit job abends morgens täglich öfter endlich sachen bitte nur auch noch schon',
  fr: 'perdre maigrir reprendre voiture chien eau argent médecin rdv maman papa mamie papy amis enfants semaine weekend courses linge impôts cuisine jardin cave appartement téléphone travail boulot soir matin truc trucs choses vite aussi sans mais quand jusqu chez',
  pt: 'pra pro pras pros academia treino trabalho carro cachorro água dinheiro consulta mãe pai vó vô avó avô amigos filhos semana fim mercado conta boleto pix cnh iptu ipva detran cpf rg tcc enem celular casa roupa geladeira você vc blz tô tá também sem mas quando até desde lá aquilo isso muito melhor mês hoje coisas faculdade vizinho vizinha furadeira jardim pneus oficina ônibus escola unha unhas aniversário festa verão inverno outono refrigerante refrigerantes refri doces cerveja açúcar leite praia viagem natal aulas cidade tempo novo nova bom sinto estou sozinha sozinho estressada estressado stressada stressado saudade saudades ansiedade',
};
/** Shrugs that belong to one language ('bof', 'sei lá'): a goal made of one is read in it. */
const SHRUGS: Record<CoachLanguage, Set<string>> = {
  en: new Set(['meh', 'idk', 'dunno']),
  es: new Set(['equis', 'nse']),
  de: new Set(['naja', 'egal', 'ahnung', 'keine']),
  fr: new Set(['bof', 'mouais', 'jsp', 'chais', 'osef']),
  pt: new Set(['sla', 'sei']),
};
const WRITTEN_SETS = Object.fromEntries(
  Object.entries(MARKERS).map(([k, v]) => [
    k,
    new Set([...v, ...Object.keys(VERBS[k as CoachLanguage]), ...EVERYDAY[k as CoachLanguage].split(' ')]),
  ]),
) as Record<CoachLanguage, Set<string>>;
const unaccented = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
/**
 * Words as typed on a phone without accents ('manana', 'tambem', 'medecin') count for their
 * language too, unless that form is another language's own word (Spanish 'mas' is Portuguese 'but').
 */
const MARKER_SETS = Object.fromEntries(
  COACH_LANGUAGES.map((l) => {
    const set = new Set(WRITTEN_SETS[l]);
    for (const w of WRITTEN_SETS[l]) {
      const bare = unaccented(w);
      if (bare !== w && !COACH_LANGUAGES.some((o) => o !== l && WRITTEN_SETS[o].has(bare))) set.add(bare);
    }
    return [l, set];
  }),
) as Record<CoachLanguage, Set<string>>;

/**
 * Common words of languages we do not write in, so 'imparare a cucinare' is not taken for Spanish.
 * Only words that none of our five languages use count (a shared 'la' or 'casa' says nothing).
 */
const OTHER_MARKERS: Record<string, Set<string>> = {
  it: new Set(
    'il lo gli di della dello delle per con ogni più fare dare stare andare chiamare comprare leggere scrivere imparare pulire finire settimana giorno domani oggi mia mio alla al che volte spesa nonna nonno mamma papà figli bambini cucina palestra lavoro soldi sabato domenica lunedì martedì mercoledì giovedì venerdì prossima prossimo questa questo anche perché molto meno tesi esame'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'het een mijn voor van en met elke iedere meer minder doen gaan bellen kopen lezen schrijven leren week dag morgen vandaag ik niet keer fiets fietsband plakken repareren opruimen schoonmaken boodschappen zaterdag zondag maandag dinsdag woensdag donderdag vrijdag tandarts huisarts oma opa moeder vader keuken badkamer tuin huis werk suiker eten drinken koken fietsen zwemmen hardlopen wandelen sporten afvallen stoppen roken nederlands engels boek boeken weken maand jaar volgende ook wel veel beter gezonder kinderen hond afspraak zoeken'.split(
      ' ',
    ),
  ),
  // Catalan shares most short words with Spanish; these are its own.
  ca: new Set(
    'amb meva meu meus meves aquest aquesta aquests aquestes setmana setmanes cops vegades dilluns dimarts dimecres dijous divendres dissabte diumenge fer anar trucar netejar aprendre cuinar llegir escriure sortir mare pare àvia avi iaia iaio avui demà també però perquè molt més feina pis gimnàs cada dia nit matí tarda cap els dels als pels regal regals llibre llibres llum metge treball grau fi esport català catala nens nena fills diners cotxe gos aigua sopar dinar esmorzar endreçar habitació examen aprovar lliçó lliçons bomber bombers acabar-ho començar deixar viure beure entrades pel dimecres'.split(
      ' ',
    ),
  ),
  ro: new Set(
    'să sa și si pe cu ori săptămână saptamana zi zile mâine maine azi tata bunica merg sun cumpăr cumpar fac învăț invat citesc scriu sală acasă lucru bani trei două doua o un sau dar mai'.split(
      ' ',
    ),
  ),
  id: new Set(
    'setiap hari besok belajar bahasa bayar tagihan listrik untuk dengan yang dan ke di ini itu saya mau harus minggu bulan tahun sekali rumah ibu ayah kerja beli makan minum olahraga lari baca buku menulis jam pagi malam sore telepon teman kali'.split(
      ' ',
    ),
  ),
  sv: new Set(
    'och att för med på till ett mitt mina varje dag vecka veckan imorgon idag ringa köpa läsa skriva lära mig spela handla städa träna springa tandläkaren mamma pappa mormor morfar farmor farfar gång gånger mat helgen gymmet jobbet barnen'.split(
      ' ',
    ),
  ),
  tr: new Set(
    've bir bu için ile her gün hafta yarın bugün ara annemi babamı babami al oku yaz öğren ogren git spor kere haftada'.split(
      ' ',
    ),
  ),
  cs: new Set(
    'se si na do ve ze za pro při každý každou každé týdně denně zítra dnes příští týden týdnu měsíc rok naučit naučím učit udělat dodělat zavolat koupit nakoupit uklidit vyklidit uvařit upéct péct číst přečíst psát napsat jít chodit běhat cvičit plavat zhubnout přestat kouřit mámě máma mamka táta taťka babička babičkou děda dědou děti práce práci víc méně jednou dvakrát třikrát krát kolo auto peníze ušetřit doktor zubař pondělí úterý středa čtvrtek pátek pátku sobota neděle neděli'.split(
      ' ',
    ),
  ),
  // Galician sits between Spanish and Portuguese: these are its own spellings of everyday words.
  gl: new Set(
    'á pola polas mañá avoa avoas avó nai unha dunha cunha coa coas cos non tamén tamen moito moita moitos hoxe onte xaneiro xuño xullo mércores xoves venres traballo facer ximnasio ximnasia xente xuntos xogar xogo xardín xeito xantar xubilado xubilada queixo veciña veciño neta neto fillos fillas deberes cousas'.split(
      ' ',
    ),
  ),
  nb: new Set(
    'og til på med hver uka uke uken ganger gang ringe handle kjøpe kjope rydde vaske trene løpe lese skrive lære bestemor bestefar mormor morfar farmor farfar mamma pappa middag helga helgen søndag lørdag mandag tirsdag onsdag torsdag fredag morgen idag jobben barna hjemme ikke jeg'.split(
      ' ',
    ),
  ),
  da: new Set(
    'og til på med hver uge ugen gange gang ringe købe kobe gave rydde op vaske træne løbe læse skrive lære tandlægen lægen mor far mormor morfar farmor farfar søndag lørdag mandag tirsdag onsdag torsdag fredag morgen idag arbejde børnene hjemme ikke jeg'.split(
      ' ',
    ),
  ),
  fi: new Set(
    'ja käydä kayda salilla kertaa kerran viikossa päivässä joka päivä huomenna tänään siivota keittiö keittiön soita isälle mummolle pappalle ostaa lahja lukea kirjoittaa oppia juosta lenkillä maanantaina tiistaina keskiviikkona torstaina perjantaina lauantaina sunnuntaina töissä kotona'.split(
      ' ',
    ),
  ),
  hr: new Set(
    'zvati baku djeda mamu tatu kupiti poklon očistiti ocistiti pospremiti naučiti nauciti trčati trcati teretanu puta tjedno tjedan svaki dan sutra danas nedjelju subotu ponedjeljak utorak srijedu četvrtak petak zubara doktora posao kuću kucu djecu'.split(
      ' ',
    ),
  ),
  af: new Set(
    'bel ouma oupa gaan drie keer elke vir ek moet koop lees skryf leer huis kinders môre more vandag oefen maandag dinsdag woensdag donderdag vrydag saterdag sondag tandarts dokter werk geld spaar skoonmaak kombuis'.split(
      ' ',
    ),
  ),
  hu: new Set(
    'felhívni felhivni hívni anyát anyat apát nagymamát vasárnap szombat hétfő kedd szerda csütörtök péntek holnap minden hetente naponta venni vásárolni tanulni edzeni edzés takarítani kitakarítani és az egy konditerem'.split(
      ' ',
    ),
  ),
  pl: new Set(
    'się sie dla na w z do razy tygodniu codziennie mamy babci dziadka kupić kupic zadzwonić zadzwonic uczyć uczyc nauczyć biegać biegac posprzątać sprzątać czytać pisać iść jutro dzisiaj prezent siłownię siłownia pracy'.split(
      ' ',
    ),
  ),
};
/**
 * Letters only these languages use among the ones people write goals in (ă ș ț, å, ğ ı, l·l,
 * ě ř ů, ł ą ę ś ż, ì ò, the Dutch ij).
 */
const OTHER_LETTERS: Record<string, RegExp> = {
  ro: /[ăşșţț]/u,
  sv: /å/u,
  tr: /[ğı]/u,
  ca: /l·l|\p{L}ció(?!\p{L})|(?<!\bnous\s\p{L}*)\p{L}cions(?!\p{L})|\bper (?:a\b|l['’])|\p{L}ò/u,
  it: /\p{L}ì(?!\p{L})/u,
  // ě, ř and ů are Czech only; č, š, ž are shared with its neighbours.
  cs: /[ěřů]/u,
  pl: /[ąćęłńśźż]/u,
  nl: /\p{L}ij(?![aeiouàèéíòóú])/u,
  // æ and ø are Danish and Norwegian only; å is Swedish too (its own entry).
  nb: /[æø]/u,
  // Vowel pairs and harmony German never writes ('käydä', 'kysyä', 'tää').
  fi: /ää|öö|yy|äy|yä|öy|yö/u,
  // đ is Croatian, Serbian and Bosnian only (Polish infinitives end in ć).
  hr: /đ/u,
  // ñ before a Portuguese-looking ending ('mañá') is Galician.
  gl: /ñá(?!\p{L})/u,
  hu: /[őű]/u,
};

/** Letters that only some of our languages use. */
const LETTER_HINTS: [RegExp, CoachLanguage, number][] = [
  [/[ñ¿¡]/, 'es', 3],
  [/[ß]|[äöü]/, 'de', 2],
  [/[ãõ]|ç[ãõa]o|ção\b/, 'pt', 3],
  [/[èëîïœùû]|\bl'|\bd'|\bj'|\bqu'|\bl’|\bd’|\bj’/, 'fr', 2],
  // ê and ô are as Portuguese (você, inglês, avô) as French (fête, tôt).
  [/[êô]/, 'fr', 0.5],
  [/[êô]/, 'pt', 0.5],
  [/[áéíóú]/, 'es', 0.5],
  [/[áéíóú]/, 'pt', 0.5],
  [/\b\w+ción\b|\b\w+mente\b/, 'es', 1],
  // 'comer mas sano': 'mas' right after an infinitive is Spanish 'más' typed without its accent
  // (Portuguese writes 'comer mais'; its 'mas' is 'but' and joins clauses).
  [/(?<!\p{L})\p{L}{2,}(?:ar|er|ir)\s+mas(?!\p{L})/u, 'es', 2],
  // Spellings one of the two never uses: Spanish -cion/-idad/-aje typed without accents
  // ('natacion', 'universidad', 'viaje'), Portuguese -dade/-agem and nh/lh inside a word
  // ('cidade', 'viagem', 'trabalho', 'sozinho').
  [/\p{L}{2,}(?:cion|ciones|idad|idades|aje|ajes)(?!\p{L})/u, 'es', 1],
  [/\p{L}{2,}(?:dade|dades|agem|agens)(?!\p{L})|\p{L}[aeiou](?:nh|lh)[aeiou]/u, 'pt', 1],
  [/\b\w+ung\b/, 'de', 1],
  // Infinitives in -tenir ('tenir', 'maintenir', 'obtenir') are French: Spanish says -tener, Portuguese -ter.
  [/(?<!\p{L})\p{L}*tenir(?!\p{L})/u, 'fr', 2],
  // Short weekdays after a preposition ('bis Do', 'até 6ª') belong to one language.
  [/\b(?:bis|am|ab)\s+(?:mo|di|mi|do|fr|sa|so)\b/, 'de', 2],
  [/\d\s?ª/, 'pt', 2],
  // A final infinitive ('Mama anrufen') is German; one such word alone ('kitchen') is not.
  [/\b\w{3,}en\s*$/, 'de', 0.5],
];

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

/**
 * The language most of a person's goals are clearly written in (null when none is clear): a
 * short or ambiguous goal ('nada', 'gym') is read in it.
 */
export function usualLanguage(texts: string[]): CoachLanguage | null {
  const counts = new Map<CoachLanguage, number>();
  for (const text of texts) {
    const d = detectLanguage(text);
    if (d.supported && d.sure) counts.set(d.lang, (counts.get(d.lang) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

export function detectLanguage(text: string): DetectedLanguage {
  const toks = words(text);
  // Scripts we do not write in decide at once.
  if (
    /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(
      text,
    )
  ) {
    const guess = detectAll(text)[0]?.lang ?? 'other';
    return { lang: 'en', supported: false, code: guess, sure: true };
  }
  const score: Record<CoachLanguage, number> = { en: 0, es: 0, de: 0, fr: 0, pt: 0 };
  for (const t of toks) for (const l of COACH_LANGUAGES) if (MARKER_SETS[l].has(t)) score[l] += 1;
  for (const t of toks) for (const l of COACH_LANGUAGES) if (SHRUGS[l].has(t)) score[l] += 1.5;
  for (const [re, l, w] of LETTER_HINTS) if (re.test(text.toLowerCase())) score[l] += w;
  // English gerunds ('quit smoking') are a cheap and reliable sign.
  score.en += toks.filter((t) => /^\p{L}{3,}ing$/u.test(t)).length;
  // German nouns are capitalised mid-sentence.
  const capitalsInside = (text.match(/\s[A-ZÄÖÜ][a-zäöüß]{3,}/g) ?? []).length;
  if (capitalsInside >= 2) score.de += 0.5;
  const lexical = Math.max(...Object.values(score));
  // The statistical detector only breaks ties: on a few words it is often confidently wrong.
  const stats = detectAll(text).slice(0, 3);
  for (const [i, st] of stats.entries()) {
    if (!(COACH_LANGUAGES as readonly string[]).includes(st.lang)) continue;
    score[st.lang as CoachLanguage] += i === 0 ? (st.accuracy >= 0.3 ? 1 : 0.4) : 0.2;
  }
  // A name keeps its letters ('call Mr Dvořák', 'visit Jiří'): only the other words show the language.
  const common = text.replace(/(?<=\S\s+)\p{Lu}\p{L}*/gu, '').toLowerCase();
  for (const [code, set] of Object.entries(OTHER_MARKERS)) {
    const own = (t: string) => set.has(t) && !COACH_LANGUAGES.some((l) => MARKER_SETS[l].has(t));
    let n = toks.filter(own).length;
    // The verb stands at an edge ('trucar al metge', 'de zolder opruimen'): one of that
    // language's own words there weighs double.
    const first = toks[0] ?? '';
    const last = toks.length > 1 ? toks[toks.length - 1]! : '';
    if (first.length >= 3 && own(first)) n += 1;
    if (last.length >= 4 && own(last)) n += 1;
    // Italian infinitives end in -are/-ere/-ire, which no language we speak uses for its verbs.
    if (code === 'it') n += toks.filter((t) => /^\p{L}{3,}(?:are|ere|ire)$/u.test(t) && !MARKER_SETS.en.has(t)).length;
    // Croatian infinitives end in -ati, -iti, -jeti ('platiti', 'nazvati'), which none of ours uses for a verb.
    if (code === 'hr') n += toks.filter((t) => /^\p{L}{2,}[^t][aeiu]ti$/u.test(t) && !MARKER_SETS.en.has(t)).length;
    if (OTHER_LETTERS[code]?.test(common)) n += 2;
    const boost = stats[0]?.lang === code ? 1 : 0;
    // Three own words decide whatever our markers say: they share most short words with their neighbours.
    if (n + boost >= 2 && (n + boost > Math.max(...Object.values(score)) / 2 || n >= 3))
      return { lang: 'en', supported: false, code, sure: true };
  }
  // No word we know and an unsure detector: treat it as English (often it is no language at all).
  if (lexical === 0 && (stats[0]?.accuracy ?? 0) < 0.3) return { lang: 'en', supported: true, code: 'en', sure: false };
  const ranked = COACH_LANGUAGES.map((l) => [l, score[l]] as const).sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = ranked[0]!;
  // A language we do not speak: the detector is confident and none of our markers agree.
  const top = stats[0];
  if (
    top &&
    !(COACH_LANGUAGES as readonly string[]).includes(top.lang) &&
    bestScore < 1.5 &&
    toks.length >= 3 &&
    top.accuracy >= 0.5
  )
    return { lang: 'en', supported: false, code: top.lang, sure: true };
  if (bestScore === 0) return { lang: 'en', supported: true, code: 'en', sure: false };
  // Clear when two signs or more point at it, and at least one more than at any other language.
  const sure = lexical >= 2 && bestScore - ranked[1]![1] >= 1;
  return { lang: best, supported: true, code: best, sure };
}
