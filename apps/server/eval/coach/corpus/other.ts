import { caseBook } from '../types.ts';

/**
 * Languages the offline coach does not speak: it keeps the person's words and says plainly that
 * it speaks only English, Spanish, German, French and Portuguese.
 */
const c = caseBook('it');
const foreign = { foreign: true, lang: null } as const;

c.fortify('foreign', 'chiamare il commercialista entro venerdì', foreign, { lang: 'it' });
c.fortify('foreign', 'imparare a cucinare il risotto', foreign, { lang: 'it' });
c.fortify('foreign', 'boodschappen doen voor het weekend', foreign, { lang: 'nl' });
c.fortify('foreign', 'fietsband plakken', foreign, { lang: 'nl' });
c.fortify('foreign', '毎日30分日本語を勉強する', foreign, { lang: 'ja' });
c.fortify('foreign', 'zapisać się na siłownię', foreign, { lang: 'pl' });
c.fortify('foreign', 'ringa tandläkaren', foreign, { lang: 'sv' });
c.fortify('foreign', 'annemi ara', foreign, { lang: 'tr' });

c.fortify('foreign', 'prenotare il dentista per martedì', foreign, { lang: 'it' });
c.fortify('foreign', 'belastingaangifte doen voor 1 mei', foreign, { lang: 'nl' });
c.fortify('foreign', '母に電話する', foreign, { lang: 'ja' });
c.fortify('foreign', 'zadzwonić do mamy w niedzielę', foreign, { lang: 'pl' });

// Neighbours of our languages: Catalan must not be answered in Spanish, Romanian in Portuguese.
// Grinds too: one fallback text for every call (decision 092).
c.fortify('foreign', 'trucar a la iaia dijous', foreign, { lang: 'ca' });
c.grind('foreign', 'anar al gimnàs 3 cops per setmana', foreign, { lang: 'ca' });
c.grind('foreign', 'să-mi reînnoiesc buletinul până vineri', foreign, { lang: 'ro' });
c.grind('foreign', 'bayar tagihan listrik besok', foreign, { lang: 'id' });
c.grind('foreign', 'netejar el pis aquest cap de setmana', foreign, { lang: 'ca' });

// A goal in a neighbouring language starts with its own verb, or carries three of its own words.
c.grind('foreign', 'aprendre a tocar el violí', foreign, { lang: 'ca' });
c.grind('foreign', 'comprar un regal per a la tieta', foreign, { lang: 'ca' });
c.grind('foreign', 'acabar el treball de fi de grau abans del juny', foreign, { lang: 'ca' });
c.grind('foreign', 'fare la spesa per la settimana', foreign, { lang: 'it' });
c.grind('foreign', 'de zolder opruimen', foreign, { lang: 'nl' });
c.grind('foreign', 'minder suiker eten', foreign, { lang: 'nl' });
c.grind('foreign', 'kupić prezent dla taty', foreign, { lang: 'pl' });
c.grind('foreign', 'ringa mormor på söndag', foreign, { lang: 'sv' });

c.fortify('foreign', 'estudiar les oposicions de mestre', foreign, { lang: 'ca' });
c.fortify('foreign', 'preparar les presentacions de la feina', foreign, { lang: 'ca' });

// Czech has its own letters (ě ř ů); a name written with them inside an English goal is still English.
c.fortify('foreign', 'vyklidit sklep do soboty', foreign, { lang: 'cs' });
c.fortify('foreign', 'přečíst dvě knihy za měsíc', foreign, { lang: 'cs' });
c.fortify('foreign', 'chodit plavat dvakrát týdně', foreign, { lang: 'cs' });

// Northern and eastern neighbours: Norwegian and Danish (æ, ø), Finnish (vowel pairs German never
// writes), Croatian, Galician, Afrikaans and Hungarian, each told by its own everyday words.
c.fortify('foreign', 'handle mat til uka', foreign, { lang: 'nb' });
c.fortify('foreign', 'trene tre ganger i uka', foreign, { lang: 'nb' });
c.fortify('foreign', 'ringe til tandlægen i morgen', foreign, { lang: 'da' });
c.fortify('foreign', 'käydä salilla kolme kertaa viikossa', foreign, { lang: 'fi' });
c.grind('foreign', 'siivota keittiö lauantaina', foreign, { lang: 'fi' });
c.fortify('foreign', 'zvati baku u nedjelju', foreign, { lang: 'hr' });
c.fortify('foreign', 'chamar á avoa o domingo', foreign, { lang: 'gl' });
c.grind('foreign', 'ir ao dentista o martes pola mañá', foreign, { lang: 'gl' });
c.fortify('foreign', 'bel ouma Sondag', foreign, { lang: 'af' });
c.fortify('foreign', 'gaan gym drie keer per week', foreign, { lang: 'af' });
c.fortify('foreign', 'felhívni anyát vasárnap', foreign, { lang: 'hu' });

