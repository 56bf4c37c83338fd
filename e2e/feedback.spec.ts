import { FEEDBACK_MESSAGE_MS, MESSAGES } from '@grindstone/contract';
import { test, expect } from './support/fixtures.ts';

test.describe('feedback', () => {
  test('blank text raises the alert and sends nothing', async ({ memberPage: page }) => {
    await page.goto('/feedback');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/feedback')) sent = true;
    });
    await page.getByLabel('Your feedback').fill('   ');
    // an in-page alert with the spec's words, never a blocking browser dialog
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: MESSAGES.submitFeedback }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.feedbackEmpty })).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(sent).toBe(false);
  });

  test('sends feedback; the thanks show for 4 s', async ({ memberPage: page }) => {
    await page.clock.install({ time: new Date('2030-01-07T09:00:00') });
    await page.goto('/feedback');
    await expect(page.getByLabel('Your feedback')).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date('2030-01-07T09:01:00'));
    await page.getByLabel('Your feedback').fill('The grind sessions keep me honest.');
    await page.getByRole('button', { name: MESSAGES.submitFeedback }).click();
    await expect(page.getByText(MESSAGES.feedbackThanks)).toBeVisible();
    await expect(page.getByLabel('Your feedback')).toHaveValue('');
    await page.clock.runFor(FEEDBACK_MESSAGE_MS - 100);
    await expect(page.getByText(MESSAGES.feedbackThanks)).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByText(MESSAGES.feedbackThanks)).toBeHidden();
  });
});
