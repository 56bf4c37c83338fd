import { MESSAGES } from '@grindstone/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { cardTexts, cards, dragReady, setUpFinished } from './support/dashboard.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

async function addGoals(page: Page, count: number, prefix = 'Goal'): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  for (const description of names) {
    expect((await page.request.post('/api/goals', { data: { description } })).status()).toBe(201);
  }
  return names;
}

test('a slow drag from the bottom of a long list, after autoscroll, still lands on the grindstone', async ({
  memberPage: page,
}) => {
  test.skip(page.viewportSize()!.width <= 768, 'desktop drag targets');
  // A deliberately slow drag over ten goals: on a busy machine it needs more than the usual time.
  test.slow();
  const names = await addGoals(page, 10);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(10);
  // The lowest goal whose middle shows in the window, picked up with the page at the top.
  let pick = 0;
  for (let i = 0; i < names.length; i++) {
    const b = (await cards(page).nth(i).boundingBox())!;
    if (b.y + b.height / 2 < 790) pick = i;
  }
  expect(pick).toBeGreaterThan(3);
  const a = (await cards(page).nth(pick).boundingBox())!;
  // (the daily rhythm may ask for its own scheduled grind meanwhile: wait for this goal's)
  const grindCall = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().includes('/api/agents/generateNotification') &&
      Boolean(r.postDataJSON()?.generateNotification),
  );
  // Pick the lowest goal up low in the window: the page autoscrolls while the pointer stays low.
  await page.mouse.move(a.x + 40, a.y + a.height / 2);
  await dragReady(page);
  await page.mouse.down();
  await page.mouse.move(a.x + 50, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(a.x + 60, 780, { steps: 20 });
  expect(await page.evaluate(() => window.scrollY), 'the page autoscrolled').toBeGreaterThan(0);
  // Then slowly across to the grindstone, re-aiming as the page moves under the pointer.
  const stone = page.getByRole('img', { name: 'Grindstone' });
  for (let i = 0; i < 3; i++) {
    const b = (await stone.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 25 });
  }
  // the stone lights up under the goal
  await expect(page.locator('.grind-drop.is-over')).toBeVisible();
  await page.mouse.up();
  const body = (await grindCall).postDataJSON();
  expect(body.type).toBe('grind');
  expect(body.generateNotification).toBe(names[pick]);
  // the drop was not a reorder
  await expect(cardTexts(page)).toHaveText(names);
});

const card = (page: Page, text: string) => cards(page).filter({ has: page.getByText(text, { exact: true }) });

/**
 * A real touch gesture through the browser's input pipeline (so the page may scroll instead).
 * With `lifted`, the finger stays down until that card is picked up (the long press), then moves.
 */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, lifted?: Locator) {
  await dragReady(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', from);
  if (lifted) await expect(lifted).toHaveClass(/goal-card-dragging/);
  const steps = 20;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / steps });
  }
  await touch('touchEnd');
  await cdp.detach();
}

test('@mobile a long press picks a goal up and a finger drag reorders it on a phone', async ({ memberPage: page }) => {
  test.skip(page.viewportSize()!.width > 768, 'phone layout');
  const names = await addGoals(page, 8, 'Touch');
  await setUpFinished(page);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(names);
  await dragReady(page);
  // The gesture stays between 300 and 600 px, where the drag does not autoscroll the page.
  const top = (await card(page, 'Touch 1').boundingBox())!;
  await page.evaluate((dy) => window.scrollBy(0, dy), top.y - 300);
  const first = (await card(page, 'Touch 1').boundingBox())!;
  const third = (await card(page, 'Touch 3').boundingBox())!;
  expect(third.y + third.height).toBeLessThan(600);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await touchDrag(
    page,
    { x: first.x + 60, y: first.y + first.height / 2 },
    { x: first.x + 60, y: third.y + third.height / 2 + 4 },
    card(page, 'Touch 1'),
  );
  const reordered = ['Touch 2', 'Touch 3', 'Touch 1', ...names.slice(3)];
  await expect(cardTexts(page)).toHaveText(reordered);
  expect(await page.evaluate(() => window.scrollY), 'the list did not scroll instead').toBe(scrollBefore);
  await expect
    .poll(async () =>
      (await (await page.request.get('/api/goals')).json()).map((g: { description: string }) => g.description),
    )
    .toEqual(reordered);
  // a quick swipe (no hold) still scrolls the page rather than dragging a goal
  await page.evaluate(() => window.scrollTo(0, 0));
  await touchDrag(page, { x: first.x + 60, y: 600 }, { x: first.x + 60, y: 250 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(cardTexts(page)).toHaveText(reordered);
});

test('a goal dropped after the set-up banner left lands where the pointer is', async ({ memberPage: page }) => {
  test.skip(page.viewportSize()!.width <= 768, 'desktop pointer drag');
  // The set-up takes several seconds: the drag is held while it finishes.
  test.slow();
  const names = await addGoals(page, 5, 'Held');
  await page.goto('/');
  const banner = page.getByText(MESSAGES.onboardingWait);
  await expect(banner).toBeVisible();
  await expect(cardTexts(page)).toHaveText(names);
  await dragReady(page);
  const a = (await card(page, 'Held 1').boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 4, a.y + a.height / 2 + 6, { steps: 3 });
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 12, { steps: 3 });
  await expect(page.locator('.goal-card-overlay'), 'the goal is picked up').toBeVisible();
  // The banner goes while the goal is held, and the list moves up under the pointer.
  await expect(banner).toBeHidden({ timeout: 30_000 });
  const third = (await card(page, 'Held 3').boundingBox())!;
  await page.mouse.move(third.x + third.width / 2, third.y + third.height / 2 + 4, { steps: 12 });
  await page.mouse.move(third.x + third.width / 2 + 1, third.y + third.height / 2 + 5, { steps: 2 });
  await page.mouse.up();
  await expect(cardTexts(page)).toHaveText(['Held 2', 'Held 3', 'Held 1', 'Held 4', 'Held 5']);
});

test('a goal held with the keys while the set-up banner leaves moves one place per arrow key', async ({
  memberPage: page,
}) => {
  // The set-up takes several seconds: the goal is held while it finishes.
  test.slow();
  const names = await addGoals(page, 3, 'Keyed');
  await page.goto('/');
  const banner = page.getByText(MESSAGES.onboardingWait);
  await expect(banner).toBeVisible();
  await expect(cardTexts(page)).toHaveText(names);
  await dragReady(page);
  await card(page, 'Keyed 1').locator('.goal-card-main').focus();
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText('Picked up goal: Keyed 1.');
  // The banner goes while the goal is held, and the list moves up: the held goal moves with it.
  await expect(banner).toBeHidden({ timeout: 30_000 });
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion).toHaveText('Keyed 1 is over Keyed 2.');
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion).toHaveText('Keyed 1 is over Keyed 3.');
  await page.keyboard.press('Space');
  await expect(cardTexts(page)).toHaveText(['Keyed 2', 'Keyed 3', 'Keyed 1']);
});

