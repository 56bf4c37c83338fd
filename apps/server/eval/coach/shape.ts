import { MASK, maskWords, tokens } from './text.ts';

/**
 * Date and time words of the five languages: masked like numbers, so "by Sunday" and "by
 * Friday" are one shape.
 */
const DATE_WORDS = new Set(
  tokens(`
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec today tonight tomorrow yesterday weekend
  lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio
  agosto septiembre setiembre octubre noviembre diciembre hoy manana
  montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz mai juni juli
  oktober dezember heute morgen ubermorgen
  lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril juin juillet aout
  septembre octobre novembre decembre aujourd hui demain
  segunda terca quarta quinta sexta feira janeiro fevereiro marco maio junho julho agosto setembro
  outubro novembro dezembro hoje amanha
`),
);

/**
 * The shape of a Fortify answer: the improved goal and the reason, normalised (lower case, no
 * accents or punctuation), with the goal (quoted whole, or its words apart from grammar words),
 * every number and every date word each replaced by a placeholder, and runs of placeholders
 * collapsed. Two answers with the same shape are one template filled with different goals.
 */
export function answerShape(goal: string, improvedGoal: string, reason: string): string {
  const out: string[] = [];
  for (const t of [...maskWords(improvedGoal, [goal]), '|', ...maskWords(reason, [goal])]) {
    const p = t === MASK ? '<g>' : /\d/.test(t) ? '<n>' : DATE_WORDS.has(t) ? '<d>' : t;
    if (p.startsWith('<') && out[out.length - 1] === p) continue;
    out.push(p);
  }
  return out.join(' ');
}

/** Distinct shapes over a set of answers, and the ratio to the number of answers. */
export function distinctShapes(shapes: readonly string[]): { distinct: number; total: number; ratio: number } {
  const distinct = new Set(shapes).size;
  return { distinct, total: shapes.length, ratio: shapes.length ? distinct / shapes.length : 0 };
}
