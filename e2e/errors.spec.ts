import type { Page } from '@playwright/test';
import { MESSAGES } from '@grindstone/contract';
import { expect, signIn, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { withoutBootData } from './support/dashboard.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});
// A page's code must come from the network here (a service worker would serve it from its cache).
test.use({ serviceWorkers: 'block' });

const GOALS_EMPTY = 'No goals yet — add your first one';
const chartChunk = /\/assets\/chart-page-[^/]*\.js$/;

test('@mobile a page whose code fails to load reloads once, then shows our own error page with Reload', async ({
  memberPage: page,
}) => {
  let chunkRequests = 0;
  await page.route(chartChunk, (route) => {
    chunkRequests++;
    return route.abort('failed');
  });
  // Page loads of /chart, counted by their document requests: a reload that comes before the first
  // load's 'load' event (the chunk can fail that early) is counted too.
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && new URL(r.url()).pathname === '/chart') loads++;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
  await page.goto('/chart');
  const error = page.getByRole('heading', { name: 'This page could not be loaded' });
  await expect(error).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  // one reload by itself, then no loop; the code was refused at least once (Chromium does not
  // always ask the network for it again after the reload)
  expect(loads).toBe(2);
  expect(chunkRequests).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveTitle('Something went wrong · Grindstone');
  // the top bar stays; axe is clean
  await expect(page.getByRole('link', { name: 'Grindstone home' })).toBeVisible();
  await page.screenshot({ path: `/tmp/ux13a/error-page-${page.viewportSize()!.width}.png` });
  await expectNoSeriousA11yViolations(page);
  // Reload once the code is back: the chart opens
  await page.unroute(chartChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/chart$/);
});

test('a page whose code fails while moving inside the app shows our error page, not the developer screen', async ({
  memberPage: page,
}) => {
  await page.route(chartChunk, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
  await page.getByRole('link', { name: 'See the chart' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
});

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Grindstone');
}

test('@mobile an unknown address shows a real not-found page (visitor and member)', async ({ page, member }) => {
  await expectNotFound(page, '/no-such-page');
  await page.screenshot({ path: `/tmp/ux13a/not-found-${page.viewportSize()!.width}.png` });
  await expectNoSeriousA11yViolations(page);
  await signIn(page, member);
  await expectNotFound(page, '/no-such-page/deeper');
  // an operator page looks exactly like an unknown one to a member
  await expectNotFound(page, '/admin');
  await page.getByRole('link', { name: 'Back to goals' }).click();
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
});

test('a failed goal list stays a failure: a failed add never turns it into "No goals yet"', async ({
  memberPage: page,
}) => {
  await page.request.post('/api/goals', { data: { description: 'Still here' } });
  // the server is gone: every goals call fails
  await withoutBootData(page);
  await page.route('**/api/goals', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByText('Your goals could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).fill('Added while down');
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).press('Enter');
  await expect(page.getByText(MESSAGES.goalCreateError)).toBeVisible();
  await expect(page.getByText(GOALS_EMPTY)).toHaveCount(0);
  await expect(page.getByText('Your goals could not be loaded.')).toBeVisible();
  // back online: Try again shows the goals
  await page.unroute('**/api/goals');
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).press('Escape');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'Still here' })).toBeVisible();
});

test('@mobile completing a goal while offline says that it failed, and the goal is back', async ({
  memberPage: page,
}) => {
  await page.request.post('/api/goals', { data: { description: 'Offline finish' } });
  await page.goto('/');
  const card = page.getByTestId('goal-card').filter({ hasText: 'Offline finish' });
  await expect(card).toBeVisible();
  await page.route('**/api/completed-goals/*', (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Actions for Offline finish' }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.goalCompleteError })).toBeVisible();
  await expect(card).toBeVisible();
  await page.screenshot({ path: `/tmp/ux13a/complete-failed-${page.viewportSize()!.width}.png` });
});

test('@mobile a missing goal says "Goal not found"; every page has its own title', async ({ memberPage: page }) => {
  await page.goto('/goal/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Goal not found' })).toBeVisible();
  await expect(page.getByText(MESSAGES.goalFetchFailed)).toHaveCount(0);
  await expect(page).toHaveTitle('Goal not found · Grindstone');
  await page.screenshot({ path: `/tmp/ux13a/goal-not-found-${page.viewportSize()!.width}.png` });
  await expectNoSeriousA11yViolations(page);
  for (const [path, title] of [
    ['/', 'Your goals · Grindstone'],
    ['/chart', 'Chart · Grindstone'],
    ['/completed', 'Completed goals · Grindstone'],
    ['/profile', 'Profile · Grindstone'],
    ['/feedback', 'Feedback · Grindstone'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
  }
});
