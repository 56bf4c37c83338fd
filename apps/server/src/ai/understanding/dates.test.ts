import { describe, expect, it } from 'vitest';
import type { CoachLanguage } from './language.ts';
import { isHabitWeekend, parseDeadline, parseDueEvent, rollWeek } from './dates.ts';

// A Tuesday morning in London.
const now = new Date('2026-11-24T09:00:00Z');
const due = (text: string, lang: CoachLanguage = 'en', timeZone = 'Europe/London') =>
  parseDeadline(text, lang, now, timeZone);

describe('a length or a count is never the deadline', () => {
  it.each([
    ['Practise piano 3 times for 20 minutes before Sunday', 'en', 'before Sunday'],
    ['20 min de piano avant dimanche', 'fr', 'avant dimanche'],
    ['Klavier 3 mal 20 Minuten bis Sonntag', 'de', 'bis Sonntag'],
    ['una hora de guitarra antes del domingo', 'es', 'antes del domingo'],
    ['tocar piano 20 minutos antes do domingo', 'pt', 'antes do domingo'],
  ] as const)('%j (%s) is due on Sunday the 29th', (text, lang, words) => {
    expect(due(text, lang)).toMatchObject({ text: words, day: '2026-11-29', hasTime: false });
  });

  it('has no deadline in a length or a count alone', () => {
    expect(due('run 5k 3 times a week for 30 mins')).toBeNull();
    expect(due('hacer ejercicio 3 días a la semana', 'es')).toBeNull();
  });

  it('counts from now only what is said to be in so long', () => {
    expect(due('call the landlord back in 20 minutes')).toMatchObject({ text: 'in 20 minutes', hasTime: true });
  });
});

describe('the end of the month, said without its name', () => {
  it.each([
    ['finish the shed roof by end of month', 'en', 'by end of month'],
    ['invoices eom', 'en', 'eom'],
    ['terminar el informe a finales de mes', 'es', 'a finales de mes'],
    ['Zimmer streichen bis Ende des Monats', 'de', 'bis Ende des Monats'],
    ['Rechnung bis Monatsende zahlen', 'de', 'bis Monatsende'],
    ['Keller ausmisten bis ende monat', 'de', 'bis ende monat'],
    ['bewerbung abschicken bis ende vom monat', 'de', 'bis ende vom monat'],
    ["finir le mémoire d'ici la fin du mois", 'fr', "d'ici la fin du mois"],
    ['terminar o relatório até o fim do mês', 'pt', 'até o fim do mês'],
  ] as const)('%j (%s) is due on the 30th', (text, lang, words) => {
    expect(due(text, lang)).toMatchObject({ text: words, day: '2026-11-30' });
  });

  it('is a rhythm when it comes every month', () => {
    expect(due('pagar el alquiler cada fin de mes', 'es')).toBeNull();
  });
});

describe('a month named as the deadline', () => {
  it.each([
    ['terminar o tcc ate dezembro', 'pt', '2026-12-31'],
    ['terminar o tcc até dezembro', 'pt', '2026-12-31'],
    ['ahorrar 300 para diciembre', 'es', '2026-12-31'],
    ['pagar el seguro hasta enero', 'es', '2027-01-31'],
    ['Steuer bis Dezember fertig', 'de', '2026-12-31'],
    ["finir le mémoire d'ici décembre", 'fr', '2026-12-31'],
    ['finish the thesis by december', 'en', '2026-12-31'],
    ['pay off the card by feb', 'en', '2027-02-28'],
  ] as const)('%j (%s) is due by the end of that month', (text, lang, day) => {
    expect(due(text, lang)).toMatchObject({ day });
  });

  it.each([
    ['pintar el salon antes de fin de mes', 'es', '2026-11-30'],
    ['renew the passport before end of month', 'en', '2026-11-30'],
    ['pagar o condominio antes do fim do mes', 'pt', '2026-11-30'],
  ] as const)('%j (%s) is due by the end of the current month', (text, lang, day) => {
    expect(due(text, lang)).toMatchObject({ day });
  });

  it('is due before the month begins when said so', () => {
    expect(due('comprar los regalos antes de diciembre', 'es')).toMatchObject({ day: '2026-11-30' });
    expect(due('book the flights before january', 'en')).toMatchObject({ day: '2026-12-31' });
  });

  it('reads a day past 12 after a month as the day, not a year', () => {
    expect(due('renew car insurance on dec 12', 'en')).toMatchObject({ text: 'on dec 12', day: '2026-12-12' });
    expect(due('mums bday december 25', 'en')).toMatchObject({ day: '2026-12-25' });
    expect(due('pay the deposit by jan 15', 'en')).toMatchObject({ day: '2027-01-15' });
  });

  it('starts on its first day when it is when the plan starts', () => {
    expect(due('start running from january', 'en')).toMatchObject({ day: '2027-01-01', starts: true });
  });
});

