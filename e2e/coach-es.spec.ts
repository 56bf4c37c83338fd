import { expect, test } from './support/fixtures.ts';
import { addGoals, skipDailyNotifications } from './support/coach-helpers.ts';

// A goal written in Spanish gets Fortify and its grind wholly in Spanish, about its own subject.
test.beforeEach(async ({ page }) => skipDailyNotifications(page));

test('Fortify answers a Spanish goal in Spanish, with a first step about its subject', async ({ memberPage: page }) => {
  const [goal] = await addGoals(page, ['aprender a cocinar paella']);
  expect(goal!.warning).toBe(true);
  await page.goto('/');
  const card = page.getByTestId('goal-card').filter({ hasText: 'aprender a cocinar paella' });
  await card.getByRole('button', { name: 'Fortify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fortify' });
  await expect(dialog.getByRole('textbox', { name: 'Goal' })).toHaveValue(
    /^Aprender a cocinar paella — practicar 4 veces, 30 minutos cada vez, antes del \S+ \d+ de \S+\.$/,
  );
  // The first step is the plan's action, in Spanish and about the paella.
  const plan = dialog.getByTestId('if-then-plan');
  await expect(plan.getByRole('textbox', { name: 'Then' })).toHaveValue(
    'revisa los ingredientes y las cantidades, y compra lo que falte',
  );
  await expect(plan.getByRole('textbox', { name: 'When' })).toHaveValue('termino de cenar');
  await expect(dialog.getByTestId('fortify-reason')).toContainText(
    'Las habilidades salen de repetir, así que he contado las sesiones de práctica.',
  );
  await expect(dialog.getByTestId('fortify-reason')).not.toContainText(/\b(the|and|sessions)\b/);
});

test('a grind for a Spanish errand names its subject in Spanish and counts down', async ({ memberPage: page }) => {
  await addGoals(page, ['reservar vuelos para la boda de Ana']);
  await page.clock.install();
  await page.goto('/grind');
  await page.getByRole('radio', { name: 'reservar vuelos para la boda de Ana' }).check();
  await page.getByRole('button', { name: 'Generate grind' }).click();
  const card = page.getByRole('article', { name: /^Grind: Reserva exprés/ });
  await expect(card).toContainText(
    /\d+ minutos: compara tarifas para dos combinaciones de fechas en una web y mira el equipaje incluido; después, reserva la mejor tarifa/,
  );
  const minutes = Number((await card.locator('.grind-duration').textContent())!.replace(' min', ''));
  expect(minutes).toBeGreaterThanOrEqual(5);
  expect(minutes).toBeLessThanOrEqual(20);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('grind-countdown')).toHaveText(`${String(minutes).padStart(2, '0')}:00`);
});
