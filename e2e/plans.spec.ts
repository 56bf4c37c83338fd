import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';

// The mobile-version popup (another feature) would cover the page at 375 px: answer it up front.
test.beforeEach(async ({ page }) => {
  await skipDailyNotifications(page);
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'Continue'));
});

test('@mobile Fortify proposes an if-then plan; saved with a time and weekdays, the card shows it', async ({
  memberPage: page,
}) => {
  const [goal] = await addGoals(page, ['get better at spanish']);
  await page.goto('/');
  const card = page.getByTestId('goal-card').filter({ hasText: 'get better at spanish' });
  await card.getByRole('button', { name: 'Fortify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fortify' });
  const plan = dialog.getByTestId('if-then-plan');
  const cue = plan.getByRole('textbox', { name: 'When' });
  const action = plan.getByRole('textbox', { name: 'Then' });
  // The coach's proposal arrives with the improved goal, in words, not blanks.
  await expect(cue).not.toHaveValue('');
  await expect(action).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await cue.fill('I finish breakfast');
  await action.fill('I do one Spanish lesson');
  await plan.getByLabel('Time (optional)').fill('07:30');
  const days = plan.getByRole('group', { name: 'Weekdays (optional)' });
  await days.getByRole('checkbox', { name: 'Wed' }).check();
  await days.getByRole('checkbox', { name: 'Mon' }).check();
  // The dialog's Save stores the plan with the sharper goal. The card shows it at once, before the
  // server has answered, so the stored goal is read only after the save's answer.
  const saving = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/goals/${goal!.id}`),
  );
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect((await saving).status()).toBe(200);
  // The plan is on the goal, with its time and days in order, and the card says it in one line.
  await expect(card.getByTestId('goal-card-plan')).toHaveText('When I finish breakfast → I do one Spanish lesson');
  const saved = await (await page.request.get(`/api/goals/${goal!.id}`)).json();
  expect(saved.ifThen).toEqual({
    cue: 'I finish breakfast',
    action: 'I do one Spanish lesson',
    time: '07:30',
    days: [1, 3],
  });
  // Clearing it through the API takes the line off the card.
  const cleared = await page.request.patch(`/api/goals/${goal!.id}`, { data: { ifThen: null } });
  expect(cleared.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'get better at spanish' })).toBeVisible();
  await expect(page.getByTestId('goal-card-plan')).toHaveCount(0);
});

test('@mobile the streak on the dashboard leads to the review; decisions drop, shrink and restore goals', async ({
  memberPage: page,
}) => {
  const [drop, shrink] = await addGoals(page, ['tidy the garage', 'write a 10 chapter novel']);
  for (const goal of [drop!, shrink!]) {
    const res = await page.request.post('/api/goal-updates', {
      data: { goalId: goal.id, content: '<p>made a start</p>' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/');
  // Updates this week make the week active: a one-week streak, no freeze yet.
  const streak = page.getByTestId('streak-card');
  await expect(streak.getByTestId('streak-weeks')).toHaveText('1');
  await expect(streak).toContainText('1 week in a row');
  await expect(streak.getByTestId('streak-freezes')).toContainText('0 of 2 freezes held');
  // Drawn as a card on the dashboard itself, before the review page was ever opened.
  await expect(streak).toHaveCSS('border-top-style', 'solid');
  await streak.getByRole('link', { name: 'Weekly review' }).click();

  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly review' })).toBeVisible();
  const notes = page.getByRole('textbox', { name: 'Your review' });
  // The coach's draft is there to edit, drawn from the week's evidence.
  await expect(notes).not.toHaveValue('');
  await expect(page.getByRole('list', { name: 'Activity per day' })).toBeVisible();
  const evidence = page.getByRole('region', { name: 'What happened' });
  await expect(evidence).toContainText('2 updates');
  await expect(evidence).toContainText('1 active day');
  await expect(evidence).not.toContainText('1 active days');
  // This week is the latest there is to review; last week is one tap away.
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  await expect(page.getByTestId('review-suggestion')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('group', { name: 'Decision for tidy the garage' }).getByRole('button', { name: 'Drop' }).click();
  const shrinkGroup = page.getByRole('group', { name: 'Decision for write a 10 chapter novel' });
  await shrinkGroup.getByRole('button', { name: 'Shrink' }).click();
  await expect(shrinkGroup.getByRole('button', { name: 'Shrink' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Smaller goal' }).fill('write chapter one by Sunday');
  await notes.fill('Good week for writing; the garage can wait.');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review saved.' })).toBeVisible();

  // Decided goals leave the decisions; the dropped one can be restored from the review.
  await expect(page.getByTestId('review-suggestion')).toHaveCount(0);
  const dropped = page.getByRole('region', { name: 'Dropped goals' });
  await expect(dropped).toContainText('tidy the garage');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Restore tidy the garage' }).click();
  await expect(page.getByRole('region', { name: 'Dropped goals' })).toHaveCount(0);

  // The dashboard has the restored goal and the smaller one in place of the novel.
  await page
    .getByRole('link', { name: /Back to goals/i })
    .first()
    .click();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'tidy the garage' })).toBeVisible();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'write chapter one by Sunday' })).toBeVisible();
  await expect(page.getByTestId('goal-card').filter({ hasText: 'write a 10 chapter novel' })).toHaveCount(0);

  // The saved notes come back with the week, and /chart shows the streak week by week.
  await page.goto('/review');
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveValue(
    'Good week for writing; the garage can wait.',
  );
  await page.goto('/chart');
  const history = page.getByRole('region', { name: 'Weekly streak' });
  await expect(history).toContainText('Now 1 week, best 1');
  await expect(history.getByTestId('streak-history').locator('li').last()).toContainText('active, streak 1');
});
