import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';
import { drag, setUpFinished } from './support/dashboard.ts';

test.beforeEach(async ({ page }) => skipDailyNotifications(page));

test('/grind opened directly loads the goals; pick one, generate, accept, and the countdown ticks', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['write my newsletter', 'email the landlord about the heating']);
  await page.clock.install();
  await page.goto('/grind');
  await page.getByRole('radio', { name: 'write my newsletter' }).check();
  await page.getByRole('button', { name: 'Generate grind' }).click();
  const card = page.getByRole('article', { name: /^Grind: Draft sprint/ });
  await expect(card).toContainText('your audience in one line');
  const minutes = Number((await card.locator('.grind-duration').textContent())!.replace(' min', ''));
  expect(minutes).toBeGreaterThanOrEqual(10);
  expect(minutes).toBeLessThanOrEqual(50);
  await card.getByRole('button', { name: 'Accept' }).click();
  const countdown = page.getByTestId('grind-countdown');
  await expect(countdown).toHaveText(`${String(minutes).padStart(2, '0')}:00`);
  await page.clock.runFor(3_000);
  await expect(countdown).toHaveText(`${String(minutes - 1).padStart(2, '0')}:57`);
  await expect(page.getByTestId('grind-status')).toHaveText('Running');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('grind-status')).toHaveText('Completed');
  await page.getByRole('button', { name: MESSAGES.backToNotifications }).click();
  await expect(card.getByTestId('grind-label')).toHaveText(MESSAGES.grindLabelDone);
});

test('a running session survives a reload and ends itself at zero', async ({ memberPage: page }) => {
  const [goal] = await addGoals(page, ['email the landlord about the heating']);
  const created = await page.request.post('/api/agents/generateNotification', {
    data: { type: 'grind', currentGoalId: goal!.id, generateNotification: goal!.description },
  });
  const n = (await created.json()).notification;
  await page.request.post(`/api/notifications/${n.id}/shrink`);
  await page.request.patch(`/api/notifications/${n.id}`, { data: { state: 'accepted' } });
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  const countdown = page.getByTestId('grind-countdown');
  await expect(countdown).toHaveText(/^(09:5\d|10:00)$/);
  await page.reload();
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  await expect(countdown).toHaveText(/^(09:[45]\d|10:00)$/);
  await page.clock.runFor(10 * 60_000);
  await expect(page.getByRole('button', { name: MESSAGES.backToNotifications })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/notifications')).json()).notifications[0].state)
    .toBe('completed');
  await page.getByRole('button', { name: MESSAGES.backToNotifications }).click();
  await expect(page.getByTestId('grind-label')).toHaveText(MESSAGES.grindLabelDone);
});

test('a cancelled session stops glowing and says Cancelled', async ({ memberPage: page }) => {
  const [goal] = await addGoals(page, ['email the landlord about the heating']);
  const created = await page.request.post('/api/agents/generateNotification', {
    data: { type: 'grind', currentGoalId: goal!.id, generateNotification: goal!.description },
  });
  const n = (await created.json()).notification;
  await page.request.patch(`/api/notifications/${n.id}`, { data: { state: 'accepted' } });
  await page.goto('/');
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  const dial = page.getByTestId('grind-dial');
  await expect(dial).not.toHaveClass(/is-cancelled/);
  expect(await dial.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByTestId('grind-status')).toHaveText('Cancelled');
  await expect(dial).toHaveClass(/is-cancelled/);
  expect(await dial.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
});

test('dropping a goal on the grindstone generates a grind and flips the card', async ({ memberPage: page }) => {
  await addGoals(page, ['Read 40 pages of Deep Work by Friday']);
  await setUpFinished(page);
  await page.goto('/');
  const goal = page.getByTestId('goal-card').filter({ hasText: 'Read 40 pages' }).locator('.goal-card-main');
  await drag(page, goal, page.getByTestId('grind-drop'));
  await expect(page.getByRole('heading', { name: 'Grind ready!' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Grind: Deep read/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Inbox/ })).toHaveAttribute('aria-selected', 'true');
});

test('reject asks an optional reason and offers to shrink; limit hit shows the spec text', async ({
  memberPage: page,
}) => {
  const [goal] = await addGoals(page, ['write my newsletter']);
  await page.goto('/grind', {});
  await page.getByRole('radio', { name: 'write my newsletter' }).check();
  await page.getByRole('button', { name: 'Generate grind' }).click();
  const card = page.getByRole('article', { name: /^Grind:/ });
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByRole('button', { name: 'Shrink to 10 minutes' }).click();
  await expect(card.locator('.grind-duration')).toHaveText('10 min');
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByRole('button', { name: 'Too big' }).click();
  await card.getByRole('group', { name: 'Reject this grind' }).getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByTestId('grind-label')).toHaveText(MESSAGES.grindLabelRejected);
  const list = await (await page.request.get('/api/notifications')).json();
  expect(list.notifications[0]).toMatchObject({ state: 'rejected', rejectReason: 'too_big', status: 'read' });
  // use up today's grinds, then the page shows the daily-limit text
  for (;;) {
    const r = await page.request.post('/api/agents/generateNotification', {
      data: { type: 'grind', currentGoalId: goal!.id },
    });
    if (r.status() === 429) break;
    expect(r.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Generate grind' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.dailyLimit })).toBeVisible();
});
