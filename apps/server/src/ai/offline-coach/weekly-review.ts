import type { TReviewAction, TReviewEvidence, TReviewSuggestion } from '@grindstone/contract';
import { usualLanguage, type CoachLanguage } from '../understanding/language.ts';
import { understandGoal, type GoalKind } from '../understanding/understand.ts';
import { shortGoal } from './reading.ts';
import { gerund, inSentence, isVerb, joinWith, plural } from './phrasebook.ts';

/**
 * The weekly review, written by the offline coach from the week's evidence in the person's
 * language: what was done, what stalled, one suggestion. Templates only; deterministic.
 */

type Stalled = TReviewEvidence['stalled'][number];
export type ReviewSuggestionDraft = TReviewSuggestion;

type Book = {
  done: (n: number, list: string) => string;
  showedUp: (days: number) => string;
  /** What moved, already listed ("3 updates and 1 finished grind"), over so many active days. */
  moving: (what: string, days: number) => string;
  updates: (n: number) => string;
  grinds: (n: number) => string;
  join: (items: string[]) => string;
  quiet: string;
  stalledOne: (goal: string, days: number) => string;
  stalledMore: (goal: string, days: number, more: number) => string;
  nothingStalled: string;
  suggest: Record<TReviewAction, (goal: string) => string>;
  rhythm: string;
  /** The smaller goal shrink proposes (the goal as it sits inside a sentence). */
  smaller: (goal: string) => string;
  /** Two steps when a goal has no parts of its own to split into; `verb`: the goal starts with one. */
  steps: (goal: string, verb: boolean) => [string, string];
  and: RegExp;
};

/** Each language's quotation marks, as its phrasebook writes them. */
const QUOTES: Record<CoachLanguage, (s: string) => string> = {
  en: (s) => `“${s}”`,
  es: (s) => `«${s}»`,
  de: (s) => `„${s}“`,
  fr: (s) => `« ${s} »`,
  pt: (s) => `“${s}”`,
};

