import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

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

const cards = (page: Page) => page.getByTestId('goal-card');
const cardTexts = (page: Page) => page.locator('[data-testid="goal-card"] .goal-card-text');

test('a slow drag from the bottom of a long list, after autoscroll, still lands on the grindstone', async ({
  memberPage: page,
}) => {
  test.skip(page.viewportSize()!.width <= 768, 'desktop drag targets');
  const names = await addGoals(page, 10);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(10);
  await page.screenshot({ path: '/tmp/ux13a/dashboard-10-1280.png', fullPage: true });
  // The lowest goal whose middle shows in the window, picked up with the page at the top.
  let pick = 0;
  for (let i = 0; i < names.length; i++) {
    const b = (await cards(page).nth(i).boundingBox())!;
    if (b.y + b.height / 2 < 790) pick = i;
  }
  expect(pick).toBeGreaterThan(3);
  const a = (await cards(page).nth(pick).boundingBox())!;
  const grindCall = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/api/agents/generateNotification'),
  );
  // Pick the lowest goal up low in the window: the page autoscrolls while the pointer stays low.
  await page.mouse.move(a.x + 40, a.y + a.height / 2);
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
