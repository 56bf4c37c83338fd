import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITE_BANNER_MS, MESSAGES } from '@grindstone/contract';
import type { Page } from '@playwright/test';

/** Opens the invite modal once the landing page is interactive. */
async function openInvite(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: MESSAGES.requestInvite, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const SHOTS = '/tmp/shots-onboarding2';

test.describe('landing page', () => {
  test.describe.configure({ timeout: 90_000 });
  test('shows the sections, 100 stars and 5 meteors, legal links @mobile', async ({ page }, info) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
    await expect(page.locator('.star-field .star')).toHaveCount(100);
    await expect(page.locator('.star-field .meteor')).toHaveCount(5);
    // Every star and meteor moves, as a Web Animation: a CSS animation would send the page's main
    // thread an event at each of its iterations (React listens for them).
    await expect
      .poll(() =>
        page.locator('.star-field').evaluate((sky) => {
          const all = sky.getAnimations({ subtree: true });
          return { all: all.length, css: all.filter((a) => a instanceof CSSAnimation).length };
        }),
      )
      .toEqual({ all: 105, css: 0 });
    await expect(page.locator('.feature-card')).toHaveCount(6);
    await expect(page.locator('.step')).toHaveCount(5);
    for (const id of ['features', 'how-it-works', 'contact']) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.locator('.landing-footer').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.locator('.landing-footer').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(page.locator('.landing-footer').getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    // No third-party script.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    expect(scripts.every((s) => new URL(s).origin === new URL(page.url()).origin)).toBe(true);
    await page.evaluate(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
    await page.reload();
    await expect(page.locator('.feature-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/landing-${info.project.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/landing-top-${info.project.name}.png` });
    await page.locator('#features').screenshot({ path: `${SHOTS}/landing-features-${info.project.name}.png` });
    await page.locator('#how-it-works').screenshot({ path: `${SHOTS}/landing-steps-${info.project.name}.png` });
    await page.locator('.early-access').screenshot({ path: `${SHOTS}/landing-early-${info.project.name}.png` });
    await page.goto('/invite');
    await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
  });

  test('a visitor downloads none of the member app (decision 182)', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
    await expect(page.locator('.feature-card')).toHaveCount(6);
    expect(scripts.some((s) => /\/landing-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/(app|dashboard)-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  test('stars stop under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.star-field .star')).toHaveCount(100);
    await expect(page.locator('.star-field .meteor').first()).toBeHidden();
    const moving = () => page.locator('.star-field').evaluate((sky) => sky.getAnimations({ subtree: true }).length);
    expect(await moving()).toBe(0);
    // The sky follows the setting while the page is open.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(moving).toBe(105);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(moving).toBe(0);
  });

  test('invite request: validation, success banner for 8 s, then the modal closes and clears @mobile', async ({
    page,
  }, info) => {
    await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
    await page.clock.install();
    await page.goto('/');
    await openInvite(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    const handle = `ada_${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: 'X (Twitter) Username' }).fill(handle);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(dialog.locator('.field-error', { hasText: MESSAGES.invalidEmailFormat })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/invite-modal-errors-${info.project.name}.png` });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await expectNoSeriousA11yViolations(page);
    // Stop the page clock so the 8 s count only moves when the test says so (axe and
    // screenshots take real seconds).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(dialog.getByText(MESSAGES.inviteThanks('Ada Lovelace'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/invite-modal-banner-${info.project.name}.png` });
    await page.clock.runFor(INVITE_BANNER_MS - 500);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The early-access field opens the modal prefilled, with a clean form.
    await page.locator('#early-x').fill('early_bird');
    await page.getByRole('button', { name: 'Join the list' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'X (Twitter) Username' })).toHaveValue(
      'early_bird',
    );
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  });

  test('invite request failure shows the server message', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
    await page.route('**/api/requestInvite', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'rate_limited', message: 'Slow down' }),
      }),
    );
    await page.goto('/');
    await openInvite(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bo');
    await page.getByRole('textbox', { name: 'X (Twitter) Username' }).fill('bo_fail');
    await page.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(page.getByRole('dialog').getByText(MESSAGES.inviteFailed('Slow down'))).toBeVisible();
    await page.unroute('**/api/requestInvite');
    await page.route('**/api/requestInvite', (route) => route.abort());
    await page.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(page.getByRole('dialog').getByText(MESSAGES.inviteFailed())).toBeVisible();
  });

  test('legal pages name the facts @mobile', async ({ page }, info) => {
    await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/default coach runs on our own server/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/privacy-${info.project.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/privacy-top-${info.project.name}.png` });
    await page.goto('/terms-of-service');
    await expect(page.getByText(/invitation only/)).toBeVisible();
    await expect(page.getByText(/\$12\.99 per month or \$129 per year/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/terms-${info.project.name}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/terms-top-${info.project.name}.png` });
    await expectNoSeriousA11yViolations(page);
  });
});