const BOOKS: Record<CoachLanguage, Book> = {
  en: {
    done: (n, list) => `This week you finished ${plural(n, 'goal', 'goals')}: ${list}.`,
    showedUp: (d) => `You showed up on ${plural(d, 'day', 'days')} out of 7.`,
    moving: (what, d) => `This week you kept things moving: ${what} over ${plural(d, 'active day', 'active days')}.`,
    updates: (n) => plural(n, 'update', 'updates'),
    grinds: (n) => plural(n, 'finished grind', 'finished grinds'),
    join: joinWith('and'),
    quiet:
      'This week was quiet: no updates, grinds or finished goals. That happens, and a review is a good place to restart.',
    stalledOne: (g, d) => `${QUOTES.en(g)} has stalled: nothing on it for ${d} days.`,
    stalledMore: (g, d, m) =>
      `${QUOTES.en(g)} has stalled for ${d} days, and ${plural(m, 'other goal', 'other goals')} too.`,
    nothingStalled: 'Nothing has stalled.',
    suggest: {
      keep: (g) => `Keep ${QUOTES.en(g)}: it is moving.`,
      shrink: (g) => `Shrink ${QUOTES.en(g)} to something you can finish this week.`,
      drop: (g) => `Let ${QUOTES.en(g)} go for now; you can bring it back from the review.`,
      split: (g) => `Split ${QUOTES.en(g)} into smaller goals you can start on.`,
    },
    rhythm: 'For next week: keep the same rhythm and pick the one goal to push first.',
    // "learn Spanish" → "Spend 20 minutes learning Spanish"; "the garden" → "… on the garden".
    smaller: (g) => {
      const [verb = '', ...rest] = g.split(' ');
      return isVerb(verb.toLowerCase(), 'en')
        ? `Spend 20 minutes ${[gerund(verb), ...rest].join(' ')} this week`
        : `Spend 20 minutes on ${g} this week`;
    },
    steps: (g, verb) =>
      verb
        ? [`Write down the first three steps to ${g}`, `Take the first step to ${g}`]
        : [`Write down the first three steps for ${g}`, `Take the first step on ${g}`],
    and: /\s+and\s+|[,;]\s*/i,
  },
  es: {
    done: (n, list) => `Esta semana terminaste ${plural(n, 'objetivo', 'objetivos')}: ${list}.`,
    showedUp: (d) => `Estuviste activo ${plural(d, 'día', 'días')} de 7.`,
    moving: (what, d) => `Esta semana mantuviste el ritmo: ${what} en ${plural(d, 'día activo', 'días activos')}.`,
    updates: (n) => plural(n, 'actualización', 'actualizaciones'),
    grinds: (n) => plural(n, 'sesión terminada', 'sesiones terminadas'),
    join: joinWith('y'),
    quiet:
      'Esta semana fue tranquila: sin actualizaciones, sesiones ni objetivos terminados. Pasa, y una revisión es un buen sitio para volver a empezar.',
    stalledOne: (g, d) => `${QUOTES.es(g)} está parado: nada en ${d} días.`,
    stalledMore: (g, d, m) =>
      `${QUOTES.es(g)} lleva ${d} días parado, y ${plural(m, 'objetivo más', 'objetivos más')} también.`,
    nothingStalled: 'Nada está parado.',
    suggest: {
      keep: (g) => `Mantén ${QUOTES.es(g)}: avanza.`,
      shrink: (g) => `Reduce ${QUOTES.es(g)} a algo que puedas terminar esta semana.`,
      drop: (g) => `Deja ${QUOTES.es(g)} por ahora; puedes recuperarlo desde la revisión.`,
      split: (g) => `Divide ${QUOTES.es(g)} en objetivos más pequeños.`,
    },
    rhythm: 'Para la próxima semana: mantén el ritmo y elige el objetivo que vas a empujar primero.',
    smaller: (g) => `Dedicar 20 minutos a ${g} esta semana`,
    steps: (g, verb) => {
      const of = verb ? 'para' : 'de';
      return [`Escribir los tres primeros pasos ${of} ${g}`, `Dar el primer paso ${of} ${g}`];
    },
    and: /\s+y\s+|[,;]\s*/i,
  },
  de: {
    done: (n, list) => `Diese Woche hast du ${plural(n, 'Ziel', 'Ziele')} erreicht: ${list}.`,
    showedUp: (d) => `Du warst an ${plural(d, 'Tag', 'Tagen')} von 7 dabei.`,
    moving: (what, d) => `Diese Woche bist du drangeblieben: ${what} an ${plural(d, 'aktivem Tag', 'aktiven Tagen')}.`,
    updates: (n) => plural(n, 'Update', 'Updates'),
    grinds: (n) => plural(n, 'abgeschlossene Session', 'abgeschlossene Sessions'),
    join: joinWith('und'),
    quiet:
      'Diese Woche war ruhig: keine Updates, Sessions oder erreichten Ziele. Das passiert, und ein Rückblick ist ein guter Ort für einen Neustart.',
    stalledOne: (g, d) => `${QUOTES.de(g)} steht still: seit ${d} Tagen nichts.`,
    stalledMore: (g, d, m) =>
      `${QUOTES.de(g)} steht seit ${d} Tagen still, und ${plural(m, 'weiteres Ziel', 'weitere Ziele')} auch.`,
    nothingStalled: 'Nichts steht still.',
    suggest: {
      keep: (g) => `Behalte ${QUOTES.de(g)}: es läuft.`,
      shrink: (g) => `Verkleinere ${QUOTES.de(g)} auf etwas, das du diese Woche schaffst.`,
      drop: (g) => `Lass ${QUOTES.de(g)} vorerst los; du kannst es im Rückblick zurückholen.`,
      split: (g) => `Teile ${QUOTES.de(g)} in kleinere Ziele auf.`,
    },
    rhythm: 'Für nächste Woche: den Rhythmus halten und das eine Ziel wählen, das zuerst drankommt.',
    smaller: (g) => `Diese Woche 20 Minuten für: ${g}`,
    steps: (g) => [`Die ersten drei Schritte aufschreiben: ${g}`, `Den ersten Schritt machen: ${g}`],
    and: /\s+und\s+|[,;]\s*/i,
  },
  fr: {
    done: (n, list) => `Cette semaine, tu as terminé ${plural(n, 'objectif', 'objectifs')} : ${list}.`,
    showedUp: (d) => `Tu as été présent ${plural(d, 'jour', 'jours')} sur 7.`,
    moving: (what, d) => `Cette semaine, tu as avancé : ${what} sur ${plural(d, 'jour actif', 'jours actifs')}.`,
    updates: (n) => plural(n, 'mise à jour', 'mises à jour'),
    grinds: (n) => plural(n, 'séance terminée', 'séances terminées'),
    join: joinWith('et'),
    quiet:
      'Cette semaine a été calme : ni mises à jour, ni séances, ni objectifs terminés. Ça arrive, et une revue est le bon endroit pour repartir.',
    stalledOne: (g, d) => `${QUOTES.fr(g)} est au point mort : rien depuis ${d} jours.`,
    stalledMore: (g, d, m) =>
      `${QUOTES.fr(g)} est au point mort depuis ${d} jours, ainsi que ${plural(m, 'autre objectif', 'autres objectifs')}.`,
    nothingStalled: 'Rien n’est au point mort.',
    suggest: {
      keep: (g) => `Garde ${QUOTES.fr(g)} : il avance.`,
      shrink: (g) => `Réduis ${QUOTES.fr(g)} à quelque chose que tu peux finir cette semaine.`,
      drop: (g) => `Laisse ${QUOTES.fr(g)} de côté pour l’instant ; tu pourras le reprendre depuis la revue.`,
      split: (g) => `Découpe ${QUOTES.fr(g)} en objectifs plus petits.`,
    },
    rhythm: 'Pour la semaine prochaine : garde le rythme et choisis l’objectif à pousser en premier.',
    smaller: (g) => `Consacrer 20 minutes à ${g} cette semaine`,
    steps: (g, verb) => {
      const of = verb ? 'pour' : 'de';
      return [`Écrire les trois premières étapes ${of} ${g}`, `Faire la première étape ${of} ${g}`];
    },
    and: /\s+et\s+|[,;]\s*/i,
  },
  pt: {
    done: (n, list) => `Esta semana terminaste ${plural(n, 'objetivo', 'objetivos')}: ${list}.`,
    showedUp: (d) => `Estiveste ativo ${plural(d, 'dia', 'dias')} em 7.`,
    moving: (what, d) => `Esta semana mantiveste o ritmo: ${what} em ${plural(d, 'dia ativo', 'dias ativos')}.`,
    updates: (n) => plural(n, 'atualização', 'atualizações'),
    grinds: (n) => plural(n, 'sessão terminada', 'sessões terminadas'),
    join: joinWith('e'),
    quiet:
      'Esta semana foi calma: sem atualizações, sessões ou objetivos terminados. Acontece, e uma revisão é um bom sítio para recomeçar.',
    stalledOne: (g, d) => `${QUOTES.pt(g)} está parado: nada há ${d} dias.`,
    stalledMore: (g, d, m) =>
      `${QUOTES.pt(g)} está parado há ${d} dias, e ${plural(m, 'outro objetivo', 'outros objetivos')} também.`,
    nothingStalled: 'Nada está parado.',
    suggest: {
      keep: (g) => `Mantém ${QUOTES.pt(g)}: está a avançar.`,
      shrink: (g) => `Reduz ${QUOTES.pt(g)} a algo que consigas terminar esta semana.`,
      drop: (g) => `Deixa ${QUOTES.pt(g)} por agora; podes recuperá-lo a partir da revisão.`,
      split: (g) => `Divide ${QUOTES.pt(g)} em objetivos mais pequenos.`,
    },
    rhythm: 'Para a próxima semana: mantém o ritmo e escolhe o objetivo a empurrar primeiro.',
    smaller: (g) => `Dedicar 20 minutos a ${g} esta semana`,
    steps: (g, verb) => {
      const of = verb ? 'para' : 'de';
      return [`Escrever os três primeiros passos ${of} ${g}`, `Dar o primeiro passo ${of} ${g}`];
    },
    and: /\s+e\s+|[,;]\s*/i,
  },
};

