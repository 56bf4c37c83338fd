import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipDailyNotifications(page);
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

/** The coach card, reached through the Coach section on a phone. */
async function openCoachCard(page: Page) {
  await page.goto('/');
  if ((page.viewportSize()?.width ?? 1280) <= 768) {
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Coach' }).click();
  }
  return page.getByRole('region', { name: 'Coach' });
}

test('the card switches through visible "Coach | Inbox (n)" tabs, and flips only on a real change @mobile', async ({
  memberPage: page,
}) => {
  const [goal] = await addGoals(page, ['Read 40 pages of Deep Work by Friday']);
  await page.request.post('/api/agents/generateNotification', {
    data: { type: 'grind', currentGoalId: goal!.id, generateNotification: goal!.description },
  });
  await page.request.post('/api/agents/generateNotification', { data: { type: 'advice' } });
  const card = await openCoachCard(page);
  const tabs = card.getByRole('tablist', { name: 'Coach card' });
  const coachTab = tabs.getByRole('tab', { name: 'Coach' });
  const inboxTab = tabs.getByRole('tab', { name: /^Inbox \(2\) unread$/ });
  await expect(coachTab).toHaveAttribute('aria-selected', 'true');
  await expect(inboxTab).toHaveAttribute('aria-selected', 'false');
  await expect(inboxTab.locator('.coach-tab-count')).toHaveText('(2)');
  // Loading the dashboard is not a change: no flip.
  const face = card.getByRole('tabpanel');
  await expect(face).toHaveAttribute('aria-labelledby', 'coach-tab-coach');
  await expect(face).not.toHaveClass(/is-flipping/);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: arrows move between the tabs (roving focus).
  await coachTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /^Inbox/ })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: /^Inbox/ })).toHaveAttribute('aria-selected', 'true');
  await expect(face).toHaveClass(/is-flipping/);
  await expect(face.getByRole('article', { name: /^Grind:/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Unread items are marked read a little later; the count leaves the tab.
  await expect(tabs.getByRole('tab', { name: /^Inbox/ })).toHaveText('Inbox', { timeout: 10_000 });
  await page.keyboard.press('ArrowLeft');
  await expect(coachTab).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('region', { name: 'Next move' })).toBeVisible();
});

test('notification kinds have their own accents, never the priority colours', async ({ memberPage: page }) => {
  const [goal] = await addGoals(page, ['Read 40 pages of Deep Work by Friday']);
  await page.request.post('/api/agents/generateNotification', {
    data: { type: 'grind', currentGoalId: goal!.id, generateNotification: goal!.description },
  });
  await page.request.post('/api/agents/generateNotification', { data: { type: 'advice' } });
  const card = await openCoachCard(page);
  await card.getByRole('tab', { name: /^Inbox/ }).click();
  const accents = async (name: RegExp) =>
    card.getByRole('article', { name }).evaluate((el) => getComputedStyle(el).borderLeftColor);
  const priority = await page.evaluate(() =>
    ['--priority-red', '--priority-purple', '--priority-blue', '--priority-white'].map((v) => {
      const probe = document.createElement('div');
      probe.style.color = `var(${v})`;
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    }),
  );
  const grind = await accents(/^Grind:/);
  const advice = await accents(/^Advice:/);
  expect(grind).not.toBe(advice);
  expect(priority).not.toContain(grind);
  expect(priority).not.toContain(advice);
  // The unread dot is no priority colour either.
  const dot = await card
    .locator('.notification-dot')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(priority).not.toContain(dot);
});

test('the empty dashboard shows no bin to drop on; it comes with the first goal', async ({ memberPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: '+ Create New Goal' })).toBeVisible();
  // The fire and the chart stay: they are also the ways to Completed and Chart.
  await expect(page.getByRole('link', { name: 'See the chart' })).toBeVisible();
  await expect(page.getByTestId('delete-target')).toHaveCount(0);
  await addGoals(page, ['Read 40 pages of Deep Work by Friday']);
  await page.reload();
  await expect(page.getByTestId('delete-target')).toBeVisible();
});

test('after Complete from the card menu, focus goes to the next goal, not the page body', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['Call the bank about the card', 'Read 40 pages of Deep Work by Friday']);
  await page.goto('/');
  const first = page.getByTestId('goal-card').filter({ hasText: 'Call the bank' });
  await first.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await expect(first).toHaveCount(0);
  await expect(page.getByTestId('goal-card').filter({ hasText: 'Read 40 pages' }).getByRole('link')).toBeFocused();
});
