import type { Page } from '@playwright/test';
import { GOAL_TEXT_MAX, MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { addGoals } from './support/coach-helpers.ts';
import { cardTexts, cards, drag, dragReady, keyboardHoldReady, settled, setUpFinished } from './support/dashboard.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

const card = (page: Page, text: string) => cards(page).filter({ hasText: text });
const handle = (page: Page, text: string) => card(page, text).locator('.goal-card-main');

test('creates goals optimistically with the spec rules', async ({ memberPage: page }) => {
  await page.goto('/');
  await expect(page.getByText('No goals yet — add your first one')).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  const box = page.getByPlaceholder(MESSAGES.goalPlaceholder);
  await expect(page.getByRole('button', { name: MESSAGES.setGoal })).toBeDisabled();
  await box.fill('   ');
  await box.press('Enter');
  await expect(cards(page)).toHaveCount(0);
  await box.fill('Line one');
  await box.press('Shift+Enter');
  await box.pressSequentially('line two');
  await expect(box).toHaveValue('Line one\nline two');
  await box.press('Enter');
  await expect(card(page, 'Line one')).toBeVisible();
  await expect(box).toHaveValue('');
  await box.fill('Call the dentist to book a checkup');
  await page.getByRole('button', { name: MESSAGES.setGoal }).click();
  await expect(cardTexts(page)).toHaveText(['Line one\nline two', 'Call the dentist to book a checkup']);
  // the server has them, in that order, once both saves have answered (the cards show before)
  await expect
    .poll(async () => {
      const list = await (await page.request.get('/api/goals')).json();
      return list.map((g: { description: string }) => g.description);
    })
    .toEqual(['Line one\nline two', 'Call the dentist to book a checkup']);
  // truncation at 900 and the banner
  await box.fill('x'.repeat(GOAL_TEXT_MAX + 50));
  await expect(box).toHaveValue('x'.repeat(GOAL_TEXT_MAX));
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('goal-counter')).toHaveClass(/create-goal-counter-danger/);
  await expect(page.getByText(MESSAGES.goalCreateError)).toBeVisible();
  // the banner gives the reason
  await expect(page.getByText(MESSAGES.goalTooLongReason)).toBeVisible();
  // click outside clears and closes
  await page.getByRole('heading', { name: 'Your goals' }).click();
  await expect(box).toHaveCount(0);
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  await expect(page.getByPlaceholder(MESSAGES.goalPlaceholder)).toHaveValue('');
});

test('a failed creation removes the temporary goal and shows the banner for 3.5 s', async ({ memberPage: page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.route('**/api/goals', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: 'internal', message: 'x' } })
      : route.continue(),
  );
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).fill('Doomed goal');
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).press('Enter');
  await expect(page.getByText(MESSAGES.goalCreateError)).toBeVisible();
  await expect(card(page, 'Doomed goal')).toHaveCount(0);
  await page.clock.runFor(3_600);
  await expect(page.getByText(MESSAGES.goalCreateError)).toHaveCount(0);
});

test('reorders by a real pointer drag, persisted on the server and in the goalOrder cookie', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['Alpha goal', 'Bravo goal', 'Charlie goal']);
  await setUpFinished(page);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['Alpha goal', 'Bravo goal', 'Charlie goal']);
  await page.screenshot({ path: '/tmp/shots-goals/dashboard-1280.png', fullPage: true });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/goals/reorder') && r.ok());
  await drag(page, handle(page, 'Charlie goal'), handle(page, 'Alpha goal'), { offsetY: -10 });
  await expect(cardTexts(page)).toHaveText(['Charlie goal', 'Alpha goal', 'Bravo goal']);
  await saved;
  const list = await (await page.request.get('/api/goals')).json();
  expect(list.map((g: { description: string }) => g.description)).toEqual(['Charlie goal', 'Alpha goal', 'Bravo goal']);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'goalOrder');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(list.map((g: { id: string }) => g.id));
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  await page.reload();
  await expect(cardTexts(page)).toHaveText(['Charlie goal', 'Alpha goal', 'Bravo goal']);
});

