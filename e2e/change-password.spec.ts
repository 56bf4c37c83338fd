import { MESSAGES, PASSWORD_MESSAGE_MS, SUPPORT_EMAIL, ACCOUNT_MESSAGES } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';

test.describe('change password', () => {
  test('client rules, each message cleared after 2.5 s', async ({ memberPage: page }) => {
    await page.clock.install();
    await page.goto('/change-password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    await submit.click();
    await expect(page.getByText(MESSAGES.fillAllFields)).toBeVisible();
    await page.clock.runFor(PASSWORD_MESSAGE_MS);
    await expect(page.getByText(MESSAGES.fillAllFields)).toBeHidden();

    await page.getByLabel('Current password').fill('whatever1');
    await page.getByLabel('New password', { exact: true }).fill('Abcdefgh1!');
    await page.getByLabel('Confirm new password').fill('Abcdefgh1?');
    await submit.click();
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await submit.click();
    await expect(page.getByText(MESSAGES.passwordMinChange)).toBeVisible();

    // The registration rule applies here too: long enough is not enough.
    await page.getByLabel('New password', { exact: true }).fill('longbutweak');
    await page.getByLabel('Confirm new password').fill('longbutweak');
    await submit.click();
    await expect(page.getByText(MESSAGES.passwordCase)).toBeVisible();
  });

  test('a wrong current password shows the server message and keeps the session', async ({ memberPage: page }) => {
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Abcdefgh1!');
    await page.getByLabel('Confirm new password').fill('Abcdefgh1!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeVisible();
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test('changes the password and stays signed in; show/hide and the support link', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/change-password');
    const current = page.getByLabel('Current password');
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');
    await expect(page.getByRole('link', { name: MESSAGES.forgotPassword })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${SUPPORT_EMAIL}`),
    );

    await current.fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('Fresh!Pass9');
    await page.getByLabel('Confirm new password').fill('Fresh!Pass9');
    const activity = page.waitForRequest(
      (r) => r.url().endsWith('/api/activities') && r.postDataJSON()?.activityType === 'password_changed',
    );
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
    await activity;
    await expect(current).toHaveValue('');

    await page.reload();
    await expect(page).toHaveURL(/\/change-password$/);
    expect((await page.request.get('/api/users/me')).status()).toBe(200);
    const fresh = await page.request.post('/api/auth/login', {
      data: { username: member.username, password: 'Fresh!Pass9' },
    });
    expect(fresh.status()).toBe(200);
  });
});
