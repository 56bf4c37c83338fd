import { ACCESS_TOKEN_MESSAGES, type TCreatedAccessToken } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

test.describe('access tokens', () => {
  test('create a token: shown once with a copy button, then masked; it works until revoked @mobile', async ({
    memberPage: page,
    playwright,
    baseURL,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Manage access tokens' }).click();
    await expect(page).toHaveURL(/\/profile\/access-tokens$/);
    await expect(page.getByText('No access tokens yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText(ACCESS_TOKEN_MESSAGES.nameBlank)).toBeVisible();
    await page.getByLabel('Name').fill('Claude Desktop');
    await page.getByRole('checkbox', { name: /goals:write/ }).check();
    await page.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await page.getByRole('button', { name: 'Create token' }).click();

    const secretCard = page.getByRole('region', { name: 'Your new token “Claude Desktop”' });
    await expect(secretCard.getByText(ACCESS_TOKEN_MESSAGES.created)).toBeVisible();
    const secretField = secretCard.getByLabel('New access token');
    await expect(secretField).toHaveValue(/^gst_[A-Za-z0-9_-]{43}$/);
    const token = await secretField.inputValue();
    await secretCard.getByRole('button', { name: 'Copy' }).click();
    await expect(secretCard.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.screenshot({ path: testInfo.outputPath('token-created.png'), fullPage: true });

    // The list shows the token without its secret, even while the secret is on screen.
    const item = page.getByRole('listitem', { name: 'Claude Desktop' });
    await expect(item.getByText('gst_••••••••')).toBeVisible();
    await expect(item.getByText('goals:write')).toBeVisible();
    await expect(item.getByText('Never')).toBeVisible();

    // The token works on the API, from a client without the browser's cookies.
    const api = await playwright.request.newContext({ baseURL });
    const headers = { authorization: `Bearer ${token}` };
    const added = await api.post('/api/goals', { headers, data: { description: 'Added by my assistant' } });
    expect(added.status()).toBe(201);

    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(secretCard).toBeHidden();
    await page.reload();
    await expect(item).toBeVisible();
    expect(await page.content()).not.toContain(token.slice(4));
    await expect(item.getByText('Never')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('token-listed.png'), fullPage: true });

    await page.getByRole('button', { name: 'Revoke Claude Desktop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Token “Claude Desktop” revoked.')).toBeVisible();
    await expect(page.getByText('No access tokens yet.')).toBeVisible();
    expect((await api.get('/api/goals', { headers })).status()).toBe(401);
    await api.dispose();
  });

  test('the screen is axe-clean: form, new secret, list and revoke dialog @mobile', async ({ memberPage: page }) => {
    test.slow(); // three whole-page axe scans
    await page.goto('/profile/access-tokens');
    await expect(page.getByText('No access tokens yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const answer = await page.request.post('/api/access-tokens', {
      data: { name: 'Script', scopes: ['goals:read'] },
    });
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as TCreatedAccessToken).token).toMatch(/^gst_/);
    // Made outside this page: it shows once the page loads its list again.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Script' })).toBeVisible();
    await page.getByLabel('Name').fill('Cursor');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('New access token')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Script' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Revoke Script' }).click();
    await expect(page.getByRole('dialog', { name: 'Revoke this token?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
