import { expect, test } from './support/fixtures.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

test('the chart shows my goals per week, time to complete, grinds and active days', async ({ memberPage: page }) => {
  for (const d of ['Chart one', 'Chart two', 'Chart three']) {
    const g = await (await page.request.post('/api/goals', { data: { description: d } })).json();
    if (d !== 'Chart three') await page.request.post(`/api/completed-goals/${g.id}`);
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'See the chart' }).click();
  await expect(page.getByRole('heading', { name: 'Your chart' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Goals created and completed per week' })).toBeVisible();
  await expect(page.getByText('3 created, 2 completed in the last 12 weeks')).toBeVisible();
  await expect(page.locator('.chart-tile', { hasText: 'Open goals' })).toContainText('1');
  // The median is written the way Completed writes a duration (one formatter): days, hours, minutes.
  await expect(page.locator('.chart-tile', { hasText: 'Median time to complete' }).locator('dd')).toHaveText(
    /^\d+d \d+h \d+m$/,
  );
  await expect(page.getByRole('heading', { name: 'Grind sessions by outcome' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active days' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-goals/chart-1280.png', fullPage: true });
});

test('@mobile the chart at 375 px', async ({ memberPage: page }) => {
  test.skip(page.viewportSize()!.width > 768, 'phone layout only');
  await page.request.post('/api/goals', { data: { description: 'Phone chart' } });
  await page.goto('/chart');
  await expect(page.getByRole('img', { name: 'Goals created and completed per week' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-goals/chart-375.png', fullPage: true });
});
