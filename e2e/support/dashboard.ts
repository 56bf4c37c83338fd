import type { Locator, Page } from '@playwright/test';

/** The dashboard's goal cards, and the text of each, top to bottom. */
export const cards = (page: Page) => page.getByTestId('goal-card');
export const cardTexts = (page: Page) => page.locator('[data-testid="goal-card"] .goal-card-text');

/**
 * A real pointer drag: press, a few small moves to pass the sensor's activation distance, a slow
 * move to the target (offset from its middle by `offsetY`), release.
 */
export async function drag(page: Page, from: Locator, to: Locator, opts: { offsetY?: number } = {}) {
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
