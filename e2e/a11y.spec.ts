import { MESSAGES } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, waitForAppReady } from './support/axe.ts';
import { addGoals } from './support/coach-helpers.ts';

/** axe-core on every page: no serious or critical violation. */
const VISITOR_PAGES = ['/', '/login', '/onboard', '/privacy-policy', '/terms-of-service'];
// axe walks the whole DOM; on a busy 2-core machine a rich page can take a while.
test.describe.configure({ timeout: 60_000 });

const MEMBER_PAGES = ['/', '/profile', '/feedback', '/change-password', '/subscribe', '/completed', '/chart'];

test.describe('accessibility: visitor pages', () => {
  for (const path of VISITOR_PAGES) {
    test(`visitor ${path} @mobile`, async ({ page }) => {
      await page.goto(path);
      await waitForAppReady(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('sign-in page showing an error', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('nobody_here');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(MESSAGES.loginInvalid)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('accessibility: member pages', () => {
  for (const path of MEMBER_PAGES) {
    test(`member ${path} @mobile`, async ({ memberPage: page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await waitForAppReady(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the dashboard with goals: the card link, its Fortify chip and its menu side by side @mobile', async ({
    memberPage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
    const [vague] = await addGoals(page, ['get better at spanish', 'Ship the quarterly report']);
    expect(vague!.warning).toBe(true);
    await page.goto('/');
    await waitForAppReady(page);
    const card = page.getByTestId('goal-card').filter({ hasText: 'get better at spanish' });
    await expect(card.getByRole('link', { name: 'get better at spanish' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Fortify/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // no control inside another anywhere on the card
    const nested = await page
      .getByTestId('goal-card')
      .evaluateAll(
        (cards) =>
          cards
            .flatMap((c) => Array.from(c.querySelectorAll('a, button, [role="button"], [tabindex]')))
            .filter((el) => el.parentElement?.closest('a, button, [role="button"]')).length,
      );
    expect(nested).toBe(0);
    await card.getByRole('button', { name: /Actions for/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the profile menu, open', async ({ memberPage: page }) => {
    await page.goto('/');
    await waitForAppReady(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