describe('spans counted from the day written', () => {
  it.each([
    ['sort the garage in a fortnight', 'en', 'in a fortnight', '2026-12-08'],
    ['mudar de apê em 2 semanas', 'pt', 'em 2 semanas', '2026-12-08'],
    ['marcar dentista na próxima semana', 'pt', 'na próxima semana', '2026-12-01'],
    ['ranger la cave dans quinze jours', 'fr', 'dans quinze jours', '2026-12-09'],
    ['entregar el trabajo en quince días', 'es', 'en quince días', '2026-12-09'],
    ['aprender francês em 6 meses', 'pt', 'em 6 meses', '2027-05-24'],
    ['pick up the prescription this arvo', 'en', 'this arvo', '2026-11-24'],
    ['ring the plumber tmrw arvo', 'en', 'tmrw arvo', '2026-11-25'],
  ] as const)('%j (%s) is due %j, on %s', (text, lang, words, day) => {
    expect(due(text, lang)).toMatchObject({ text: words, day });
  });
});

describe('the words around a date are kept with it', () => {
  it.each([
    ['send the deck to Priya by EOD thursday', 'en', 'by EOD thursday', '2026-11-26'],
    ['Angebot bis spätestens 3.12. schicken', 'de', 'bis spätestens 3.12.', '2026-12-03'],
    ['tocar piano antes do domingo', 'pt', 'antes do domingo', '2026-11-29'],
  ] as const)('%j (%s) keeps %j', (text, lang, words, day) => {
    expect(due(text, lang)).toMatchObject({ text: words, day });
  });

  it.each([
    ['consulta no oftalmo quinta às 15h', 'pt', 'quinta às 15h', '2026-11-26T15:00:00.000Z'],
    ['llamar al fontanero mañana a las 19h', 'es', 'mañana a las 19h', '2026-11-25T19:00:00.000Z'],
    ['Freitag um 8 beim Arzt anrufen', 'de', 'Freitag um 8', '2026-11-27T08:00:00.000Z'],
    ['rdv kiné jeudi à 18h30', 'fr', 'jeudi à 18h30', '2026-11-26T18:30:00.000Z'],
    ['dentist thurs at 4pm', 'en', 'thurs at 4pm', '2026-11-26T16:00:00.000Z'],
  ] as const)('%j (%s) keeps the time after the day: %j', (text, lang, words, at) => {
    const found = due(text, lang);
    expect(found).toMatchObject({ text: words, hasTime: true });
    expect(found?.date.toISOString()).toBe(at);
  });

  it('takes a number after the day for a time only with its word or unit', () => {
    expect(due('call mum tomorrow 3 times')).toMatchObject({ text: 'tomorrow', hasTime: false });
  });
});

describe('day and month in the order of the place', () => {
  it('reads 03/12 as the 3rd of December outside the US', () => {
    expect(due('send the signed lease back by 03/12')).toMatchObject({ text: 'by 03/12', day: '2026-12-03' });
  });

  it('reads 03/12 as March the 12th in a US time zone', () => {
    expect(due('send the signed lease back by 03/12', 'en', 'America/Chicago')?.day).toBe('2027-03-12');
  });

  it('reads a date that fits one order only in that order', () => {
    expect(due('submit I-485 by 12/15')?.day).toBe('2026-12-15');
  });
});

describe('a deadline that is an event with no date', () => {
  it.each([
    ['ranger le garage avant les vacances', 'avant les vacances'],
    ['hacer la mudanza antes del puente', 'antes del puente'],
    ['paint the hallway by half term', 'by half term'],
    ['Fenster putzen vor den Ferien', 'vor den Ferien'],
    ['arrumar o quarto antes das férias', 'antes das férias'],
    ['pagar el alquiler para la quincena', 'para la quincena'],
    ['renew the car tax before payday', 'before payday'],
    ['neues Handy bis zum Zahltag', 'bis zum Zahltag'],
    ['pagar a luz até o dia do pagamento', 'até o dia do pagamento'],
  ])('%j is due %j, with no date of ours', (text, words) => {
    expect(parseDueEvent(text)).toBe(words);
  });

  it('is none after the event or without one', () => {
    expect(parseDueEvent('book flights for the holidays')).toBeNull();
    expect(parseDueEvent('pay rent by friday')).toBeNull();
  });
});