/** The person's language: the one most of their goals are clearly written in (English when unsure). */
export function reviewLanguage(goalTexts: string[]): CoachLanguage {
  return usualLanguage(goalTexts) ?? 'en';
}

/**
 * Obligations: a tax return, a bill, an appointment, a call. However long one has stalled, the
 * review never suggests letting it go; it suggests making it smaller.
 */
const NEVER_DROPPED: ReadonlySet<GoalKind> = new Set(['money', 'appointment', 'errand', 'call', 'relationship']);

/** What the review suggests for one stalled goal, with the smaller goal(s) for shrink and split. */
export function suggestFor(goal: Stalled, lang: CoachLanguage, dropAfterDays: number): ReviewSuggestionDraft {
  const book = BOOKS[lang];
  const name = shortGoal(goal.description, 8);
  const parts = goal.description
    .split(book.and)
    .map((p) => p.trim().replace(/[.!]+$/, ''))
    .filter((p) => p.split(/\s+/).length >= 2);
  let action: TReviewAction;
  const kind = understandGoal(goal.description, { now: new Date(), timeZone: 'UTC' }).kind;
  if (goal.idleDays >= dropAfterDays && !NEVER_DROPPED.has(kind)) action = 'drop';
  else if (parts.length >= 2) action = 'split';
  else action = 'shrink';
  const short = inSentence(shortGoal(goal.description, 12), lang);
  const proposals = action === 'split' ? parts.slice(0, 3) : action === 'shrink' ? [book.smaller(short)] : [];
  return { goalId: goal.id, description: goal.description, action, text: book.suggest[action](name), proposals };
}

