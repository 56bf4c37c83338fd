import { readFileSync } from 'node:fs';
import { ACCOUNT_MESSAGES, MESSAGES, MY_CONTEXT_MAX, PROFILE_MESSAGE_MS } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';

test.describe('profile', () => {
  test('shows the member, the avatar and an empty My Context', async ({ memberPage: page, member }) => {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your profile' });
    await expect(card.getByText(member.name, { exact: true })).toBeVisible();
    await expect(card.getByText(`@${member.username}`)).toBeVisible();
    await expect(card.getByText(member.email)).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', `/avatars/${member.name[0]!.toLowerCase()}.svg`);
    await expect(page.getByText(MESSAGES.noContext)).toBeVisible();
    await expect(page.getByText('Your coach has no facts about you yet.')).toBeVisible();
  });

  test('edits the name; the message shows for 3 s', async ({ memberPage: page }) => {
    await page.clock.install();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Name', { exact: true }).fill('Zoe Grinder');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Zoe Grinder')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('img')).toHaveAttribute(
      'src',
      '/avatars/z.svg',
    );
    await page.clock.runFor(PROFILE_MESSAGE_MS);
    await expect(page.getByText(ACCOUNT_MESSAGES.profileUpdated)).toBeHidden();
  });

  test('an email change needs the password and a valid address', async ({ memberPage: page, member }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Email').fill('new-address@example.org');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(MESSAGES.passwordRequiredForProtected)).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(MESSAGES.invalidEmailAddress)).toBeVisible();
    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByLabel('Email').fill(`z${member.email}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const err = dialog.getByText(ACCOUNT_MESSAGES.wrongPassword);
    await expect(err).toBeVisible();
    await expect(err).toHaveClass(/error-text/);
    await dialog.getByLabel('Current password').fill(member.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`z${member.email}`)).toBeVisible();
  });

  test('About Me: placeholder, counter red at the limit, saved context shows', async ({ memberPage: page }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit My Context' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.aboutMe });
    const box = dialog.getByPlaceholder(MESSAGES.aboutMePlaceholder);
    await expect(box).toBeVisible();
    await expect(dialog.getByText(`0/${MY_CONTEXT_MAX} characters`)).toBeVisible();
    await box.fill('I train for a marathon.');
    const counter = dialog.getByText(`23/${MY_CONTEXT_MAX} characters`);
    await expect(counter).toBeVisible();
    await expect(counter).not.toHaveClass(/error-text/);
    await box.fill('x'.repeat(MY_CONTEXT_MAX + 50));
    const full = dialog.getByText(`${MY_CONTEXT_MAX}/${MY_CONTEXT_MAX} characters`);
    await expect(full).toHaveClass(/error-text/);
    await box.fill('I train for a marathon.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('I train for a marathon.')).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.contextSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByText('I train for a marathon.')).toBeVisible();
  });

  test('downloads everything as JSON', async ({ memberPage: page, member }) => {
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^grindstone-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile.username).toBe(member.username);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
  });

  test('deletes the account after the password; the member can no longer sign in', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('It cannot be undone.')).toBeVisible();
    await dialog.getByLabel('Enter your password to confirm').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(dialog.getByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
    await dialog.getByLabel('Enter your password to confirm').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page).toHaveURL(/\/$/);
    const login = await page.request.post('/api/auth/login', {
      data: { username: member.username, password: member.password },
    });
    expect(login.status()).toBe(401);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the app records the active day and the device once per local day', async ({ memberPage: page }) => {
    const active = page.waitForResponse(
      (r) => r.url().endsWith('/api/activities/active') && r.request().method() === 'POST',
    );
    const device = page.waitForResponse((r) => r.url().endsWith('/api/user-sys') && r.request().method() === 'PUT');
    await page.goto('/profile');
    expect((await active).status()).toBe(200);
    const sys = await device;
    expect(sys.status()).toBe(200);
    // Loopback: the server resolves the location itself and knows nothing.
    expect(await sys.json()).toEqual({ location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' } });
    const body = sys.request().postDataJSON();
    expect(body.browser.name).toBe('Chrome');
    expect(body.display.pixleRatio).toBe(body.display.pixelRatio);
    let again = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/activities/active')) again = true;
    });
    await page.reload();
    await expect(page.getByText('No information provided.')).toBeVisible();
    expect(again).toBe(false);
  });

  test('works at 375 px @mobile', async ({ memberPage: page, member }) => {
    await page.goto('/profile');
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
