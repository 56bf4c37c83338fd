import type { Page } from '@playwright/test';
import { REMINDER_MESSAGES, type TReminderSettings } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * Counts permission prompts: the page's Notification.requestPermission is replaced by one that
 * records the call and answers what the test chose (headless Chromium has no prompt to click).
 */
function countPrompts() {
  return ([given]: [NotificationPermission | 'real']) => {
    localStorage.setItem('gs.mobilePopup.answered', 'Continue');
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    if (typeof Notification === 'undefined') return;
    const real = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (() => {
      w.__prompts += 1;
      return given === 'real' ? real() : Promise.resolve(given as NotificationPermission);
    }) as typeof Notification.requestPermission;
  };
}
const prompts = (page: Page) => page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);

test('Profile → Reminders: no prompt on load; turning a reminder on asks, a refusal is explained; choices are saved; axe-clean @mobile', async ({
  memberPage: page,
}, testInfo) => {
  test.slow(); // whole-page axe scans
  await page.addInitScript(countPrompts(), ['denied'] as [NotificationPermission]);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Set up reminders' }).click();
  await expect(page).toHaveURL(/\/profile\/reminders$/);
  await expect(page.getByRole('heading', { name: REMINDER_MESSAGES.title, level: 1 })).toBeVisible();
  const grind = page.getByRole('switch', { name: 'Daily grind' });
  await expect(grind).not.toBeChecked();
  await expect(page.getByText(/^Times are in your time zone, .+\.$/)).toBeVisible();
  await expect(page.getByLabel('Daily grind time')).toBeDisabled();
  // Everything the page does on load is done: still no prompt.
  await page.waitForLoadState('networkidle');
  expect(await prompts(page)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('reminders-load.png'), fullPage: true });

  // Quiet hours are not a reminder: no prompt.
  await page.getByRole('switch', { name: 'Hold reminders during quiet hours' }).check();
  await expect(page.getByText(REMINDER_MESSAGES.saved)).toBeVisible();
  expect(await prompts(page)).toBe(0);

  await grind.check();
  await expect(page.getByText(REMINDER_MESSAGES.denied)).toBeVisible();
  expect(await prompts(page)).toBe(1);
  await page.getByLabel('Daily grind time').fill('07:15');
  await page.getByLabel('Until').fill('06:30');
  await expect(page.getByText(REMINDER_MESSAGES.saved)).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/api/push/reminders')).json() as Promise<TReminderSettings>)
    .toMatchObject({
      grind: { enabled: true, time: '07:15' },
      advice: { enabled: false },
      quietHours: { enabled: true, start: '22:00', end: '06:30' },
    });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('reminders-denied.png'), fullPage: true });

  // Reloaded, the choices are there and nothing prompts.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily grind' })).toBeChecked();
  await expect(page.getByLabel('Daily grind time')).toHaveValue('07:15');
  expect(await prompts(page)).toBe(0);
});

test('Profile → Reminders with notifications allowed: turning advice on subscribes this device through the service worker, or says it could not', async ({
  memberPage: page,
  context,
}, testInfo) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(countPrompts(), ['real'] as ['real']);
  await page.goto('/profile/reminders');
  await expect(page.getByRole('switch', { name: 'Daily advice' })).toBeVisible();
  expect(await prompts(page)).toBe(0);
  // The member's service worker is installed by the built app.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  await page.getByRole('switch', { name: 'Daily advice' }).check();
  expect(await prompts(page)).toBe(1);
  // Headless Chromium reaches no real push service: either outcome is stated clearly.
  await expect(page.getByText(REMINDER_MESSAGES.deviceOn).or(page.getByText(REMINDER_MESSAGES.failed))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reminders-granted.png'), fullPage: true });
});

test('Profile → Reminders in a browser without Web Push says so and still keeps the choices', async ({
  memberPage: page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('gs.mobilePopup.answered', 'Continue');
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  await page.goto('/profile/reminders');
  await expect(page.getByText(REMINDER_MESSAGES.unsupported)).toBeVisible();
  await page.getByRole('switch', { name: 'Monday review' }).check();
  await expect(page.getByText(REMINDER_MESSAGES.saved)).toBeVisible();
});

test('a grind reminder’s Start grind opens /grind with its goal picked', async ({ memberPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
  await page.request.post('/api/goals', { data: { description: 'Practise the cello' } });
  const second = await page.request.post('/api/goals', { data: { description: 'Learn Spanish verbs' } });
  const goal = (await second.json()) as { id: string };
  await page.goto(`/grind?goal=${goal.id}`);
  await expect(page.getByRole('radio', { name: 'Learn Spanish verbs' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Practise the cello' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Generate grind' })).toBeEnabled();
});