describe('the week that starts on a day', () => {
  it.each([
    ['book the dentist w/c 7th', 'en', 'w/c 7th', '2026-12-07'],
    ['parents evening wb 14 dec', 'en', 'wb 14 dec', '2026-12-14'],
    ['pagar la luz la semana del 7', 'es', 'la semana del 7', '2026-12-07'],
    ['Zahnarzt die Woche vom 7. anrufen', 'de', 'die Woche vom 7.', '2026-12-07'],
    ['appeler le notaire la semaine du 7 décembre', 'fr', 'la semaine du 7 décembre', '2026-12-07'],
    ['renovar o cartão na semana do dia 30', 'pt', 'na semana do dia 30', '2026-11-30'],
  ] as const)('%j (%s) is due from the day that week starts', (text, lang, words, day) => {
    expect(due(text, lang)).toMatchObject({ text: words, day });
  });
});

describe('a bare hour is read by what is done then', () => {
  it.each([
    ['dinner at 7 with sam', 'en', '2026-11-24T19:00:00.000Z'],
    ['Abendessen mit Oma um 7', 'de', '2026-11-24T19:00:00.000Z'],
    ['jantar com a Ana às 8', 'pt', '2026-11-24T20:00:00.000Z'],
    ['gym at 7', 'en', '2026-11-25T07:00:00.000Z'],
    ['ir al gimnasio a las 7', 'es', '2026-11-25T07:00:00.000Z'],
    ['call the plumber at 3', 'en', '2026-11-24T15:00:00.000Z'],
    // Meeting someone by name is after the working day; meeting a tradesperson is inside it.
    ['meet jo at 8', 'en', '2026-11-24T20:00:00.000Z'],
    ['quedar con Lu a las 9', 'es', '2026-11-24T21:00:00.000Z'],
    ['meet the plumber at 9', 'en', '2026-11-25T09:00:00.000Z'],
  ] as const)('%j (%s) is at %s', (text, lang, at) => {
    expect(due(text, lang)?.date.toISOString()).toBe(at);
  });

  it('keeps an hour said with its half of the day', () => {
    expect(due('dinner at 7am with the team')?.date.toISOString()).toBe('2026-11-25T07:00:00.000Z');
  });

  it.each([
    ['call mum friday at 7', 'en', 'friday at 7', '2026-11-27T19:00:00.000Z'],
    ['llamar a mi hermana a las 9', 'es', 'a las 9', '2026-11-24T21:00:00.000Z'],
    ['Mama Freitag um 7 anrufen', 'de', 'Freitag um 7', '2026-11-27T19:00:00.000Z'],
    ['ligar pra mãe sexta às 9', 'pt', 'sexta às 9', '2026-11-27T21:00:00.000Z'],
    ['appeler maman vendredi vers 7h', 'fr', 'vendredi vers 7h', '2026-11-27T07:00:00.000Z'],
    ['call the dentist friday at 9', 'en', 'friday at 9', '2026-11-27T09:00:00.000Z'],
    ['drop the kids at school at 8', 'en', 'at 8', '2026-11-25T08:00:00.000Z'],
  ] as const)(
    '%j (%s): time with family is after the working day, a service or school inside it',
    (text, lang, words, at) => {
      expect(due(text, lang)).toMatchObject({ text: words, hasTime: true });
      expect(due(text, lang)?.date.toISOString()).toBe(at);
    },
  );
});

describe('a part of the day after a day', () => {
  it.each([
    ['see nan sun arvo', 'en', 'sun arvo', '2026-11-29T15:00:00.000Z'],
    ['fri nite drinks with the girls', 'en', 'fri nite', '2026-11-27T19:00:00.000Z'],
    ['fix the bike tmrw after work', 'en', 'tmrw after work', '2026-11-25T18:00:00.000Z'],
    ['ver a la abuela el domingo por la tarde', 'es', 'el domingo por la tarde', '2026-11-29T15:00:00.000Z'],
    // The parser keeps these words itself but only guesses their hour.
    ['call mum sunday evening', 'en', 'sunday evening', '2026-11-29T19:00:00.000Z'],
    ['go through the budget tomorrow morning', 'en', 'tomorrow morning', '2026-11-25T09:00:00.000Z'],
  ] as const)('%j (%s) keeps %j, at %s', (text, lang, words, at) => {
    expect(due(text, lang)).toMatchObject({ text: words, hasTime: true });
    expect(due(text, lang)?.date.toISOString()).toBe(at);
  });
});

