import { test, expect } from './support/fixtures.ts';

/** Route guards (docs/product.md#routes): who may open which route. */
const PROTECTED = [
  '/profile',
  '/feedback',
  '/change-password',
  '/subscribe',
  '/completed',
  '/chart',
  '/grind',
  '/goal/00000000-0000-4000-8000-000000000000',
];

// The mobile-version popup covers phones on first visit; these tests are about auth.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Not-Interested'));
});

test.describe('visitor', () => {
  for (const path of PROTECTED) {
    test(`on ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('sees the landing page at / and may open /invite, /onboard, the legal pages', async ({ page }) => {
    for (const path of ['/', '/invite', '/onboard', '/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  test('on /admin gets the unknown-page treatment (the not-found page)', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('member', () => {
  test('on /login goes to / @mobile', async ({ memberPage: page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('on /onboard goes to /', async ({ memberPage: page }) => {
    await page.goto('/onboard');
    await expect(page).toHaveURL('/');
  });

  test('may open the protected pages', async ({ memberPage: page }) => {
    for (const path of ['/profile', '/feedback', '/change-password', '/subscribe', '/completed']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  test('a non-admin on /admin gets the not-found page like any unknown address', async ({ memberPage: page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an admin may open /admin', async ({ adminPage: page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');
  });
});
