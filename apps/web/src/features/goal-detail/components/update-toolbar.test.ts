import { describe, expect, it } from 'vitest';
import { linkHref } from './update-toolbar.tsx';

describe('linkHref', () => {
  it('adds https to an address typed without a scheme', () => {
    expect(linkHref(' example.com/notes ')).toBe('https://example.com/notes');
  });
  it('keeps the schemes updates allow', () => {
    expect(linkHref('http://a.org')).toBe('http://a.org');
    expect(linkHref('MAILTO:me@a.org')).toBe('MAILTO:me@a.org');
  });
  it('refuses other schemes and empty input', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
    expect(linkHref('   ')).toBeNull();
  });
});
