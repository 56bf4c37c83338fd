import { mkdirSync } from 'node:fs';
import { test, expect, clientAddress } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { MESSAGES } from '@grindstone/contract';
import type { Page } from '@playwright/test';

/**
 * docs/product.md#mobile-popup: at 768 px or less the popup asks once whether
 * the visitor wants a mobile version; the answer is recorded (POST /popup-responses); desktop
 * never sees it.
 */
const SHOTS = '/tmp/shots-onboarding2';
mkdirSync(SHOTS, { recursive: true });
const KEY = 'gs.mobilePopup.answered';

async function start(page: Page, path = '/') {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.goto(path);
  return page.getByRole('dialog', { name: MESSAGES.mobileTitle });
}

test.describe('mobile popup', () => {
  test.describe.configure({ timeout: 60_000 });

  test("I'm Interested is recorded, and the popup is asked only once @mobile", async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the popup is a phone-width feature');
    const popup = await start(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: MESSAGES.mobileInterested })).toBeVisible();
    await expect(popup.getByRole('button', { name: MESSAGES.mobileNoThanks })).toBeVisible();
    await expect(popup.getByRole('button', { name: MESSAGES.mobileContinue })).toBeVisible();
    // focus moves into the popup as it opens with the page (its first control, the close button)
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/mobile-popup-${info.project.name}.png` });

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/popup-responses') && r.method() === 'POST');
    await popup.getByRole('button', { name: MESSAGES.mobileInterested }).click();
    expect((await sent).postDataJSON()).toEqual({ response: 'Interested' });
    await expect(popup.getByText(MESSAGES.popupRecorded('Interested'))).toBeVisible();
    await expect(popup.getByRole('button', { name: MESSAGES.mobileInterested })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/mobile-popup-recorded-${info.project.name}.png` });
    await popup.getByRole('button', { name: MESSAGES.mobileContinue }).click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('Interested');

    await page.reload();
    await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('No, Thanks records Not-Interested for a signed-in member @mobile', async ({ memberPage }, info) => {
    test.skip(info.project.name !== 'mobile', 'the popup is a phone-width feature');
    await memberPage.goto('/');
    const popup = memberPage.getByRole('dialog', { name: MESSAGES.mobileTitle });
    await popup.getByRole('button', { name: MESSAGES.mobileNoThanks }).click();
    await expect(popup.getByText(MESSAGES.popupRecorded('Not-Interested'))).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await memberPage.goto('/profile');
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(memberPage.getByRole('dialog')).toHaveCount(0);
  });

  test('Continue to current site closes without recording and does not ask again @mobile', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the popup is a phone-width feature');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/popup-responses')) posted++;
    });
    const popup = await start(page, '/privacy-policy');
    await popup.getByRole('button', { name: MESSAGES.mobileContinue }).click();
    await expect(popup).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('the error texts of the popup, and a failed answer can be retried @mobile', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the popup is a phone-width feature');
    const answers = [
      {
        status: 500,
        body: { error: 'internal', message: 'Database is down' },
        text: MESSAGES.popupServerError('Database is down'),
      },
      { status: 0, body: null, text: MESSAGES.noResponse },
    ];
    let next = 0;
    await page.route('**/api/popup-responses', async (route) => {
      const a = answers[next++];
      if (!a) return route.continue();
      if (a.status === 0) return route.abort();
      return route.fulfill({ status: a.status, contentType: 'application/json', body: JSON.stringify(a.body) });
    });
    const popup = await start(page);
    for (const a of answers) {
      await popup.getByRole('button', { name: MESSAGES.mobileInterested }).click();
      await expect(popup.getByText(a.text)).toBeVisible();
    }
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
    await popup.getByRole('button', { name: MESSAGES.mobileInterested }).click();
    await expect(popup.getByText(MESSAGES.popupRecorded('Interested'))).toBeVisible();
  });

  test('desktop never shows it', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'desktop only');
    await start(page);
    await expect(page.getByRole('button', { name: MESSAGES.requestInvite, exact: true })).toBeVisible();
    await page.goto('/onboard');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
  });
});
