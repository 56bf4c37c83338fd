import { describe, expect, it } from 'vitest';
import { MONEY_AMOUNT, readSum } from './sums.ts';
import { understandGoal } from './understand.ts';
import { parseFacts } from './facts.ts';

const now = new Date('2025-06-10T09:30:00Z');
const read = (text: string) => understandGoal(text, { now, timeZone: 'Europe/Lisbon' });

describe('one reader of sums for the goal, My Context and the coach', () => {
  it.each([
    ['£2,400', 2400],
    ['1.500 €', 1500],
    ['12.50 euros', 12.5],
    ['3 mil', 3000],
    ['5k', 5000],
    ['2 grand', 2000],
    ['R$ 300', 300],
    ['US$500', 500],
    ['₦50000', 50000],
    ['Rs 2000', 2000],
    ['2 000 €', 2000],
    ['1.5 million', 1_500_000],
  ])('%j is worth %d', (written, value) => {
    expect(readSum(written)?.value).toBe(value);
  });

  it('writes another sum with the same sign or word, in the locale', () => {
    expect(readSum('£2,400')!.write(200, 'en-GB')).toBe('£200');
    expect(readSum('3000 reais')!.write(500, 'pt-BR')).toBe('500 reais');
    expect(readSum('R$ 3000')!.write(500, 'pt-BR')).toBe('R$ 500');
  });

  it('is no sum when what follows counts something else', () => {
    expect(readSum('1200 steps')).toBeNull();
    expect(readSum('20 pages')).toBeNull();
  });

  it('finds money in a text, but not distances, times or plain counts', () => {
    for (const text of ['save $2k', '80 euros max', 'R$ 300 por mês', '2 lakhs', '5k for the wedding'])
      expect(MONEY_AMOUNT.test(text), text).toBe(true);
    for (const text of ['run 10 km', 'wake up at 6:30', 'read 20 pages', 'drink 2 litres'])
      expect(MONEY_AMOUNT.test(text), text).toBe(false);
  });

  it('the goal keeps a sum with its sign, as written', () => {
    expect(read('juntar R$ 3000 até julho').numbers).toContain('R$ 3000');
    expect(read('save US$500 by june').numbers).toContain('US$500');
    expect(read('mettre de côté 2 000 € par mois').numbers).toContain('2 000 €');
  });

  it('My Context reads a spending limit with the same reader', () => {
    expect(parseFacts('we have R$ 200 max for this', []).budgetAmount).toBe('R$ 200');
  });
});
