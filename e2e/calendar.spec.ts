import { CALENDAR_MESSAGES } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

test('Profile → Calendar: create a secret feed link, copy it, rotate it (the old one dies), turn it off; axe-clean @mobile', async ({
  memberPage: page,
  playwright,
  baseURL,
  context,
}, testInfo) => {
  test.slow(); // two whole-page axe scans
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.request.post('/api/goals', { data: { description: 'Send the grant application tomorrow' } });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Calendar link' }).click();
  await expect(page).toHaveURL(/\/profile\/calendar$/);
  await expect(page.getByText(CALENDAR_MESSAGES.none)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: CALENDAR_MESSAGES.create }).click();
  await expect(page.getByText(CALENDAR_MESSAGES.created)).toBeVisible();
  const field = page.getByRole('textbox', { name: CALENDAR_MESSAGES.label });
  await expect(field).toHaveValue(/\/api\/calendar\/gcal_[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();
  await page.getByRole('button', { name: CALENDAR_MESSAGES.copy, exact: true }).click();
  await expect(page.getByRole('button', { name: CALENDAR_MESSAGES.copied, exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-created.png'), fullPage: true });

  // A calendar app fetches it without cookies.
  const calendarApp = await playwright.request.newContext({ baseURL });
  const feed = await calendarApp.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Due: Send the grant application tomorrow');

  await page.getByRole('button', { name: CALENDAR_MESSAGES.rotate }).click();
  await expect(page.getByText(CALENDAR_MESSAGES.rotated)).toBeVisible();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await calendarApp.get(new URL(first).pathname)).status()).toBe(404);
  expect((await calendarApp.get(new URL(second).pathname)).status()).toBe(200);

  await page.reload();
  await expect(page.getByText(CALENDAR_MESSAGES.active)).toBeVisible();
  expect(await page.content()).not.toContain(new URL(second).pathname);
  await page.getByRole('button', { name: CALENDAR_MESSAGES.revoke }).click();
  await expect(page.getByText(CALENDAR_MESSAGES.revoked)).toBeVisible();
  await expect(page.getByText(CALENDAR_MESSAGES.none)).toBeVisible();
  expect((await calendarApp.get(new URL(second).pathname)).status()).toBe(404);
  await page.screenshot({ path: testInfo.outputPath('calendar-off.png'), fullPage: true });
  await calendarApp.dispose();
});
