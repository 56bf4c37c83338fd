import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { skipDailyNotifications } from './support/coach-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipDailyNotifications(page);
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.y;

test('@mobile Try again on a failed goal list keeps the page still while it retries', async ({ memberPage: page }) => {
  await page.request.post('/api/goals', { data: { description: 'Still here' } });
  let down = true;
  // While held, requests hang until the test has measured the page, then fail too.
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  await page.route('**/api/goals', async (route) => {
    if (!down) return route.continue();
    if (gate) await gate;
    return route.abort('connectionrefused');
  });
  await page.goto('/');
  const failed = page.getByRole('alert').filter({ hasText: 'Your goals could not be loaded.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  const retry = failed.getByRole('button', { name: 'Try again' });
  const banner = (await failed.boundingBox())!;
  const create = await top(page, '.create-goal-open');
  gate = new Promise<void>((r) => (release = r));
  await retry.click();
  await expect(retry).toHaveAttribute('aria-busy', 'true');
  await expect(retry).toBeFocused();
  // Measured from the add button (the account-setup notice above may leave meanwhile).
  const during = (await failed.boundingBox())!;
  expect(during.y - (await top(page, '.create-goal-open'))).toBe(banner.y - create);
  expect(during.height).toBe(banner.height);
  await expect(page.getByText('Loading goals...')).toHaveCount(0);
  gate = null;
  release();
  await expect(retry).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  expect((await failed.boundingBox())!.y - (await top(page, '.create-goal-open'))).toBe(banner.y - create);
  // Back online: the list replaces the banner.
  down = false;
  await retry.click();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'Still here' })).toBeVisible();
});
