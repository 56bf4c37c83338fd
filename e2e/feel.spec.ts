import type { Page } from '@playwright/test';
import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { skipDailyNotifications } from './support/coach-helpers.ts';
import { withoutBootData } from './support/dashboard.ts';

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
  await withoutBootData(page);
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

/** Adds a goal through the form while the server holds the answer; the card's animation name. */
async function addedCardAnimation(page: Page, text: string): Promise<string> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/goals', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).fill(text);
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).press('Enter');
  const card = page.locator('.goal-card-local').filter({ hasText: text });
  await expect(card).toBeVisible();
  const name = await card.evaluate((el) => getComputedStyle(el).animationName);
  release();
  await expect(page.locator('.goal-card-local')).toHaveCount(0);
  await page.unroute('**/api/goals');
  return name;
}

async function fireAnimationAfterComplete(page: Page, goal: string): Promise<string> {
  await page
    .getByTestId('goal-card')
    .filter({ hasText: goal })
    .getByRole('button', { name: `Actions for ${goal}` })
    .click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Crushed!' })).toBeVisible();
  return page
    .getByTestId('fire-target')
    .locator('.drop-target-icon')
    .evaluate((el) => getComputedStyle(el).animationName);
}

/** Starts a grind from Next move's card with the grind request held; the stone's animation name. */
async function grindAnimation(page: Page): Promise<string> {
  await page.reload();
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  const start = page.getByRole('article', { name: 'Your next move' }).getByRole('button', { name: 'Start grind' });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/agents/generateNotification', async (route) => {
    await held;
    await route.continue();
  });
  await start.click();
  const drop = page.locator('.grind-drop.is-busy');
  await expect(drop).toBeVisible();
  const name = await drop.evaluate((el) => getComputedStyle(el).animationName);
  release();
  await expect(page.locator('.grind-drop.is-busy')).toHaveCount(0);
  await page.unroute('**/api/agents/generateNotification');
  return name;
}

test('adding and completing a goal move a little, and not at all with reduced motion', async ({ memberPage: page }) => {
  await page.request.post('/api/goals', { data: { description: 'Stretch for ten minutes' } });
  await page.goto('/');
  await expect(page.getByTestId('goal-card')).toHaveCount(1);
  expect(await addedCardAnimation(page, 'Water the plants')).toBe('goal-card-in');
  expect(await fireAnimationAfterComplete(page, 'Water the plants')).toBe('fire-flare');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByTestId('goal-card')).toHaveCount(1);
  expect(await addedCardAnimation(page, 'Feed the cat')).toBe('none');
  expect(await fireAnimationAfterComplete(page, 'Feed the cat')).toBe('none');
  // Starting a grind: the stone's ring only without reduced motion.
  expect(await grindAnimation(page)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await grindAnimation(page)).toBe('grind-kick');
});
