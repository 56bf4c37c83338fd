import type { Page, Request } from '@playwright/test';
import { MESSAGES } from '@grindstone/contract';
import { expect, registerMember, signIn, test } from './support/fixtures.ts';
import { addGoals } from './support/coach-helpers.ts';
import { cardTexts, cards } from './support/dashboard.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * Decision 184: a member's page load of '/' carries their profile, goal list and streak, so the
 * dashboard draws without asking the API first, and keeps working as before once it has.
 */

// Once the member's service worker runs, it answers page loads from its cache, without boot data
// (decision 172): here every load reaches the server.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

/** GET requests to these API paths, as the page makes them. */
function apiReads(page: Page, paths: string[]): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && paths.includes(path)) seen.push(path);
  });
  return seen;
}

const bootElement = (page: Page) => page.locator('script#gs-boot');

test('@mobile the dashboard draws from the page itself, then adds, completes and reloads as before', async ({
  memberPage: page,
}, info) => {
  await addGoals(page, ['Boot alpha', 'Boot bravo', 'Boot charlie']);
  const reads = apiReads(page, ['/api/goals', '/api/streak', '/api/users/me']);
  const missing: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/') && r.status() >= 400) missing.push(r.url());
  });
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['Boot alpha', 'Boot bravo', 'Boot charlie']);
  await expect(page.getByTestId('streak-card')).toBeVisible();
  // Every preloaded file of the member's page exists (a chunk the build folded away would 404).
  expect(missing).toEqual([]);
  // The page brought them: no read of the list, the streak or the profile, and the element is gone.
  expect(reads).toEqual([]);
  await expect(bootElement(page)).toHaveCount(0);
  await page.screenshot({ path: `/tmp/shots-boot/dashboard-${info.project.name}.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // A new goal: optimistic card, then the server's.
  await page.getByRole('button', { name: MESSAGES.createNewGoal }).click();
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).fill('Boot delta');
  await page.getByPlaceholder(MESSAGES.goalPlaceholder).press('Enter');
  await expect(cardTexts(page)).toHaveText(['Boot alpha', 'Boot bravo', 'Boot charlie', 'Boot delta']);
  await expect(page.locator('.goal-card-local')).toHaveCount(0);
  // Completing one takes it off the list.
  await cards(page).filter({ hasText: 'Boot bravo' }).getByRole('button', { name: 'Actions for Boot bravo' }).click();
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Crushed!' })).toBeVisible();
  await expect(cardTexts(page)).toHaveText(['Boot alpha', 'Boot charlie', 'Boot delta']);
  const server = (await (await page.request.get('/api/goals')).json()) as { description: string }[];
  expect(server.map((g) => g.description)).toEqual(['Boot alpha', 'Boot charlie', 'Boot delta']);

  // The next page load brings the list as it is now, still without asking.
  reads.length = 0;
  await page.reload();
  await expect(cardTexts(page)).toHaveText(['Boot alpha', 'Boot charlie', 'Boot delta']);
  expect(reads.filter((p) => p === '/api/goals')).toEqual([]);
});

test('a visitor, and a member after logging out, get the landing page without boot data', async ({ page, member }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
  await expect(bootElement(page)).toHaveCount(0);

  await signIn(page, member);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeVisible();
  // Logging out (what the menu's Log out does: the call, then the browser's records go), from a
  // page of the same site that runs no app: the dashboard would notice the ended session (its
  // background requests answer 401) and navigate while the test clears the records.
  await page.goto('/api/health');
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your goals' })).toHaveCount(0);
  await expect(bootElement(page)).toHaveCount(0);
});

test('the page is the signed-in member’s: another member on the same browser sees only their own', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const [ann, ben] = [await registerMember(request), await registerMember(request)];
  await request.dispose();
  await signIn(page, ann);
  await addGoals(page, ['Ann only goal']);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['Ann only goal']);

  await signIn(page, ben);
  await addGoals(page, ['Ben only goal']);
  await page.goto('/');
  await expect(cardTexts(page)).toHaveText(['Ben only goal']);
  await expect(page.getByText('Ann only goal')).toHaveCount(0);
  // The browser's record of who is signed in follows the page.
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile') ?? 'null'));
  expect(cached?.value?.username).toBe(ben.username);
});