test('@mobile Move up, Move down and Move to top in the card menu reorder without a gesture', async ({
  memberPage: page,
}) => {
  const names = await addGoals(page, 3, 'Menu');
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(names);
  const menuFor = async (name: string) => {
    await card(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    return page.getByRole('menu');
  };
  // the first goal cannot go up, the last cannot go down
  let menu = await menuFor('Menu 1');
  await expect(menu.getByRole('menuitem', { name: 'Move up' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Move to top' })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/ux13a/menu-move-${page.viewportSize()!.width}.png` });
  await menu.getByRole('menuitem', { name: 'Move down' }).click();
  await expect(cardTexts(page)).toHaveText(['Menu 2', 'Menu 1', 'Menu 3']);
  await expect(card(page, 'Menu 1').getByRole('button', { name: 'Actions for Menu 1' })).toBeFocused();
  menu = await menuFor('Menu 3');
  await expect(menu.getByRole('menuitem', { name: 'Move down' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Move to top' }).click();
  await expect(cardTexts(page)).toHaveText(['Menu 3', 'Menu 2', 'Menu 1']);
  menu = await menuFor('Menu 1');
  await menu.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(cardTexts(page)).toHaveText(['Menu 3', 'Menu 1', 'Menu 2']);
  await expect
    .poll(async () =>
      (await (await page.request.get('/api/goals')).json()).map((g: { description: string }) => g.description),
    )
    .toEqual(['Menu 3', 'Menu 1', 'Menu 2']);
});

test('@mobile a menu that opens upwards stays clear of the top bar', async ({ memberPage: page }) => {
  const names = await addGoals(page, 8, 'Low');
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(names);
  // A card whose menu button sits just above the bottom edge (the phone's tab bar on a phone).
  const viewport = page.viewportSize()!;
  const low = card(page, 'Low 6');
  const button = low.getByRole('button', { name: 'Actions for Low 6' });
  const box = (await button.boundingBox())!;
  await page.evaluate((dy) => window.scrollBy(0, dy), box.y + box.height - (viewport.height - 90));
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toHaveClass(/is-up/);
  const bar = (await page.locator('.topbar').boundingBox())!;
  await expect.poll(async () => (await menu.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // Its first item takes a click: nothing lies over it.
  await menu.getByRole('menuitem', { name: 'Open' }).click({ trial: true, timeout: 2000 });
});

test('@mobile completing a goal shows a short "Crushed!" that leads to Completed', async ({ memberPage: page }) => {
  await addGoals(page, 2, 'Done');
  await page.goto('/');
  await card(page, 'Done 1').getByRole('button', { name: 'Actions for Done 1' }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  const crushed = page.getByRole('status').filter({ hasText: 'Crushed!' });
  await expect(crushed).toBeVisible();
  await expect(card(page, 'Done 1')).toHaveCount(0);
  // Focus on its link holds the strip while axe checks it.
  await crushed.getByRole('link', { name: 'See it in Completed' }).focus();
  await expectNoSeriousA11yViolations(page, { include: ['.dashboard-crushed'] });
  await crushed.getByRole('link', { name: 'See it in Completed' }).click();
  await expect(page).toHaveURL(/\/completed$/);
  await expect(page.getByText('Done 1')).toBeVisible();
});
