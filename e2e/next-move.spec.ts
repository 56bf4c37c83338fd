import type { Page } from '@playwright/test';
import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipDailyNotifications(page);
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('tab', { name });

async function askNextMove(page: Page) {
  await page.goto('/');
  if (isPhone(page)) await section(page, 'Coach').click();
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  return page.getByRole('article', { name: 'Your next move' });
}

test('the next move is a card: goal chip, action, time box, why; the chip shows the goal @mobile', async ({
  memberPage: page,
}) => {
  const fillers = Array.from({ length: 8 }, (_, i) => `Tidy drawer number ${i + 1}`);
  await addGoals(page, [...fillers, 'Finish the grant report by Friday']);
  const card = await askNextMove(page);
  const chip = card.getByRole('button', { name: 'Show the goal: Finish the grant report by Friday' });
  await expect(chip).toBeVisible();
  await expect(card.getByTestId('next-move-result')).toContainText('Finish the grant report by Friday');
  const timebox = card.getByTestId('next-move-timebox');
  await expect(timebox).toHaveText(/^Time box: \d+ min$/);
  const minutes = (await timebox.textContent())!.match(/\d+/)![0];
  await expect(card.getByTestId('next-move-result')).toContainText(`${minutes} focused minutes`);
  await expect(card.getByTestId('next-move-why')).toContainText(/^Why: .+/);
  // 'Clear the Deck' keeps its name and says what it clears.
  const clear = page.getByRole('button', { name: MESSAGES.nextMoveClear, exact: true });
  await expect(clear).toHaveAccessibleDescription('Clears this suggestion. Your goals stay.');
  await expectNoSeriousA11yViolations(page);

  await chip.click();
  const goal = page.getByTestId('goal-card').filter({ hasText: 'Finish the grant report by Friday' });
  await expect(goal).toHaveAttribute('data-spotlight', 'true');
  await expect(goal).toBeInViewport();
  await expect(goal.getByRole('link')).toBeFocused();
  await expect(goal).not.toHaveAttribute('data-spotlight', { timeout: 5_000 });
});

test('Start grind makes a grind for the chosen goal, as a drop on the stone does @mobile', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['tidy the shelf', 'Read 40 pages of Deep Work by Friday']);
  const card = await askNextMove(page);
  await card.getByRole('button', { name: 'Start grind' }).click();
  await expect(page.getByRole('heading', { name: 'Grind ready!' })).toBeVisible();
  const coach = page.getByRole('region', { name: 'Coach' });
  await expect(coach.getByRole('tab', { name: /^Inbox/ })).toHaveAttribute('aria-selected', 'true');
  await expect(coach.getByRole('article', { name: /^Grind:/ })).toBeVisible();
  const list = (await (await page.request.get('/api/notifications')).json()).notifications;
  const goals = await (await page.request.get('/api/goals')).json();
  const chosen = goals.find((g: { description: string }) => g.description.startsWith('Read 40 pages'));
  expect(list.map((n: { type: string; goalId: string }) => [n.type, n.goalId])).toEqual([['grind', chosen.id]]);
});

test('the full-screen marker of a tall next move never covers its text @mobile', async ({ memberPage: page }) => {
  await addGoals(page, ['write the report']);
  const long = Array.from({ length: 30 }, (_, i) => `Step ${i + 1}: keep going with a fairly long line.`).join('\n');
  await page.route('**/api/agents/generateWhatToDoNotification', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ whatTodoNext: long, goalId: null, reason: 'It is the only one.', minutes: null }),
    }),
  );
  const card = await askNextMove(page);
  const text = card.getByTestId('next-move-result');
  await expect(text).toHaveClass(/is-scrolling/);
  const marker = card.getByRole('button', { name: 'Open the full next move' });
  const [t, m] = [(await text.boundingBox())!, (await marker.boundingBox())!];
  const overlaps = m.x < t.x + t.width && m.x + m.width > t.x && m.y < t.y + t.height && m.y + m.height > t.y;
  expect(overlaps).toBe(false);
  // No goal, no time box: the card shows only what it has.
  await expect(card.getByRole('button', { name: /^Show the goal/ })).toHaveCount(0);
  await expect(card.getByTestId('next-move-timebox')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Start grind' })).toHaveCount(0);
});
