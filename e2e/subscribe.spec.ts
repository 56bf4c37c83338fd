import { ACCOUNT_MESSAGES, MESSAGES, SUBSCRIPTION_FEATURES } from '@grindstone/contract';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';

test.describe('subscribe without PayPal configured', () => {
  test('shows the plans, the features, the legal line and says payments are off', async ({ memberPage: page }) => {
    const paypalCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('paypal.com')) paypalCalls.push(r.url());
    });
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: MESSAGES.choosePlan })).toBeVisible();
    const monthly = page.getByRole('region', { name: 'Monthly Plan' });
    const annual = page.getByRole('region', { name: 'Annual Plan' });
    await expect(monthly).toContainText('$12.99 per month');
    await expect(annual).toContainText('$129 per year');
    await expect(monthly.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expect(annual.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expect(page.getByText(ACCOUNT_MESSAGES.paymentsDisabledLong)).toBeVisible();
    for (const f of SUBSCRIPTION_FEATURES) {
      await expect(page.getByText(f, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(MESSAGES.paypalLine)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(paypalCalls).toEqual([]);
  });

  test('the page fits at 375 px @mobile', async ({ memberPage: page }) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: MESSAGES.choosePlan })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

/**
 * The PayPal flow with PayPal's SDK stood in for (the e2e server has no PayPal account): the
 * config answer and the SDK script are routed, so the test checks exactly what the page asks of
 * PayPal and what it does with the answer. The server side is covered against a local PayPal.
 */
test.describe('subscribe with PayPal (SDK stood in)', () => {
  test.use({ bypassCSP: true });

  const FAKE_SDK = `
    window.__created = [];
    window.paypal = { Buttons(opts) { return { render(el) {
      const b = document.createElement('button'); b.textContent = 'PayPal Subscribe'; b.type = 'button';
      b.onclick = async () => {
        const id = await opts.createSubscription({}, { subscription: { create: async (input) => { window.__created.push(input); return 'I-E2ETEST0001'; } } });
        await opts.onApprove({ subscriptionID: id });
      };
      el.appendChild(b); return Promise.resolve(); }, close() { return Promise.resolve(); } }; } };`;

  /** Browser dialogs (there must be none: alerts are in the page). */
  function collectAlerts(page: Page): string[] {
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    return alerts;
  }

  async function stubPayPal(page: Page, confirmStatus: number) {
    const sdkUrls: string[] = [];
    await page.route('**/api/subscription/config', (route) =>
      route.fulfill({
        json: { enabled: true, clientId: 'test-client-id', plans: { monthly: 'P-MONTHLY', annual: 'P-ANNUAL' } },
      }),
    );
    await page.route('https://www.paypal.com/sdk/js**', (route) => {
      sdkUrls.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK });
    });
    await page.route('**/api/users/updateSubscriptionStatus', (route) =>
      confirmStatus === 200
        ? route.fulfill({ json: { message: ACCOUNT_MESSAGES.subscriptionActive, subscriptionStatus: 'active' } })
        : route.fulfill({
            status: confirmStatus,
            json: { error: 'unavailable', message: ACCOUNT_MESSAGES.paymentsDisabled },
          }),
    );
    return sdkUrls;
  }

  test('choosing a plan records it, creates the subscription for this user and confirms it', async ({
    memberPage: page,
    member,
  }) => {
    const sdkUrls = await stubPayPal(page, 200);
    await page.goto('/subscribe');
    const annual = page.getByRole('region', { name: 'Annual Plan' });
    const pressed = page.waitForRequest(
      (r) => r.url().endsWith('/api/activities') && r.postDataJSON()?.activityType === 'Subscription Button Pressed',
    );
    await annual.getByRole('button', { name: 'Subscribe' }).click();
    await pressed;
    await expect(annual.getByRole('button', { name: 'PayPal Subscribe' })).toBeVisible();
    expect(sdkUrls).toEqual(['https://www.paypal.com/sdk/js?client-id=test-client-id&vault=true&intent=subscription']);

    const subscribed = page.waitForRequest(
      (r) => r.url().endsWith('/api/activities') && r.postDataJSON()?.activityType === 'Subscribed',
    );
    const confirm = page.waitForRequest((r) => r.url().endsWith('/api/users/updateSubscriptionStatus'));
    const alerts = collectAlerts(page);
    await annual.getByRole('button', { name: 'PayPal Subscribe' }).click();
    expect((await confirm).postDataJSON()).toEqual({ subscriptionId: 'I-E2ETEST0001' });
    await expect(annual.getByRole('alert').filter({ hasText: MESSAGES.subscriptionSuccess })).toBeVisible();
    expect(alerts, 'no browser dialog').toEqual([]);
    await subscribed;
    const created = await page.evaluate(() => (window as unknown as { __created: unknown[] }).__created);
    expect(created).toEqual([
      {
        plan_id: 'P-ANNUAL',
        custom_id: member.id,
        application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'SUBSCRIBE_NOW' },
      },
    ]);
  });

  test('a failed confirmation shows the error alert', async ({ memberPage: page }) => {
    await stubPayPal(page, 503);
    await page.goto('/subscribe');
    const monthly = page.getByRole('region', { name: 'Monthly Plan' });
    await monthly.getByRole('button', { name: 'Subscribe' }).click();
    const alerts = collectAlerts(page);
    await monthly.getByRole('button', { name: 'PayPal Subscribe' }).click();
    await expect(monthly.getByRole('alert').filter({ hasText: MESSAGES.subscriptionError })).toBeVisible();
    expect(alerts, 'no browser dialog').toEqual([]);
  });
});
