import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { SUBSCRIPTION_FEATURES } from './subscription-rules.ts';

/**
 * Every text of the catalogue is a promise to users: it must be written exactly so in
 * docs/product.md, the product's own reference, so a typo on either side fails here.
 */
const productPath = path.resolve(import.meta.dirname, '../../../docs/product.md');
// Markdown wraps long sentences: compare with runs of white space folded to one space.
const product = readFileSync(productPath, 'utf8').replace(/\s+/g, ' ');

describe('message catalogue against docs/product.md', () => {
  it.each(Object.entries(MESSAGES).filter(([, v]) => typeof v === 'string'))(
    '%s is written in docs/product.md exactly',
    (_key, text) => {
      expect(product).toContain(text as string);
    },
  );

  it.each(SUBSCRIPTION_FEATURES)('the subscription feature %s is written in docs/product.md exactly', (text) => {
    expect(product).toContain(`'${text}'`);
  });

  it('templated texts render as the page writes them', () => {
    expect(product).toContain(MESSAGES.inviteThanks('{name}'));
    expect(product).toContain(MESSAGES.popupRecorded('{value}'));
    expect(product).toContain(MESSAGES.welcomeBack('{name}'));
    expect(MESSAGES.contextCounter(12, 2000)).toBe('12/2000 characters');
    expect(MESSAGES.welcomeBack('Ada')).toBe('Welcome back, Ada');
  });
});
