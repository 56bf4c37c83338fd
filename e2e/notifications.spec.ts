import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';

test('bell badge counts unread; a click opens the panel and marks all read 3 s later', async ({ memberPage: page }) => {
  await skipDailyNotifications(page);
  const [goal] = await addGoals(page, ['write my newsletter']);
  await page.request.post('/api/agents/generateNotification', { data: { type: 'grind', currentGoalId: goal!.id } });
  await page.request.post('/api/agents/generateNotification', { data: { type: 'advice' } });
  await page.clock.install();
  await page.goto('/');
  const badge = page.getByTestId('bell-badge');
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('region', { name: 'Notifications panel' });
  // The clock runs on while the list loads: check "not yet read" before waiting for the list.
  // A second ahead leaves room for real time a busy machine spends on the click; the exact 3 s
  // is a unit test (use-mark-all-read-later.test.tsx).
  await page.clock.runFor(1_000);
  await expect(badge).toHaveText('2');
  await expect(panel.getByTestId('notification-card')).toHaveCount(2);
  await page.clock.runFor(2_500);
  await expect(badge).toHaveCount(0);
  await expect(panel.locator('.notification-card.is-unread')).toHaveCount(0);
  // The panel marks them read at once and the request follows: the server catches up a moment later.
  await expect.poll(async () => (await (await page.request.get('/api/notifications')).json()).unreadCount).toBe(0);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(panel).toHaveCount(0);
});

test('advice can be liked once; the heart stays, disabled; dislike shows Disliked', async ({ memberPage: page }) => {
  await skipDailyNotifications(page);
  await page.request.post('/api/agents/generateNotification', { data: { type: 'advice' } });
  await page.request.post('/api/agents/generateNotification', { data: { type: 'advice' } });
  await page.goto('/');
  await page.getByRole('tab', { name: /^Inbox/ }).click();
  const cards = page.getByRole('article', { name: /^Advice:/ });
  await expect(cards).toHaveCount(2);
  await cards.nth(0).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(cards.nth(0).getByRole('button', { name: 'Liked' })).toBeDisabled();
  await cards.nth(1).getByRole('button', { name: 'Dislike' }).click();
  await expect(cards.nth(1).getByRole('button', { name: MESSAGES.disliked })).toBeDisabled();
  const list = (await (await page.request.get('/api/notifications')).json()).notifications;
  expect(list.map((n: { liked: boolean }) => n.liked).sort()).toEqual([false, true]);
  expect(list.every((n: { status: string }) => n.status === 'read')).toBe(true);
});

test('daily rhythm: a grind after 12 s, advice 10 s later, once per day across reloads', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['write my newsletter']);
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: MESSAGES.nextMoveIdle })).toBeVisible();
  // The 12 s start when the goal list has arrived.
  await expect(page.getByTestId('goal-card')).toBeVisible();
  await page.clock.runFor(11_000);
  expect((await (await page.request.get('/api/notifications')).json()).notifications).toHaveLength(0);
  await page.clock.runFor(2_000);
  await expect(page.getByTestId('bell-badge')).toHaveText('1');
  await page.clock.runFor(11_000);
  await expect(page.getByTestId('bell-badge')).toHaveText('2');
  const types = (await (await page.request.get('/api/notifications')).json()).notifications.map(
    (n: { type: string }) => n.type,
  );
  expect(types.sort()).toEqual(['advice', 'grind']);
  // another tab that lost its local storage still gets the same two (server idempotency)
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // The session check gives up on a timer: let it answer before the clock jumps.
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.clock.runFor(25_000);
  await expect(page.getByTestId('bell-badge')).toHaveText('2');
  expect((await (await page.request.get('/api/notifications')).json()).notifications).toHaveLength(2);
});