test('completes by dropping on the fire and deletes by dropping on the bin', async ({ memberPage: page }) => {
  await addGoals(page, ['Finish report', 'Junk idea', 'Keep me']);
  await setUpFinished(page);
  await page.goto('/');
  await expect(page.getByText(MESSAGES.fireHint)).toBeVisible();
  // the banners show while a goal is dragged
  const a = (await handle(page, 'Finish report').boundingBox())!;
  await page.mouse.move(a.x + 20, a.y + 10);
  await dragReady(page);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y + 30, { steps: 5 });
  await expect(page.getByText(MESSAGES.fireBanner)).toBeVisible();
  await expect(page.getByText(MESSAGES.deleteBanner)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-goals/dragging-1280.png' });
  const fire = (await page.getByTestId('fire-target').boundingBox())!;
  await page.mouse.move(fire.x + fire.width / 2, fire.y + fire.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(card(page, 'Finish report')).toHaveCount(0);
  await expect(page.getByText(MESSAGES.fireBanner)).toHaveCount(0);

  await drag(page, handle(page, 'Junk idea'), page.getByTestId('delete-target'));
  await expect(card(page, 'Junk idea')).toHaveCount(0);
  await expect(cardTexts(page)).toHaveText(['Keep me']);

  const open = await (await page.request.get('/api/goals')).json();
  expect(open.map((g: { description: string }) => g.description)).toEqual(['Keep me']);
  const done = await (await page.request.get('/api/completed-goals/')).json();
  expect(done.completedGoals.map((g: { description: string }) => g.description)).toEqual(['Finish report']);
});

test('a failed delete brings the goal back and shows the error for 3 s', async ({ memberPage: page }) => {
  await addGoals(page, ['Undeletable']);
  await page.clock.install();
  await setUpFinished(page);
  await page.goto('/');
  await page.route('**/api/goals/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: 'internal', message: 'x' } })
      : route.continue(),
  );
  await drag(page, handle(page, 'Undeletable'), page.getByTestId('delete-target'));
  await page.clock.runFor(400);
  await expect(page.getByText(MESSAGES.goalDeleteError)).toBeVisible();
  await expect(card(page, 'Undeletable')).toBeVisible();
  await page.clock.runFor(3_100);
  await expect(page.getByText(MESSAGES.goalDeleteError)).toHaveCount(0);
});

test('keyboard: reorder with Space and arrows, open with Enter, complete and delete from the menu', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['One', 'Two', 'Three']);
  await setUpFinished(page);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['One', 'Two', 'Three']);
  await dragReady(page);
  await handle(page, 'One').focus();
  // each key waits for its announcement (the live region names the goal and where it is)
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText('Picked up goal: One.');
  await keyboardHoldReady(page);
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion).toHaveText('One is over Two.');
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion).toHaveText('One is over Three.');
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText('One dropped on Three.');
  await expect(cardTexts(page)).toHaveText(['Two', 'Three', 'One']);
  // the menu: complete 'Two', delete 'Three', with the keyboard only
  await card(page, 'Two')
    .getByRole('button', { name: /Actions for Two/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Complete' }).focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Two')).toHaveCount(0);
  await card(page, 'Three')
    .getByRole('button', { name: /Actions for Three/ })
    .press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Three')).toHaveCount(0);
  // change colour from the menu
  await card(page, 'One')
    .getByRole('button', { name: /Actions for One/ })
    .press('Enter');
  await page.getByRole('menuitemradio', { name: /Top-tier/ }).press('Enter');
  await expect(card(page, 'One')).toHaveClass(/goal-card-red/);
  await expect.poll(async () => (await (await page.request.get('/api/goals')).json())[0].borderColor).toBe('red');
  await handle(page, 'One').press('Enter');
  await expect(page).toHaveURL(/\/goal\/[0-9a-f-]{36}$/);
});

test('dropping a goal on the grind image asks the coach for a grind for that goal', async ({ memberPage: page }) => {
  await addGoals(page, ['Grind target goal']);
  await setUpFinished(page);
  await page.goto('/');
  // (the daily rhythm asks for its own scheduled grind 12 s after load, which can come first on
  // a slow machine: wait for the dropped goal's request)
  const grindCall = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && r.url().includes('/api/agents/generateNotification') && !r.postDataJSON()?.scheduled,
  );
  await drag(page, handle(page, 'Grind target goal'), page.getByRole('img', { name: 'Grindstone' }));
  const body = (await grindCall).postDataJSON();
  expect(body.type).toBe('grind');
  expect(body.generateNotification).toBe('Grind target goal');
});

