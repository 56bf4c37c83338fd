/**
 * Sums of money as people type them ('£250', 'R$ 300', '80 euros', '3 mil', '2 grand', '1 200 €'),
 * read in one place: the goal's numbers, the facts of My Context and the coach's split of a total
 * all use these pieces, so a sum one of them reads the others read too (decision 201).
 */

/** A sign or letters written before a sum: '£', 'R$', 'US$', 'Rs ', 'INR', or 'R' right before the digits. */
export const SUM_SIGN = String.raw`r\$|us\$|a\$|c\$|nz\$|rs\.?|inr|[€£$₹₦₱¥]|r(?=\s?\d)`;
/** Thousands grouped with a space ('2 000', '10 000'), as French and Swiss write them: one number. */
export const GROUPED_DIGITS = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)`;
/** A currency named after the sum ('80 euros', '£', '300 quid'). */
const CURRENCY_WORDS = String.raw`€|£|\$|euros?|eur|pounds?|quid|dollars?|bucks|reais|francs?|franken|chf|rand|rupees?|pesos|naira`;
/** Words that multiply the number before them ('3k', '2 grand', '1.5 million'), with what they multiply by. */
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  grand: 1e3,
  mil: 1e3,
  mille: 1e3,
  tausend: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  millions: 1e6,
  millón: 1e6,
  millones: 1e6,
  milhão: 1e6,
  milhões: 1e6,
  mio: 1e6,
  bn: 1e9,
};
/** Every multiplier, for a pattern. */
export const MULTIPLIER = Object.keys(MULTIPLIERS).join('|');

/**
 * A sum of money in a text: a sign before the digits ('$2k' reads '$2'), or a currency word or a
 * multiplier that only counts money after them ('80 euros', '5k', '3 mil reais', '2 lakhs').
 */
export const MONEY_AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${SUM_SIGN})\s?\d+(?:[.,]\d+)?(?!\d)` +
    String.raw`|(?<![\p{L}\d])(?:${GROUPED_DIGITS}|\d+(?:[.,]\d+)?)\s?(?:${CURRENCY_WORDS}|lakhs?|mil(?:\s+(?:reais|euros|pesos))?|mille|tausend|grand|k)(?![\p{L}])`,
  'iu',
);

/** A whole written sum: its sign before, its digits, a multiplier, and its word after. */
const SUM = new RegExp(
  String.raw`^(?<before>(?:${SUM_SIGN})?\s?)(?<digits>${GROUPED_DIGITS}|\d+(?:[.,]\d+)?)\s?(?<times>${MULTIPLIER})?(?![\p{L}])\s?(?<after>.*)$`,
  'iu',
);
const CURRENCY_AFTER = new RegExp(`^(?:${CURRENCY_WORDS})$`, 'iu');

/**
 * What a sum written in the goal ('£2,400', '3 mil', '5k') is worth, and how to write another
 * one like it (same sign or word); null when the text is no sum, or counts something else ('1200 steps').
 */
export function readSum(written: string): { value: number; write: (n: number, locale: string) => string } | null {
  const m = SUM.exec(written.trim());
  if (!m?.groups) return null;
  const { before = '', digits = '', times, after = '' } = m.groups;
  if (after && !CURRENCY_AFTER.test(after.trim())) return null;
  // '1,200' and '1.500' group thousands; '12.50' has cents.
  const grouped = /^\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+$/u.test(digits);
  const by = times ? (MULTIPLIERS[times.toLowerCase()] ?? 1) : 1;
  const value = (grouped ? Number(digits.replace(/\D/g, '')) : Number(digits.replace(',', '.'))) * by;
  if (!Number.isFinite(value) || value <= 0) return null;
  const spaced = /\s$/.test(before) || /^\s/.test(written.trim().slice(m.index + before.length + digits.length));
  return {
    value,
    write: (n, locale) => {
      const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
      return `${before}${num}${after ? `${spaced ? ' ' : ''}${after.trim()}` : ''}`;
    },
  };
}
