import { MESSAGES } from '@grindstone/contract';
import { expect, test } from './support/fixtures.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.beforeEach(async ({ page }) => skipDailyNotifications(page));

test('Fortify rewrites a vague goal, shows the reason, and Save updates the goal at once', async ({
  memberPage: page,
}) => {
  const [goal] = await addGoals(page, ['get better at spanish']);
  expect(goal!.warning).toBe(true);
  await page.goto('/');
  const card = page.getByTestId('goal-card').filter({ hasText: 'get better at spanish' });
  await card.getByRole('button', { name: 'Fortify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fortify' });
  const text = dialog.getByRole('textbox', { name: 'Goal' });
  await expect(text).toHaveValue(
    /^get better at spanish: 4 sessions of 30 minutes of practice before \w+day, \w+ \d+\.$/i,
  );
  await expect(dialog.getByTestId('fortify-before')).toContainText('get better at spanish');
  await expect(dialog.getByTestId('fortify-reason')).toContainText('This is a skill to learn');
  // the reason panel is dismissible
  await dialog.getByRole('button', { name: 'Dismiss the reason' }).click();
  await expect(dialog.getByTestId('fortify-reason')).toHaveCount(0);
  await text.fill('Practise Spanish 4 times for 45 minutes by Sunday');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const saved = page.getByTestId('goal-card').filter({ hasText: 'Practise Spanish 4 times' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Fortify' })).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get(`/api/goals/${goal!.id}`)).json()).warning).toBe(false);
});

test('@mobile Fortify is on every goal menu: before and after, and the first step is stored as the plan, not in the title', async ({
  memberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
  const [goal] = await addGoals(page, ['Practise piano 3 times for 20 minutes before Sunday']);
  await page.goto('/');
  const card = page.getByTestId('goal-card').filter({ hasText: 'Practise piano' });
  await expect(card.getByRole('button', { name: 'Fortify' })).toHaveCount(0);
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Fortify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fortify' });
  await expect(dialog.getByTestId('fortify-before')).toHaveText(
    /Before\s*Practise piano 3 times for 20 minutes before Sunday/,
  );
  const after = dialog.getByRole('textbox', { name: 'Goal After' });
  await expect(after).not.toHaveValue(/First step/i);
  const step = dialog.getByTestId('if-then-plan').getByRole('textbox', { name: 'Then' });
  await expect(step).not.toHaveValue('');
  const firstStep = await step.inputValue();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('goal-card-plan')).toContainText(firstStep);
  // The card shows the plan as soon as Save is pressed; the server records it a moment later.
  const stored = async () => await (await page.request.get(`/api/goals/${goal!.id}`)).json();
  await expect.poll(async () => (await stored()).ifThen?.action).toBe(firstStep);
  expect((await stored()).description).not.toContain(firstStep);
});

test('Fortify failure keeps the original text with the error reason; Save stays disabled while loading', async ({
  memberPage: page,
}) => {
  await addGoals(page, ['get in shape']);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/agents/fortifyIt', async (route) => {
    await gate;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'upstream', message: 'The coach could not answer.' }),
    });
  });
  await page.goto('/');
  await page
    .getByTestId('goal-card')
    .filter({ hasText: 'get in shape' })
    .getByRole('button', { name: 'Fortify' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Fortify' });
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('status')).toBeVisible();
  release();
  await expect(dialog.getByTestId('fortify-reason')).toHaveText(MESSAGES.fortifyError);
  await expect(dialog.getByRole('textbox', { name: 'Goal' })).toHaveValue('get in shape');
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Next move with zero goals alerts and makes no call', async ({ memberPage: page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/agents/generateWhatToDoNotification') && calls.push(r.url()));
  await page.goto('/');
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  // An in-page alert with the exact words, no browser dialog.
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.noGoals })).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.nextMoveIdle })).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(calls).toEqual([]);
});

test('Next move names a goal with a reason; Clear the Deck resets it', async ({ memberPage: page }) => {
  await addGoals(page, ['tidy the shelf', 'Finish the grant report by Friday']);
  await page.goto('/');
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  const result = page.getByTestId('next-move-result');
  await expect(result).toContainText('Next move: "Finish the grant report by Friday"');
  await expect(result).toContainText('Why this one:');
  await page.getByRole('button', { name: MESSAGES.nextMoveClear }).click();
  await expect(result).toHaveCount(0);
  await expect(page.getByRole('button', { name: MESSAGES.nextMoveIdle })).toBeVisible();
  await expect(page.getByTestId('coach-quota')).toContainText('9 next moves');
});

test('a tall next move scrolls, pulses, and opens the full-screen NEXT MOVE overlay', async ({ memberPage: page }) => {
  await addGoals(page, ['write the report']);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const long = Array.from({ length: 30 }, (_, i) => `Step ${i + 1}: keep going.`).join('\n');
  await page.route('**/api/agents/generateWhatToDoNotification', async (route) => {
    await gate;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ whatTodoNext: long, goalId: null, reason: 'x' }),
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  await expect(page.getByRole('button', { name: MESSAGES.nextMoveLoading })).toBeDisabled();
  release();
  await expect(page.getByTestId('next-move-result')).toHaveClass(/is-scrolling/);
  const box = await page.getByTestId('next-move-result').boundingBox();
  expect(box!.height).toBeLessThanOrEqual(251);
  await page.getByRole('button', { name: 'Open the full next move' }).click();
  const overlay = page.getByRole('dialog', { name: MESSAGES.nextMoveOverlay });
  await expect(overlay).toContainText('Step 30: keep going.');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
});

test('next move errors use the spec texts', async ({ memberPage: page }) => {
  await addGoals(page, ['write the report']);
  await page.route('**/api/agents/generateWhatToDoNotification', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'rate_limited', message: 'x' }),
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.dailyLimit })).toBeVisible();
  await page.unroute('**/api/agents/generateWhatToDoNotification');
  await page.route('**/api/agents/generateWhatToDoNotification', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'upstream', message: 'x' }),
    }),
  );
  await page.getByRole('button', { name: MESSAGES.nextMoveIdle }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.nextMoveHttpError })).toBeVisible();
});
