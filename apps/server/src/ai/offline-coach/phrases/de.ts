import { dateFormatter, joinWith, type Phrasebook } from '../phrasebook.ts';

const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
const obj = (s: { object: string }, fallback: string) => s.object || fallback;
/** The person after 'mit', 'von', 'schreib' (dative) and after 'frag', 'ruf … an' (accusative). */
const whoDat = (s: { person: string }) => s.person || 'der Person';
const whoAcc = (s: { person: string; personAcc?: string }) => s.personAcc || s.person || 'die Person';

/** A relative deadline as written, when it was written on an earlier day. */
const said = (w: { words?: string }) => (w.words ? `, „${w.words}“, als du es angelegt hast` : '');

export const de: Phrasebook = {
  locale: 'de-DE',
  by: (when) => `bis ${when}`,
  plan: {
    oneOff: (s) => [` – bis ${s.when}`, `, erledigt bis ${s.when}`, ` – spätestens ${s.when}`],
    habit: (s) => [
      ` – ${s.times}-mal pro Woche, die nächsten zwei Wochen lang`,
      ` – an ${s.times} Tagen pro Woche, ab ${s.when}`,
      `: an ${s.times} von 7 Tagen, zwei Wochen lang im Kalender abgehakt`,
    ],
    habitNightly: (s) => [
      ` – jede Nacht, die nächsten zwei Wochen lang, ab ${s.when}`,
      `: jede Nacht, zwei Wochen lang, jeden Morgen im Kalender abgehakt`,
      ` – jede Nacht, ein Versuch über zwei Wochen ab ${s.when}`,
    ],
    habitDaily: (s) => [
      ` – jeden Tag, die nächsten zwei Wochen lang, ab ${s.when}`,
      `: täglich, zwei Wochen lang im Kalender abgehakt`,
      ` – täglich, ein Versuch über zwei Wochen ab ${s.when}`,
    ],
    habitDays: (s) => [
      ` – ${s.times === 1 ? 'einmal' : `${s.times}-mal`} pro Woche (${s.frequency}), zwei Wochen lang, das erste Mal am ${s.when}`,
      `: ${s.frequency}, ${s.times === 1 ? 'einmal' : `${s.times}-mal`} die Woche, ab ${s.when}`,
    ],
    habitKept: (s) => [
      ` – die nächsten 14 Tage, jedes Mal im Kalender abgehakt`,
      `, zum Start zwei Wochen lang, mit einem Haken für jedes Mal`,
      ` – zwei Wochen Probelauf ab ${s.when}`,
    ],
    outing: (s) => [
      ` – ein Ausflug pro Woche, eine Stunde oder länger, der erste bis ${s.when}`,
      `: jede Woche ein Ausflug, lang genug für Hin- und Rückweg (eine Stunde oder mehr), ab ${s.when}`,
    ],
    health: (s) => [
      ` – ${s.times} Einheiten à ${s.minutes} Minuten pro Woche, die erste bis ${s.when}`,
      `: ${s.times} × ${s.minutes} Minuten diese Woche, erste Einheit am ${s.when}`,
      ` – ${s.minutes}-Minuten-Einheiten, ${s.times}-mal pro Woche, ab ${s.when}`,
    ],
    quit: (s) => [
      ` – Stopptag bis ${s.when} festlegen, dann zwei Wochen lang die Tage ohne zählen, jeden einzeln abgehakt`,
      `: ein Stopptag spätestens am ${s.when}, danach 14 Tage ohne, jeder abgehakt`,
      ` – wähle den Tag, an dem du aufhörst (spätestens ${s.when}), und zähl zwei Wochen lang die Tage ohne, jeden Tag abgehakt`,
    ],
    quitKept: () => [` – die Tage ohne zählen, abgehakt im Kalender`, `, jeder Tag ohne abgehakt`],
    cutDown: () => [
      ` – vorher ein Limit festlegen (wie viel, an welchen Tagen) und zwei Wochen lang jedes Mal mitzählen`,
      `: ein im Voraus festgelegtes Limit, 14 Tage lang mitgezählt und notiert`,
    ],
    skill: (s) => [
      ` – ${s.times} Übungseinheiten à ${s.minutes} Minuten bis ${s.when}`,
      `: ${s.times}-mal ${s.minutes} Minuten üben bis ${s.when}`,
      ` – bis ${s.when} ${s.times}-mal je ${s.minutes} Minuten üben`,
    ],
    skillWeekly: (s) => [
      ` – ${s.times}-mal pro Woche je ${s.minutes} Minuten üben, bis ${s.when}`,
      `: jede Woche ${s.times} Übungseinheiten à ${s.minutes} Minuten bis ${s.when}`,
    ],
    skillLessons: (s) => [
      ` – erste Fahrstunde bis ${s.when} gebucht, danach ein bis zwei Stunden pro Woche`,
      `: Fahrschule gewählt und erste Stunde bis ${s.when} gebucht, dann jede Woche eine Stunde`,
    ],
    skillCourse: (s) => [
      ` – Kurs gebucht und Prüfungstermin im Kalender bis ${s.when}`,
      `: Kurs und Prüfung bis ${s.when} gebucht, die Unterlagen vor dem ersten Tag gelesen`,
    ],
    skillExpert: (s) => [
      ` – ohne Grundlagenkurs: ${s.times} Einheiten à ${s.minutes} Minuten bis ${s.when}, mit einem kleinen echten Projekt`,
      `, auf dem schnellen Weg für Profis: ein echtes Mini-Projekt in ${s.times} Einheiten bis ${s.when}`,
    ],
    project: (s) => [
      ` – erster Meilenstein bis ${s.when}: die Gliederung und der erste Teil fertig`,
      `. Meilenstein für ${s.when}: eine grobe erste Version, die du einer Person zeigen kannst`,
      ` – bis ${s.when} ein einseitiger Plan und der erste Teil erledigt`,
    ],
    projectTrip: (s) => [
      ` – bis ${s.when}: Termine und Mitreisende abgestimmt, die Anreise gebucht`,
      ` – erster Meilenstein bis ${s.when}: wohin, wann und mit wem notiert, die erste Buchung gemacht`,
      `. Bis ${s.when}: die Daten fest und die Unterkunft gebucht`,
    ],
    projectEvent: (s) => [
      ` – bis ${s.when}: Datum, Ort und Gästeliste fest`,
      ` – erster Meilenstein bis ${s.when}: die Gäste eingeladen, Ort oder Essen geklärt`,
      `. Bis ${s.when}: Einladungen raus und das Wichtigste gebucht`,
    ],
    projectStall: (s) => [
      ` – bis ${s.when}: Platz oder Termin bestätigt, die Ware gezählt und ausgepreist, Wechselgeld bereit`,
      ` – erster Meilenstein bis ${s.when}: Tisch, Angebot und wer welche Stunde übernimmt, geklärt`,
      `. Bis ${s.when}: Ware fertig, Preise auf Etiketten und die Schichten am Stand verteilt`,
    ],
    projectMove: (s) => [
      ` – bis ${s.when}: Umzugstermin fest und Transporter oder Umzugsfirma gebucht`,
      ` – erster Meilenstein bis ${s.when}: ein Zimmer gepackt und die Adressänderungen aufgelistet`,
      `. Bis ${s.when}: Umzugstag fest und Kartons im Haus`,
    ],
    projectWorks: (s) => [
      ` – erster Meilenstein bis ${s.when}: alles ausgemessen, die Liste der Arbeiten geschrieben und zwei Angebote angefragt`,
      ` – bis ${s.when}: die Arbeiten in Reihenfolge und das Budget mit Puffer festgelegt`,
      `. Bis ${s.when}: Maße, Fotos und eine Liste der Arbeiten, nach der Handwerker anbieten können`,
    ],
    projectPaint: (s) => [
      ` – bis ${s.when}: Farbton ausgesucht, Farbe, Kreppband, Rollen und Abdeckfolie gekauft und klar, welche Wände zuerst dran sind`,
      ` – erster Meilenstein bis ${s.when}: Möbel zur Seite, Boden abgedeckt, Kanten abgeklebt und die erste Wand einmal gestrichen`,
      `. Bis ${s.when}: Wände ausgemessen, Farbe und Material zu Hause und der Tag für den ersten Anstrich im Kalender`,
    ],
    projectExpert: (s) => [
      ` – wie ein Kundenauftrag: Material bis ${s.when} bestellt und ein fester Tag dafür im Kalender`,
      ` – bis ${s.when}: Materialliste fertig und bestellt, der Arbeitstag eingetragen`,
    ],
    projectWork: (s) => [
      ` bis ${s.when}, mit Agenda oder Entwurf am Vortag fertig`,
      `, erledigt bis ${s.when}: vorbereitet, durchgeführt, nachbereitet`,
      ` – fertig bis ${s.when}, die Vorbereitung einen Tag früher`,
    ],
    relationship: (s) => [
      ` – bis ${s.when} einen Termin in beiden Kalendern`,
      `: ein konkreter Plan mit ${whoDat(s)}, verabredet bis ${s.when}`,
      ` – bis ${s.when} melden und einen Tag festmachen`,
    ],
    money: (s) => [
      ` – den genauen Betrag und das Datum aufschreiben und bis ${s.when} einrichten`,
      `: ein Betrag als Ziel und ein Datum zum Prüfen, festgelegt bis ${s.when}`,
      ` – ein fester Betrag pro Gehaltseingang, automatisch ab ${s.when}`,
    ],
    moneyWait: (s) => [
      ` – was nicht auf deiner Liste steht, wartet ab ${s.when} 48 Stunden im Warenkorb, und jeden Sonntag zählst du, was du nicht gekauft hast`,
      `: ab ${s.when} 48 Stunden Bedenkzeit vor jedem ungeplanten Kauf, und das gesparte Geld einen Monat lang jeden Sonntag geprüft`,
    ],
    moneyKept: (s) => [
      ` – aufgeteilt in gleiche Beträge pro Gehalt, der erste bis ${s.when} überwiesen`,
      `, mit einem Dauerauftrag, eingerichtet bis ${s.when}`,
      ` – jeden Sonntag geprüft, erste Überweisung bis ${s.when}`,
    ],
    feelings: () => [
      ` – diese Woche jeden Abend eine Sache aufschreiben, die gut lief`,
      ` – einmal am Tag drei langsame Atemzüge und 5 Minuten Pause draußen, 7 Tage lang`,
      ` – diese Woche jeden Tag eine kleine gute Sache für dich, in einer Zeile notiert`,
    ],
    feelingsOwn: () => [
      ` – diese Woche ein kleiner Schritt, in deinem Tempo, und danach in einer Zeile notieren, wie es dir geht`,
      ` – diese Woche ein kleiner Schritt nach dem anderen, danach jeweils kurz notieren, wie es war`,
      ` – diese Woche ein kleiner Schritt, wann immer es geht, und danach notieren, was geholfen hat`,
    ],
  },
  step: {
    call: (s) => [
      `leg dir die Nummer von ${s.person || 'der Person'} griffbereit und schreib auf, was du sagen willst`,
      `such dir einen Moment, in dem keiner von euch in Eile ist, und trag ihn in den Kalender ein`,
    ],
    appointment: () => [
      `such die Buchungsseite oder die Telefonnummer raus und notier dir zwei passende Zeiten`,
      `ruf direkt zur Öffnungszeit an, mit offenem Kalender und zwei freien Zeiten im Kopf`,
    ],
    travel: (s) => [
      `vergleich zwei Angebote für ${obj(s, 'deine Daten')} und reservier das bessere`,
      `prüf deine Daten, leg eine Preisgrenze fest und öffne die Buchungsseite`,
    ],
    home: (s) => [
      `leg dir alles für ${obj(s, 'die Aufgabe')} so hin, dass du es morgen früh siehst`,
      `stell einen 15-Minuten-Timer und fang mit ${obj(s, 'der Aufgabe')} an`,
    ],
    admin: (s) => [
      `leg alles, was ${obj(s, 'die Sache')} braucht (Unterlagen, Adresse, Zugangsdaten), an einen Ort`,
      `such das Formular, die Adresse oder den Link für ${obj(s, 'die Sache')} und lass es offen`,
    ],
    habit: () => [
      `häng es an etwas, das du sowieso jeden Tag tust, direkt danach`,
      `stell dir eine tägliche Erinnerung zu der Zeit, in der du es am ehesten machst`,
    ],
    exercise: () => [
      `trag die erste Einheit in den Kalender ein und leg heute Abend die Sportsachen raus`,
      `such dir eine 20-Minuten-Routine aus und mach die erste heute`,
    ],
    outing: () => [
      `such dir eine Strecke von ein, zwei Stunden in deiner Nähe aus und schau, wie du zum Start und zurück kommst`,
      `wähl einen Tag diese Woche ohne Regen in der Vorhersage und trag den Ausflug in den Kalender ein`,
    ],
    seated: () => [
      `such dir eine 15-minütige Routine im Sitzen aus (Armkreisen, Rudern mit dem Band, Rumpfdrehen) und mach sie heute`,
      `leg ein Widerstandsband an deinen Tisch und mach heute einen Satz mit 10 Ruderzügen im Sitzen`,
    ],
    legsCore: (s) => [
      `geh heute 20 Minuten zügig oder fahr Ergometer, ohne ${s.fact} zu belasten`,
      `mach heute 15 Minuten Beine und Rumpf (Kniebeugen zum Stuhl, Ausfallschritte, Beckenheben), ohne Gewicht in den Händen`,
    ],
    lowImpact: (s) => [
      `buch eine Schwimm- oder Radeinheit, die ${s.fact} schont`,
      `mach heute 15 Minuten gelenkschonende Bewegung, die ${s.fact} nicht belastet`,
    ],
    guided: () => [
      `frag beim Lauftreff, beim parkrun oder bei einer Begleitläufer-Gruppe nach einem sehenden Guide und macht einen ersten Lauf aus`,
      `buch diese Woche eine Einheit auf dem Laufband oder mit Guide auf der Bahn und sprecht Band und Kommandos ab`,
    ],
    paced: () => [
      `geh heute morgens, wenn es noch kühl ist, 10 Minuten langsam spazieren, mit einer Sitzpause in der Mitte, und hör auf, bevor du erschöpft bist`,
      `mach 10 Minuten Dehnen im Sitzen und langsames Beinheben, nach jeder Übung eine Pause, zu der Tageszeit mit der meisten Energie`,
    ],
    postnatal: () => [
      `frag bei der Nachsorge deine Hebamme oder Ärztin, ob du loslegen darfst, und geh heute 20 Minuten mit dem Kinderwagen spazieren`,
      `mach heute 10 Minuten Beckenbodenübungen und ruhiges Atmen, danach einen kurzen Spaziergang mit dem Kinderwagen`,
    ],
    prenatal: () => [
      `frag deine Hebamme oder Ärztin, welche Bewegung jetzt passt, und geh heute 20 Minuten spazieren`,
      `mach heute 15 Minuten sanfte Bewegung für die Schwangerschaft: Spazieren, Schwimmen oder Schwangerschaftsyoga`,
    ],
    food: (s) => [
      s.fact
        ? `schreib drei ${s.fact} Abendessen auf, die du magst, und kauf die Zutaten`
        : `schreib drei Abendessen auf, die du magst, und kauf die Zutaten`,
      s.fact
        ? `koch heute Abend etwas ${s.fact.replace(/e$/, 'es')} und gleich eine Portion mehr für morgen`
        : `koch heute Abend etwas Einfaches und gleich eine Portion mehr für morgen`,
    ],
    sleep: () => [
      `stell einen Wecker 30 Minuten vor deiner Schlafenszeit als Zeichen zum Runterfahren`,
      `lad dein Handy heute Nacht außerhalb des Schlafzimmers`,
    ],
    drink: () => [
      `füll jetzt eine Flasche und stell sie in Sichtweite`,
      `trink heute zu jeder Mahlzeit ein Glas Wasser`,
    ],
    quit: () => [
      `schreib auf, wann der Drang meistens kommt und was du stattdessen tust`,
      `räum heute weg, was es dir zu Hause oder auf dem Handy leicht macht`,
    ],
    reading: (s) => [
      `leg ${obj(s, 'das Buch')} dorthin, wo du abends sitzt, und lies heute 10 Seiten`,
      `lies heute vor dem Schlafen 15 Minuten, das Handy in einem anderen Zimmer`,
    ],
    writing: () => [
      `schreib eine Gliederung mit 5 Punkten, bevor du irgendetwas anderes öffnest`,
      `schreib heute 200 Wörter, ohne zu korrigieren`,
    ],
    learn: (s) => [
      `schau dir ein kurzes Einsteiger-Tutorial zu ${obj(s, 'dem Thema')} an und übe heute das Erste, was es zeigt, 10-mal langsam`,
      `übe heute 20 Minuten ${obj(s, 'das Thema')}: 10 langsame Versuche an der Stelle, die dir am schwersten fällt, und notier, was schiefging`,
    ],
    expert: (s) => [
      `nimm dir eine kleine echte Aufgabe vor und setz sie in ${obj(s, 'der neuen Sprache')} um, die Doku nur, wenn du hängst`,
      `portier etwas, das du schon gebaut hast, nach ${obj(s, 'der neuen Sprache')} und notier, was anders ist`,
    ],
    project: (s) => [
      `schreib in einer Zeile auf, wie „fertig“ für ${obj(s, 'das Projekt')} aussieht`,
      `teil ${obj(s, 'das Projekt')} in drei Teile und fang heute mit dem kleinsten an`,
    ],
    work: (s) => [
      `schreib die Agenda für ${obj(s, 'den Termin')} in drei Stichpunkten und schick sie raus`,
      `block dir 30 Minuten im Kalender, um ${obj(s, 'den Termin')} vorzubereiten`,
    ],
    move: () => [
      `schreib die drei Entscheidungen auf, die zuerst kommen (Datum, Budget, Ort), und triff heute eine davon`,
      `sammle alle Unterlagen und Kontakte für den Umzug in einer Notiz`,
    ],
    relationship: (s) => [
      `schreib ${whoDat(s)} heute und schlag zwei Tage vor`,
      `schau in deinen Kalender, such einen freien Tag aus und frag ${whoAcc(s)} noch heute`,
    ],
    money: () => [
      `öffne deine Banking-App und schreib auf, was diesen Monat rein- und rausging`,
      `richte heute die automatische Überweisung oder Zahlung ein`,
    ],
    feelings: () => [
      `schreib heute Abend eine Zeile über etwas, das heute gut lief`,
      `mach vor deiner nächsten Aufgabe 5 Minuten Pause draußen oder am Fenster`,
    ],
    clarify: () => [
      `schreib einen Satz dazu, wie „erledigt“ aussehen würde`,
      `ergänze das eine fehlende Detail: was, und bis wann`,
    ],
  },
  reason: {
    kind: {
      errand: [
        'Das ist eine einmalige Erledigung: Sie braucht ein Datum und einen ersten Schritt, keine Einheiten.',
        'Eine Erledigung ist fertig, wenn sie erledigt ist, also bekommt sie ein nahes Datum und einen ersten Schritt.',
      ],
      call: [
        'Das ist ein Anruf: Er dauert Minuten, also braucht er einen Zeitpunkt, keinen Plan.',
        'Ein Anruf ist eine einmalige Sache; schwer ist nur der Moment, also bekommt er ein Datum.',
      ],
      appointment: [
        'Das ist ein Termin, den du ausmachen musst: ein kurzer Anruf oder ein Formular, also ein Datum und ein erster Schritt.',
        'Einen Termin auszumachen geht schnell; ein nahes Datum verhindert, dass es liegen bleibt.',
      ],
      habit: [
        'Das ist eine Gewohnheit: Sie lebt vom Rhythmus, also bekommt sie eine Häufigkeit und einen kurzen Probelauf statt einer Frist.',
        'Gewohnheiten entstehen durch Wiederholung, also lautet der Plan: wie oft, zwei Wochen lang.',
      ],
      skill: [
        'Das ist etwas zum Lernen: Es wächst mit Übung, also bekommt es eine Zahl von Übungseinheiten.',
        'Können kommt von Wiederholung, deshalb habe ich die Übungseinheiten gezählt.',
      ],
      project: [
        'Das ist ein Projekt: Es dauert Wochen, also braucht es einen ersten sichtbaren Meilenstein.',
        'Ein Projekt dieser Größe braucht einen sichtbaren Meilenstein, sonst bleibt es ein Wunsch.',
      ],
      relationship: [
        'Hier geht es um einen Menschen: Der Plan ist ein konkreter gemeinsamer Moment mit festem Datum.',
        'Beziehungen leben von konkreten Plänen, also bekommt das hier ein Datum, das ihr gemeinsam festlegt.',
      ],
      health: [
        'Hier geht es um deinen Körper: Er bekommt eine Häufigkeit und eine Dauer, die du durchhalten kannst.',
        'Bei Gesundheit zählt der Rhythmus mehr als die Anstrengung, also gibt es Einheiten pro Woche.',
      ],
      money: [
        'Das ist ein Geldziel: Es braucht einen Betrag und ein Datum, an dem du nachsiehst.',
        'Geldziele funktionieren, wenn Betrag und Datum schwarz auf weiß dastehen.',
      ],
      feelings: [
        'Hier geht es darum, wie du dich fühlst: Keine Frist ändert das, aber eine kleine, freundliche Handlung eine Woche lang kann helfen.',
        'Gefühle halten sich an keine Frist; eine kleine tägliche Handlung hilft mehr.',
      ],
      unclear: ['Ich konnte nicht erkennen, worum es bei diesem Ziel geht.'],
    },
    quit: [
      'Mit etwas aufzuhören gelingt besser mit einem Stopptag und Tagen zum Zählen, darum bekommt es einen Stopptag und eine Strichliste.',
      'Eine Gewohnheit abzulegen ist kein Training: Es bekommt einen Stopptag und die Zahl der Tage ohne.',
    ],
    quitOnDays: [
      'Du lässt es an den Tagen weg, die du genannt hast, also braucht es keinen Stopptag: Jeder dieser Tage ohne wird abgehakt.',
    ],
    cutDown: [
      'Du willst weniger davon, nicht gar nichts: Ein vorher festgelegtes Limit und jedes Mal mitzählen helfen mehr als ein Stopptag.',
    ],
    outing: [
      'Ein Ausflug braucht Zeit für Hinweg, Runde und Rückweg, also gibt es einen pro Woche von einer Stunde oder mehr, keine kurzen Einheiten.',
    ],
    thatDay: ['Du hast den Tag genannt, also ist der Plan diese eine Einheit an diesem Tag, keine Wochenzahl.'],
    course: [
      'Einen Schein oder ein Zertifikat bekommt man mit einem Kurs und einer Prüfung, also heißt der Plan: beides buchen, nicht allein üben.',
      'Das gibt es nach einem Kurs mit Prüfung: Sie zu buchen ist der Schritt, der es bewegt.',
    ],
    workTask: [
      'Das ist eine Arbeitsaufgabe mit klarem Ende: Sie braucht ein Datum und ihre Vorbereitung, keinen langen Plan.',
      'So eine Aufgabe ist in einem Rutsch erledigt, wenn sie vorbereitet ist, also gibt es ein Datum und einen Vorbereitungsschritt.',
    ],
    keptDeadline: (d) => `Deine Frist („${d}“) habe ich übernommen.`,
    keptStart: (s, w) =>
      w
        ? `Es beginnt, wann du gesagt hast („${s}“), nicht jetzt: das erste Datum des Plans ist ${w}.`
        : `Es wartet auf das, was du gesagt hast („${s}“), also habe ich kein eigenes Datum ergänzt.`,
    keptNumbers: (x) => `Deine Zahlen (${x}) bleiben, wie du sie geschrieben hast.`,
    keptRhythm: (r) => `Deinen Rhythmus („${r}“) habe ich übernommen.`,
    keptTime: (t) => `Deine Uhrzeit („${t}“) bleibt der Moment, an dem du es jeden Tag machst.`,
    keptLimit: (t) => `Deine Uhrzeit („${t}“) bleibt die Grenze, jeden Abend.`,
    keptTonight: (w) => `Es beginnt, wann du gesagt hast („${w}“), und behält dann seinen Rhythmus.`,
    addedDeadline: (w) => `Ich habe ein Datum ergänzt (${w}), weil Ziele ohne Datum versanden.`,
    splitTotal: (unit) =>
      `Ich habe die Summe auf die ${unit === 'month' ? 'Monate' : 'Wochen'} bis zu deinem Datum verteilt, damit jeder Zahltag seinen Betrag hat.`,
    addedStart: (w) => `Ich habe einen Start festgelegt (${w}), damit der Rhythmus einen ersten Tag hat.`,
    fact: {
      stepFree: () =>
        'Du hast erzählt, dass du einen Rollstuhl nutzt, also sind die Wege hier stufenlos, mit festem Belag und barrierefreiem Start.',
      wheelchair: () => 'Du hast erzählt, dass du einen Rollstuhl nutzt, also passiert hier alles im Sitzen.',
      injury: (s) =>
        `Du hast Probleme mit ${({ 'die Gelenke': 'den Gelenken', 'die Hände': 'den Händen' } as Record<string, string>)[s.fact] ?? s.fact.replace(/^(?:das|den|die) /, (a) => ({ 'das ': 'dem ', 'den ': 'dem ', 'die ': 'der ' })[a] ?? a)} erwähnt, also ist der Plan gelenkschonend.`,
      diet: (s) => `Wegen deiner Ernährung gibt es nur ${s.fact} Gerichte.`,
      onTheRoad: () =>
        'Du bist beruflich Nächte unterwegs, also ist der Plan für unterwegs gemacht: Essen, das du mitnimmst, und Stopps, auf die du dich verlassen kannst.',
      nightShifts: () =>
        'Du arbeitest im Schichtdienst, also richtet es sich nach deinem Aufstehen, nicht nach der Uhr.',
      expert: (s) => `Du arbeitest schon im Bereich ${s.fact}, also setzt der Plan bei dem an, was du schon kannst.`,
      beginner: () => 'Du hast gesagt, dass du gerade anfängst, also ist der erste Schritt absichtlich klein.',
      kids: () => 'Mit Kindern zu Hause sind die Einheiten kurz genug, um dazwischen zu passen.',
      postpartum: () =>
        'Du hast vor Kurzem ein Kind bekommen, also beginnt der Plan sanft (Spaziergänge, Beckenboden), bis Hebamme oder Ärztin mehr freigeben.',
      pregnant: () =>
        'Du bist schwanger, also ist der Plan sanft (Spazieren, Schwimmen, Schwangerschaftsyoga), abgesprochen mit Hebamme oder Ärztin.',
      allergy: (s) => `Du hast eine Allergie erwähnt (${s.fact}), also lass das bei allem hier weg.`,
      budgetCap: (s) => `Du hast gesagt, du kannst ${s.fact} ausgeben, also bleibt der Plan darunter.`,
      budgetSave: (s) =>
        s.fact
          ? `Du hast gesagt, du kannst ${s.fact} zurücklegen, also bleibt der Betrag darunter und geht am Zahltag weg, bevor er ausgegeben ist.`
          : 'Das Geld ist knapp, also fängt der Betrag klein an und geht am Zahltag weg, bevor er ausgegeben ist.',
      farAway: (s) =>
        `Ihr seid nicht am selben Ort (${s.fact}), also prüf zuerst den Zeitunterschied und such eine Uhrzeit, die für euch beide am Tag liegt.`,
      budget: () => 'Das Geld ist knapp, also nutzt der Plan nur, was nichts kostet oder schon zu Hause ist.',
      sightLoss: () =>
        'Du hast von deinem Sehen erzählt, darum beginnt der Plan mit einem sehenden Guide (Verein, parkrun, Begleitläufer) oder dem Laufband.',
      fatigue: (s) =>
        `Du hast gesagt, dass du schnell erschöpft bist${s.fact ? ` (${s.fact})` : ''}, also sind die Einheiten kurz, mit Pausen, zur kühlen, frischen Tageszeit.`,
      pregnantJob: () =>
        'Du bist schwanger, also keine Leiter, kein schweres Heben und keine starken Dämpfe, und das Schwere übernimmt jemand anderes.',
      postpartumJob: () =>
        'Du hast vor Kurzem ein Baby bekommen, also machst du das Leichte und gibst das Schwere ab, bis du wieder freigegeben bist.',
      carer: () =>
        'Du kümmerst dich zu Hause um jemanden, also sind die Einheiten kurz genug, um dazwischen zu passen.',
      asthma: () =>
        'Du hast Asthma, also beginnt jede Einheit mit dem Notfallspray griffbereit und einem langsamen Aufwärmen, und an kalten oder smogigen Tagen geht es nach drinnen.',
      kidsReading: () =>
        'Mit Kindern zu Hause kommt das Lesen dahin, wo sie dir Platz lassen: ein Hörbuch unterwegs, Seiten, wenn sie schlafen.',
      sightLossOut: () =>
        'Du hast deine Sehbehinderung erwähnt, also beginnt es mit einer Begleitperson oder einer Gruppe und einem Ort, den du kennst.',
      diabetes: () =>
        'Du hast Diabetes, also beginnt jede Einheit mit Zuckermessen, und etwas Schnelles (Traubenzucker, Saft) ist für eine Unterzuckerung dabei.',
      diabetesFood: () =>
        'Du hast Diabetes, also bleiben die Kohlenhydrate gleichmäßig und zu festen Zeiten, passend zu deinen Medikamenten.',
      noLifting: () =>
        'Du darfst gerade nichts heben, also wird geliefert oder jemand anderes trägt, und nichts Schweres bleibt an dir hängen.',
      noCarAppointment: () =>
        'Du fährst kein Auto, also sind Hin- und Rückweg mit Bus, Bahn, einer Mitfahrt oder einem Taxi geplant.',
      allergyOut: () =>
        'Auswärts wird eine Allergie am leichtesten übersehen, also erfährt die Küche davon, bevor du reservierst.',
      dietHosting: () =>
        'Du kochst für andere, also bekommt jede Ernährungsweise am Tisch ihre eigenen Gerichte und eigenes Geschirr oder ihren Platz auf dem Grill.',
      eatingOut: () =>
        'Auswärts rutscht eine Ernährungsweise am leichtesten durch, also wird die Küche vor dem Reservieren gefragt.',
      glutenFreeBaking: () =>
        'Du isst glutenfrei, also wird mit glutenfreiem Mehl gebacken und ohne Reste von normalem Mehl in der Küche.',
      veganBaking: () => 'Du isst vegan, also werden Milch, Butter und Eier durch pflanzliche ersetzt.',
      dairyFreeBaking: () => 'Du isst laktosefrei, also werden Milch und Butter durch laktosefreie ersetzt.',
      noMicrowave: () =>
        'Im Büro gibt es keine Mikrowelle, also schmeckt das Essen kalt oder bleibt im Thermobehälter heiß.',
      noCar: () => 'Du fährst kein Auto, also geht es mit Bus, Bahn, zu Fuß oder per Lieferung.',
      noGarden: () =>
        'Du hast keinen Garten, also wächst es in Töpfen auf der Fensterbank oder dem Balkon oder im Kleingarten.',
      adhd: () =>
        'Du hast ADHS, also geht es in kurzen Blöcken mit Timer und einem einzigen sichtbaren nächsten Schritt.',
      worksFromHome: () =>
        'Du arbeitest von zu Hause, also bekommt der Tag einen festen Anfang und ein Ende, und du kommst aus dem Haus.',
      nightSleep: () =>
        'Du arbeitest nachts, also geht es um den Schlaf nach der Schicht: dunkel, ruhig und nach jeder Schicht zur gleichen Zeit.',
    },
    unclear: [
      'Ich konnte nicht erkennen, worum es bei diesem Ziel geht, also habe ich keinen Plan erfunden. Was soll erledigt sein, und bis wann? Zum Beispiel: „bis Freitag bei der Bank wegen der Karte anrufen“.',
      'Mir ist nicht klar, was du hier meinst, und ein ausgedachter Plan hilft dir nicht. Was willst du erledigt haben, und bis zu welchem Tag?',
    ],
    tooLate: 'Bei dir ist es spät, also kann der erste Schritt bis morgen früh warten.',
  },
  nextMove: {
    header: (g) => `Nächster Schritt: „${g}“`,
    now: (step, m) => `Jetzt: ${step}. Nimm dir dafür ${m} konzentrierte Minuten.`,
    why: (w) => {
      switch (w.key) {
        case 'overdue':
          return w.days === 1
            ? `es war gestern fällig (${w.day}${said(w)})`
            : `es war vor ${w.days} Tagen fällig (${w.day}${said(w)})`;
        case 'dueToday':
          return `es ist heute fällig${w.words ? ` (${said(w).slice(2)})` : ''}`;
        case 'dueTomorrow':
          return `es ist morgen fällig (${w.day}${said(w)})`;
        case 'dueIn':
          return `es ist in ${n(w.days, 'Tag', 'Tagen')} fällig (${w.day}${said(w)})`;
        case 'stale':
          return `es gab seit ${n(w.days, 'Tag', 'Tagen')} kein Update`;
        case 'neverUpdated':
          return `es hat sich nicht bewegt, seit du es vor ${n(w.days, 'Tag', 'Tagen')} angelegt hast`;
        case 'colour':
          return `es ist ${de.colour[w.colour]}`;
        case 'vague':
          return 'es ist noch vage (erst Fortify nutzen)';
        case 'passed':
          return `du hast zuletzt ${n(w.count, 'Session', 'Sessions')} dafür abgelehnt`;
      }
    },
    whyLabel: 'Warum dieses',
    after: (g, why) => `Danach: „${g}“ (${why}).`,
    stillVague: (k) =>
      k === 1
        ? 'Ein Ziel ist noch vage; nutz Fortify, damit es sich abschließen lässt.'
        : `${k} Ziele sind noch vage; nutz Fortify, damit sie sich abschließen lassen.`,
    tooMany: (k) => `Du hast ${k} offene Ziele. Such dir die 3 aus, die diese Woche zählen, und park den Rest.`,
    chosenOver: (k, why) => `Gewählt vor ${n(k, 'anderem Ziel', 'anderen Zielen')}, denn ${why}.`,
    onlyOne: (why) => `Es ist dein einziges offenes Ziel, und ${why}.`,
    noGoals:
      'Du hast keine offenen Ziele. Schreib ein Ziel für diese Woche auf, eines, auf das du am Sonntag stolz wärst.',
    nothingToRank: 'Noch gibt es nichts zu sortieren.',
  },
  grind: {
    name: {
      call: 'Ruf an',
      appointment: 'Termin ausmachen',
      travel: 'Buchungs-Sprint',
      home: 'Block zu Hause',
      admin: 'Schnell erledigt',
      habit: 'Gewohnheits-Runde',
      exercise: 'Bewegungsblock',
      outing: 'Ausflug',
      seated: 'Einheit im Sitzen',
      legsCore: 'Einheit für Beine und Rumpf',
      lowImpact: 'Schonende Einheit',
      guided: 'Einheit mit Guide',
      paced: 'Kurze Einheit mit Pausen',
      postnatal: 'Sanfte Rückbildungseinheit',
      prenatal: 'Sanfte Bewegung',
      food: 'Küchenblock',
      sleep: 'Runterfahren',
      drink: 'Wasser-Check',
      quit: 'Plan gegen den Drang',
      reading: 'Konzentriert lesen',
      writing: 'Schreib-Sprint',
      learn: 'Übungsrunde',
      expert: 'Bau es richtig',
      project: 'Projekt-Sprint',
      work: 'Vorbereitungsblock',
      move: 'Umzugsplanung',
      relationship: 'Meld dich',
      money: 'Geld-Check',
      feelings: 'Freundliche Pause',
      clarify: 'Ein Detail mehr',
    },
    body: {
      call: (s) => [
        `${s.minutes} Minuten: Schreib die zwei Dinge auf, die du sagen willst, ruf an und notier, was ihr vereinbart habt.`,
        `${s.minutes} Minuten: Wenn niemand rangeht, sprich kurz aufs Band und schick eine Nachricht mit einer Zeit, die dir passt.`,
      ],
      appointment: (s) => [
        `${s.minutes} Minuten: Such die Buchungsseite oder Nummer raus, wähl einen Termin, der in deine Woche passt, und buch ihn.`,
        `${s.minutes} Minuten: Ruf zur Öffnungszeit mit zwei möglichen Zeiten an und trag den bestätigten Termin ein.`,
      ],
      travel: (s) => [
        `${s.minutes} Minuten: Vergleich zwei, drei Angebote für ${obj(s, 'die Reise')}, entscheide dich und buch, bevor der Timer abläuft.`,
        `${s.minutes} Minuten: Leg zuerst Daten und Budget fest, dann such zwei Angebote für ${obj(s, 'die Reise')} heraus.`,
      ],
      home: (s) => [
        `${s.minutes} Minuten für ${obj(s, 'die Aufgabe')}: Fang mit dem an, was man von der Tür aus sieht, und hör auf, wenn der Timer klingelt.`,
        `${s.minutes} Minuten: Leg alles für ${obj(s, 'die Aufgabe')} bereit und erledige die erste Hälfte.`,
      ],
      admin: (s) => [
        `${s.minutes} Minuten: Öffne, was du für ${obj(s, 'die Sache')} brauchst, erledige es und heb die Bestätigung auf.`,
        `${s.minutes} Minuten: Sammle alle Unterlagen und Zugangsdaten für ${obj(s, 'die Sache')} und füll aus, was schon geht.`,
      ],
      habit: (s) => [
        `${s.minutes} Minuten: Mach die heutige Runde und hak sie in einem Kalender ab, den du siehst.`,
        `${s.minutes} Minuten: Bereite alles vor, damit es morgen leichter geht, und mach heute eine kurze Runde.`,
      ],
      exercise: (s) => [
        `${s.minutes} Minuten Bewegung: 5 Minuten aufwärmen, dann gleichmäßig weiter, bis der Timer abläuft.`,
        `${s.minutes} Minuten draußen: zügig gehen oder locker joggen, ohne Handy, danach kurz notieren, wie es war.`,
      ],
      outing: (s) => [
        `${s.minutes} Minuten draußen: zum Start, in lockerem Tempo los und nach der halben Zeit umkehren.`,
        `${s.minutes} Minuten: eine Runde, die du noch nicht kennst, mit Wasser und einer Jacke, und notier, wie es war.`,
      ],
      seated: (s) => [
        `${s.minutes} Minuten im Sitzen: Armkreisen, Rudern mit dem Band und Rumpfdrehen, je 1 Minute, Runde um Runde.`,
        `${s.minutes} Minuten: Oberkörper-Routine im Sitzen mit einem Band oder zwei Wasserflaschen, in ruhigem Tempo.`,
      ],
      legsCore: (s) => [
        `${s.minutes} Minuten Beine und Rumpf (Kniebeugen zum Stuhl, Ausfallschritte, Beckenheben, zügiges Gehen), ${s.fact} bleibt in Ruhe.`,
        `${s.minutes} Minuten: zügig gehen oder Ergometer, dann Beckenheben und langsame Kniebeugen; nichts über Kopf, nichts in den Händen.`,
      ],
      lowImpact: (s) => [
        `${s.minutes} Minuten schonende Bewegung (Schwimmen, Radfahren oder Mobilität), die ${s.fact} nicht belastet.`,
        `${s.minutes} Minuten: sanfte Mobilität und Kraft ohne Last auf ${s.fact}; hör auf, wenn es wehtut.`,
      ],
      guided: (s) => [
        `${s.minutes} Minuten mit deinem Guide: locker eingehen, dann im Wechsel laufen und gehen, auf einer Strecke oder Bahn, die du kennst.`,
        `${s.minutes} Minuten auf dem Laufband oder mit Guide auf der Bahn, in einem Tempo, bei dem du noch reden kannst.`,
      ],
      paced: (s) => [
        `${Math.min(s.minutes, 15)} Minuten sanfte Bewegung in einem kühlen Raum: 3 Minuten, Pause, wieder 3; hör auf, bevor du erschöpft bist.`,
        `${Math.min(s.minutes, 15)} Minuten Dehnen im Sitzen und langsames Gehen, mit Pausen dazwischen; bleib kühl.`,
      ],
      postnatal: (s) => [
        `${s.minutes} Minuten: ein ruhiger Spaziergang mit dem Kinderwagen, dann Beckenbodenübungen und langsames Atmen.`,
        `${s.minutes} Minuten sanfte Bewegung nach der Geburt (Beckenboden, Atmung, Spaziergang); kein Joggen und keine Crunches, bis du das Okay hast.`,
      ],
      prenatal: (s) => [
        `${s.minutes} Minuten sanfte Bewegung (Spaziergang, Schwimmen oder Schwangerschaftsyoga) in einem Tempo, bei dem du noch reden kannst.`,
        `${s.minutes} Minuten: sanftes Dehnen und ein ruhiger Spaziergang; hör sofort auf, wenn sich etwas nicht gut anfühlt.`,
      ],
      food: (s) => [
        `${s.minutes} Minuten: Plane ${s.fact ? `drei ${s.fact} Mahlzeiten` : 'drei Mahlzeiten'} für diese Woche und schreib die Einkaufsliste.`,
        `${s.minutes} Minuten: Koch ein Gericht und pack eine zweite Portion für morgen ein.`,
      ],
      sleep: (s) => [
        `${s.minutes} Minuten vor dem Schlafen: Bildschirme weg, Licht gedimmt und ein paar Seiten leichte Lektüre.`,
        `${s.minutes} Minuten: Bereite morgen vor (Kleidung, Tasche, Wecker), damit du pünktlich ins Bett kommst.`,
      ],
      drink: (s) => [
        `${s.minutes} Minuten: Füll eine Flasche, stell sie an deinen Arbeitsplatz und stell zwei Erinnerungen für heute.`,
        `${s.minutes} Minuten: Markier auf einer Flasche Striche für den Tag und trink jetzt bis zum ersten.`,
      ],
      quit: (s) => [
        `${s.minutes} Minuten: Schreib deine drei typischen Momente auf und für jeden eine Alternative.`,
        `${s.minutes} Minuten: Räum weg, was es dir leicht macht, und erzähl einer Person von deinem Plan.`,
      ],
      reading: (s) => [
        `Lies ${s.minutes} Minuten, das Handy in einem anderen Zimmer, und schreib den einen Gedanken auf, der bleiben soll.`,
        `${s.minutes} Minuten lesen: danach das Gelesene in drei Zeilen zusammenfassen.`,
      ],
      writing: (s) => [
        `Schreib ${s.minutes} Minuten, ohne zu korrigieren; markier Lücken mit [TK] und schreib weiter.`,
        `${s.minutes} Minuten: erst eine Gliederung (5 Punkte), dann nur den ersten Punkt ausformulieren.`,
      ],
      learn: (s) => [
        `Übe ${s.minutes} Minuten: das, was beim letzten Mal schiefging, so lange, bis es sitzt.`,
        `${s.minutes} Minuten: eine kurze Lektion, dann in den letzten 5 Minuten ohne Notizen selbst abfragen.`,
      ],
      expert: (s) => [
        `${s.minutes} Minuten: Bau etwas Kleines und Echtes in ${obj(s, 'der neuen Sprache')}, die Doku nur, wenn du hängst.`,
        `${s.minutes} Minuten: Schreib etwas, das du gut kennst, in ${obj(s, 'der neuen Sprache')} neu und notier drei Unterschiede.`,
      ],
      project: (s) => [
        `${s.minutes}-Minuten-Sprint an ${obj(s, 'dem Projekt')}: Nimm das kleinste Stück, das es voranbringt, und mach es fertig.`,
        `${s.minutes} Minuten: Schreib auf, was bei ${obj(s, 'dem Projekt')} noch fehlt, und erledige den ersten Punkt komplett.`,
      ],
      work: (s) => [
        `${s.minutes} Minuten: Schreib die Agenda und die eine Entscheidung, die am Ende stehen muss.`,
        `${s.minutes} Minuten: Sammle, was du brauchst (Notizen, Zahlen, Leute), und schick die Einladung oder den Entwurf raus.`,
      ],
      move: (s) => [
        `${s.minutes} Minuten: Leg einen Zeitraum und ein Budget für den Umzug fest und schreib sie auf.`,
        `${s.minutes} Minuten: Liste den Papierkram auf (Vertrag, Ummeldung, Adressänderungen) und erledige den ersten Punkt.`,
      ],
      relationship: (s) => [
        `${s.minutes} Minuten: Schreib ${whoDat(s)} mit zwei konkreten Tagen und einer Idee, was ihr machen könntet.`,
        `${s.minutes} Minuten: Ruf ${whoAcc(s)} einfach zum Reden an und macht aus, wann ihr euch das nächste Mal seht.`,
      ],
      money: (s) => [
        `${s.minutes} Minuten mit deinen Zahlen: Was kommt rein, was geht raus, und markier eine Stelle zum Sparen.`,
        `${s.minutes} Minuten: Richte die automatische Überweisung oder Zahlung ein und notier den Betrag.`,
      ],
      feelings: (s) => [
        `${s.minutes} Minuten für dich: ein ruhiger Spaziergang oder ein Platz am Fenster, danach eine Zeile dazu, wie es dir geht.`,
        `${s.minutes} Minuten: Schreib auf, was dich belastet, und dann eine kleine Sache, die morgen leichter machen würde.`,
      ],
      clarify: (s) => [
        `${s.minutes} Minuten: Schreib auf, was dieses Ziel für dich bedeutet, wie „erledigt“ aussieht und bis wann. Dann ergänze das Ziel um dieses Detail.`,
        `${s.minutes} Minuten: Schreib drei Sätze, warum du dir dieses Ziel gesetzt hast, und mach den klarsten zum Zieltext.`,
      ],
    },
    stuck: 'Du hast gesagt, dass du festhängst, also fang mit dem kleinstmöglichen Stück an.',
    because: (m, why) => `${m} Minuten, weil ${why}.`,
    sized: {
      oneSitting: 'es in einem Rutsch erledigt ist',
      small: 'es eine kleine Aufgabe ist',
      medium: 'es ein mittelgroßes, stetiges Ziel ist',
      large: 'es ein großes Ziel ist, das echte Konzentration braucht',
      huge: 'es ein langes Projekt ist und sich tiefe Arbeit lohnt',
    },
    shrunk: (m) => `dir die letzte Session für dieses Ziel zu groß war, deshalb sind es jetzt ${m} Minuten`,
    outing: 'ein Ausflug Zeit für Hinweg, Runde und Rückweg braucht',
    otherAngle: 'die letzte für dich nicht passte, also geht diese es anders an',
    late: 'es bei dir spät ist',
    named: (m) => `dein Ziel ${m} Minuten nennt`,
  },
  advice: {
    setOne: {
      name: 'Setz dir ein Ziel',
      description: () =>
        'Schreib ein Ziel auf, das du bis Sonntag schaffen kannst, mit einer Zahl darin. Ein erledigtes Ziel schlägt fünf offene.',
      reason: () => 'Du hast keine offenen Ziele.',
    },
    cutList: {
      name: 'Kürz die Liste',
      description: (a) =>
        `Du hast ${a.count} offene Ziele. Such dir die 3 aus, die diese Woche zählen, und lass den Rest warten.`,
      reason: (a) => `${a.count} offene Ziele sind mehr, als man in einer Woche bewegen kann.`,
    },
    unstick: {
      name: 'Lös den Knoten',
      description: (a) =>
        `„${a.goal}“ hat sich seit ${a.days} Tagen nicht bewegt. Heute: ${a.step}. Wenn es sich dann noch falsch anfühlt, mach es kleiner oder lösch es.`,
      reason: (a) => `Dein am längsten liegendes Ziel hat seit ${a.days} Tagen kein Update.`,
    },
    dueSoon: {
      name: 'Bald fällig',
      description: (a) => `„${a.goal}“: ${a.day}. Mach heute den ersten Schritt: ${a.step}.`,
      reason: (a) => `Es hat die nächste Frist: ${a.day}.`,
    },
    bankWin: {
      name: 'Sichere den Erfolg',
      description: (a) =>
        `Du hast „${a.goal}“ ${a.days ? `in ${n(a.days, 'Tag', 'Tagen')}` : 'noch am selben Tag'} geschafft. Notier, was geholfen hat, und übernimm es fürs nächste Ziel.`,
      reason: () => 'Du hast in den letzten 3 Tagen ein Ziel abgeschlossen.',
    },
    streak: {
      name: 'Halte die Serie',
      description: (a) =>
        `${a.count} deiner letzten ${a.total} Sessions sind erledigt. Trag die nächste jetzt in den Kalender ein.`,
      reason: (a) => `Du hast ${a.count} Sessions in letzter Zeit abgeschlossen.`,
    },
    smaller: {
      name: 'Kleinere Happen',
      description: (a) =>
        `${a.count} Sessions waren zuletzt zu groß oder wurden abgebrochen. Nimm diese Woche 10-Minuten-Sessions und steigere erst nach drei am Stück.`,
      reason: (a) => `${a.count} Sessions waren zu groß oder wurden abgebrochen.`,
    },
    pickHour: {
      name: 'Wähl deine Stunde',
      description: () =>
        'Mehrere Sessions kamen zur falschen Zeit. Leg eine feste Stunde am Tag für konzentrierte Arbeit fest und blockier sie.',
      reason: (a) => `${a.count} Sessions wurden wegen der Uhrzeit abgelehnt.`,
    },
    notAllRed: {
      name: 'Nicht alles ist rot',
      description: (a) =>
        `${a.count} deiner ${a.total} Ziele sind Top-Priorität. Lass diese Woche nur eines rot und färb den Rest ehrlich um.`,
      reason: (a) => `${a.count} rote Ziele von ${a.total}.`,
    },
    sharpen: {
      name: 'Schärf die vagen nach',
      description: (a) =>
        `${a.count === 1 ? 'Ein Ziel trägt' : `${a.count} Ziele tragen`} noch das Fortify-Label. Ein Tipp auf Fortify gibt jedem ein Datum und einen ersten Schritt.`,
      reason: (a) => `${a.count} Ziele lassen sich noch nicht abhaken.`,
    },
    planTomorrow: {
      name: 'Plan morgen heute Abend',
      description: () => 'Bevor du den Laptop zuklappst, schreib die erste Aufgabe für morgen auf einen Zettel.',
      reason: () => 'Eine Gewohnheit, die jedem Ziel hilft.',
    },
    twoMinutes: {
      name: 'Zwei-Minuten-Start',
      description: () =>
        'Wenn ein Ziel schwer wirkt, nimm dir nur zwei Minuten vor. Das Anfangen ist der schwierige Teil.',
      reason: () => 'Eine Gewohnheit, die jedem Ziel hilft.',
    },
    weeklyReview: {
      name: 'Wochenrückblick',
      description: () =>
        'Nimm dir am Wochenende 15 Minuten: Was lief, was hing, was kann weg? Dann setz die Ziele für nächste Woche.',
      reason: () => 'Die Woche ist fast um.',
    },
  },
  likedBefore: 'Diese Art Rat hat dir schon einmal gefallen.',
  colour: {
    red: 'rot, also Top-Priorität',
    purple: 'lila, also ein Langstreckenziel',
    blue: 'blau, also eine schnelle Aufgabe',
    white: 'weiß, also nachrangig',
  },
  classify: {
    red: 'Rot, weil es bald fällig ist oder jetzt passieren muss.',
    blue: 'Blau, weil es eine schnelle Aufgabe ist, die du in einem Rutsch erledigst.',
    purple: 'Lila, weil es ein Langstreckenziel ist, das Wochen dauert.',
    white: 'Weiß, weil nichts daran dringend oder langfristig ist.',
    needs: 'Es braucht eine Zahl, ein Datum oder einen ersten Schritt, um abschließbar zu sein.',
    someday:
      'Weiß, weil es ein Wunsch für irgendwann ist, nicht die Priorität dieser Woche; wenn du es wirklich willst, gib ihm ein Datum, dann rückt es auf.',
  },
  diet: {
    vegan: 'vegane',
    vegetarian: 'vegetarische',
    pescatarian: 'fleischlose',
    'gluten-free': 'glutenfreie',
    halal: 'halal zubereitete',
    kosher: 'koschere',
    'dairy-free': 'laktosefreie',
  },
  field: {
    software: 'Software',
    cooking: 'Küche',
    music: 'Musik',
    fitness: 'Sport',
    writing: 'Schreiben',
    languages: 'Sprachen',
    design: 'Design',
    finance: 'Finanzen',
    electrical: 'Elektro',
    building: 'Bau',
    plumbing: 'Sanitär und Heizung',
    carpentry: 'Tischlerei',
    decorating: 'Malerei',
    gardening: 'Garten- und Landschaftsbau',
    mechanics: 'Kfz',
  },
  bodyPart: {
    knee: 'das Knie',
    back: 'den Rücken',
    ankle: 'den Knöchel',
    shoulder: 'die Schulter',
    hip: 'die Hüfte',
    wrist: 'das Handgelenk',
    foot: 'den Fuß',
    neck: 'den Nacken',
    elbow: 'den Ellbogen',
    leg: 'das Bein',
    joints: 'die Gelenke',
    hand: 'die Hände',
  },
  withinBudget: (a) => `, höchstens ${a}`,
  perPeriod: (a, n, unit) =>
    unit === 'month' ? ` – etwa ${a} im Monat, ${n} Monate lang` : ` – etwa ${a} pro Woche, ${n} Wochen lang`,
  join: joinWith('und'),
  ...dateFormatter('de-DE'),
};