describe('a weekend in a habit', () => {
  it.each([
    ['el finde', 'es', true],
    ['los findes', 'es', true],
    ['no fds', 'pt', true],
    ['este finde', 'es', false],
    ['este fim de semana', 'pt', false],
  ] as const)('%j (%s) is every weekend: %s', (words, lang, every) => {
    expect(isHabitWeekend(words, lang)).toBe(every);
  });
});

describe('weekdays as people type them', () => {
  it.each([
    ['pay rent tues', 'tues', '2026-11-24'],
    ['fix the tap before weds', 'before weds', '2026-11-25'],
    ['tidy room by weds night', 'by weds night', '2026-11-25'],
    ['sort the loft next tues', 'next tues', '2026-12-01'],
    ['sat: mow the lawn', 'sat', '2026-11-28'],
  ] as const)('%j is due on %s', (text, words, day) => {
    expect(due(text)).toMatchObject({ text: words, day });
  });

  it('keeps the time said after it', () => {
    expect(due('ring the garage tues 4pm')).toMatchObject({ text: 'tues 4pm', hasTime: true });
  });
});

describe('this week rolls on with the weeks', () => {
  const lastWeek = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  it.each([
    ['apply for 3 jobs this week', 'en'],
    ['finish the report eow', 'en'],
    ['postular a 3 trabajos esta semana', 'es'],
    ['3 Bewerbungen diese Woche', 'de'],
    ['envoyer 3 candidatures cette semaine', 'fr'],
    ['mandar 3 currículos esta semana', 'pt'],
  ] as const)('%j (%s) written last Tuesday is due this Sunday', (text, lang) => {
    const then = parseDeadline(text, lang, lastWeek, 'Europe/London')!;
    expect(then.day).toBe('2026-11-22');
    expect(rollWeek(then, now, 'Europe/London').day).toBe('2026-11-29');
  });

  it('keeps a dated deadline that has passed, and asap is due the day it is read', () => {
    const dated = parseDeadline('return the jacket by nov 20', 'en', lastWeek, 'Europe/London')!;
    expect(rollWeek(dated, now, 'Europe/London').day).toBe('2026-11-20');
    const soon = parseDeadline('fix the car asap', 'en', lastWeek, 'Europe/London')!;
    expect(soon).toMatchObject({ text: 'asap', day: '2026-11-17' });
    expect(rollWeek(soon, now, 'Europe/London').day).toBe('2026-11-24');
  });
});

describe('of two dates, the one it is due by', () => {
  it.each([
    ["get the dress hemmed by dec 5, party's the 12th", 'en', '2026-12-05'],
    ['book the venue before jan 10, wedding is june 3', 'en', '2027-01-10'],
    ['dec 20 flight, pack by dec 18', 'en', '2026-12-18'],
    ["party's dec 5, clean up the hall dec 6", 'en', '2026-12-06'],
    ['pack dec 18, flight dec 20', 'en', '2026-12-18'],
    ['hem the dress by dec 5 for the party on the 12th', 'en', '2026-12-05'],
    ["buy a gift for sara's bday on dec 12 by dec 10", 'en', '2026-12-10'],
    ['arreglar el vestido antes del 5 para la fiesta del 12', 'es', '2026-12-05'],
    ['faire retoucher la robe avant le 5 décembre, la fête est le 12', 'fr', '2026-12-05'],
    ['ajustar o vestido até 5 de dezembro, a festa é dia 12', 'pt', '2026-12-05'],
    ['arreglar el vestido antes del 5 de diciembre, la fiesta es el 12', 'es', '2026-12-05'],
  ] as const)('%j (%s) is due on %s', (text, lang, day) => {
    expect(due(text, lang)?.day).toBe(day);
  });

  it('reads a count after "a" or "at" as a count, not an hour', () => {
    expect(due('postular a 3 trabajos esta semana', 'es')).toMatchObject({ text: 'esta semana', day: '2026-11-29' });
    expect(due('meet jo at 3 at the cafe')).toMatchObject({ text: 'at 3', hasTime: true });
  });

  it.each([
    ['clean the garage this month', 'en', 'this month'],
    ['Steuer bis Ende Monat', 'de', 'bis Ende Monat'],
    ['ranger le garage ce mois-ci', 'fr', 'ce mois-ci'],
    ['ordenar el garaje este mes', 'es', 'este mes'],
    ['arrumar a garagem este mês', 'pt', 'este mês'],
  ] as const)('%j (%s) is due at the end of this month', (text, lang, words) => {
    expect(due(text, lang)).toMatchObject({ text: words, day: '2026-11-30' });
  });

  it.each([
    ['sunday scaries every week, want them gone', 'en'],
    ['monday blues gone', 'en'],
    ['less sunday night dread before work', 'en'],
    ['quitarme la ansiedad del domingo', 'es'],
    ["ne plus avoir l'angoisse du dimanche soir", 'fr'],
    ['acabar com a ansiedade de domingo à noite', 'pt'],
  ] as const)('%j (%s) names a feeling after a day, not that day', (text, lang) => {
    expect(due(text, lang)).toBeNull();
  });

  it('keeps a day said before a meal or a call', () => {
    expect(due('sunday lunch w the in-laws')).toMatchObject({ day: '2026-11-29' });
    expect(due('call mum sunday night')).toMatchObject({ text: 'sunday night', day: '2026-11-29' });
  });
});

