import { detectAll } from 'tinyld/light';
import { VERBS } from './lexicon.ts';

/** The languages the offline coach writes in; anything else is answered with the person's own words. */
export const COACH_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt'] as const;
export type CoachLanguage = (typeof COACH_LANGUAGES)[number];
/** `sure`: the words clearly belong to that language (a one-word goal like 'nada' is not). */
export type DetectedLanguage = {
  lang: CoachLanguage;
  supported: boolean;
  code: string;
  sure: boolean;
  /** How many of each language's own words and letters an unsure reading saw. */
  signs?: Record<CoachLanguage, number>;
};

/**
 * Function words and everyday goal verbs that mark a language. Short goals ('call mom',
 * 'comprar pan') are too short for a statistical detector alone, so these count first and the
 * detector breaks ties or recognises a language we do not speak.
 */
const MARKERS: Record<CoachLanguage, string[]> = {
  en: 'the a an no my to for of and with at by on in every each more less this next week day get go do make call book buy read write learn start stop finish be have times tomorrow today tonight'.split(
    ' ',
  ),
  es: 'el la los las un una mi mis para de del y con en por cada más menos esta este semana día hacer ir llamar comprar leer escribir aprender empezar dejar terminar ser tener veces mañana hoy antes al que a sus lo no'.split(
    ' ',
  ),
  de: 'der die das den dem ein eine einen mein meine meinen zu für von und mit an am im bis jeden jede mehr weniger diese diesen woche tag machen gehen anrufen kaufen lesen schreiben lernen anfangen aufhören fertig sein haben mal morgen heute vor zum zur ich nicht vom beim wegen fürs ins nen hab muss alte alten neue neuen bzw kw'.split(
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
  en: 'kitchen garden garage laundry html css dishes emails inbox taxes tax dentist doctor flights house car dog water steps weight money job work meeting report gym bills rent mom mum dad grandma friend friends kids wife husband homework groceries stuff things thing better less new old weekly daily nightly morning evening week weekend w/ re asap pls doc gp bp ppl w thx xmas tho i am is are about',
  es: 'pasear fregar césped seto salir volver quedar llevar pan coche gimnasio trabajo hoy mejor cosas casa perro agua dinero cita médico mamá papá abuela amigos niños hijos semana finde compra súper correos factura recibo hacienda dni nie itv piso deberes tarea ropa nevera móvil rato luego ya muy también sin pero cuando hasta desde vecino vecina taladro jardín facultad carrera uñas cumple cumpleaños fiesta sano sana sanos sanas saludable peso ejercicio desayuno cena verano invierno otoño refresco refrescos dulces cerveza azúcar leche playa viaje navidad clases ciudad tiempo nuevo nueva bueno sé mejorar siento sentí estoy agobiada agobiado estresado estresada harto harta bajón bajoneado bajoneada ansiedad rodilla tobillo muñeca hombro espalda codo cuello caída',
  de: 'auto hund wasser geld arzt zahnarzt termin mama papa oma opa freunde kinder woche wochenende einkauf wäsche steuer steuererklärung küche garten keller wohnung handy vertrag kuendigen arbeit job abends morgens täglich öfter endlich sachen bitte nur auch noch schon fuer fuers ueber uebermorgen frueh zurueck naechste naechsten naechstes spaetestens spaeter muede',
  fr: 'cet été mer perdre maigrir reprendre voiture chien eau argent médecin rdv maman papa mamie papy amis enfants semaine weekend courses linge impôts cuisine jardin cave appartement pelouse haie téléphone travail boulot soir matin truc trucs choses vite aussi sans mais quand jusqu chez genou cheville poignet épaule coude lit cell cellulaire depuis seule jsuis chuis jveux jdois faut bcp tjr tjrs qd ds pk mtn chum blonde épicerie dépanneur magasiner kiné mutuelle préfecture vitale livret',
  pt: 'cedo conduzir mota sair voltar ficar levar relva sebe quintal loiça louça estendal pra pro pras pros academia treino trabalho carro cachorro água dinheiro consulta mãe pai vó vô avó avô amigos filhos semana fim mercado conta boleto pix cnh iptu ipva detran cpf rg tcc enem celular casa roupa geladeira você vc blz tô tá também sem mas quando até desde lá aquilo isso muito melhor mês hoje coisas faculdade vizinho vizinha furadeira jardim pneus oficina ônibus escola unha unhas aniversário festa verão inverno outono refrigerante refrigerantes refri doces cerveja açúcar leite praia viagem natal aulas cidade tempo novo nova bom sinto estou sozinha sozinho estressada estressado stressada stressado saudade saudades ansiedade peso tornozelo joelho pulso ombro cotovelo pescoço costas queda hj tbm mto amanhã posto inss nif finanças condomínio fiador mudança estágio vestibular poupança',
};
/** Shrugs that belong to one language ('bof', 'sei lá'): a goal made of one is read in it. */
const SHRUGS: Record<CoachLanguage, Set<string>> = {
  en: new Set(['meh', 'idk', 'dunno']),
  // 'nada' alone is the same shrug in Spanish and Portuguese; on a tie Spanish is read.
  es: new Set(['equis', 'nse', 'nada']),
  de: new Set(['naja', 'egal', 'ahnung', 'keine']),
  fr: new Set(['bof', 'mouais', 'jsp', 'chais', 'osef']),
  pt: new Set(['sla', 'sei', 'nada']),
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
const OTHER_WORDS: Record<string, string> = {
  it: 'bolletta bollette stirare camicie camicia piatti erba macchina meccanico smettere mettere ordine armadio acqua bagno pranzo colazione presto tardi mattina stasera mese anno figlio figlia marito moglie fidanzata ragazza amici amica compleanno zia zio cugino cugina lavatrice bucato spazzatura immondizia rifiuti gatto inglese tedesco spagnolo francese chitarra pianoforte corsa risparmiare affitto commercialista ufficio riunione progetto scadenza entro dopo poi niente tutto tutti degli nel nella nei sul sulla dal dalla coi il lo gli di della dello delle per con ogni più fare dare stare andare chiamare comprare leggere scrivere imparare pulire finire settimana giorno domani oggi mia mio alla al che volte spesa nonna nonno mamma papà figli bambini cucina palestra lavoro soldi sabato domenica lunedì martedì mercoledì giovedì venerdì prossima prossimo questa questo anche perché molto meno tesi esame',
  nl: 'naar sportschool wassen maaien heg snoeien kamer stofzuigen afwassen strijken belasting belastingaangifte aangifte rekeningen betalen huur halen ophalen brengen maken schoonmaken kapper wasmachine vaatwasser oefenen studeren tentamen scriptie geen nog weer vaker keren mijn zijn jij moet moeten wil gaan bij uit aan het een voor van en met elke iedere meer minder doen bellen kopen lezen schrijven leren week dag morgen vandaag ik niet keer fiets fietsband plakken repareren opruimen boodschappen zaterdag zondag maandag dinsdag woensdag donderdag vrijdag tandarts huisarts oma opa moeder vader keuken badkamer tuin huis werk suiker eten drinken koken fietsen zwemmen hardlopen wandelen sporten afvallen stoppen roken nederlands engels boek boeken weken maand jaar volgende ook wel veel beter gezonder kinderen hond afspraak zoeken',
  // Catalan shares most short words with Spanish; these are its own.
  ca: 'nadal rentar plats roba rentadora escombrar pati passejar gos lloguer cotxe exercici cuina netejar llegir germà germana germans tieta tiet cosí cosina feina deures compres endreçar armari anglès francès castellà córrer nedar menjar fruita tabac mòbil ordinador correu correus trucada perruqueria cabells jardí gespa planxar rentaplats despatx rebut estalviar ahir aviat després res totes tots unes seva teva nostre nostra això allò allà dins fins quan dues cinc vuit hores minuts vegada cop gossos amb meva meu meus meves aquest aquesta aquests aquestes setmana setmanes cops vegades dilluns dimarts dimecres dijous divendres dissabte diumenge fer anar trucar aprendre cuinar escriure sortir mare pare àvia avi iaia iaio avui demà també però perquè molt més pis gimnàs cada dia nit matí tarda cap els dels als pels regal regals llibre llibres llum metge treball grau fi esport català catala nens nena fills diners aigua sopar dinar esmorzar habitació lliçó lliçons bomber bombers acabar-ho començar viure beure entrades pel treure llet ous formatge escombraries',
  ro: 'curat curatenie curățenie facem spal spăl masina mașina mașinii fumat fumatul cumpar cadou cadouri pentru sora fratele mea mele mei engleza engleză invat învăț suna facturile facturi plătesc platesc vreau trebuie să sa și si pe cu ori săptămână saptamana zi zile mâine maine azi tata bunica merg cumpăr fac citesc scriu sală acasă lucru bani trei două doua o un sau dar mai',
  id: 'dokter gigi ganti oli telpon bersihin bersihkan membersihkan kamar kamarnya mandi cuci nyuci piring baju mobil servis kado buat buatin bapak adik kakak nenek kakek anak suami istri pacar nelpon berhenti merokok rokok kurangi kurangin gula garam nasi sayur buah putih tidur lebih awal cepat siang jalan seminggu sehari sebulan ngerjain kerjain skripsi tugas kuliah kampus sekolah ujian kursus latihan nabung menabung tabungan uang gaji cicilan hutang utang kos kontrakan pulsa kuota dari sama aja banget udah sudah belum nggak gak tidak enggak jangan lagi biar supaya habis sebelum sesudah setelah tiap mingguan bulanan jemput antar anter beresin rapikan rapihin masak dapur barang belanja warung toko setiap hari besok belajar bahasa bayar tagihan listrik untuk dengan yang dan ke di ini itu saya mau harus minggu bulan tahun sekali rumah ibu ayah kerja beli makan minum olahraga lari baca buku menulis jam pagi malam sore telepon teman kali',
  sv: 'laga cykeln cykel städa garaget handla ringa träna ggr veckan betala räkningar boka tandläkare sluta röka plugga inför tentan byta däck tvätta bilen klippa gräset gräsmattan diska tvätten dammsuga middag jobba hämta lämna pengar spara hyran skatten deklarationen deklarera frisören läkaren vårdcentralen ikväll springa promenad promenera simma kolla rensa sortera kläder köket badrummet inte mitt vår mindre än innan efter från och att för med på till ett mina varje dag vecka imorgon idag köpa läsa skriva lära mig spela tandläkaren mamma pappa mormor morfar farmor farfar gång gånger mat helgen gymmet jobbet barnen',
  tr: 'spora eve okula işe bulasik bulaşık yika yıka salonuna salona odamı odami topla çalış calis ingilizce almanca faturaları faturalari öde sigara sigarayı sigarayi bırak birak anneanne anneannemi babaanne ziyaret yıkat yikat randevu randevusu diş daha çok cok yürüyüş yuruyus koşu kosu temizle temizlik alışveriş alisveris çamaşır camasir ütü yemek yap yapmak gitmek günde gunde kez defa sabah akşam aksam erken yatmak uyumak ders dersi sınav sinav ödev odev ve bir bu için ile gün hafta yarın bugün ara kitap annemi babamı babami al oku yaz öğren ogren git spor kere haftada',
  cs: 'pokoj posilovny posilovna zaplatit nájem německy anglicky přestat kouřit umýt vynést koš posekat trávník vyprat prádlo vyžehlit nádobí zuby doktora zubaře objednat babičce dědovi mamce hodinu hodiny minut ráno večer víkend víkendu nic aspoň alespoň se si na do ve ze za pro při každý každou každé týdně denně zítra dnes příští týden týdnu měsíc rok naučit naučím učit udělat dodělat zavolat koupit nakoupit uklidit vyklidit uvařit upéct péct číst přečíst psát napsat jít chodit běhat cvičit plavat zhubnout mámě máma mamka táta taťka babička babičkou děda dědou děti práce práci víc méně jednou dvakrát třikrát krát kolo auto peníze ušetřit doktor zubař pondělí úterý středa čtvrtek pátek pátku sobota neděle neděli',
  // Galician sits between Spanish and Portuguese: these are its own spellings of everyday words.
  gl: 'verán miña miñas túa súa mercar facer máis durmir louza xantar cear almorzar irmá irmán dende xeonllo ollo ollos xente xunto ata cando ás co á pola polas mañá avoa avoas avó nai unha dunha cunha coa coas cos non tamén tamen moito moita moitos hoxe onte xaneiro xuño xullo mércores xoves venres traballo ximnasio ximnasia xuntos xogar xogo xardín xeito xubilado xubilada queixo veciña veciño neta neto fillos fillas deberes cousas neno nenos cociña cociñar auga recoller coller galego',
  nb: 'og til på med hver uka uke uken ganger gang ringe handle kjøpe kjope rydde vaske trene løpe lese skrive lære bestemor bestefar mormor morfar farmor farfar mamma pappa middag helga helgen søndag lørdag mandag tirsdag onsdag torsdag fredag morgen idag jobben barna hjemme ikke jeg',
  da: 'og til på med hver uge ugen gange gang ringe købe kobe gave rydde op vaske træne løbe læse skrive lære tandlægen lægen mor far mormor morfar farmor farfar søndag lørdag mandag tirsdag onsdag torsdag fredag morgen idag arbejde børnene hjemme ikke jeg',
  fi: 'ja käydä kayda salilla kertaa kerran viikossa päivässä joka päivä huomenna tänään siivota keittiö keittiön soita isälle mummolle pappalle ostaa lahja lukea kirjoittaa oppia juosta lenkillä maanantaina tiistaina keskiviikkona torstaina perjantaina lauantaina sunnuntaina töissä kotona',
  hr: 'očistiti kupaonu kupaona ići račune racune učiti uciti engleski njemački prestati pušiti pusiti oprati sestri bratu posjetiti pokositi travu usisati suđe sude rublje skuhati ručak rucak večeru veceru vikend vikendom dnevno ujutro navečer svake svaku zvati baku djeda mamu tatu kupiti poklon ocistiti pospremiti naučiti nauciti trčati trcati teretanu puta tjedno tjedan svaki dan sutra danas nedjelju subotu ponedjeljak utorak srijedu četvrtak petak zubara doktora posao kuću kucu djecu',
  af: 'bel ouma oupa gaan drie keer elke vir ek moet koop lees skryf leer huis kinders môre more vandag oefen maandag dinsdag woensdag donderdag vrydag saterdag sondag tandarts dokter werk geld spaar skoonmaak kombuis',
  hu: 'felhívni felhivni hívni anyát anyat apát nagymamát vasárnap szombat hétfő kedd szerda csütörtök péntek holnap minden hetente naponta venni vásárolni tanulni edzeni edzés takarítani kitakarítani és az egy konditerem',
  ms: 'kemas bilik hantar kereta bengkel memandu basuh pergi balik tak nak kena boleh sikit duit cuti bil barang dapur',
  tl: 'ng mga ang sa kay nang maglinis linisin kwarto kuwarto tawagan tawag nanay tatay lola lolo kuya bunso mag-ehersisyo ehersisyo araw araw-araw gabi umaga tanghali magbayad bayaran kuryente tubig mag-aral aral bumili bili magluto luto bahay trabaho opisina labada maglaba hugasan hugas pinggan plantsa mamalengke palengke ipon mag-ipon utang lingguhan beses isang dalawang tatlong ulit magpapayat magbawas timbang tulog matulog maaga huwag po opo',
  sw: 'kufanya mazoezi kila siku kumpigia simu kulipa bili umeme kusoma kitabu vitabu kusafisha nyumba kununua zawadi kwa kujifunza kiingereza kiswahili kupika chakula kula maji kunywa kulala mapema usiku asubuhi jioni mwezi mara tatu mbili moja kuweka akiba kazi ofisi shule mtihani watoto mtoto bibi babu kaka rafiki marafiki kutembea kukimbia gari duka sokoni soko kwenda nyumbani',
  pl: 'umyc umyć pozmywac pozmywać naczynia zakupy zrobic zrobić posprzatac posprzątać pokoj silke siłkę silownie isc nauczyc angielskiego niemieckiego dentyste dentystę umowic umówić zaplacic zapłacić rachunki rachunek rzucic rzucić palenie pić wiecej więcej wody psa wyprowadzic wyprowadzić ksiazki książki biblioteki oddac oddać mame mamę tate tatę babcie babcię prace pracę szkoly szkoła mieszkanie kuchnie łazienkę lazienke trawe trawę skosic skosić odkurzyc odkurzyć pranie prasowanie ugotowac ugotować obiad kolacje sniadanie śniadanie schudnac schudnąć cwiczyc ćwiczyć rower jak muszę musze chce chcę przed tydzień tydzien dwa trzy się sie dla na w z do razy tygodniu codziennie mamy babci dziadka kupić kupic zadzwonić zadzwonic uczyć uczyc nauczyć biegać biegac sprzątać czytać pisać iść jutro dzisiaj prezent siłownię siłownia pracy',
};
const OTHER_MARKERS = Object.fromEntries(
  Object.entries(OTHER_WORDS).map(([code, list]) => [code, new Set(list.split(' '))]),
) as Record<string, Set<string>>;
/**
 * Letters only these languages use among the ones people write goals in (ă ș ț, å, ğ ı, l·l and tx,
 * ě ř ů, ł ą ę ś ż, ì ò, the Dutch ij).
 */
const OTHER_LETTERS: Record<string, RegExp> = {
  ro: /[ăşșţț]/u,
  sv: /å/u,
  tr: /[ğı]/u,
  // 'el pa' is Catalan bread: Spanish writes 'el pan', and its texted 'pa' ('para') takes no article.
  ca: /(?<!\p{L})(?:el|del) pa(?!\p{L})|l·l|\p{L}tx\p{L}|\p{L}ció(?!\p{L})|(?<!\bnous\s\p{L}*)\p{L}cions(?!\p{L})|\bper (?:a\b|l['’])|\p{L}ò/u,
  it: /\p{L}ì(?!\p{L})/u,
  // ě, ř and ů are Czech only; č, š, ž are shared with its neighbours.
  cs: /[ěřůý]/u,
  pl: /[ąćęłńśźż]/u,
  nl: /\p{L}ij(?![aeiouàèéíòóú])/u,
  // æ and ø are Danish and Norwegian only; å is Swedish too (its own entry).
  nb: /[æø]/u,
  // Vowel pairs and harmony German never writes ('käydä', 'kysyä', 'tää').
  fi: /ää|öö|yy|äy|yä|öy|yö/u,
  // đ is Croatian, Serbian and Bosnian only (Polish infinitives end in ć).
  hr: /[đčšž]/u,
  // ñ before a Portuguese-looking ending ('mañá') is Galician.
  gl: /ñá(?!\p{L})/u,
  hu: /[őű]/u,
};

/**
 * Word shapes that only these languages give their everyday words, counted once per word like
 * one of their own words: the goal's verb is often the only word there is ('nyuci motor',
 * 'kusoma kitabu', 'tvätta bilen').
 */
const OTHER_SHAPES: Record<string, RegExp> = {
  // Infinitives in -are/-ere/-ire, which no language we speak uses for its verbs.
  it: /^\p{L}{3,}(?:are|ere|ire)$/u,
  // Infinitives in -ati, -iti, -jeti ('platiti', 'nazvati').
  hr: /^\p{L}{2,}[aeiu]ti$/u,
  // Spoken Indonesian verbs in ng-/ny- ('ngerjain', 'nyuci'), and the suffixes -kan and -nya.
  id: /^(?:ng|ny)[aeiou]\p{L}{2,}$|^\p{L}{3,}(?:kan|nya)$|^(?:meng|meny)\p{L}{3,}$|^(\p{L}{3,})-\1$/u,
  // Tagalog verbs in mag-/nag-/pag- and doubled words ('araw-araw').
  tl: /^(?:mag|nag|pag)-?[bdgklpst]\p{L}{2,}$|^mag-\p{L}+$|^(\p{L}{3,})-\1$/u,
  // Swahili infinitives: ku- before a consonant, ending in a vowel ('kusoma', 'kujifunza').
  sw: /^ku[^aeiou\s'-]\p{L}{2,}[aeiou]$/u,
  // A Swedish verb ends in -a after å, ä or ö ('träna', 'tvätta'); German infinitives end in -en.
  sv: /^\p{L}*[åäö]\p{L}*a$/u,
  // Dutch vowel runs, oe before k or n, and verbs in op- ('maaien', 'boek', 'doen', 'vuur', 'opbellen').
  nl: /aai|ooi|oei(?!ng)|(?<![cpt])oe[kn]|uu(?!m)|\p{L}tjes?$|^op[bdhklmnrsvwz]\p{L}+en$/u,
  // Polish consonant clusters and verbs in -owac/-ywac typed without their accents.
  pl: /^(?:[pbtkg]?rz|szcz|sz)|\p{L}cz[aeiouy]|\p{L}{2,}(?:owac|ywac|iwac)$/u,
  // The Romanian genitive ending ('lucrului').
  ro: /\p{L}{3,}ului$/u,
  // Turkish plurals with a case ending typed without their letters ('faturalari').
  tr: /\p{L}{2,}(?:lari|leri)$/u,
  // Catalan final -ig and -eix/-aix, -nya, and a stressed final à, è or ò ('maig', 'peix', 'muntanya', 'demà').
  ca: /[aeiou]ig$|[ae]ix$|\p{L}nya$|\p{L}nyes$|^(?!voilà$|déjà$|delà$)\p{L}{2,}[àèò]$/u,
};
/** Shapes that English words share ('prepare', 'retire'): they count inside a goal, not at its edge. */
const WEAK_SHAPES = new Set(['it', 'hr']);

const ROMANCE_AR_OPENING =
  /^(?!\p{L}*(?:ear|oar|air)\s)\p{L}{2,}ar\s+(?:el|la|los|las|un|una|unos|unas|o|os|al|ao|aos|mi|mis|meu|minha|meus|minhas|tu|tus|su|sus|del|do|da|dos|das|con|com|en|em|pra|para|por)(?!\p{L})/u;
/** Letters that only some of our languages use. */
const LETTER_HINTS: [RegExp, CoachLanguage, number][] = [
  [/[ñ¿¡]/, 'es', 3],
  [/[ß]|[äöü]/, 'de', 2],
  [/[ãõ]|ç[ãõa]o|ção\b/, 'pt', 3],
  // A German compound ends on its head noun ('Zahnarzttermin', 'Kindergeldantrag', 'Wohnungsputz'):
  // a goal of one such word is German even with no umlaut.
  [
    /(?<!\p{L})\p{L}{3,}(?:termin|antrag|abrechnung|erklarung|versicherung|reparatur|bescheinigung|untersuchung|ummeldung|anmeldung|besuch|mappe|wechsel|putz|entrumpelung)(?!\p{L})/u,
    'de',
    1.5,
  ],
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
  // 'dormir mais', 'ler mais': 'mais' right after an infinitive is Portuguese 'more' (French says
  // 'dormir plus'; its 'mais' is 'but' and joins clauses).
  [/(?<!\p{L})\p{L}{2,}(?:ar|er|ir)\s+mais(?!\p{L})/u, 'pt', 2],
  // 'ir no médico', 'ir na academia', 'passar no mercado': a verb then 'no'/'na' and a word is
  // Portuguese 'in the'; Spanish says 'ir al médico', and its 'no' is a refusal.
  [/^(?:ir|\p{L}{2,}(?:ar|er|ir))\s+n[oa]s?\s+\p{L}{3,}/u, 'pt', 2],
  // Spellings one of the two never uses: Spanish -cion/-idad/-aje typed without accents
  // ('natacion', 'universidad', 'viaje'), Portuguese -dade/-agem and nh/lh inside a word
  // ('cidade', 'viagem', 'trabalho', 'sozinho').
  [/\p{L}{2,}(?:cion|ciones|idad|idades|aje|ajes)(?!\p{L})/u, 'es', 1],
  [/\p{L}{2,}(?:dade|dades|agem|agens)(?!\p{L})|\p{L}[aeiou](?:nh|lh)[aeiou]/u, 'pt', 1],
  // Portuguese -ção/-ções typed without accents ('programacao', 'inscricao'): Spanish writes -ción.
  [/\p{L}{2,}(?:cao|coes)(?!\p{L})/u, 'pt', 1],
  // Portuguese puts its article 'a' between a verb and its object ('cortar a relva'); Spanish
  // 'a' before an object comes with a person or a determiner ('llamar a mamá', 'visitar a la tía').
  [
    /^\p{L}{2,}(?:ar|er|ir)\s+as?\s+(?!(?:la|las|el|los|un|una|unos|unas|mi|mis|tu|tus|su|sus|nuestra|nuestro|mamá|mama|papá|papa|abuela|abuelo|abuelos|tía|tío|tia|tio)(?!\p{L}))\p{L}+(?<!ar|er|ir)(?!\p{L})/u,
    'pt',
    1,
  ],
  // A goal that opens on an infinitive in -ar and its object ('armar la cama', 'ajustar o banco')
  // is Spanish or Portuguese: French and German verbs never end so, and the English words that
  // do ('clear', 'repair', 'calendar') are not followed by a Spanish or Portuguese article.
  [ROMANCE_AR_OPENING, 'es', 1],
  [ROMANCE_AR_OPENING, 'pt', 1],
  [/\b\w+ung\b/, 'de', 1],
  // Infinitives in -tenir ('tenir', 'maintenir', 'obtenir') are French: Spanish says -tener, Portuguese -ter.
  [/(?<!\p{L})\p{L}*tenir(?!\p{L})/u, 'fr', 2],
  // Short weekdays after a preposition ('bis Do', 'até 6ª') belong to one language.
  [/\b(?:bis|am|ab)\s+(?:mo|di|mi|do|fr|sa|so)\b/, 'de', 2],
  [/\d\s?ª/, 'pt', 2],
  // Verbs in -ieren ('vertikutieren', 'reparieren', 'telefonieren') are German wherever they stand.
  [/(?<!\p{L})\p{L}{3,}ieren(?!\p{L})/u, 'de', 2],
  // 'am WE', 'übers WE': the weekend as Germans text it ('ce we' is French, and the article says so).
  [/(?<!\p{L})(?:am|übers|ubers|bis|zum|nächstes|nächstem)\s+we(?!\p{L})/iu, 'de', 2],
  // A final infinitive ('Mama anrufen', 'Zeugnis anfordern') is German; one such word alone ('kitchen') is not.
  [/\b\w{3,}(?:en|ern|eln)\s*$/, 'de', 0.5],
  // A verb with a separable prefix ('abbauen', 'zurückfordern', 'ummelden', 'einreichen') is German
  // wherever it stands: English and the Romance languages build no verbs so.
  [
    /(?<!\p{L})(?:ab|an|auf|aus|ein|nach|vor|weg|zurück|zurueck|zusammen|um|mit|fest|hin|her)\p{L}{3,}(?:en|ern|eln)(?!\p{L})/u,
    'de',
    1,
  ],
];

/** Every list of a language's words as written, so a test can tell when one names a word twice. */
export function languageWordLists(): { name: string; words: string[] }[] {
  return [
    ...COACH_LANGUAGES.map((l) => ({ name: `${l} markers`, words: MARKERS[l] })),
    ...COACH_LANGUAGES.map((l) => ({ name: `${l} everyday words`, words: EVERYDAY[l].split(' ') })),
    ...Object.entries(OTHER_WORDS).map(([code, list]) => ({ name: `${code} words`, words: list.split(' ') })),
  ];
}

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

// 'un' is Galician too ('mercar un agasallo'); the others are Spanish only.
const SPANISH_ARTICLES = new Set(['el', 'la', 'los', 'las', 'del', 'al', 'una', 'unos', 'unas']);
/** Everyday words Galician spells as Spanish does and Portuguese does not. */
const SPANISH_SPELT = new Set(['coche', 'coches', 'veces', 'pasear', 'fregar', 'taller', 'luego']);
const INFINITIVE = /^(?:ir|\p{L}+(?:ar|er|ir))$/u;
/**
 * Galician writes Spanish spellings (ñ, ll, 'coche', 'veces') with Portuguese's articles and
 * words ('lavar o coche', 'limpar a cociña', 'recoller a roupa'). Neither language mixes them, so
 * the two together, with no Spanish article anywhere, are Galician: they decide as three of its
 * words would. `toks` are the goal's words without names ('Medellín').
 */
function galicianMix(toks: string[]): boolean {
  if (toks.some((t) => SPANISH_ARTICLES.has(t))) return false;
  if (!toks.some((t) => /ñ|ll/u.test(t) || SPANISH_SPELT.has(t))) return false;
  // The goal's own verb comes first, then the article; 'correr o nadar' has Spanish 'or' between
  // two verbs.
  const [verb = '', article = '', noun = ''] = toks;
  const portugueseArticle =
    INFINITIVE.test(verb) && noun !== '' && !INFINITIVE.test(noun) && ['o', 'os', 'ao', 'aos'].includes(article);
  const portugueseOnly = (t: string) =>
    t.length >= 4 && MARKER_SETS.pt.has(t) && COACH_LANGUAGES.every((l) => l === 'pt' || !MARKER_SETS[l].has(t));
  return portugueseArticle || toks.some(portugueseOnly);
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
  const signs = { ...score };
  // The statistical detector only breaks ties: on a few words it is often confidently wrong.
  const stats = detectAll(text).slice(0, 3);
  for (const [i, st] of stats.entries()) {
    if (!(COACH_LANGUAGES as readonly string[]).includes(st.lang)) continue;
    score[st.lang as CoachLanguage] += i === 0 ? (st.accuracy >= 0.3 ? 1 : 0.4) : 0.2;
  }
  // A name keeps its letters ('call Mr Dvořák', 'visit Jiří'): only the other words show the language.
  const common = text.replace(/(?<=\S\s+)\p{Lu}\p{L}*/gu, '').toLowerCase();
  // An elided article belongs to the word it leans on ('tagliare l'erba' is read by 'erba').
  const bare = toks.map((t) => t.replace(/^\p{L}{1,4}'(?=\p{L})/u, ''));
  for (const [code, set] of Object.entries(OTHER_MARKERS)) {
    const ours = (t: string) => COACH_LANGUAGES.some((l) => MARKER_SETS[l].has(t));
    const shape = OTHER_SHAPES[code];
    // A word of that language's own shape counts as one of its words; at an edge only where the
    // shape is its alone (an English 'prepare' or 'retire' has the Italian one).
    const own = (t: string) => !ours(t) && (set.has(t) || (shape?.test(t) ?? false));
    const ownAtEdge = (t: string) => !ours(t) && (set.has(t) || (!WEAK_SHAPES.has(code) && (shape?.test(t) ?? false)));
    let n = bare.filter(own).length;
    // The verb stands at an edge ('trucar al metge', 'de zolder opruimen'): one of that
    // language's own words there weighs double.
    const first = bare[0] ?? '';
    const last = bare.length > 1 ? bare[bare.length - 1]! : '';
    if (first.length >= 3 && ownAtEdge(first)) n += 1;
    if (last.length >= 4 && ownAtEdge(last)) n += 1;
    if (OTHER_LETTERS[code]?.test(common)) n += 2;
    if (code === 'gl' && galicianMix(words(common))) n += 3;
    const boost = stats[0]?.lang === code ? 1 : 0;
    // Three own words decide whatever our markers say: they share most short words with their neighbours.
    if (n + boost >= 2 && (n + boost > Math.max(...Object.values(score)) / 2 || n >= 3))
      return { lang: 'en', supported: false, code, sure: true };
  }
  // No word we know and an unsure detector, or a single word we do not know ('hmm', 'asdf'): treat
  // it as English, unsure, so the language of the person's other goals is read (often it is no
  // language at all, and the detector's guess on one word is German as often as anything).
  if (lexical === 0 && ((stats[0]?.accuracy ?? 0) < 0.3 || toks.length <= 1))
    return { lang: 'en', supported: true, code: 'en', sure: false };
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
  return { lang: best, supported: true, code: best, sure, signs };
}
