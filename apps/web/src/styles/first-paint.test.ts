import { describe, expect, it } from 'vitest';
import html from '../../index.html?raw';
import tokens from './tokens.css?raw';

// index.html styles its splash itself, so that it paints before the app's stylesheet arrives
// (decision 240); these are the tokens it copies.
const inline = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));

const token = (name: string) => tokens.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
const rule = (selector: string, property: string) => {
  const block = inline.slice(inline.indexOf(`${selector} {`));
  const value = block.slice(0, block.indexOf('}')).match(new RegExp(`\\s${property}:\\s*([^;]+);`))?.[1];
  return value?.replace(/\s+/g, ' ').trim();
};

describe("index.html's splash styles", () => {
  it('are the app tokens of the page background, the muted text, its font and its gap', () => {
    expect(rule('body', 'background')).toBe(token('--bg'));
    expect(rule('.boot-splash', 'color')).toBe(token('--text-muted'));
    expect(rule('.boot-splash', 'font-family')).toBe(token('--font'));
    expect(rule('.boot-splash', 'gap')).toBe(token('--space-3'));
  });
});
