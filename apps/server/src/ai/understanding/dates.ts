import { DAY_MS } from '@grindstone/contract';
import * as chrono from 'chrono-node';
import { localDay, localParts } from '../local-time.ts';
import type { CoachLanguage } from './language.ts';
import { APPOINTMENT_NOUNS, FREQUENCY, PEOPLE_NOUNS, phrases } from './lexicon.ts';

export type Deadline = {
  /** The words the person wrote ('by Wednesday', 'mañana'), verbatim. */
  text: string;
  date: Date;
  /** Local calendar day, YYYY-MM-DD, in the person's time zone. */
  day: string;
  hasTime: boolean;
  /** A day the plan starts on, not one it is due by ('from january', 'start running in the new year'). */
  starts?: boolean;
  /** A time of day with no day ('by 10:30', 'at 6am'): in a habit, when it is done each day. */
  timeOnly?: boolean;
};

/** When a plan starts: a date, or an event with no date the coach can know ('after exams'). */
export type Start = { text: string; date: Date | null };

const PARSERS: Record<CoachLanguage, chrono.Chrono> = {
  en: chrono.en.GB,
  es: chrono.es.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  pt: chrono.pt.casual,
};

/**
 * Zones where English dates are written month first ('12/15'); everywhere else '03/12' is the
 * 3rd of December, as in the UK, Ireland, India or Australia.
 */
const MONTH_FIRST_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Sitka|Nome|Adak|Yakutat|Metlakatla|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+|Puerto_Rico)|Pacific\/Honolulu|US\/.+)$/;

function parserFor(lang: CoachLanguage, timeZone: string): chrono.Chrono {
  return lang === 'en' && MONTH_FIRST_ZONES.test(timeZone) ? chrono.casual : PARSERS[lang];
}

/** 'this week' means by the end of it, which the date parser reads as a day in the middle. */
const END_OF_WEEK_WORDS =
  'am we|übers we|am wochenende|el finde|este finde|ce we|no fds|neste fds|nesse fds|este fds|this week|by the end of the week|end of (?:the )?week|this weekend|esta semana|este fin de semana|diese woche|dieses wochenende|bis ende der woche|cette semaine|ce week-end|esta semana|este fim de semana|até ao fim da semana|eow';
const END_OF_WEEK = phrases(END_OF_WEEK_WORDS);
/** Words a date parser takes for dates that are not ('may' the verb, 'a day'). */
const NOT_A_DATE = /^(?:may|march|sat|sun|second|a day|one day|now|de|la|le|am|an|el mar|mar)$/i;
/** '10 minutes' in 'meditate 10 minutes' is a length, and 'at night' a time of day, not due dates. */
const DURATION =
  /^(?:\d+(?:[.,]\d+)?|a|an|one|half an?)\s*(?:min|mins|minutes?|minutos|minuten|h|hrs?|hours?|horas|stunden|std|heures|seconds?|secs?)(?:\s+(?:after|later))?$|^(?:at night|night|morning|evening|afternoon|in the (?:morning|evening|afternoon)|por la (?:mañana|noche|tarde)|de noche|nachts|la nuit|le soir|le matin|à noite|de manhã)$/i;