// Short goals told by their everyday words and word shapes (decision 219): a verb in ng-/ny-, ku-,
// mag-, a Swedish -a after ä, Dutch vowel runs, Catalan tx, Czech and Croatian letters.
c.fortify('foreign', 'escombrar el pati', foreign, { lang: 'ca' });
c.fortify('foreign', 'portar el cotxe al taller', foreign, { lang: 'ca' });
c.grind('foreign', 'passejar el gos al vespre', foreign, { lang: 'ca' });
c.fortify('foreign', 'nyuci motor minggu ini', foreign, { lang: 'id' });
c.fortify('foreign', 'ngerjain skripsi bab 2', foreign, { lang: 'id' });
c.grind('foreign', 'tidur lebih awal', foreign, { lang: 'id' });
c.fortify('foreign', 'cuci piring abis makan', foreign, { lang: 'id' });
c.fortify('foreign', 'hantar kereta ke bengkel', foreign, { lang: 'ms' });
c.fortify('foreign', 'pagare la bolletta della luce', foreign, { lang: 'it' });
c.fortify('foreign', "tagliare l'erba", foreign, { lang: 'it' });
c.fortify('foreign', 'tvätta bilen', foreign, { lang: 'sv' });
c.grind('foreign', 'sluta röka', foreign, { lang: 'sv' });
c.fortify('foreign', 'heg snoeien', foreign, { lang: 'nl' });
c.fortify('foreign', 'oma opbellen', foreign, { lang: 'nl' });
c.fortify('foreign', 'pozmywac naczynia', foreign, { lang: 'pl' });
c.fortify('foreign', 'kitap oku', foreign, { lang: 'tr' });
c.fortify('foreign', 'spal masina', foreign, { lang: 'ro' });
c.fortify('foreign', 'posekat trávník', foreign, { lang: 'cs' });
c.fortify('foreign', 'očistiti kupaonu', foreign, { lang: 'hr' });
c.grind('foreign', 'mercar o pan', foreign, { lang: 'gl' });
c.fortify('foreign', 'magbayad ng kuryente', foreign, { lang: 'tl' });
c.fortify('foreign', 'tawagan si nanay', foreign, { lang: 'tl' });
c.fortify('foreign', 'kusoma kitabu kila siku', foreign, { lang: 'sw' });
c.fortify('foreign', 'kununua zawadi kwa dada', foreign, { lang: 'sw' });

// Catalan and Galician typed as people text them: answered as a language we do not write, not
// in the Spanish or Portuguese they look like (decision 223).
c.fortify('foreign', 'rentar el cotxe dissabte', foreign, { lang: 'ca' });
c.fortify('foreign', 'comprar el pa i la llet', foreign, { lang: 'ca' });
c.grind('foreign', 'treure el gos abans de sopar', foreign, { lang: 'ca' });
c.fortify('foreign', 'endreçar lhabitacio dun cop', foreign, { lang: 'ca' });
c.grind('foreign', 'anar a correr 3 cops x setmana', foreign, { lang: 'ca' });
c.fortify('foreign', 'pagar la llum abans de divendres', foreign, { lang: 'ca' });
c.fortify('foreign', 'lavar o coche o sabado', foreign, { lang: 'gl' });
c.fortify('foreign', 'limpar o baño', foreign, { lang: 'gl' });
c.grind('foreign', 'fregar os pratos despois de cear', foreign, { lang: 'gl' });
c.fortify('foreign', 'ir ao ximnasio 3 veces á semana', foreign, { lang: 'gl' });
c.fortify('foreign', 'pasear o can polas mañás', foreign, { lang: 'gl' });
c.grind('foreign', 'recoller a roupa do tendal', foreign, { lang: 'gl' });
c.fortify('foreign', 'levar o coche ao taller xa', foreign, { lang: 'gl' });
c.fortify('foreign', 'ir a natación cos nenos', foreign, { lang: 'gl' });

export default c.list;
