import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a screen must be free of: WCAG 2.0/2.1 A and AA rules, best practices included. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails on any violation whose impact is serious or
 * critical, listing each rule with the first few offending elements. Moderate and
 * minor findings are returned so a caller can log or assert on them.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
) {
  // Legacy mode runs axe once in the page itself; the default also injects axe into a second,
  // blank page to merge per-frame results, which doubles the time and only matters for
  // cross-origin frames, and the app has none.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(serious.length, `axe found serious/critical violations on ${page.url()}:\n${report.join('\n')}`).toBe(0);
  return results.violations.filter((v) => !serious.includes(v));
}

/** Waits until the session check and the page's code have finished loading. */
export async function waitForAppReady(page: Page): Promise<void> {
  await expect(page.locator('.loading-screen')).toHaveCount(0);
  await expect(page.locator('.page-loading')).toHaveCount(0);
  await expect(page.locator('#content').first()).not.toBeEmpty();
}