/** "Keep" for a goal that moved this week. */
export function keepFor(goal: { id: string; description: string }, lang: CoachLanguage): ReviewSuggestionDraft {
  return {
    goalId: goal.id,
    description: goal.description,
    action: 'keep',
    text: BOOKS[lang].suggest.keep(shortGoal(goal.description, 8)),
    proposals: [],
  };
}

/** Two smaller goals for a split the person asks for on a goal the coach did not split. */
export function splitProposals(description: string, lang: CoachLanguage): string[] {
  const book = BOOKS[lang];
  const parts = description
    .split(book.and)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 2);
  if (parts.length >= 2) return parts.slice(0, 3);
  const goal = inSentence(shortGoal(description, 12), lang);
  return book.steps(goal, isVerb(goal.split(' ')[0]!.toLowerCase(), lang));
}

export function shrinkProposal(description: string, lang: CoachLanguage): string {
  return BOOKS[lang].smaller(inSentence(shortGoal(description, 12), lang));
}

/** The review: what was done, what stalled, one suggestion. */
export function reviewDraft(
  evidence: TReviewEvidence,
  suggestions: ReviewSuggestionDraft[],
  lang: CoachLanguage,
): string {
  const book = BOOKS[lang];
  const finishedGrinds = evidence.grinds.completed;
  const days = evidence.activeDays.length;
  const lines: string[] = [];
  if (evidence.completed.length) {
    const names = evidence.completed.slice(0, 3).map((g) => QUOTES[lang](shortGoal(g.description, 8)));
    const more = evidence.completed.length > 3 ? ` (+${evidence.completed.length - 3})` : '';
    lines.push(book.done(evidence.completed.length, `${names.join(', ')}${more}`), book.showedUp(days));
  } else if (evidence.updates || finishedGrinds) {
    // Only what happened: "3 updates", not "3 updates and 0 finished grinds".
    const moved = [
      evidence.updates ? book.updates(evidence.updates) : '',
      finishedGrinds ? book.grinds(finishedGrinds) : '',
    ];
    lines.push(book.moving(book.join(moved.filter(Boolean)), days));
  } else lines.push(book.quiet);
  const [first, ...others] = evidence.stalled;
  if (!first) lines.push(book.nothingStalled);
  else if (others.length) lines.push(book.stalledMore(shortGoal(first.description, 8), first.idleDays, others.length));
  else lines.push(book.stalledOne(shortGoal(first.description, 8), first.idleDays));
  const change = suggestions.find((s) => s.action !== 'keep');
  lines.push(change ? change.text : book.rhythm);
  return lines.join(' ');
}
