import { mkdirSync } from 'node:fs';
import {
  test,
  expect,
  clientAddress,
  createInvitationCode,
  registerMember,
  MEMBER_PASSWORD,
} from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { INVITATION_RATE_LIMIT_ATTEMPTS, MESSAGES } from '@grindstone/contract';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * The registration wizard (docs/product.md#onboarding) driven in the browser: invitation code, X verification
 * (dev verifier in the e2e server), email and password, the creating overlay, the dashboard banner.
 * Every test acts as its own client address: wrong codes are rate limited per address.
 */
const SHOTS = '/tmp/shots-onboarding2';
mkdirSync(SHOTS, { recursive: true });

async function prepare(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
}

async function openWizard(page: Page) {
  await page.goto('/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
}

const step = (page: Page, title: string) =>
  page.locator('li.wizard-step', { has: page.getByRole('heading', { name: title }) });
const toast = (page: Page, text: string) => page.locator('.ui-toast', { hasText: text }).last();

async function verifyCode(page: Page, code: string) {
  const s1 = step(page, 'Invitation code');
  await s1.getByRole('textbox', { name: 'Invitation code' }).fill(code);
  await s1.getByRole('button', { name: 'Verify Code' }).click();
}

/** Steps 1 and 2 with the dev verifier; leaves the wizard on step 3. */
async function throughStepTwo(page: Page, code: string, username: string) {
  await verifyCode(page, code);
  await expect(toast(page, MESSAGES.invitationVerified)).toBeVisible();
  const s2 = step(page, 'Your X account');
  await s2.getByRole('textbox', { name: 'X (Twitter) username' }).fill(username);
  await s2.getByRole('button', { name: 'Start Twitter Verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your X account' });
  await dialog.getByRole('button', { name: 'I Sent the DM' }).click();
  await expect(toast(page, MESSAGES.twitterVerified)).toBeVisible();
  await s2.getByRole('button', { name: 'Continue' }).click();
  await expect(step(page, 'Email and password')).toHaveClass(/is-active/);
}

async function apiClient(playwright: Playwright, baseURL: string | undefined): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
}

const handle = () => `w_${Math.random().toString(36).slice(2, 12)}`;

/**
 * A visitor on step 3 with a fresh single-use code, and a second client (another person) who can
 * take the code or the handle first.
 */
async function atStepThree(page: Page, playwright: Playwright, baseURL: string | undefined) {
  await prepare(page);
  const other = await apiClient(playwright, baseURL);
  const code = await createInvitationCode(other);
  await openWizard(page);
  const username = handle();
  await throughStepTwo(page, code, username);
  return { other, code, username };
}

/** Step 3 filled in (email from the handle, the test password), not sent yet. */
async function fillStepThree(page: Page, username: string) {
  const s3 = step(page, 'Email and password');
  await s3.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await s3.locator('input[autocomplete="new-password"]').fill(MEMBER_PASSWORD);
  return s3;
}

test.describe('onboarding wizard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the whole wizard: code, X verification, email and password, then the dashboard banner clears @mobile', async ({
    page,
    playwright,
    baseURL,
  }, info) => {
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage });
    await prepare(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const request = await apiClient(playwright, baseURL);
    const taken = await registerMember(request);
    const code = await createInvitationCode(request);
    await request.dispose();

    await openWizard(page);
    await expect(step(page, 'Invitation code')).toHaveClass(/is-active/);
    // Only the active step is interactive.
    await expect(step(page, 'Your X account').getByRole('textbox')).toHaveCount(0);
    await expect(step(page, 'Email and password').getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot('wizard-step1');

    // Step 1: a wrong code, then the right one.
    await verifyCode(page, 'GRIND-NOPE-NOPE');
    await expect(toast(page, MESSAGES.invalidInvitationCode)).toBeVisible();
    await expect(step(page, 'Invitation code')).toHaveClass(/is-active/);
    await verifyCode(page, code);
    await expect(toast(page, MESSAGES.invitationVerified)).toBeVisible();
    const s1 = step(page, 'Invitation code');
    await expect(s1).toHaveClass(/is-done/);
    await expect(s1.locator('.wizard-badge svg')).toBeVisible(); // the check mark
    await expect(s1.getByRole('textbox')).toHaveCount(0);
    await expect(s1.getByRole('button')).toHaveCount(0);
    await expect(s1).toContainText(`Code ${code} accepted`);
    const s2 = step(page, 'Your X account');
    await expect(s2).toHaveClass(/is-active/);
    await expect(s2).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
    await shot('wizard-step2');

    // Step 2: a taken X username, then a fresh one through the verification modal.
    const x = s2.getByRole('textbox', { name: 'X (Twitter) username' });
    await expect(x).toBeFocused();
    await x.fill(taken.username);
    await s2.getByRole('button', { name: 'Start Twitter Verification' }).click();
    await expect(toast(page, MESSAGES.twitterExists)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const username = handle();
    await x.fill(`@${username}`);
    await s2.getByRole('button', { name: 'Start Twitter Verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your X account' });
    await expect(dialog).toBeVisible();
    // The stale error toast does not sit over the modal's buttons.
    await expect(page.locator('.ui-toast', { hasText: MESSAGES.twitterExists })).toHaveCount(0);
    const dmCode = dialog.getByLabel('Your verification code');
    await expect(dmCode).toHaveText(/^[1-9]\d{3}$/);
    const shown = (await dmCode.textContent())!.trim();
    await expect(dialog.getByText(`@${username}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('verification-modal', false);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, MESSAGES.codeCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await dialog.getByRole('button', { name: 'I Sent the DM' }).click();
    await expect(toast(page, MESSAGES.twitterVerified)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(x).toHaveValue(username);
    await s2.getByRole('button', { name: 'Continue' }).click();
    const s3 = step(page, 'Email and password');
    await expect(s3).toHaveClass(/is-active/);
    await expect(s2).toHaveClass(/is-done/);
    await expect(x).toHaveCount(0);
    await expect(s2).toContainText(`@${username} verified`);

    // Step 3: live password rules, the email checks, 'Create Account' only when valid.
    const email = s3.getByRole('textbox', { name: 'Email' });
    const password = s3.locator('input[autocomplete="new-password"]');
    await expect(email).toBeFocused();
    const create = s3.getByRole('button', { name: 'Create Account' });
    const rules: [string, string | null][] = [
      ['Ab1!', MESSAGES.passwordMin],
      ['abcdefgh', MESSAGES.passwordCase],
      ['Abcdefgh', MESSAGES.passwordNumber],
      ['Abcdefg1', MESSAGES.passwordSpecial],
      [MEMBER_PASSWORD, null],
    ];
    await email.fill(`${username}@example.com`);
    for (const [value, message] of rules) {
      await password.fill(value);
      if (message) {
        await expect(s3.locator('.field-error', { hasText: message })).toBeVisible();
        await expect(create).toBeDisabled();
      } else {
        await expect(s3.locator('.field-error')).toHaveCount(0);
        await expect(create).toBeEnabled();
      }
    }
    await email.fill('not-an-email');
    await email.blur();
    await expect(s3.locator('.field-error', { hasText: MESSAGES.invalidEmailFormat })).toBeVisible();
    await expect(create).toBeDisabled();
    await email.fill(taken.email);
    await email.blur();
    await expect(s3.locator('.field-error', { hasText: MESSAGES.emailRegistered })).toBeVisible();
    await expect(create).toBeDisabled();
    await email.fill('');
    await expect(create).toBeDisabled();
    await email.fill(`${username}@example.com`);
    await expect(create).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await shot('wizard-step3');

    // Hold the registration so the overlay can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await create.click();
    const overlay = page.getByRole('alertdialog', { name: MESSAGES.creatingAccount });
    await expect(overlay).toBeVisible();
    await shot('creating-overlay', false);
    release();

    // Signed in on the dashboard with the set-up banner, which clears once the job has run.
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByText(MESSAGES.onboardingWait);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    await shot('dashboard-banner');
    await expect(banner).toHaveCount(0, { timeout: 45_000 });
    const me = await page.request.get('/api/users/me');
    expect(me.status()).toBe(200);
    const body = await me.json();
    expect(body.username).toBe(username);
    expect(body.completed_onboarding).toBe('completed');
  });

  test('six wrong codes in a row: the 15-minute wait, even for a right code', async ({ page, request }) => {
    await prepare(page);
    const good = await createInvitationCode(request);
    await openWizard(page);
    for (let i = 1; i <= INVITATION_RATE_LIMIT_ATTEMPTS; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-invitation'));
      await verifyCode(page, `WRONG-${i}`);
      expect((await answer).status()).toBe(200);
      await expect(toast(page, MESSAGES.invalidInvitationCode)).toBeVisible();
    }
    const blocked = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-invitation'));
    await verifyCode(page, 'WRONG-6');
    expect((await blocked).status()).toBe(429);
    await expect(toast(page, MESSAGES.invitationTooMany)).toBeVisible();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-invitation'));
    await verifyCode(page, good);
    expect((await refused).status()).toBe(429);
    // The same notice again replaces the one showing: one toast, never a stack of copies.
    await expect(toast(page, MESSAGES.invitationTooMany)).toBeVisible();
    await expect(page.locator('.ui-toast', { hasText: MESSAGES.invitationTooMany })).toHaveCount(1);
    await expect(step(page, 'Invitation code')).toHaveClass(/is-active/);
    await expect(step(page, 'Your X account')).not.toHaveClass(/is-active/);
  });

  test('the code used up by someone else between step 1 and 3: invalid or expired @mobile', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { other, code, username } = await atStepThree(page, playwright, baseURL);

    // Someone else redeems the same single-use code first.
    expect((await other.post('/api/auth/verify-invitation', { data: { code } })).ok()).toBe(true);
    expect((await other.get(`/api/x-access/verify-twitter/${username}x/1234`)).ok()).toBe(true);
    const theirs = await other.post('/api/auth/register', {
      data: {
        email: `${username}x@example.com`,
        password: MEMBER_PASSWORD,
        username: `${username}x`,
        invitationCode: code,
        name: 'Other',
      },
    });
    expect(theirs.status(), await theirs.text()).toBe(201);
    await other.dispose();

    const s3 = await fillStepThree(page, username);
    await s3.getByRole('button', { name: 'Create Account' }).click();
    await expect(s3.getByText(MESSAGES.registrationInvalidCode)).toBeVisible();
    await expect(page).toHaveURL(/\/onboard/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The way out: back to step 1 with an empty code; the X step has to be done again.
    await s3.getByRole('button', { name: 'Enter another code' }).click();
    await expect(step(page, 'Invitation code')).toHaveClass(/is-active/);
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeFocused();
    await expect(step(page, 'Your X account')).not.toHaveClass(/is-done/);
  });

  test('the X username taken meanwhile, and no answer from the server', async ({ page, playwright, baseURL }) => {
    const { other, username } = await atStepThree(page, playwright, baseURL);

    const s3 = await fillStepThree(page, username);

    // No answer at all.
    await page.route('**/api/auth/register', (route) => route.abort());
    await s3.getByRole('button', { name: 'Create Account' }).click();
    await expect(s3.getByText(MESSAGES.registrationNoResponse)).toBeVisible();
    await page.unroute('**/api/auth/register');

    // Someone registers the same X handle first.
    await registerMember(other, { username, email: `first_${username}@example.com` });
    await other.dispose();
    await s3.getByRole('button', { name: 'Create Account' }).click();
    await expect(s3.getByText(MESSAGES.registrationTaken)).toBeVisible();
    await expect(s3.getByText(MESSAGES.registrationNoResponse)).toHaveCount(0);
  });

  test('a signed-in member is sent away from /onboard', async ({ memberPage }) => {
    await memberPage.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
    await memberPage.goto('/onboard');
    await expect(memberPage).toHaveURL(/\/$/);
  });
});
