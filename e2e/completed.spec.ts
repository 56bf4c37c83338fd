import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

test('completed goals: heading, durations and Load More while currentPage < totalPages', async ({
  memberPage: page,
}) => {
  await page.goto('/completed');
  await expect(page.getByRole('heading', { name: MESSAGES.completedGoals })).toBeVisible();
  await expect(page.getByText('Nothing crushed yet')).toBeVisible();
  for (let i = 0; i < 53; i++) {
    const g = await (await page.request.post('/api/goals', { data: { description: `Done goal ${i}` } })).json();
    expect((await page.request.post(`/api/completed-goals/${g.id}`)).ok()).toBe(true);
  }
  await page.reload();
  const items = page.getByTestId('completed-goal');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('Done goal 52');
  await expect(items.first()).toContainText(/Took 0d 0h 0m/);
  await page.screenshot({ path: '/tmp/shots-goals/completed-1280.png' });
  await page.getByRole('button', { name: MESSAGES.loadMore }).click();
  await expect(items).toHaveCount(53);
  await expect(page.getByRole('button', { name: MESSAGES.loadMore })).toHaveCount(0);
});

test('completing from the dashboard shows up here', async ({ memberPage: page }) => {
  await page.request.post('/api/goals', { data: { description: 'Crush this' } });
  await page.goto('/');
  await page.getByRole('button', { name: /Actions for Crush this/ }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await expect(page.getByTestId('goal-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Completed goals' }).click();
  await expect(page.getByTestId('completed-goal')).toHaveText([/Crush this/]);
});