describe('French and Portuguese dates as typed', () => {
  it.each([
    ['envoyer le mémoire avant le 5 décembre', 'avant le 5 décembre', '2026-12-05'],
    ['finir le dossier avant le 5 dec', 'avant le 5 dec', '2026-12-05'],
    ['renouveler le titre de séjour avant le 12/01', 'avant le 12/01', '2027-01-12'],
    ['rendre le rapport pour le 3 janvier', 'pour le 3 janvier', '2027-01-03'],
    ['rendre le mémoire avant le 15 déc', 'avant le 15 déc', '2026-12-15'],
  ] as const)('%j keeps the word it is due by: %j', (text, words, day) => {
    expect(due(text, 'fr')).toMatchObject({ text: words, day });
  });

  it('keeps the Portuguese word it is due by before a dotted date', () => {
    expect(due('entregar o TCC até o dia 15/12', 'pt')).toMatchObject({ text: 'até o dia 15/12', day: '2026-12-15' });
  });

  it("reads Québec's 'à soir' as tonight, in the person's words", () => {
    expect(due('appeler ma mère à soir', 'fr')).toMatchObject({ text: 'à soir', day: '2026-11-24', hasTime: true });
    expect(due('faire mes devoirs le soir', 'fr')).toBeNull();
  });

  it('reads an hour with its part of the day as that hour, not as tomorrow or the afternoon', () => {
    const late = due('não ficar acordado até às 3 da manhã', 'pt');
    expect(late).toMatchObject({ text: 'até às 3 da manhã', timeOnly: true });
    expect(late?.date.toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(due('arrêter de me coucher à 2h du matin', 'fr')).toMatchObject({ text: 'à 2h du matin', timeOnly: true });
    expect(due('dormir antes da meia noite', 'pt')).toBeNull();
  });
});

describe('German dates as typed on a phone', () => {
  it.each([
    // Umlauts spelt out and 'nä.' read as the words they stand for; the words typed are kept.
    ['referat bis naechste woche', 'bis naechste woche', '2026-12-01'],
    ['arzttermin nä. woche', 'nä. woche', '2026-12-01'],
    ['bewerbung bis uebermorgen abschicken', 'bis uebermorgen', '2026-11-26'],
    ['steuer bis spaetestens 31.7. machen', 'bis spaetestens 31.7.', '2027-07-31'],
    // A calendar week is due on its Friday, in the next year once this year's has gone by.
    ['kfz ummelden bis ende KW 49', 'bis ende KW 49', '2026-12-04'],
    ['urlaub in kw 2 buchen', 'kw 2', '2027-01-15'],
  ] as const)('%j is due %s, on %s', (text, words, day) => {
    expect(due(text, 'de', 'Europe/Berlin')).toMatchObject({ text: words, day });
  });

  it('reads the Austrian January spelt out as January', () => {
    expect(due('im jaenner steuer machen', 'de', 'Europe/Vienna')?.day).toBe('2027-01-01');
  });
});

describe('a day of the month before a remark', () => {
  it.each([
    ['fazer a mudança dia 15, o caminhão ta marcado', 'pt', 'dia 15'],
    ['rendre le dossier le 15, sinon galère', 'fr', 'le 15'],
    ['pagar la luz antes del 15, que si no me la cortan', 'es', 'antes del 15'],
  ] as const)('%j (%s) is due on the 15th', (text, lang, words) => {
    expect(due(text, lang)).toMatchObject({ text: words, day: '2026-12-15' });
  });

  it('keeps no comma of the remark in the date it keeps', () => {
    expect(due('renvoyer le dossier caf avant vendredi, ils relancent', 'fr')?.text).toBe('avant vendredi');
    expect(due('prendre rdv chez le kiné, mon dos me tue', 'fr')).toBeNull();
  });
});
