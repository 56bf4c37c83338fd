import { LOGIN_HELP_LINK_MS, MESSAGES, SUPPORT_EMAIL } from '@grindstone/contract';
import { test, expect, clientAddress } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

/** Sign-in, its three error texts and the 3 s help link; refresh after expiry; the profile menu; logout. */

async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// The mobile-version popup covers phones on first visit; these tests are about auth.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Not-Interested'));
});

test.describe('sign in', () => {
  test('a member signs in and lands on / with the profile menu @mobile', async ({ page, member }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await fillSignIn(page, member.username.toUpperCase(), member.password); // usernames are case-insensitive
    await expect(page).toHaveURL('/');
    const menuButton = page.getByRole('button', { name: `Account menu for ${member.name}` });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // The loading screen greets them by name next time (user_data.data.name).
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? 'null'))).toEqual({
      data: { name: member.name },
    });
  });

  test('both fields are required', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) posted = true;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test("wrong password shows 'Invalid username or password', then after 3 s the help link", async ({
    page,
    member,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    // Freeze the page's clock: from here only runFor moves time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await fillSignIn(page, member.username, 'Wrong-password-1!');
    const error = page.getByText(MESSAGES.loginInvalid);
    await expect(error).toBeVisible();
    await page.clock.runFor(LOGIN_HELP_LINK_MS - 100);
    await expect(error).toBeVisible();
    await page.clock.runFor(200);
    await expect(error).toHaveCount(0);
    const help = page.getByRole('link', { name: MESSAGES.loginHelp });
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(page).toHaveURL('/login');
  });

  test("an unknown user gets the same 'Invalid username or password'", async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'nobody_at_all_here', 'Whatever-1!');
    await expect(page.getByText(MESSAGES.loginInvalid)).toBeVisible();
  });

  test("the server's own message is shown (login rate limit)", async ({ page, member }) => {
    const ip = clientAddress();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    // Spend this client's attempts for this username through the API, then try in the browser.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) {
      const res = await page.request.post('/api/auth/login', {
        data: { username: member.username, password: 'Wrong-password-1!' },
        headers: { 'x-forwarded-for': ip },
      });
      status = res.status();
    }
    expect(status).toBe(429);
    await page.goto('/login');
    await fillSignIn(page, member.username, member.password);
    await expect(page.getByText(MESSAGES.rateLimited)).toBeVisible();
    await expect(page.getByText(MESSAGES.loginInvalid)).toHaveCount(0);
  });

  test("no answer from the server shows 'An error occurred during login'", async ({ page, member }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await fillSignIn(page, member.username, member.password);
    await expect(page.getByText(MESSAGES.loginError)).toBeVisible();
  });

  test('the sign-in page links people with an invitation code to /onboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page).toHaveURL('/onboard');
  });
});

test.describe('session', () => {
  test('after the access token expired, the session is refreshed and the protected page shows', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${member.name}` })).toBeVisible();
    await page.context().clearCookies({ name: 'gs_access' });
    // Also drop the local 15-minute auth cache, so nothing but the refresh cookie vouches for us.
    await page.evaluate(() => localStorage.clear());
    const refreshed = page.waitForResponse(
      (r) => /\/api\/auth\/(check-auth|refresh-token)$/.test(r.url()) && r.status() === 200,
    );
    await page.goto('/profile');
    await refreshed;
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('button', { name: `Account menu for ${member.name}` })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === 'gs_access')).toBe(true);
  });

  test('a session whose refresh token is gone is sent to /login', async ({ memberPage: page, member }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: `Account menu for ${member.name}` })).toBeVisible();
    // Caches first, while the session still works; then leave the app, so its own background
    // calls (which would also end on /login once the cookies are gone) cannot race the visit.
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('top bar', () => {
  test('visitors see the logo, Login and Signup @mobile', async ({ page }) => {
    await page.goto('/privacy-policy');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Grindstone/ })).toBeVisible();
    await banner.getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL('/onboard');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the profile menu shows avatar, name, @username and its items; keyboard works', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: `Account menu for ${member.name}` });
    await expect(button.locator('img')).toHaveAttribute('src', `/avatars/${member.name[0]!.toLowerCase()}.svg`);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByText(member.name, { exact: true })).toBeVisible();
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Profile', 'Weekly review', 'Subscribe', 'Feedback', 'Change Password', 'Logout']);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    // Items navigate.
    await button.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL('/change-password');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await button.click();
    await page.getByRole('menuitem', { name: 'Weekly review' }).click();
    await expect(page).toHaveURL('/review');
  });

  test('admins also get Operator in the menu', async ({ adminPage: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Operator' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test("logout shows 'Logout Successful' and reloads onto the landing page @mobile", async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: `Account menu for ${member.name}` }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText(MESSAGES.logoutSuccessful)).toBeVisible();
    await reloaded;
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const check = await page.request.get('/api/auth/check-auth');
    expect((await check.json()).authenticated).toBe(false);
  });

  test("a failed logout shows 'Logout failed. Please try again later.' and keeps the session", async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 500, json: { error: 'internal', message: 'x' } }),
    );
    await page.getByRole('button', { name: `Account menu for ${member.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText(MESSAGES.logoutFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${member.name}` })).toBeEnabled();
  });
});