test('the chart icon says "See the chart" and opens /chart; the fire opens /completed', async ({
  memberPage: page,
}) => {
  await page.goto('/');
  const chart = page.getByRole('link', { name: MESSAGES.chartHover });
  await chart.hover();
  await expect(chart).toHaveAttribute('title', MESSAGES.chartHover);
  await chart.click();
  await expect(page).toHaveURL(/\/chart$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Completed goals' }).click();
  await expect(page).toHaveURL(/\/completed$/);
  // the whole tile is the link, its words included
  await page.goto('/');
  await page.getByText(MESSAGES.fireHint).click();
  await expect(page).toHaveURL(/\/completed$/);
});

test('a click anywhere on a card opens the goal; a drag that ends where it began opens nothing', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['Card to open', 'Other card']);
  await page.goto('/');
  // a full page load (the link's default after a drag) would drop this marker
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const box = (await (await settled(card(page, 'Card to open'))).boundingBox())!;
  // a drag that comes back to its start: no navigation
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await dragReady(page);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20, { steps: 5 });
  await expect(page.locator('.goal-card-overlay')).toBeVisible();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('.goal-card-overlay')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  // a plain click on the card's empty right side (not on its words) opens the goal; measured
  // again once the card has settled (a card that just arrived rises in)
  const now = (await (await settled(card(page, 'Card to open'))).boundingBox())!;
  await page.mouse.click(now.x + now.width - 60, now.y + now.height - 8);
  await expect(page).toHaveURL(/\/goal\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('@mobile on a phone, the menu of the lowest goal opens clear of the bottom tab bar', async ({
  memberPage: page,
}) => {
  test.skip(page.viewportSize()!.width > 768, 'phone layout only');
  const names = Array.from({ length: 7 }, (_, i) => `Low goal ${i + 1}`);
  await addGoals(page, names);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(names);
  await card(page, 'Low goal 7')
    .getByRole('button', { name: /Actions for/ })
    .tap();
  const last = page.getByRole('menuitem', { name: 'Delete' });
  await expect(last).toBeInViewport();
  const bar = await page.getByRole('navigation', { name: 'Dashboard sections' }).boundingBox();
  await expect
    .poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
    .toBeLessThanOrEqual(bar!.y);
});

test('@mobile the phone panel: tabs, no drop targets, every action from the card menu', async ({
  memberPage: page,
}) => {
  test.skip(page.viewportSize()!.width > 768, 'phone layout only');
  await addGoals(page, ['Mobile one', 'Mobile two', 'Mobile three']);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['Mobile one', 'Mobile two', 'Mobile three']);
  await expect(page.getByTestId('fire-target')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots-goals/dashboard-375.png', fullPage: true });
  await card(page, 'Mobile one')
    .getByRole('button', { name: /Actions for/ })
    .tap();
  await page.screenshot({ path: '/tmp/shots-goals/menu-375.png' });
  await page.getByRole('menuitem', { name: 'Complete' }).tap();
  await expect(card(page, 'Mobile one')).toHaveCount(0);
  await card(page, 'Mobile two')
    .getByRole('button', { name: /Actions for/ })
    .tap();
  await page.getByRole('menuitem', { name: 'Delete' }).tap();
  await expect(card(page, 'Mobile two')).toHaveCount(0);
  await card(page, 'Mobile three')
    .getByRole('button', { name: /Actions for/ })
    .tap();
  await page.getByRole('menuitem', { name: 'Grind it' }).tap();
  await expect(page).toHaveURL(/\/grind$/);
  await page.goBack();
  // The dashboard's section tabs (the coach card has a Coach tab of its own).
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await sections.getByRole('tab', { name: 'Coach' }).tap();
  await expect(sections.getByRole('tab', { name: 'Coach' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots-goals/coach-375.png', fullPage: true });
  await sections.getByRole('tab', { name: 'Notifications' }).tap();
  await page.screenshot({ path: '/tmp/shots-goals/notifications-375.png', fullPage: true });
  await sections.getByRole('tab', { name: 'Goals' }).tap();
  await expect(cardTexts(page)).toHaveText(['Mobile three']);
});
