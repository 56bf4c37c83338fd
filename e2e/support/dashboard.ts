import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@grindstone/contract';

/** The dashboard's goal cards, and the text of each, top to bottom. */
export const cards = (page: Page) => page.getByTestId('goal-card');
export const cardTexts = (page: Page) => page.locator('[data-testid="goal-card"] .goal-card-text');

/**
 * Waits for drag and drop, which loads after the dashboard's first paint (decision 231): a card
 * can be picked up once its link carries dnd-kit's instructions on how to.
 */
export async function dragReady(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="goal-card"] a.goal-card-main').first()).toHaveAttribute(
    'aria-describedby',
    /\S/,
  );
}

/**
 * After a keyboard pick-up is announced: the drag library starts listening for arrow keys in a
 * task it queues at pick-up, so a key pressed before that task runs is lost. A task queued now
 * runs after it.
 */
export async function keyboardHoldReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Runs a new member's account set-up to its end through the API, before the dashboard loads:
 * the set-up banner then never shows. A test that measures the list before a slow gesture needs
 * this, because the banner leaving moves the list up under the finger.
 */
export async function setUpFinished(page: Page): Promise<void> {
  expect((await page.request.patch('/api/users/complete-onboarding', { data: { status: 'started' } })).ok()).toBe(true);
  await expect
    .poll(async () => (await (await page.request.get('/api/onboarding/status')).json()).status, { timeout: 20_000 })
    .toBe('completed');
}

/**
 * Waits for a new member's set-up banner to go by itself. Its leaving moves the list up: a
 * gesture started before it would end where the target was measured, not where it is.
 */
export async function setUpBannerGone(page: Page): Promise<void> {
  await expect(page.getByText(MESSAGES.onboardingWait)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * A real pointer drag: press, a few small moves to pass the sensor's activation distance, a slow
 * move to the target (offset from its middle by `offsetY`), release. It starts once the set-up
 * banner has gone.
 */
export async function drag(page: Page, from: Locator, to: Locator, opts: { offsetY?: number } = {}) {
  await setUpBannerGone(page);
  await dragReady(page);
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 4, a.y + a.height / 2 + 4, { steps: 3 });
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 12, { steps: 3 });
  const b = (await to.boundingBox())!;
  const target = { x: b.x + b.width / 2, y: b.y + b.height / 2 + (opts.offsetY ?? 0) };
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.move(target.x + 1, target.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** Waits (up to a second) for the element's animations to end, so its box stays where measured. */
export async function settled(element: Locator): Promise<Locator> {
  await element.evaluate((el) =>
    Promise.race([
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
  return element;
}

/**
 * Loads of '/' in this page come without the boot data a member's page carries (decision 184), so
 * the goal list loads through the API, as after a client-side navigation (tests of a failing list).
 */
export async function withoutBootData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="gs-boot">.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    },
  );
}