const PREPOSITION_BEFORE =
  /(?:\b(?:(?:by|before)\s+)?(?:eod|cob|eow|end of (?:the )?day|close of business)\s+|\b(?:bis|vor)\s+spätestens\s+|(?<![\p{L}])(?:avant|d['’]ici|pour|jusqu['’]à)\s+(?:le|la|l['’])\s*|(?<![\p{L}])(?:até|ate)\s+(?:ao|o|a|à|dia|o dia|ao dia)\s+|(?<![\p{L}])antes d[oa] dia\s+|\b(?:by|before|until|till|due|on|at|antes del?|antes de|para el|hasta el|el|bis|vor|am|bis zum|avant|d'ici|pour|le|até|antes d[oa]|no|na|em)\s+)$/iu;

/** A stay ('4 days in Lisbon', '2 semanas em Paris') is how long, not by when: only 'in 3 days' is a date. */
const STAY_LENGTH =
  /^\d+\s*(?:days?|nights?|weeks?|días|dias|noches|noites|semanas|tage|nächte|wochen|jours|nuits|semaines)$/i;
const WITHIN_BEFORE = /(?:\b(?:in|within|en|dentro de|dans|em|innerhalb von|d'ici|d’ici)\s*)$/i;

/**
 * Short forms people type that the date parser misses: an abbreviated weekday after a
 * preposition ('bis Do', 'am Fr.', 'até 6ª', 'avant ven.', 'para el vie') and a day and month
 * written with dots or slashes ('bis 15.12.', 'até 10/12'). Weekdays are 0 (Sunday) to 6.
 * The short form ends where letters end, accented ones too: 'bis zum Frühjahr' is no Friday.
 */
const SHORT_WEEKDAY: Record<Exclude<CoachLanguage, 'en'>, { re: RegExp; days: Record<string, number> }> = {
  de: {
    re: /(?:^|\s)((?:bis(?: zum)?|am|ab|vor|spätestens)\s+(mo|di|mi|do|fr|sa|so)(?![\p{L}])\.?)/iu,
    days: { so: 0, mo: 1, di: 2, mi: 3, do: 4, fr: 5, sa: 6 },
  },
  fr: {
    re: /(?:^|\s)((?:avant|d['’ ]?ici|pour|jusqu['’ ]?à)\s+(lun|mar|mer|jeu|ven|sam|dim)(?![\p{L}])\.?)/iu,
    days: { dim: 0, lun: 1, mar: 2, mer: 3, jeu: 4, ven: 5, sam: 6 },
  },
  es: {
    re: /(?:^|\s)((?:para el|antes del|hasta el)\s+(lun|mar|mi[ée]|jue|vie|s[áa]b|dom)(?![\p{L}])\.?)/iu,
    days: { dom: 0, lun: 1, mar: 2, mié: 3, mie: 3, jue: 4, vie: 5, sáb: 6, sab: 6 },
  },
  pt: {
    re: /(?:^|\s)((?:até|ate|antes de|na|no|para|pra)\s+([2-6])(?:ª|a(?=\s|$)|\s?-?feira)(?:\s?-?feira)?)/iu,
    days: { '2': 1, '3': 2, '4': 3, '5': 4, '6': 5 },
  },
};
const DAY_MONTH =
  /(?:^|\s)((?:(?:bis|vor)\s+spätestens\s+|(?:avant|pour|d['’]ici|jusqu['’]à)\s+le\s+|(?:até|ate)\s+(?:o\s+|ao\s+)?dia\s+|antes do dia\s+|[\p{L}'’]+\s+)?(\d{1,2})([./])(\d{1,2})(?:[./](\d{2,4}))?(\.?))(?![\d/.]*\d)(?!\s?[\p{L}]{1,3}\b)/u;
const PREPOSITION_WORD =
  /^(?:by|before|until|due|bis|vor|spätestens|am|ab|avant|d'ici|d’ici|pour|le|até|ate|antes|para|hasta|el|la|em|no|na)$/i;

/** A day of the month alone ('on the 26th', 'el día 3', 'am 26.', 'le 26', 'dia 26'): the next such day. */
const MONTHS_AFTER =
  '(?!\\s*(?:of\\s+)?(?:de\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setembro|octubre|outubro|noviembre|novembro|diciembre|dezembro|janeiro|fevereiro|março|maio|junho|julho|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|déc|févr|fév)\\p{L}*)';
const DAY_OF_MONTH: Record<CoachLanguage, RegExp> = {
  en: new RegExp(
    `(?:^|\\s)((?:(?:on|by|before|until|till|due|for)\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th))\\b${MONTHS_AFTER}`,
    'iu',
  ),
  // 'antes del 25', 'hasta el día 3': with a preposition the day needs no 'día' ('el 25' alone does).
  es: new RegExp(
    `(?:^|\\s)((?:(?:para el|antes del|hasta el|como tarde el|a más tardar el|a mas tardar el) (?:día |dia )?|el (?:día|dia) )(\\d{1,2}))(?![\\d/:\\p{L}]|[.,]\\d)(?!\\s*(?:h|horas?|km|kg|€|%|años|veces|min|minutos|euros?)(?![\\p{L}]))${MONTHS_AFTER}`,
    'iu',
  ),
  // 'bis zum 25.' and, as typed in a hurry, 'bis zum 25'.
  de: /(?:^|\s)((?:am|bis zum|bis|vor dem|zum) (\d{1,2})\.|(?:bis zum|vor dem) (\d{1,2}))(?![\d])(?!\s*(?:h|uhr|km|kg|€|%|jahre?n?|mal|min|minuten|euro)(?![\p{L}]))/iu,
  fr: new RegExp(
    `(?:^|\\s)((?:avant le|pour le|d['’]ici le|jusqu['’]au|le) (\\d{1,2}))(?![\\d/:hH]|[.,]\\d)(?!\\s*(?:h|heures?|km|kg|€|%|ans|fois|min|minutes)\\b)${MONTHS_AFTER}`,
    'iu',
  ),
  pt: new RegExp(
    `(?:^|\\s)((?:até (?:o |ao )?dia|ate (?:o |ao )?dia|antes do dia|para o dia|pro dia|no dia|dia) (\\d{1,2}))(?![\\d/:]|[.,]\\d)${MONTHS_AFTER}`,
    'iu',
  ),
};

function dayOfMonth(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const m = DAY_OF_MONTH[lang].exec(text);
  const day = m ? Number(m[2] ?? m[3]) : 0;
  if (!m || day < 1 || day > 31) return null;
  const date = nextDayOfMonth(day, writtenAt, timeZone);
  return { text: m[1]!.trim(), date, day: localDay(date, timeZone), hasTime: false };
}

/** The next `day` of a month from the day written, today included. */
function nextDayOfMonth(day: number, writtenAt: Date, timeZone: string): Date {
  const local = localParts(writtenAt, timeZone);
  let [year, month] = [local.year, local.month];
  if (day < local.day) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  // 'avant le 31' in a 30-day month is the next month that has a 31st.
  while (new Date(Date.UTC(year, month, 0)).getUTCDate() < day)
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * The week that starts on a day ('w/c 7th', 'wb 14 dec', 'week commencing the 7th', 'la semana
 * del 7', 'die Woche vom 7.', 'la semaine du 7', 'na semana do dia 7'): due from that day, kept
 * as written. A bare number is the next such day of a month; a month after it is read with it.
 */
const WEEK_OF =
  /(?<![\p{L}])((?:(?:in|during|for|by|on|en|para|durante|in der|für die|pour|dans|pendant|na|para a|durante a)\s+)?(?:the\s+)?(?:w\/c|w\/b|wc|wb|w\.c\.|week commencing|week beginning|week starting|week of|la semana del|semana del|die woche vom|woche vom|der woche vom|la semaine du|semaine du|semana do dia|semana do|semana de)\s+(?:the\s+|(?:el\s+)?(?:día|dia)\s+|dia\s+)?(\d{1,2})(?:st|nd|rd|th|\.)?)(?![\d/.:])/iu;

function weekOf(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const m = WEEK_OF.exec(text);
  const day = m ? Number(m[2]) : 0;
  if (!m || day < 1 || day > 31) return null;
  const rest = text.slice(m.index + m[1]!.length);
  // 'w/c 14 dec', 'la semaine du 7 décembre': the month named after the number decides it.
  const ref = { instant: writtenAt, timezone: offsetMinutes(writtenAt, timeZone) };
  const month = /^\s*(?:of\s+|de\s+)?\p{L}{3,}/u.exec(rest);
  const withMonth = month
    ? parserFor(lang, timeZone).parse(`${day} ${month[0].replace(/^\s*(?:of|de)\s+/iu, '').trim()}`, ref, {
        forwardDate: true,
      })[0]
    : undefined;
  const dated = withMonth?.start.isCertain('month') ? withMonth : undefined;
  const date = dated ? dated.start.date() : nextDayOfMonth(day, writtenAt, timeZone);
  const said = dated ? `${m[1]!}${month![0]}` : m[1]!;
  return { text: said.trim(), date, day: localDay(date, timeZone), hasTime: false };
}

/**
 * A weekday with its day of the month ('el lunes 7', 'na segunda 7', 'segunda dia 14'): that
 * date, in the first month where the day falls on that weekday; the weekday alone is not it.
 */
const WEEKDAY_AND_DAY: Partial<Record<CoachLanguage, { re: RegExp; days: Record<string, number> }>> = {
  es: {
    re: new RegExp(
      `(?:^|\\s)((?:(?:para|antes del|hasta|como tarde|a más tardar)\\s+)?(?:el\\s+)?(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\\s+(?:(?:día|dia)\\s+)?(\\d{1,2}))(?![\\d/:\\p{L}]|[.,]\\d)(?!\\s*(?:h|horas?|km|kg|€|%|años|veces|min|minutos|euros?)(?![\\p{L}]))${MONTHS_AFTER}`,
      'iu',
    ),
    days: { domingo: 0, lunes: 1, martes: 2, miércoles: 3, miercoles: 3, jueves: 4, viernes: 5, sábado: 6, sabado: 6 },
  },
  pt: {
    re: new RegExp(
      `(?:^|\\s)((?:(?:até|ate|antes d[ae]|para|pra)\\s+)?(?:(?:na|no|a|o)\\s+)?(segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira)?\\s+(?:(?:dia)\\s+)?(\\d{1,2}))(?![\\d/:\\p{L}]|[.,]\\d)(?!\\s*(?:h|horas?|km|kg|€|%|anos|vezes|min|minutos|reais|euros?)(?![\\p{L}]))${MONTHS_AFTER}`,
      'iu',
    ),
    days: { domingo: 0, segunda: 1, terça: 2, terca: 2, quarta: 3, quinta: 4, sexta: 5, sábado: 6, sabado: 6 },
  },
};

function weekdayAndDay(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const rule = WEEKDAY_AND_DAY[lang];
  const m = rule?.re.exec(text);
  const weekday = m ? rule!.days[m[2]!.toLowerCase()] : undefined;
  const day = m ? Number(m[3]) : 0;
  if (!m || weekday === undefined || day < 1 || day > 31) return null;
  const local = localParts(writtenAt, timeZone);
  let [year, month] = [local.year, local.month];
  if (day < local.day) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  for (let i = 0; i < 12; i++) {
    const date = new Date(Date.UTC(year, month - 1, day, 12));
    if (date.getUTCDate() === day && date.getUTCDay() === weekday)
      return { text: m[1]!.trim(), date, day: localDay(date, timeZone), hasTime: false };
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return null;
}

/**
 * English weekdays as people type them that the date parser does not know ('tues', 'weds'), with
 * what introduces them ('by tues', 'next weds'): the coming such day, as 'tue' or 'wed' would be.
 */
const TYPED_WEEKDAY =
  /(?:^|\s)((?:(?:by|before|b4|until|till|due|on|this|next)\s+)*(tues|weds|wednes|wensday|wendsday|thirsday)(?![\p{L}])\.?)/iu;
const TYPED_WEEKDAY_NUMBER: Record<string, number> = {
  tues: 2,
  weds: 3,
  wednes: 3,
  wensday: 3,
  wendsday: 3,
  thirsday: 4,
};

function typedWeekday(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = TYPED_WEEKDAY.exec(text);
  const target = m ? TYPED_WEEKDAY_NUMBER[m[2]!.toLowerCase()] : undefined;
  if (!m || target === undefined) return null;
  const local = localParts(writtenAt, timeZone);
  const ahead = ((target - local.weekday + 7) % 7) + (/(?<![\p{L}])next\s/iu.test(m[1]!) ? 7 : 0);
  const p = localParts(new Date(writtenAt.getTime() + ahead * DAY_MS), timeZone);
  const noon = localNoon(p.year, p.month, p.day, writtenAt, timeZone);
  const words = m[1]!.trim().replace(/\.$/, '');
  // 'tues 6pm', 'weds at 7': the time said after it is part of the deadline.
  const end = text.indexOf(words) + words.length;
  const clock = timeAfter(text.slice(end));
  const date = clock ? atClock(noon, clock, text, 'en', timeZone) : noon;
  const said = clock ? `${words}${clock[0].replace(/^,/, '').trimEnd()}` : words;
  return { text: said, date, day: localDay(date, timeZone), hasTime: Boolean(clock) };
}

function shortDeadline(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const local = localParts(writtenAt, timeZone);
  const dated = weekdayAndDay(text, lang, writtenAt, timeZone);
  if (dated) return dated;
  if (lang === 'en') {
    const typed = typedWeekday(text, writtenAt, timeZone);
    if (typed) return typed;
  }
  if (lang !== 'en') {
    const { re, days } = SHORT_WEEKDAY[lang];
    const m = re.exec(text);
    const target = m ? days[m[2]!.toLowerCase()] : undefined;
    if (m && target !== undefined) {
      const date = new Date(writtenAt.getTime() + ((target - local.weekday + 7) % 7) * DAY_MS);
      return { text: m[1]!.trim(), date, day: localDay(date, timeZone), hasTime: false };
    }
    // Day first, as everywhere but the US.
    const d = DAY_MONTH.exec(text);
    const [day, month, yearWritten] = d ? [Number(d[2]), Number(d[4]), d[5]] : [0, 0, undefined];
    const words = d?.[1]!.trim() ?? '';
    const first = words.split(/\s+/)[0]!;
    const introduced = /\s/.test(words) && PREPOSITION_WORD.test(first);
    // '3.5 km' is a number: a dotted date needs a year, a closing dot or a preposition ('bis 15.12').
    const dated = d && (d[3] === '/' || yearWritten || d[6] || introduced);
    if (dated && day >= 1 && day <= 31 && month >= 1 && month <= 12) {
      let year = yearWritten ? Number(yearWritten.length === 2 ? `20${yearWritten}` : yearWritten) : local.year;
      if (!yearWritten && (month < local.month || (month === local.month && day < local.day))) year += 1;
      const date = new Date(Date.UTC(year, month - 1, day, 12));
      // Keep the preposition that introduces it ('bis 15.12.'), not any word before the date.
      const kept = /\s/.test(words) && !introduced ? words.slice(first.length).trim() : words;
      return { text: kept, date, day: localDay(date, timeZone), hasTime: false };
    }
  }
  return dayOfMonth(text, lang, writtenAt, timeZone);
}

/** Noon of a local calendar day, so the day stays the same in every zone. */
function localNoon(year: number, month: number, day: number, writtenAt: Date, timeZone: string): Date {
  return localAt({ year, month, day }, 12, 0, writtenAt, timeZone);
}

/** The instant of a wall-clock time on a local calendar day, at the zone's offset at the instant given. */
function localAt(
  p: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  at: Date,
  timeZone: string,
): Date {
  return new Date(Date.UTC(p.year, p.month - 1, p.day, hour, minute) - offsetMinutes(at, timeZone) * 60_000);
}

/** Easter Sunday of a year (Gregorian computus), as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return [Math.floor(n / 31), (n % 31) + 1];
}

/** The nth (1-based; -1: last) weekday (0 Sunday) of a month, as [month, day]. */
function nthWeekday(month: number, weekday: number, nth: number): (year: number) => [number, number] {
  return (year) => {
    if (nth > 0) {
      const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return [month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7];
    }
    const lastDay = new Date(Date.UTC(year, month, 0));
    return [month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7)];
  };
}

/** A day counted from Easter Sunday (Good Friday is -2, Pentecost +49), as [month, day]. */
function fromEaster(days: number): (year: number) => [number, number] {
  return (year) => {
    const [m, d] = easter(year);
    const at = new Date(Date.UTC(year, m - 1, d + days));
    return [at.getUTCMonth() + 1, at.getUTCDate()];
  };
}

/**
 * Named days of the year people set as deadlines ('by christmas', 'antes de Reyes', 'vor Ostern'),
 * longest names first. German 'Weihnachten' is the 24th, when presents are given there.
 */
const NAMED_DAYS: [string, (year: number) => [number, number]][] = [
  [
    'christmas eve|xmas eve|nochebuena|heiligabend|heiligen abend|réveillon de noël|veille de noël|véspera de natal|consoada|weihnachten',
    () => [12, 24],
  ],
  [
    "new year['’]?s eve|new years eve|nye|nochevieja|silvester|saint[- ]sylvestre|réveillon du nouvel an|réveillon|véspera de ano novo|passagem de ano",
    () => [12, 31],
  ],
  ['christmas day|christmas|xmas|navidades|navidad|noël|noel|natal', () => [12, 25]],
  [
    "new year['’]?s day|new year['’]?s|new years|new year|año nuevo|ano novo|neujahr|nouvel an|jour de l['’]an",
    () => [1, 1],
  ],
  [
    'día de reyes|dia de reyes|los reyes|reyes|dreikönigstag|heilige drei könige|épiphanie|dia de reis|reis',
    () => [1, 6],
  ],
  [
    "valentine['’]?s day|valentine['’]?s|valentines day|valentines|san valentín|san valentin|valentinstag|saint[- ]valentin|dia de são valentim|são valentim",
    () => [2, 14],
  ],
  ['halloween', () => [10, 31]],
  // The US one, the fourth Thursday of November; Black Friday is the day after.
  [
    'thanksgiving day|thanksgiving|turkey day|día de acción de gracias|acción de gracias|dia de ação de graças|ação de graças|erntedankfest|action de grâces?',
    nthWeekday(11, 4, 4),
  ],
  ['black friday', (year) => [11, nthWeekday(11, 4, 4)(year)[1] + 1]],
  ["boxing day|st\\.? stephen['’]?s day|stephanstag|zweiter weihnachtstag", () => [12, 26]],
  ["st\\.? patrick['’]?s day|st\\.? paddy['’]?s day|paddy['’]?s day|san patricio", () => [3, 17]],
  ['fourth of july|4th of july|independence day', () => [7, 4]],
  ['memorial day', nthWeekday(5, 1, -1)],
  ['labou?r day', nthWeekday(9, 1, 1)],
  ['nikolaustag|nikolaus|saint[- ]nicolas', () => [12, 6]],
  ['sankt martin|st\\.? martin|martinstag', () => [11, 11]],
  ['día de (?:los )?muertos|dia de (?:los )?muertos|toussaint|allerheiligen|all saints', () => [11, 1]],
  ['são joão|sao joao|festa junina|san juan|saint[- ]jean', () => [6, 24]],
  ['good friday|karfreitag|viernes santo|vendredi saint|sexta[- ]feira santa', fromEaster(-2)],
  ['carnival|carnaval|karneval|fasching|mardi gras|shrove tuesday|pancake day', fromEaster(-47)],
  ['pentecost|whitsun|pfingsten|pentecôte|pentecostés|pentecostes', fromEaster(49)],
  ['easter sunday|easter|semana santa|pascua|ostersonntag|ostern|pâques|paques|páscoa|pascoa', easter],
];
/** After a named day it is a start, not a deadline ('after christmas', 'nach Ostern'). */
const AFTER = /(?:\b(?:after|since|from|después de|desde|nach|seit|ab|après|depuis|depois d[eoa])\s+)$/iu;
/** From a named day on ('ab Neujahr', 'from new year', 'à partir du nouvel an'): the day the plan starts. */
const FROM_DAY =
  /(?:(?<![\p{L}])(?:from|starting(?:\s+(?:on|from))?|as of|ab|à partir du|à partir de|a partir del?|a partir do|dès|des|desde)\s+(?:the\s+|el\s+|le\s+|o\s+)?)$/iu;
const NAMED_DAY_PREPOSITION =
  "by|before|until|till|til|b4|for|on|at|over|para|antes de|antes del|antes da|antes do|hasta|en|por|bis zu|bis|vor|zu|an|über|avant|pour|d['’]ici|jusqu['’]à|à|até|ate|pro|pra|no|na|em";
const NAMED_DAY = new RegExp(
  `(?<![\\p{L}'’])((?:(${NAMED_DAY_PREPOSITION})\\s+)?(?:(?:the|el|la|los|las|o|a|os|ao|à|der|die|das|den|dem|le|les)\\s+|l['’]\\s*)?(${NAMED_DAYS.map(([n]) => n).join('|')}))(?![\\p{L}])`,
  'giu',
);

/**
 * The named day a preposition introduces ('by christmas', 'antes de Reyes'), or one that ends the
 * goal ('regalos navidad'); elsewhere it names a thing ('christmas cards', 'call Noel on monday').
 */
function namedDay(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const found = [...text.matchAll(NAMED_DAY)];
  const m =
    found.find((f) => f[2] || FROM_DAY.test(text.slice(0, f.index))) ??
    found.find(
      (f) =>
        !/[\p{L}\d]/u.test(text.slice(f.index + f[0].length)) &&
        !/^(?:reyes|reis|natal|noel|réveillon|nye|san juan|saint[- ]jean|são joão|sao joao|nikolaus|st\.? martin|sankt martin|carnival|carnaval|independence day|labou?r day|all saints)$/i.test(
          f[3]!,
        ) &&
        !AFTER.test(text.slice(0, f.index)),
    );
  if (!m) return null;
  const name = m[3]!.toLowerCase();
  const day = NAMED_DAYS.find(([n]) => new RegExp(`^(?:${n})$`, 'iu').test(name))![1];
  const local = localParts(writtenAt, timeZone);
  let year = local.year;
  let [month, date] = day(year);
  if (month < local.month || (month === local.month && date < local.day)) [month, date] = day(++year);
  const at = localNoon(year, month, date, writtenAt, timeZone);
  return { text: m[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
}

/**
 * Seasons a person sets as a deadline ('before summer', 'antes del verano', 'vor dem Sommer',
 * 'avant l'été', 'até ao verão'), as the first month of the meteorological season. The coach has
 * no hemisphere for a person, so these are the northern ones (decision 138).
 */
const SEASONS: [string, number][] = [
  ['spring|primavera|frühling|frühjahr|printemps', 3],
  ['summer|verano|sommer|été|ete|verão|verao', 6],
  ['autumn|fall(?!\\s+(?:asleep|off|behind|apart|into|in|back|over|for))|otoño|otono|herbst|automne|outono', 9],
  ['winter|invierno|hiver|inverno', 12],
];
const SEASON = new RegExp(
  `(?<![\\p{L}'’])((?:by|before|until|till|b4|this|in|for|antes del?|para|hasta|en|vor|bis|im|zum|avant|d['’]ici|pour|jusqu['’]à|au|en|até|ate|antes d[oa]|no|na)\\s+(?:(?:the|el|la|dem|den|zum|le|l['’]|ao|o|a)\\s*)?(?:next\\s+)?(?:${SEASONS.map(([n]) => n).join('|')}))(?![\\p{L}])`,
  'iu',
);

/** 'this winter', 'im Winter', 'au printemps': during the season, so by its end. */
const DURING_SEASON = /^(?:this|in|en|im|au|no|na)\s/iu;

/**
 * A season: 'before summer' is due the day it starts; 'this winter', or a season we are in
 * already, by its last day.
 */
function season(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = SEASON.exec(text);
  if (!m) return null;
  const word = m[1]!.split(/[\s'’]+/).pop()!;
  const first = SEASONS.find(([n]) => new RegExp(`^(?:${n})$`, 'iu').test(word))![1];
  const local = localParts(writtenAt, timeZone);
  const monthsIn = (local.month - first + 12) % 12;
  let at: Date;
  if (monthsIn < 3 || DURING_SEASON.test(m[1]!)) {
    const endMonth = ((first + 1) % 12) + 1;
    const year = endMonth < local.month ? local.year + 1 : local.year;
    at = localNoon(year, endMonth, new Date(Date.UTC(year, endMonth, 0)).getUTCDate(), writtenAt, timeZone);
  } else {
    at = localNoon(first > local.month ? local.year : local.year + 1, first, 1, writtenAt, timeZone);
  }
  return { text: m[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
}

/** Month names, January first, in the five languages; English short forms too. */
const MONTH_NAMES = [
  'january|jan|enero|januar|jänner|janvier|janeiro',
  'february|feb|febrero|februar|février|fevrier|fevereiro',
  'march|marzo|märz|mars|março|marco',
  'april|apr|abril|avril',
  'may|mayo|mai|maio',
  'june|jun|junio|juni|juin|junho',
  'july|jul|julio|juli|juillet|julho',
  'august|aug|agosto|août|aout',
  'september|sept|sep|septiembre|setiembre|septembre|setembro',
  'october|oct|octubre|oktober|octobre|outubro',
  'november|nov|noviembre|novembre|novembro',
  'december|dec|diciembre|dezember|décembre|decembre|dezembro',
];
/**
 * A month alone after a preposition ('by june', 'in june', 'en septiembre', 'im Mai'), with no day
 * or year after it (the date parser reads those).
 */
const MONTH_ALONE = new RegExp(
  `(?<![\\p{L}'’])(?:by|before|until|till|b4|in|during|from|starting(?: in)?|ab|à partir de|a partir de|desde|dès|antes de|hasta|para|pa|pra|en|durante|bis|vor|im|avant|d['’]ici|pour|jusqu['’]à|au mois de|até|ate|em|no mês de)\\s+(${MONTH_NAMES.join('|')})\\.?(?![\\p{L}])(?!\\s*(?:de\\s+|of\\s+)?\\d{1,2}(?![\\d.,]*\\d{3}|\\s?(?:€|\\$|£|euro)))`,
  'iu',
);

/** Words before a month that make it due by that month's end ('by june', 'para junio', 'bis Juni', 'd'ici juin', 'até junho'). */
const MONTH_UNTIL = /^(?:by|until|till|hasta|para|pa|pra|bis|d['’]ici|pour|jusqu['’]à|até|ate)$/iu;
/** Words before a month that make it due before that month begins ('before june', 'antes de junio', 'vor Juni', 'avant juin'). */
const MONTH_BEFORE = /^(?:before|b4|antes de|vor|avant)$/iu;

/** The end of a month ('by the end of june', 'bis Ende Juni', 'a finales de junio', 'fin juin'), kept verbatim. */
const END_OF_MONTH = new RegExp(
  `(?<![\\p{L}'’])((?:(?:by|before|until|till|bis|vor|antes de|hasta|para|a|avant|d['’]ici|pour|jusqu['’]à|até|ate|em|no|na)\\s+)?(?:(?:the|ao|o|el|le|la)\\s+)?(?:end of|ende|finales de|final de|fin de|fin|fim de|finais de|final)\\s+(${MONTH_NAMES.join('|')}))\\.?(?![\\p{L}])(?!\\s*(?:de\\s+|of\\s+)?\\d)`,
  'iu',
);
/** The middle of a month ('by mid december', 'Mitte Dezember', 'mi-décembre', 'a mediados de diciembre', 'em meados de dezembro'). */
const MID_MONTH = new RegExp(
  `(?<![\\p{L}'’])((?:(?:by|before|until|till|in|around|bis|vor|um|gegen|antes de|hasta|para|a|en|avant|d['’]ici|pour|jusqu['’]à|vers|até|ate|em|no|na)\\s+)?(?:(?:the|el|la|o|a)\\s+)?(?:mid[- ]?|the middle of\\s+|middle of\\s+|mitte\\s+|mi-|mediados de\\s+|meados de\\s+)(${MONTH_NAMES.join('|')}))\\.?(?![\\p{L}])(?!\\s*(?:de\\s+|of\\s+)?\\d)`,
  'iu',
);

/** A month's number (1–12) from its name in any of the five languages. */
const monthOf = (word: string) => MONTH_NAMES.findIndex((n) => new RegExp(`^(?:${n})$`, 'iu').test(word)) + 1;

/**
 * The next such month that is not past: its first day, or for the month we are in (whose first day
 * is gone) its last day, so 'in june' written on 10 June is due by the end of June.
 */
function monthAlone(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const local = localParts(writtenAt, timeZone);
  const mid = MID_MONTH.exec(text);
  if (mid) {
    const month = monthOf(mid[2]!);
    const year = month > local.month || (month === local.month && local.day <= 15) ? local.year : local.year + 1;
    const at = localNoon(year, month, 15, writtenAt, timeZone);
    return { text: mid[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
  }
  const end = END_OF_MONTH.exec(text);
  if (end) {
    const month = monthOf(end[2]!);
    const year = month >= local.month ? local.year : local.year + 1;
    const at = localNoon(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate(), writtenAt, timeZone);
    return { text: end[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
  }
  const m = MONTH_ALONE.exec(text);
  if (!m) return null;
  const month = monthOf(m[1]!);
  const year = month >= local.month ? local.year : local.year + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = m[0].slice(0, m[0].length - m[1]!.length - (m[0].endsWith('.') ? 1 : 0)).trim();
  // 'by december', 'até dezembro', 'bis Dezember': due by the end of that month, not its first day;
  // 'before december' is the day before it begins; 'from december' and 'in december' its first day.
  const at =
    month === local.month || MONTH_UNTIL.test(lead)
      ? localNoon(year, month, lastDay, writtenAt, timeZone)
      : MONTH_BEFORE.test(lead)
        ? new Date(localNoon(year, month, 1, writtenAt, timeZone).getTime() - DAY_MS)
        : localNoon(year, month, 1, writtenAt, timeZone);
  const start = m.index + m[0].length - m[1]!.length - (m[0].endsWith('.') ? 1 : 0);
  const monthWord = text.slice(start, m.index + m[0].length);
  const before = text.slice(0, start).match(PREPOSITION_BEFORE)?.[0] ?? '';
  return { text: `${before}${monthWord}`.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
}

/** Minutes east of UTC for the zone at that instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Days from `from`'s local day to `to`'s local day (negative when `to` is past). */
export function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = localDay(from, timeZone);
  const b = localDay(to, timeZone);
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Cheap test before the date parser, which is slow: a digit or a word that can start a date. */
const MAY_HOLD_A_DATE = phrases(
  'today|tonight|tomorrow|tmrw|tmr|yesterday|week|weekend|month|year|eod|eow|eom|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|noon|midnight|morning|evening|night|afternoon|hoy|mañana|pasado|semana|mes|año|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|heute|morgen|übermorgen|woche|wochenende|monat|jahr|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|januar|februar|märz|april|mai|juni|juli|oktober|dezember|abend|aujourd|demain|semaine|mois|année|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|soir|hoje|amanhã|semana|mês|ano|segunda|terça|quarta|quinta|sexta|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|noite|within|dentro|próxima|próximo|nächste|nächsten|prochaine|prochain',
);

/** A weekday between the start word and the date ('a partir de segunda dia 7', 'from monday the 7th'). */
const START_WEEKDAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?';
/** Words before a date that make it the day a plan starts ('from january', 'ab Januar', 'à partir de lundi'). */
const START_BEFORE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:from|starting(?:\s+(?:on|in|from))?|beginning(?:\s+(?:on|in))?|as of|after|ab|ab dem|nach|seit|à partir d[eu']|a partir d[eu']|dès|des|après|a partir del?|desde|después de|despues de|a partir d[aeo]s?|depois d[aeo]s?)\s*(?:the\s+|le\s+|la\s+|l['’]|el\s+|o\s+|a\s+)?(?:${START_WEEKDAY}\s+(?:the\s+|el\s+|le\s+|dia\s+|día\s+)?)?)$`,
  'iu',
);
/** A goal that is itself a start ('start running…', 'mit dem Laufen anfangen', 'empezar a correr'). */
const START_VERB =
  /^(?:(?:i\s+(?:want|need|will|wanna)\s+(?:to\s+)?)?(?:start|begin|get back (?:in)?to|kick off|take up)\b|(?:empezar|comenzar|volver) a\b|(?:commencer|recommencer|se (?:remettre|mettre)) à\b|(?:começar|comecar|voltar) a\b)|\b(?:anfangen|beginnen|starten|wieder anfangen)$/iu;
/** A deadline's own word before the date ('by', 'bis', 'avant'): then it is due, whatever the verb. */
const DUE_BEFORE =
  /(?:(?<![\p{L}])(?:by|before|until|till|til|b4|due|bis|vor|spätestens|avant|d['’]ici|jusqu['’]à|antes d[eoa]l?|hasta|até|ate)\s+(?:the\s+|le\s+|la\s+|el\s+|o\s+|a\s+)?)$/iu;

/**
 * Whether a date found in the goal is when the plan starts rather than when it is due: a start word
 * before it ('from january'), or a goal about starting whose date has no deadline word and is more
 * than two days away ('start running in the new year', 'começar a hidro na terça dia 1/12'; 'start
 * running tomorrow' is near enough).
 */
function isStart(text: string, found: Deadline, writtenAt: Date): boolean {
  const at = text.toLowerCase().indexOf(found.text.toLowerCase());
  if (at < 0) return false;
  const before = text.slice(0, at);
  // The kept words may hold the start word itself ('from january' when read as a month).
  const own = /^(?:from|starting|ab|à partir|a partir|dès|desde|seit)\b/iu.test(found.text);
  if (own || START_BEFORE.test(before)) return true;
  if (DUE_BEFORE.test(before) || /^(?:by|before|until|till|bis|vor|avant|antes|hasta|até)\b/iu.test(found.text))
    return false;
  return START_VERB.test(text.trim()) && found.date.getTime() - writtenAt.getTime() > 2 * DAY_MS;
}

const START_LEAD =
  /(?:(?<![\p{L}])(?:from|starting(?:\s+(?:on|in|from))?|beginning(?:\s+(?:on|in))?|as of|after|in|on|at|ab|nach|seit|im|am|à partir d[eu]|dès|après|en|dans|a partir del?|a partir d[aeo]s?|desde|después de|depois d[aeo]s?|em|no|na)\s+)$/iu;

/** Said of a deadline already gone ('they were due sat', 'war am Freitag fällig', 'venció el viernes'). */
const PAST_DUE =
  /\b(?:was|were|wuz)\s+due\b|\bdue\s+last\b|\boverdue\b|\b(?:war|waren)\b.*\bfällig\b|\bvenc(?:ió|io|ía|ia|ían|ian|eu|eram)\b|\bétai(?:t|ent)\s+(?:dûs?|dues?|à rendre)\b|\bdevia[m]?\s+ter\b|\bdebía[n]?\s+haber\b/iu;

/**
 * A part of the day right after a day the parser read alone ('sun arvo', 'fri nite', 'tmrw after
 * work', 'el domingo por la tarde', 'Samstag abend', 'vendredi soir', 'sábado à noite'): part of
 * the same deadline, at the hour it usually means.
 */
const PART_OF_DAY_AFTER: readonly (readonly [number, RegExp])[] = [
  [
    9,
    /^,?\s+(?:morning|in the morning|am morgen|morgens|vormittags?|por la mañana|de manh[aã]|(?:au |le )?matin)(?![\p{L}])/iu,
  ],
  [
    12,
    /^,?\s+(?:lunch(?:time)?|at lunch|a mediod[ií]a|mittags?|(?:à |le )?midi|ao almo[cç]o|na hora do almo[cç]o)(?![\p{L}])/iu,
  ],
  [
    15,
    /^,?\s+(?:arvo|afternoon|in the afternoon|por la tarde|nachmittags?|(?:l['’])?apr[eè]s-midi|aprem|[àa] tarde|de tarde)(?![\p{L}])/iu,
  ],
  [
    16,
    /^,?\s+(?:after school|despu[eé]s del cole(?:gio)?|a la salida del cole(?:gio)?|nach der schule|apr[eè]s l['’][eé]cole|depois da escola)(?![\p{L}])/iu,
  ],
  [
    18,
    /^,?\s+(?:after work|despu[eé]s del trabajo|al salir del trabajo|nach der arbeit|nach feierabend|apr[eè]s le (?:travail|boulot|taf)|depois do trabalho)(?![\p{L}])/iu,
  ],
  [
    19,
    /^,?\s+(?:eve(?:ning)?|in the evening|night|nite|abends?|(?:le |au )?soir|[àa] noite|de noite|por la noche|a la noche)(?![\p{L}])/iu,
  ],
];

/** The hour a part of the day at the start of `rest` usually means, and the words that say it. */
function partOfDayAt(rest: string): { hour: number; said: string } | null {
  for (const [hour, re] of PART_OF_DAY_AFTER) {
    const m = re.exec(rest);
    if (m) return { hour, said: m[0] };
  }
  return null;
}

function withPartOfDay(text: string, found: Deadline, timeZone: string): Deadline {
  if (found.hasTime) return found;
  const atHour = (hour: number, said: string): Deadline => {
    const p = localParts(found.date, timeZone);
    const date = localAt(p, hour, 0, found.date, timeZone);
    return { ...found, text: said, date, hasTime: true };
  };
  // 'sunday evening', 'tomorrow morning': the parser kept the part of the day but only guessed
  // its hour; it gets the same hour as when the part follows on its own ('sun eve').
  for (let i = found.text.search(/\s/); i > 0; i = found.text.indexOf(' ', i + 1)) {
    const part = partOfDayAt(found.text.slice(i));
    if (part && part.said.length === found.text.length - i) return atHour(part.hour, found.text);
  }
  const at = text.toLowerCase().indexOf(found.text.toLowerCase());
  if (at < 0) return found;
  const part = partOfDayAt(text.slice(at + found.text.length));
  return part ? atHour(part.hour, `${found.text}${part.said.trimEnd()}`) : found;
}

/** The date that sets when the plan starts or is due, with `starts` when it is a start. */
/**
 * German date words as typed on a phone: umlauts spelt out ('naechste woche', 'uebermorgen',
 * 'jaenner') and 'nä.' for 'nächste'. Each is read as the word it stands for.
 */
const GERMAN_TYPED: [RegExp, string][] = [
  [/(?<![\p{L}])naechst(?=e[nmrs]?(?![\p{L}]))/giu, 'nächst'],
  [/(?<![\p{L}])(?:nä|nae|näch)\.\s*(?=\p{L})/giu, 'nächste '],
  [/(?<![\p{L}])uebermorgen(?![\p{L}])/giu, 'übermorgen'],
  [/(?<![\p{L}])spaetestens(?![\p{L}])/giu, 'spätestens'],
  [/(?<![\p{L}])jaenner(?![\p{L}])/giu, 'jänner'],
  [/(?<![\p{L}])maerz(?![\p{L}])/giu, 'märz'],
  [/(?<![\p{L}])feber(?![\p{L}])/giu, 'februar'],
];
/** German text with its typed date words written out, and for each of its letters the one it came from. */
function germanWritten(text: string): { written: string; from: number[] } {
  let written = text;
  let from = [...text].map((_, i) => i);
  for (const [re, word] of GERMAN_TYPED) {
    let out = '';
    const map: number[] = [];
    let at = 0;
    for (const m of written.matchAll(re)) {
      out += written.slice(at, m.index);
      map.push(...from.slice(at, m.index));
      out += word;
      map.push(...[...word].map(() => from[m.index!]!));
      at = m.index! + m[0].length;
    }
    out += written.slice(at);
    map.push(...from.slice(at));
    written = out;
    from = map;
  }
  return { written, from };
}

/** 'KW 49', 'bis ende kw49': the Friday of that calendar week (ISO), this year or the next. */
const CALENDAR_WEEK =
  /(?:^|\s)((?:(?:bis|spätestens|vor)\s+)?(?:(?:ende|anfang|mitte)\s+)?(?:der\s+)?kw\s?(\d{1,2}))(?![\d\p{L}])/iu;
function calendarWeek(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = CALENDAR_WEEK.exec(text);
  const week = m ? Number(m[2]) : 0;
  if (!m || week < 1 || week > 53) return null;
  const local = localParts(writtenAt, timeZone);
  const fridayOf = (year: number) => {
    // The Monday of ISO week 1 is the Monday of the week holding 4 January.
    const jan4 = Date.UTC(year, 0, 4, 12);
    const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
    return new Date(monday1 + ((week - 1) * 7 + 4) * DAY_MS);
  };
  let date = fridayOf(local.year);
  if (localDay(date, timeZone) < localDay(writtenAt, timeZone) && date.getTime() < writtenAt.getTime() - 7 * DAY_MS)
    date = fridayOf(local.year + 1);
  return { text: m[1]!.trim(), date, day: localDay(date, timeZone), hasTime: false };
}

export function parseDeadline(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  if (lang !== 'de') return parseDeadlineAsWritten(text, lang, writtenAt, timeZone);
  const week = calendarWeek(text, writtenAt, timeZone);
  if (week) return week;
  const { written, from } = germanWritten(text);
  const found = parseDeadlineAsWritten(written, lang, writtenAt, timeZone);
  if (!found || written === text) return found;
  // The words kept are the ones the person typed ('bis naechste woche').
  const at = written.toLowerCase().indexOf(found.text.toLowerCase());
  if (at < 0) return found;
  const start = from[at]!;
  const end = at + found.text.length < from.length ? from[at + found.text.length]! : text.length;
  return { ...found, text: text.slice(start, end).trim() };
}

function parseDeadlineAsWritten(text: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const first = findDeadline(text, lang, writtenAt, timeZone);
  const bare =
    (first && !first.starts ? dueOfClauses(text, first, lang, writtenAt, timeZone) : first) ??
    asap(text, writtenAt, timeZone);
  if (!bare) return null;
  const found = withPartOfDay(text, bare, timeZone);
  const ahead = found.date.getTime() - writtenAt.getTime();
  if (PAST_DUE.test(text) && ahead > 0 && ahead <= 7 * DAY_MS) {
    // 'due sat' said in the past tense is the Saturday gone, not the next one.
    const back = new Date(found.date.getTime() - 7 * DAY_MS);
    return { ...found, date: back, day: localDay(back, timeZone) };
  }
  if (!isStart(text, found, writtenAt)) return found;
  // Keep the word that makes it a start with it ('from january', 'in the new year').
  const at = text.toLowerCase().indexOf(found.text.toLowerCase());
  const lead = text.slice(0, Math.max(0, at)).match(START_LEAD)?.[0] ?? '';
  const kept = found.text.toLowerCase().startsWith(lead.toLowerCase()) ? found.text : `${lead}${found.text}`;
  return { ...found, text: kept.trim(), starts: true };
}

/** A date said as the one it is due by ('by dec 5', 'bis 5.12.', 'avant le 5', 'antes del 5', 'até dia 5'). */
const DUE_WORDS =
  /^(?:by|before|b4|until|till|til|due|no later than|latest|at the latest|bis(?: zum| zur| spätestens)?|spätestens|vor|avant(?: le)?|d['’]ici(?: le)?|jusqu['’]au|pour le|antes de(?:l)?|hasta(?: el)?|para el|a más tardar|até(?: ao| o| a| dia)?|ate|antes d[oa])(?![\p{L}])/iu;
/** A clause that names the event, not the goal's deadline ('party's the 12th', 'la fiesta es el 12'). */
const EVENT_CLAUSE =
  /(?<![\p{L}])(?:party|wedding|birthday|bday|flight|trip|holiday|concert|gig|show|match|game|race|exam|interview|event|do|dinner|christmas|fiesta|boda|cumple|cumpleaños|vuelo|viaje|examen|entrevista|feier|hochzeit|geburtstag|flug|reise|prüfung|fête|fete|soirée|mariage|anniversaire|vol|voyage|festa|casamento|aniversário|voo|viagem|prova)(?:['’]s|\s+(?:is|on|es|ist|am|est|le|é|e|dia|el))(?![\p{L}])/iu;

/**
 * A goal with two dates in separate clauses ('get the dress hemmed by dec 5, party's the 12th'):
 * a date said with 'by', 'bis', 'avant', 'antes de' or 'até' wins over a bare one; of bare dates,
 * one that names the event is context, and the earliest of the rest is the deadline.
 */
function dueOfClauses(text: string, found: Deadline, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline {
  // …and before what it is for or the word it is due by ('a gift for her bday on dec 12 by dec 10').
  const clauses = text
    .split(/\s*(?:[,;(]|\s[-–—]\s)\s*|\s+(?=(?:for|para|pour|für|zur|zum|by|before|until|bis|avant|antes de|até)\s)/u)
    .filter((c) => c.trim());
  if (clauses.length < 2) return found;
  const dated = clauses.flatMap((clause) => {
    const d = findDeadline(clause, lang, writtenAt, timeZone);
    return d && !d.starts && !d.timeOnly ? [{ d, due: DUE_WORDS.test(d.text), event: EVENT_CLAUSE.test(clause) }] : [];
  });
  if (dated.length < 2) return found;
  const due = dated.filter((c) => c.due);
  const notEvent = dated.filter((c) => !c.event);
  const pool = due.length ? due : notEvent.length ? notEvent : dated;
  return pool.reduce((a, b) => (b.d.date < a.d.date ? b : a)).d;
}

/** 'asap', 'cuanto antes', 'so schnell wie möglich', 'au plus vite', 'o quanto antes': due now. */
const ASAP = phrases(
  'asap|a\\.s\\.a\\.p\\.?|as soon as possible|as soon as i can|cuanto antes|lo antes posible|lo más pronto posible|lo mas pronto posible|so schnell wie möglich|schnellstmöglich|so bald wie möglich|baldmöglichst|au plus vite|dès que possible|des que possible|le plus vite possible|au plus tôt|o quanto antes|o mais rápido possível|o mais rapido possivel|o mais cedo possível|assim que possível',
);

function asap(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = ASAP.exec(text);
  return m ? { text: m[0], date: writtenAt, day: localDay(writtenAt, timeZone), hasTime: false } : null;
}

/** An event a plan starts after, with no date the coach can know ('after exams', 'nach dem Umzug'). */
const START_EVENT = new RegExp(
  `(?<![\\p{L}])((?:after|once|when|nach|après|después de|despues de|depois d[aeo]s?|quando)\\s+(?:the\\s+|my\\s+|our\\s+|dem\\s+|der\\s+|den\\s+|meinen?\\s+|meiner\\s+|les\\s+|mes\\s+|mon\\s+|ma\\s+|le\\s+|la\\s+|l['’]|los\\s+|las\\s+|mis\\s+|el\\s+|la\\s+|as\\s+|os\\s+|meus\\s+|minhas\\s+|o\\s+|a\\s+)?(?:exams?|finals|midterms|results|a-?levels|gcses|the move|move|moving|wedding|baby|birth|surgery|op|operation|holidays?|vacation|graduation|uni|semester|term|prüfungen|prüfung|abitur|abi|klausuren|umzug|hochzeit|geburt|ferien|urlaub|semesterferien|examens|partiels|bac|déménagement|mariage|naissance|vacances|opération|exámenes|examenes|selectividad|mudanza|boda|parto|vacaciones|operación|provas|vestibular|enem|mudança|casamento|férias|cirurgia|payday|pay day|getting paid|i get paid|cobrar|la nómina|nómina|la quincena|quincena|zahltag|gehaltseingang|paie|paye|salário|salario|pagamento)(?:\\s+(?:are|is)\\s+(?:over|done))?)(?![\\p{L}])`,
  'iu',
);

/**
 * A deadline that is an event with no date the coach can know ('before the holidays', 'by half
 * term', 'antes del puente', 'vor den Ferien', 'avant les vacances', 'antes das férias').
 */
const DUE_EVENT =
  /(?<![\p{L}])((?:before|by|until|till|b4|antes del?|antes de las|antes das?|antes do|para las|para la|hasta la|antes de la|vor den|vor dem|vor der|bis zu den|bis zum|bis zur|avant les|avant la|avant le|d['’]ici les|d['’]ici la|d['’]ici le|até as|até às|até ao|até o|até a|até|antes de)\s+(?:the\s+|my\s+|our\s+|next\s+)?(?:holidays|hols|half[- ]term|end of term|school holidays|xmas hols|payday|pay day|puente|vacaciones|quincena|próxima quincena|proxima quincena|ferien|schulferien|urlaub|semesterende|zahltag|gehaltstag|vacances|congés|jour de paie|paie|férias|feriado|dia do pagamento|dia de pagamento|pagamento))(?![\p{L}])/iu;

/** A deadline said as an event with no date ('avant les vacances'), verbatim, or null. */
export function parseDueEvent(text: string): string | null {
  return DUE_EVENT.exec(text)?.[1]?.trim() ?? null;
}

/** When the plan starts after an event ('after exams'): kept verbatim, with no date. */
export function parseStartEvent(text: string): Start | null {
  const m = START_EVENT.exec(text);
  return m ? { text: m[1]!.trim(), date: null } : null;
}

/** Games named by a number or a day ('5-a-side', 'sunday league'): no date in them. */
const GAME_NAME =
  /(?<![\p{L}\d])(?:\d+|five|six|seven|eleven)[- ]a[- ]side(?![\p{L}])|(?<![\p{L}])(?:sunday|saturday) league(?![\p{L}])/giu;

/**
 * 'this year', 'by the end of the year', 'este año', 'dieses Jahr', 'cette année', 'até ao fim do
 * ano': the year is the span, so it is due on its last day (a date parser reads its first).
 */
const YEAR_END =
  /(?<![\p{L}'’])((?:(?:by|before|until|till|within|in|bis|vor|antes de|hasta|para|avant|d['’]ici|pour|jusqu['’]à|até|ate)\s+)?(?:(?:the|el|la|le|o|a|ao)\s+)?(?:(?:end of|fin de|finales de|final de|fin|ende|fim de|fim do|final do)\s+)?(?:this year|this yr|the year|the yr|year end|yr end|yr|este año|el año|dieses jahres?|des jahres|jahresende|cette année|l['’]année|este ano|ano|eoy))(?![\p{L}])/iu;

function yearEnd(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = YEAR_END.exec(text);
  if (!m) return null;
  const said = m[1]!.trim();
  // 'the year', 'ano' alone are no deadline ('the year 2000', 'ano novo'); with 'end' or 'this' they are.
  if (
    !/this year|this yr|este año|este ano|dieses jahr|cette année|eoy|end|fin|ende|fim|final|year end|jahresende/iu.test(
      said,
    )
  )
    return null;
  if (/ano$/iu.test(said) && /^\s*(?:novo|nuevo)/iu.test(text.slice(m.index + m[0].length))) return null;
  const { year } = localParts(writtenAt, timeZone);
  const at = localNoon(year, 12, 31, writtenAt, timeZone);
  return { text: said, date: at, day: localDay(at, timeZone), hasTime: false };
}

/** A count of days or weeks as people say it in words ('quinze jours', 'duas semanas'). */
const COUNT_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  un: 1,
  una: 1,
  une: 1,
  uma: 1,
  um: 1,
  dos: 2,
  deux: 2,
  duas: 2,
  dois: 2,
  tres: 3,
  três: 3,
  trois: 3,
  huit: 8,
  quinze: 15,
  quince: 15,
  ocho: 8,
  oito: 8,
};
/**
 * Spans from the day written that the date parser misses: 'in a fortnight', 'em 2 semanas',
 * 'daqui a 10 dias', 'dans quinze jours', 'en quince días', 'na próxima semana', 'this arvo'.
 * Days ahead, from the count and its unit (a week is 7 days, a fortnight 14).
 */
const SPAN_SAID =
  /(?<![\p{L}'’])((?:in|within|dentro de|en|em|daqui a|dans|d['’]ici|innerhalb von|binnen)\s+(\d{1,2}|a|one|two|three|un|una|une|uma|um|dos|deux|duas|dois|tres|três|trois|huit|quinze|quince|ocho|oito)\s+(fortnights?|weeks?|wks?|days?|semanas?|semaines?|jours|días|dias|wochen|tagen|meses|mois|monaten)|(?:in|within)\s+a\s+(fortnight)|(?:na |a )?(?:próxima|proxima) (semana)|(?:a )?semana que vem|(this|tmrw|tomorrow|tmr)\s+arvo)(?![\p{L}])/iu;

function spanSaid(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = SPAN_SAID.exec(text);
  if (!m) return null;
  const unit = (m[3] ?? m[4] ?? m[5] ?? (m[6] ? 'day' : 'semana')).toLowerCase();
  const count = m[2] ? Number(m[2]) || COUNT_WORDS[m[2].toLowerCase()] || 0 : m[6] ? 0 : 1;
  const perUnit = /^fortnight/.test(unit) ? 14 : /^(?:w|s)/.test(unit) ? 7 : 1;
  const tomorrow = m[6] && !/^this$/i.test(m[6]) ? 1 : 0;
  const date = /^(?:meses|mois|monaten)$/.test(unit)
    ? new Date(new Date(writtenAt).setUTCMonth(writtenAt.getUTCMonth() + count))
    : new Date(writtenAt.getTime() + (count * perUnit + tomorrow) * DAY_MS);
  return { text: m[1]!.trim(), date, day: localDay(date, timeZone), hasTime: false };
}

/**
 * The end of this month, said without its name ('end of the month', 'eom', 'a finales de mes',
 * 'bis Ende des Monats', 'bis ende monat', 'Monatsende', 'd'ici la fin du mois', 'até o fim do mês'): its last day.
 */
const MONTH_END =
  /(?<![\p{L}'’])((?:(?:by|before|until|till|b4|at|bis|vor|zum|antes de|hasta|para|a|avant|d['’]ici|pour|jusqu['’]à|à|até|ate|em|no|na)\s+)?(?:(?:the|el|la|le|o|a|ao)\s+)?(?:(?:(?:end|the end) of (?:the |this )?month|this month|month[- ]end|eom|este mes|este mês|ce mois(?:-ci| ci)?|diesen monat|in diesem monat|(?:fin|finales|final) de(?:l)? mes|fin (?:de|du) mois|ende (?:des |dieses |vom )?monats?|monatsende|(?:fim|final) d[oe] mês|(?:fim|final) d[oe] mes)))(?![\p{L}])/iu;

function monthEnd(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = MONTH_END.exec(text);
  // 'every month end', 'cada fin de mes' is a rhythm.
  if (
    !m ||
    /(?:every|each|cada|todo|todos los|jeden|jedes|chaque|tous les|toda|todo)\s+$/iu.test(text.slice(0, m.index))
  )
    return null;
  const { year, month } = localParts(writtenAt, timeZone);
  const at = localNoon(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate(), writtenAt, timeZone);
  return { text: m[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
}

/**
 * A year said as the deadline ('pay off the loan by 2027', 'in 2028', 'bis 2027', 'avant 2030'):
 * 'by' or 'before' a year is due the day it starts, 'in' it or 'by the end of' it on its last day.
 */
const YEAR_NAMED =
  /(?<![\p{L}'’])((?:(by|before|until|till|b4|bis|vor|antes de|hasta|avant|d['’]ici|até|ate)|(in|during|im jahr|en|em|no ano de|(?:by |before |bis |vor |antes de |avant |até )?(?:the )?end of|(?:a |al |à |ao )?(?:finales de|fin de|final de|ende|fim de)))\s+(20\d\d))(?![\p{L}\d])(?!\s*(?:words?|pages?|steps?|km|miles?|calories|kcal|kg|reps|euros?|pounds?|dollars?|quid|times|minutes?|mins?|hours?)(?![\p{L}]))/iu;

function yearNamed(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = YEAR_NAMED.exec(text);
  if (!m) return null;
  const named = Number(m[4]);
  const { year } = localParts(writtenAt, timeZone);
  if (named < year || named > year + 30) return null;
  // 'by 2027' is before it starts; 'by 2026', said in 2026, is within it.
  const at =
    m[2] && named > year
      ? localNoon(named - 1, 12, 31, writtenAt, timeZone)
      : localNoon(named, 12, 31, writtenAt, timeZone);
  return { text: m[1]!.trim(), date: at, day: localDay(at, timeZone), hasTime: false };
}

/** How long it has been ('been 4 years', '2 yrs ago'): time already past, never a start or a due date. */
const TIME_SINCE =
  /(?<![\p{L}])(?:been|for the (?:last|past))\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s*(?:years?|yrs?|months?|weeks?|wks?)(?![\p{L}])|(?<![\p{L}\d])\d+\s*(?:years?|yrs?|months?|weeks?)\s+ago(?![\p{L}])/giu;

/** A month something already happened in ('moved to cardiff in august', 'lonely since june'): past, never a due date. */
const PAST_EVENT =
  /(?<![\p{L}])(?:moved|relocated|arrived|emigrated|came over|came here|got here|started|since)(?:\s+[\p{L}'’]+){0,3}?\s+(?:(?:in|on|back in|last)\s+)?(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|the autumn|fall|winter)(?![\p{L}])/giu;

/** An age in a party's name ('la fiesta de 15', 'festa de 18 anos'): no day of the month. */
const AGE_PARTY =
  /(?<=(?:fiesta|festa|cumple|cumpleaños|aniversário|aniversario)\s+de\s+)\d{1,2}(?:\s+(?:años|anos))?(?![\p{L}\d/])/giu;

/** A year or month gone ('die Steuer vom letzten Jahr', 'les impôts de l'an dernier', 'last year's return'): what the goal is about, never a due date. */
const PAST_PERIOD =
  /(?<![\p{L}])(?:last (?:year|month)['’]?s?|the (?:year|month) before|(?:vom |im |für |fürs )?(?:letzte[nmrs]?|vorige[nmrs]?|vergangene[nmrs]?) (?:jahr|monat)(?:es|s)?|vorjahr(?:es)?|de l['’]an(?:née)? derni(?:er|ère)|l['’]an(?:née)? derni(?:er|ère)|l['’]année passée|le mois dernier|du mois dernier|(?:del |el )?(?:año|mes) pasado|(?:do |o )?(?:ano|mês) passado)(?![\p{L}])/giu;

/** Ages the goal names ('la fiesta de 15', 'festa de 18 anos', 'turns 40', '30 years old'): numbers that are no sum or day. */
export function agesIn(text: string): string[] {
  const ages = [...text.matchAll(AGE_PARTY)].map((m) => m[0]);
  for (const m of text.matchAll(AGE_WORDS)) ages.push((m[1] ?? m[2])!);
  return ages;
}
const AGE_WORDS =
  /(?<![\p{L}\d])(\d{1,3})\s*(?:años|anos|years old|yrs old|year old|ans|jahre alt|jahre|th birthday|º aniversario|° aniversario)(?![\p{L}])|(?<=(?:turns?|turning|cumple|faz|fait|wird)\s+)(\d{1,3})(?![\p{L}\d])/giu;

/**
 * A time of day right after a day the date parser read alone ('quinta às 15h', 'mañana a las
 * 19h', 'Freitag um 8', 'thurs at 7pm'): part of the same deadline. A bare number needs its word
 * ('at', 'às', 'um') or its unit ('15h', '7pm', '8 Uhr') to be a time.
 */
const TIME_AFTER =
  /^,?\s+(?:(at|@|around|a las|a la|sobre las|às|as|à|um|gegen|vers|ab)\s+)?(\d{1,2})(?:([:.h])(\d{2}))?\s?(am|pm|h|hrs|uhr)?(?![\p{L}\d])/iu;

function timeAfter(rest: string): RegExpExecArray | null {
  const m = TIME_AFTER.exec(rest);
  const said = m && (m[1] || m[3] || m[5]);
  return said && Number(m[2]) <= 23 && Number(m[4] ?? 0) < 60 ? m : null;
}

/**
 * The day of `day` at the time `clock` read (hours, minutes, am/pm), in the person's zone; a
 * bare hour ('friday at 7') is read by what is done then, as `bareHour` reads one.
 */
function atClock(day: Date, clock: RegExpExecArray, text: string, lang: CoachLanguage, timeZone: string): Date {
  let hour = Number(clock[2]);
  const unit = clock[5]?.toLowerCase();
  if (unit === 'pm' && hour < 12) hour += 12;
  if (unit === 'am' && hour === 12) hour = 0;
  if (!unit && clock[3]?.toLowerCase() !== 'h' && hour >= 1 && hour <= 11) hour = hourByActivity(hour, text, lang);
  const p = localParts(day, timeZone);
  return localAt(p, hour, Number(clock[4] ?? 0), day, timeZone);
}

/**
 * What a bare hour ('at 7', 'a las 9', 'um 7', 'à 8', 'às 8') is read by: an evening out or a
 * meal at night is in the evening; a breakfast, waking or a workout before work in the morning.
 */
const EVENING_THINGS = phrases(
  'dinner|supper|tea with|drinks|pub|party|date night|date|film|movie|cinema|gig|concert|show|theatre|bed|bedtime|cena|cenar|copas|fiesta|cine|concierto|teatro|abendessen|abendbrot|essen gehen|party|kino|konzert|theater|dîner|diner|soirée|apéro|ciné|cinéma|concert|théâtre|jantar|festa|cinema|show|teatro|balada',
);
const MORNING_THINGS = phrases(
  'breakfast|brekkie|wake up|get up|alarm|gym|run|jog|swim|school run|walk the dog|commute|desayuno|desayunar|despertar|levantarme|gimnasio|gym|correr|nadar|frühstück|aufstehen|fitnessstudio|joggen|laufen|schwimmen|petit[- ]déj\\p{L}*|réveil|lever|salle|footing|courir|nager|café da manhã|acordar|academia|ginásio|corrida|nadar',
);

/** Where a bare hour with family or friends is still the working day: school, nursery, work. */
const DAYTIME_PLACES = phrases(
  'work|office|meeting|trabajo|oficina|reunión|arbeit|büro|besprechung|travail|boulot|bureau|réunion|trabalho|escritório|reunião|school|nursery|daycare|childminder|airport|station|colegio|cole|guardería|escuela|aeropuerto|estación|schule|kita|kindergarten|flughafen|bahnhof|école|crèche|garderie|aéroport|gare|escola|creche|aeroporto|estação',
);

/**
 * Meeting someone by name ('meet sam at 8', 'see jo at 7', 'quedar con Lu a las 9', 'Tom treffen um
 * 8'): a name is no noun we know, so the verb and a bare word after it (no 'the', 'a', 'my') say
 * it is a person.
 */
const MEETING_SOMEONE =
  /(?<![\p{L}])(?:meet(?: up with)?|see|catch up with|hang out with|quedar con|ver a|retrouver|voir|encontrar(?: com)?)\s+(?!(?:the|a|an|my|our|el|la|los|las|un|una|le|les|une|o|os|as|um|uma)\s)\p{L}+|(?<![\p{L}])\p{L}+\s+treffen(?![\p{L}])/iu;

/** The hour of the day a bare 1 to 11 means, read by what is done then. */
function hourByActivity(hour: number, text: string, lang: CoachLanguage): number {
  const withPeople =
    (PEOPLE_NOUNS[lang].test(text) || MEETING_SOMEONE.test(text)) &&
    !APPOINTMENT_NOUNS[lang].test(text) &&
    !DAYTIME_PLACES.test(text);
  const evening = EVENING_THINGS.test(text) ? true : MORNING_THINGS.test(text) ? false : withPeople || hour < 7;
  return evening ? hour + 12 : hour;
}

/**
 * A bare hour with no am, pm or 24-hour form ('gym at 7', 'dinner at 7'): evening or morning by
 * what is done then; time with family or friends ('call mum at 7', 'a las 9 con mi hermana') is
 * after the working day, a service or work (a dentist, a meeting) inside it; with no such clue,
 * 1 to 6 is the afternoon, as in a working day. The next such moment from the day written, on
 * the day they named if they named one.
 */
function bareHour(
  r: chrono.ParsedResult,
  text: string,
  lang: CoachLanguage,
  writtenAt: Date,
  timeZone: string,
): Date | null {
  const hour = r.start.get('hour') ?? 0;
  if (!r.start.isCertain('hour') || r.start.isCertain('meridiem') || hour < 1 || hour > 11) return null;
  if (/\d\s*(?:h|uhr|hrs)(?![\p{L}])/iu.test(r.text)) return null;
  const at = hourByActivity(hour, text, lang);
  const dayNamed = r.start.isCertain('day') || r.start.isCertain('weekday');
  const p = localParts(dayNamed ? r.start.date() : writtenAt, timeZone);
  let date = localAt(p, at, r.start.get('minute') ?? 0, writtenAt, timeZone);
  if (!dayNamed && date <= writtenAt) date = new Date(date.getTime() + DAY_MS);
  return date;
}

/**
 * How long each time ('3 times for 20 minutes', '20 min before breakfast', 'für 30 Minuten'): a
 * length, so 'before Sunday' after it is the deadline, not twenty minutes before Sunday. Only
 * 'in 20 minutes' ('dans', 'en', 'em', 'in') counts from now.
 */
const HOW_LONG =
  /(?<![\p{L}\d])(?<!(?:in|within|dans|en|em|daqui a|dentro de|innerhalb von|binnen|d['’]ici)\s+)(?:(?:for|during|para|por|durante|für|pendant)\s+)?(?:\d+(?:[.,]\d+)?|a|an|one|half an?|un|una|une|uma|um|eine|einer|einen)\s*(?:min|mins|minutes?|minutos|minuten|minuti|hrs?|hours?|horas?|stunden?|std|heures?|secs?|seconds?|segundos|sekunden|secondes)(?![\p{L}])/giu;

/** What follows an hour said bare ('a 3 de la tarde', 'at 3 tomorrow'): then the number is a time. */
const COUNT_THEN_TIME =
  /^\s+(?:uhr|h|hrs?|heures?|horas?|hours?|o['’]?clock|pm|am|p\.m\.|a\.m\.|de la|del|da|de|du|in the|on|this|today|tonight|tomorrow|tmrw|mañana|hoy|heute|morgen|demain|aujourd|ce|cette|hoje|amanhã|amanha|y|e|et|und|and|or|o|ou|oder|bis|until|till|hasta|jusqu|até|morgens|abends|nachmittags|am|el|le|la|sharp|en punto|pile|at|a|à|with|w|con|mit|avec|com|in|en|em|im|beim|dans|no|na|near|for|para|pour|für|to)(?![\p{L}])/iu;

/** What follows a day when the day names a feeling ('sunday scaries', 'monday blues', 'sunday night dread'). */
const WEEKDAY_FEELING_AFTER =
  /^\s*(?:(?:night|evening|afternoon)\s+)?(?:scaries|blues|dread|anxiety|funk|slump|sadness|depression|feeling)(?![\p{L}])/iu;
/** …or what comes before it ('ansiedad del domingo', 'angoisse du dimanche soir', 'bad de domingo'). */
const WEEKDAY_FEELING_BEFORE =
  /(?<![\p{L}])(?:ansiedad|agobio|baj[oó]n|angustia|tristeza|depre|ansiedade|bad|angoisse|blues|cafard|spleen|d[ée]prime|stress|estr[eé]s|estresse)\s+(?:del?|do|da|du|of(?:\s+the)?)\s+$/iu;
const SINCE_BEFORE = /(?<![\p{L}])(?:since|seit|depuis)(?:\s+(?:last|the|le|dem|letztem|letzten))?\s+$/iu;

/** Québec's 'à soir' (tonight), not the 'soir' of 'le soir' (in the evenings). */
const A_SOIR = /(?<![\p{L}])[àa] soir(?![\p{L}])/iu;

/** 'à soir': this evening, at seven, in the person's words. */
function aSoir(text: string, writtenAt: Date, timeZone: string): Deadline | null {
  const m = A_SOIR.exec(text);
  if (!m) return null;
  const p = localParts(writtenAt, timeZone);
  const date = localAt(p, 19, 0, writtenAt, timeZone);
  return { text: m[0], date, day: localDay(date, timeZone), hasTime: true };
}

/**
 * The part of the day said after an hour ('até às 3 da manhã', 'jusqu'à 3h du matin', 'hasta las 3
 * de la mañana', 'à 8 du soir'): the hour is read by it, and kept with it.
 */
const HOUR_PART =
  /^\s+(?:(da manhã|da manha|da madrugada|du matin|de la mañana|de la madrugada|in the morning)|(da tarde|da noite|du soir|de l['’]après-midi|de la tarde|de la noche|in the (?:afternoon|evening)|at night))(?![\p{L}])/iu;

function withHourPart(text: string, found: Deadline, writtenAt: Date, timeZone: string): Deadline {
  if (!found.timeOnly) return found;
  const at = text.toLowerCase().indexOf(found.text.toLowerCase());
  const m = at >= 0 ? HOUR_PART.exec(text.slice(at + found.text.length)) : null;
  if (!m) return found;
  const said = localParts(found.date, timeZone);
  const hour = (said.hour % 12) + (m[2] ? 12 : 0);
  // A time with no day is the next such hour: 3 in the morning is tonight's, not this morning's.
  const p = localParts(writtenAt, timeZone);
  let date = localAt(p, hour, said.minute, writtenAt, timeZone);
  if (date <= writtenAt) date = new Date(date.getTime() + DAY_MS);
  return { ...found, text: `${found.text}${m[0].trimEnd()}`, date, day: localDay(date, timeZone) };
}

function findDeadline(raw: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  const read = findDeadlineIn(raw, lang, writtenAt, timeZone);
  // 'avant vendredi, ils relancent': the comma after the date is the remark's, not the date's.
  const found = read && /[,;:]$/.test(read.text) ? { ...read, text: read.text.replace(/\s*[,;:]+$/, '') } : read;
  if (found) return withHourPart(raw, found, writtenAt, timeZone);
  return lang === 'fr' ? aSoir(raw, writtenAt, timeZone) : null;
}

function findDeadlineIn(raw: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  // Blanked out at the same length, so positions in the text stay where they were.
  let text =
    lang === 'en'
      ? raw
          .replace(GAME_NAME, (m) => ' '.repeat(m.length))
          .replace(TIME_SINCE, (m) => ' '.repeat(m.length))
          .replace(PAST_EVENT, (m) => ' '.repeat(m.length))
      : raw.replace(AGE_PARTY, (m) => ' '.repeat(m.length));
  text = text.replace(PAST_PERIOD, (m) => ' '.repeat(m.length)).replace(HOW_LONG, (m) => ' '.repeat(m.length));
  const freq = namedDaysIn(text, lang) ?? FREQUENCY[lang].exec(text);
  const week = weekOf(text, lang, writtenAt, timeZone);
  if (week) return week;
  const short = freq ? null : shortDeadline(text, lang, writtenAt, timeZone);
  if (short) return short;
  const month = monthAlone(text, writtenAt, timeZone);
  if (month) return month;
  const year =
    spanSaid(text, writtenAt, timeZone) ??
    monthEnd(text, writtenAt, timeZone) ??
    yearEnd(text, writtenAt, timeZone) ??
    yearNamed(text, writtenAt, timeZone);
  if (year) return year;
  const endOfWeek = END_OF_WEEK.exec(text);
  // A date written beside a named day is the nearer one ('book the train for Christmas by tomorrow night').
  const named = endOfWeek ? null : (namedDay(text, writtenAt, timeZone) ?? season(text, writtenAt, timeZone));
  if (!/\d/.test(text) && !MAY_HOLD_A_DATE.test(text) && !endOfWeek) return named;
  const ref = { instant: writtenAt, timezone: offsetMinutes(writtenAt, timeZone) };
  const candidates = [...parserFor(lang, timeZone).parse(text, ref, { forwardDate: true })];
  if (lang !== 'en') candidates.push(...parserFor('en', timeZone).parse(text, ref, { forwardDate: true }));
  for (const r of candidates) {
    const t = r.text.trim();
    // 'sat' is a word, but not after 'due' or 'by' ('they were due sat').
    // …nor as the heading of a list ('sat: mow the lawn').
    const dueWeekday =
      lang === 'en' &&
      /^(?:sat|sun)$/i.test(t) &&
      (/\b(?:due|by|on|till|until|before|b4)\s+$/i.test(text.slice(0, r.index)) ||
        (/^\s*$/.test(text.slice(0, r.index)) && /^\s*[:–-]/.test(text.slice(r.index + r.text.length))));
    // …nor after a thing that meets then ('book club sat at jens', 'footy sun morning'): no one sits there.
    const meetsThatDay =
      lang === 'en' &&
      /^(?:sat|sun)$/i.test(t) &&
      /^\s*(?:$|at\s|night|morning|arvo|afternoon|eve(?:ning)?|\d)/i.test(text.slice(r.index + r.text.length)) &&
      /[\p{L}]\s+$/u.test(text.slice(0, r.index)) &&
      !/(?<![\p{L}])(?:i|we|he|she|they|it|who|you|just|had|has|have|was|were|the|some|in|of|a)\s+$/iu.test(
        text.slice(0, r.index),
      );
    // '3 d' in '3 días a la semana' is a count, not a day.
    if (
      t.length < 3 ||
      (NOT_A_DATE.test(t) && !dueWeekday && !meetsThatDay) ||
      /^\d+(?:\s+\p{L})?$/u.test(t) ||
      // 'jusqu'à 2h', 'avant 23h' say an hour, not how long.
      (DURATION.test(t) &&
        !(/^\d{1,2}\s?h$/iu.test(t) && /(?:jusqu['’]à|avant|vers)\s*$/iu.test(text.slice(0, r.index))))
    )
      continue;
    // English weekday abbreviations are words elsewhere ('mon abonnement', 'sat' is not French).
    if (lang !== 'en' && /^[,;:\s]*(?:mon|tue|wed|thu|fri|sat|sun)\.?$/i.test(t)) continue;
    if (STAY_LENGTH.test(t) && !WITHIN_BEFORE.test(text.slice(0, r.index))) continue;
    // 'postular a 3 trabajos', 'at 3 shops': a count of things, not three o'clock.
    if (
      /^(?:a|at|um|à|às|as)\s+\d{1,2}$/iu.test(t) &&
      /^\s+\p{L}/u.test(text.slice(r.index + r.text.length)) &&
      !COUNT_THEN_TIME.test(text.slice(r.index + r.text.length))
    )
      continue;
    // 'sunday scaries', 'monday blues', 'l'angoisse du dimanche soir': a feeling named after a day, not that day.
    if (
      WEEKDAY_FEELING_AFTER.test(text.slice(r.index + r.text.length)) ||
      WEEKDAY_FEELING_BEFORE.test(text.slice(0, r.index))
    )
      continue;
    // 'segunda via' is a duplicate document, not Monday.
    if (/^segunda$/i.test(t) && /^\s+via(?![\p{L}])/iu.test(text.slice(r.index + r.text.length))) continue;
    // 'por la mañana' is the morning; only 'mañana' without an article is tomorrow.
    if (/^mañana$/i.test(t) && /(?<![\p{L}])(?:la|las|una)\s+$/iu.test(text.slice(0, r.index))) continue;
    // 'às 3 da manhã', 'de manhã', 'pela manhã' are the morning, and 'meia-noite' is midnight, not tonight.
    const ahead = text.slice(0, r.index + Math.max(0, r.text.indexOf(t)));
    if (/^manh[ãa]$/iu.test(t) && /(?<![\p{L}])(?:da|de|pela|na|of)\s+$/iu.test(ahead)) continue;
    // '2h du matin' is the morning; Québec's 'à soir' is tonight, read whole below.
    if (/^(?:matin|soir)$/iu.test(t) && /(?<![\p{L}])(?:du|[àa])\s+$/iu.test(ahead)) continue;
    if (/^noite$/iu.test(t) && /(?<![\p{L}])meia[- ]$/iu.test(ahead)) continue;
    // 'no hot water since tuesday', 'seit Montag', 'depuis lundi': the day it began, already past.
    if (SINCE_BEFORE.test(text.slice(0, r.index))) continue;
    // 'every Sunday' is a rhythm, not a deadline.
    if (freq && r.index < freq.index + freq[0].length && r.index + t.length > freq.index) continue;
    if (endOfWeek && r.index >= endOfWeek.index && r.index < endOfWeek.index + endOfWeek[0].length) continue;
    // 'friday' in 'black friday' is part of the named day.
    const namedAt = named ? text.indexOf(named.text) : -1;
    if (named && namedAt >= 0 && r.index < namedAt + named.text.length && r.index + t.length > namedAt) continue;
    // A bare time of day ('at 7am' in 'wake up at 7am') is a time, not a due date, unless a day goes with it.
    if (!r.start.isCertain('day') && !r.start.isCertain('weekday') && !r.start.isCertain('month')) {
      if (r.start.isCertain('hour') && freq) continue;
    }
    // 'a las 9', 'sobre las 9': the word before the hour is part of what they wrote.
    const before =
      (/^las?\s/i.test(t) ? text.slice(0, r.index).match(/(?<![\p{L}])(?:a|sobre|hacia|hasta)\s+$/iu)?.[0] : null) ??
      text.slice(0, r.index).match(PREPOSITION_BEFORE)?.[0] ??
      '';
    const dayOnly = !r.start.isCertain('hour') && (r.start.isCertain('day') || r.start.isCertain('weekday'));
    const clock = dayOnly ? timeAfter(text.slice(r.index + r.text.length)) : null;
    const monthDay = MONTH_THEN_DAY.exec(t);
    const date = monthDay
      ? nextMonthDay(monthDay, writtenAt, timeZone)
      : clock
        ? atClock(r.start.date(), clock, text, lang, timeZone)
        : (bareHour(r, text, lang, writtenAt, timeZone) ?? r.start.date());
    if (named && named.date < date) return named;
    return {
      text: `${before}${t}${clock ? clock[0].trimEnd() : ''}`.trim(),
      date,
      day: localDay(date, timeZone),
      hasTime: r.start.isCertain('hour') || Boolean(clock),
      timeOnly:
        r.start.isCertain('hour') &&
        !r.start.isCertain('day') &&
        !r.start.isCertain('weekday') &&
        !r.start.isCertain('month'),
    };
  }
  if (named) return named;
  if (endOfWeek) {
    const { weekday } = localParts(writtenAt, timeZone);
    const date = new Date(writtenAt.getTime() + ((7 - weekday) % 7) * DAY_MS);
    return { text: endOfWeek[0], date, day: localDay(date, timeZone), hasTime: false };
  }
  return null;
}

/**
 * A month and then a day with nothing after ('on dec 12', 'december 25'): the parser takes a
 * number past 12 for a year ('2012'); it is the next such day.
 */
const MONTH_THEN_DAY = new RegExp(`(?:^|\\s)(${MONTH_NAMES.join('|')})\\.?\\s+(\\d{1,2})$`, 'iu');
function nextMonthDay(m: RegExpExecArray, writtenAt: Date, timeZone: string): Date {
  const local = localParts(writtenAt, timeZone);
  const month = monthOf(m[1]!);
  const day = Number(m[2]);
  const year = month > local.month || (month === local.month && day >= local.day) ? local.year : local.year + 1;
  return localNoon(year, month, day, writtenAt, timeZone);
}

/**
 * The current week said as a deadline ('this week', 'eow', 'esta semana', 'diese Woche', 'cette
 * semaine', 'este fim de semana', 'this weekend'). Grindstone is a list of weekly goals: a goal
 * still on the list a week later is being carried into the new week, so these words mean the week
 * it is read in, not the one it was written in.
 */
const ROLLING_WEEK = new RegExp(
  `^(?:(?:by|before|until|till|b4|for|antes del?|para|hasta|bis|vor|avant|pour|d['’]ici|até|ate|em)\\s+)?(?:(?:the|el|la|le|o|a|ao|zum|zur)\\s+)?(?:${END_OF_WEEK_WORDS}|end of this week)$`,
  'iu',
);

/** Whether a deadline's words are the current week, which rolls on with the weeks ('this week'). */
export function isRollingWeek(words: string): boolean {
  return ROLLING_WEEK.test(words.trim());
}

/**
 * A deadline of 'this week' read after the week it was written in has passed: the end of the
 * week it is read in (its Sunday), never 'overdue'. Any other deadline is kept as it is.
 */
export function rollWeek(found: Deadline, now: Date, timeZone: string): Deadline {
  if (localDaysBetween(now, found.date, timeZone) >= 0) return found;
  // 'asap' is due the day it is read, however long ago it was written.
  if (ASAP.test(found.text)) return { ...found, date: now, day: localDay(now, timeZone), hasTime: false };
  if (!isRollingWeek(found.text)) return found;
  const { weekday } = localParts(now, timeZone);
  const date = new Date(now.getTime() + ((7 - weekday) % 7) * DAY_MS);
  return { ...found, date, day: localDay(date, timeZone), hasTime: false };
}

/** Deadlines that count from the day they were written ('tmrw', 'mañana', 'in 3 Tagen', 'ce soir'). */
const RELATIVE = phrases(
  "today|tonight|tomorrow|tmrw|tmr|2moro|this week|this weekend|next week|eod|eow|in \\d+ days?|hoy|esta noche|mañana|manana|pasado mañana|esta semana|este finde|este fin de semana|la semana que viene|heute|heute abend|morgen|übermorgen|diese woche|am we|am wochenende|nächste woche|in \\d+ tagen|aujourd’hui|aujourd'hui|ce soir|demain|après-demain|cette semaine|ce week-end|la semaine prochaine|dans \\d+ jours|hoje|hoje à noite|amanhã|amanha|depois de amanhã|esta semana|este fim de semana|no fds|semana que vem|próxima semana|em \\d+ dias",
);

export function isRelativeDeadline(text: string): boolean {
  return RELATIVE.test(text);
}

export function parseFrequency(text: string, lang: CoachLanguage): string | null {
  return namedDaysIn(text, lang)?.[0] ?? FREQUENCY[lang].exec(text)?.[0] ?? null;
}

/**
 * The days a habit keeps ('gym mondays and thursdays', 'los martes y jueves', 'dienstags und
 * donnerstags', 'le mardi et le jeudi', 'às terças e quintas', 'at weekends'): a rhythm, never a
 * deadline. The first day is in a form that repeats (a plural, 'every', 'los', 'le', 'às'); the
 * days after it in a list may be bare ('mondays and thursday'). Index 0 is Sunday.
 */
type DayForms = {
  first: string;
  next: string;
  join: string;
  days: readonly string[];
  weekend: string;
  /** Days written short ('tues and thurs', 'mon wed fri'): a rhythm only as a list of two or more. */
  short?: readonly string[];
};
const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}\\d])';
const DAY_FORMS: Record<CoachLanguage, DayForms> = {
  en: {
    first: '(?:(?:on|every|most) )?(?:DAYS)|(?:every|each) (?:DAY)',
    next: '(?:(?:on|every) )?(?:DAY)s?',
    join: '\\s*(?:,\\s*(?:and\\s+|&\\s+)?|\\s+(?:and|&|or|n)\\s+|\\s*[/+]\\s*)',
    days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    weekend: '(?:on|at) (?:the )?weekends|weekends only',
    short: ['sun', 'mon', 'tues?', 'weds?', 'thurs?', 'fri', 'sat'],
  },
  es: {
    first: '(?:todos )?los (?:DAYS)',
    next: '(?:los )?(?:DAYS|DAY)',
    join: '\\s*(?:,\\s*(?:y\\s+)?|\\s+(?:y|e|o)\\s+|\\s*/\\s*)',
    days: ['domingo', 'lunes', 'martes', 'mi[eé]rcoles', 'jueves', 'viernes', 's[aá]bado'],
    weekend: '(?:todos )?los (?:fines de semana|findes)',
  },
  de: {
    first: '(?:immer )?(?:DAYS)|jeden (?:DAY)',
    next: '(?:DAYS|DAY)',
    join: '\\s*(?:,\\s*(?:und\\s+)?|\\s+(?:und|oder|u\\.)\\s+|\\s*/\\s*)',
    days: ['sonntag', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag'],
    weekend: 'wochenends|an (?:den )?wochenenden',
  },
  fr: {
    first: '(?:tous )?les (?:DAYS)|(?:le|chaque) (?:DAY)(?!\\s*\\d)',
    next: '(?:(?:le|les) )?(?:DAYS|DAY)(?!\\s*\\d)',
    join: '\\s*(?:,\\s*(?:et\\s+)?|\\s+(?:et|ou)\\s+|\\s*/\\s*)',
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    weekend: '(?:tous )?(?:le|les) (?:week-?ends?|we)',
  },
  pt: {
    first: '(?:tod[oa]s )?(?:às|as|aos|nas|nos|os) (?:DAYS)',
    next: '(?:(?:às|as|aos|nas|nos|os) )?(?:DAYS|DAY)',
    join: '\\s*(?:,\\s*(?:e\\s+)?|\\s+(?:e|ou)\\s+|\\s*/\\s*)',
    days: ['domingo', 'segunda', 'ter[cç]a', 'quarta', 'quinta', 'sexta', 's[aá]bado'],
    weekend: '(?:tod[oa]s )?(?:aos|nos|os) (?:fins de semana|fds)',
  },
};
/** A day's repeating form: the plural ('mondays', 'sábados', 'terças-feiras'); German 'montags'. */
function plural(day: string, lang: CoachLanguage): string {
  if (lang === 'es') return /s$/.test(day) ? day : `${day}s`;
  if (lang === 'pt') return /^(?:domingo|s\[aá\]bado)$/.test(day) ? `${day}s` : `${day}s(?:-feiras)?`;
  return `${day}s`;
}
function dayRegex(lang: CoachLanguage): { list: RegExp; each: RegExp[]; weekend: RegExp } {
  const f = DAY_FORMS[lang];
  const single = (d: string) => (lang === 'pt' && !/^(?:domingo|s\[aá\]bado)$/.test(d) ? `${d}(?:-feira)?` : d);
  const days = f.days.map((d) => plural(d, lang)).join('|');
  const day = f.days.map(single).join('|');
  const fill = (s: string) => s.replace(/DAYS/g, days).replace(/DAY/g, day);
  const item = `(?:${fill(f.first)}|${f.weekend})`;
  const next = `(?:${fill(f.next)}|${f.weekend})`;
  const short = f.short?.join('|');
  const shortList = short ? `|(?:on )?(?:${short})\\.?(?:(?:${f.join}|\\s+)(?:${short})\\.?${E})+` : '';
  return {
    list: new RegExp(`${B}(?:${item}${E}(?:${f.join}${next}${E})*${shortList})`, 'iu'),
    each: f.days.map(
      (d, i) => new RegExp(`${B}(?:${plural(d, lang)}|${single(d)}${f.short ? `|${f.short[i]}` : ''})${E}`, 'iu'),
    ),
    weekend: new RegExp(`${B}(?:${f.weekend})${E}`, 'iu'),
  };
}
const DAY_REGEX = Object.fromEntries(
  (Object.keys(DAY_FORMS) as CoachLanguage[]).map((l) => [l, dayRegex(l)]),
) as Record<CoachLanguage, ReturnType<typeof dayRegex>>;

/** The named days a habit keeps, as written, or null. */
export function namedDaysIn(text: string, lang: CoachLanguage): RegExpExecArray | null {
  return DAY_REGEX[lang].list.exec(text);
}

/**
 * A weekend said the way a habit's weekends are ('am Wochenende laufen', 'courir ce week-end',
 * 'ir al gimnasio el finde', 'correr no fds'): in a habit, every weekend, not only this one.
 */
const HABIT_WEEKEND: Partial<Record<CoachLanguage, RegExp>> = {
  de: /^(?:am|übers|an den|an)\s+(?:wochenende|wochenenden|we)$/iu,
  fr: /^(?:ce|le|les)\s+(?:week-?ends?|we)$/iu,
  // 'ir al gym el finde', 'correr no fds'; 'este finde' and 'este fim de semana' stay this weekend.
  es: /^(?:el|los)\s+(?:finde|findes|fin de semana|fines de semana)$/iu,
  pt: /^(?:no|nos|ao|aos)\s+(?:fds|fim de semana|fins de semana)$/iu,
};

/** Whether a deadline's words are a weekend that, in a habit, is its rhythm. */
export function isHabitWeekend(deadline: string, lang: CoachLanguage): boolean {
  return HABIT_WEEKEND[lang]?.test(deadline.trim()) ?? false;
}

/**
 * A French weekday with 'le' alone ('appeler le plombier le mardi') reads as a rhythm; in a
 * one-off it is the next such day, kept as written.
 */
export function oneDayAsDate(rhythm: string, lang: CoachLanguage, writtenAt: Date, timeZone: string): Deadline | null {
  if (lang !== 'fr') return null;
  const m = /^le\s+(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi)$/iu.exec(rhythm.trim());
  if (!m) return null;
  const target = DAY_FORMS.fr.days.indexOf(m[1]!.toLowerCase());
  const { weekday } = localParts(writtenAt, timeZone);
  const date = new Date(writtenAt.getTime() + ((target - weekday + 7) % 7) * DAY_MS);
  return { text: m[0], date, day: localDay(date, timeZone), hasTime: false };
}

/** The weekdays (0 = Sunday) of a rhythm of named days ('mondays and thursdays' → [1, 4]), or null. */
export function rhythmDays(rhythm: string, lang: CoachLanguage): number[] | null {
  if (isHabitWeekend(rhythm, lang)) return [6, 0];
  const hit = namedDaysIn(rhythm, lang);
  if (!hit || hit[0].length < rhythm.trim().length - 1) return null;
  const r = DAY_REGEX[lang];
  const days = r.each.flatMap((re, i) => (re.test(hit[0]) ? [i] : []));
  if (r.weekend.test(hit[0])) days.push(6, 0);
  return days.length ? [...new Set(days)] : null;
}

/** The first of those weekdays after the day the plan is written. */
export function firstRhythmDay(days: number[], now: Date, timeZone: string): Date {
  const { weekday } = localParts(now, timeZone);
  const ahead = Math.min(...days.map((d) => (d - weekday + 7) % 7 || 7));
  return new Date(now.getTime() + ahead * DAY_MS);
}
