import { mkdirSync } from 'node:fs';
import { test, expect, clientAddress } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { MESSAGES } from '@grindstone/contract';
import type { Page } from '@playwright/test';

/**
 * The operator's side of an invite-only product: a visitor's request reaches /admin,
 * approval mails a code (the outbox, no SMTP in e2e), the code opens the wizard; codes are
 * created with uses and expiry and revoked; nobody but an admin ever sees /admin.
 */
const SHOTS = '/tmp/shots-onboarding2';
mkdirSync(SHOTS, { recursive: true });
const TAB_NAMES = [
  'Invite requests',
  'Invitation codes',
  'Users',
  'Feedback',
  'Popup responses',
  'Mail outbox',
  'AI usage',
];

async function skipPopup(page: Page) {
  await page.addInitScript(() => localStorage.setItem('gs.mobilePopup.answered', 'test'));
}

async function asVisitor(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  await skipPopup(page);
}

async function openAdmin(page: Page) {
  await skipPopup(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator' })).toBeVisible();
}

async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0);
}

/** Checks an invitation code in the wizard the way a newcomer would. */
async function tryCode(page: Page, code: string, expected: string) {
  await page.goto('/onboard');
  await page.getByRole('textbox', { name: 'Invitation code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.locator('.ui-toast', { hasText: expected }).last()).toBeVisible();
}

const unique = () => Math.random().toString(36).slice(2, 10);

test.describe('operator pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an invite request is approved on /admin, its mail waits in the outbox, and the code opens the wizard', async ({
    page,
    adminPage,
  }, info) => {
    // The visitor asks for an invite on the landing page.
    await asVisitor(page);
    await page.goto('/');
    const handle = `req_${unique()}`;
    const name = `Grace ${handle.slice(-4)}`;
    const email = `${handle}@example.com`;
    await expect(async () => {
      await page.getByRole('button', { name: MESSAGES.requestInvite, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'X (Twitter) Username' }).fill(handle);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: MESSAGES.sendRequest }).click();
    await expect(dialog.getByText(MESSAGES.inviteThanks(name))).toBeVisible();

    // The operator sees it and approves it.
    await openAdmin(adminPage);
    const row = adminPage.getByRole('row', { name: new RegExp(`@${handle}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('pending');
    await expect(row).toContainText(email);
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.screenshot({ path: `${SHOTS}/admin-requests-${info.project.name}.png`, fullPage: true });
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    // No SMTP here: the answer says honestly that the mail waits in the outbox.
    const approved = adminPage.getByRole('status').filter({ hasText: 'waits in the mail outbox' }).first();
    await expect(approved).toBeVisible();
    const code = (await approved.locator('strong').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9-]{8,}$/);
    await expect(row).toContainText('approved');
    await expect(row).toContainText(code);
    await expect(row.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    await adminPage.screenshot({ path: `${SHOTS}/admin-approved-${info.project.name}.png`, fullPage: true });

    // The mail waits in the outbox with the code and the registration link.
    await tab(adminPage, 'Mail outbox');
    const mail = adminPage.locator('.admin-list li', { hasText: email });
    await expect(mail).toContainText('Your Grindstone invitation');
    await expect(mail).toContainText(code);
    await expect(mail.locator('.admin-status')).toHaveText('outbox');
    const link = (await mail.locator('pre').textContent())!.match(/https?:\/\/\S+\/onboard\?code=\S+/)?.[0];
    expect(link).toBeTruthy();
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.screenshot({ path: `${SHOTS}/admin-mail-${info.project.name}.png`, fullPage: true });

    // The newcomer follows the link: the code is filled in and accepted.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.locator('.ui-toast', { hasText: MESSAGES.invitationVerified })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'X (Twitter) username' })).toBeVisible();
  });

  test('a code with uses and expiry is created, works, and stops working once revoked', async ({
    page,
    adminPage,
  }, info) => {
    await asVisitor(page);
    await openAdmin(adminPage);
    await tab(adminPage, 'Invitation codes');
    const note = `batch ${unique()}`;
    await adminPage.getByRole('spinbutton', { name: 'Uses' }).fill('3');
    await adminPage.getByRole('spinbutton', { name: /Expires in days/ }).fill('7');
    await adminPage.getByRole('textbox', { name: 'Note' }).fill(note);
    await adminPage.getByRole('button', { name: 'Create code' }).click();
    const created = adminPage.locator('.ui-toast', { hasText: /Code .* created/ });
    await expect(created).toBeVisible();
    const code = (await created.textContent())!.match(/Code (\S+) created/)![1]!;
    const row = adminPage.getByRole('row', { name: new RegExp(note) });
    await expect(row).toContainText(code);
    await expect(row).toContainText('active');
    await expect(row).toContainText('0/3');
    const expires = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
    });
    await expect(row).toContainText(expires);
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.screenshot({ path: `${SHOTS}/admin-codes-${info.project.name}.png`, fullPage: true });

    await tryCode(page, code, MESSAGES.invitationVerified);

    await row.getByRole('button', { name: `Revoke ${code}` }).click();
    await expect(row).toContainText('revoked');
    await expect(row.getByRole('button', { name: `Revoke ${code}` })).toHaveCount(0);
    await tryCode(page, code, MESSAGES.invalidInvitationCode);
  });

  test('every tab renders and passes axe', async ({ adminPage }, info) => {
    await openAdmin(adminPage);
    for (const name of TAB_NAMES) {
      await tab(adminPage, name);
      await expect(adminPage.getByRole('tabpanel')).not.toBeEmpty();
      await expectNoSeriousA11yViolations(adminPage);
      const slug = name.toLowerCase().replace(/\s+/g, '-');
      await adminPage.screenshot({ path: `${SHOTS}/admin-tab-${slug}-${info.project.name}.png`, fullPage: true });
    }
    // The users tab lists the operator with the onboarding state.
    await tab(adminPage, 'Users');
    await expect(adminPage.getByRole('table', { name: 'Users' })).toContainText('admin');
    // Keyboard: arrows move between tabs.
    await adminPage.getByRole('tab', { name: 'Users' }).focus();
    await adminPage.keyboard.press('ArrowRight');
    await expect(adminPage.getByRole('tab', { name: 'Feedback' })).toBeFocused();
    await expect(adminPage.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a member is sent away from /admin and the API answers 404 to members and visitors', async ({
    memberPage,
    request,
  }) => {
    await skipPopup(memberPage);
    await memberPage.goto('/admin');
    await expect(memberPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(memberPage.getByRole('heading', { name: 'Operator' })).toHaveCount(0);
    for (const path of ['/api/admin/invite-requests', '/api/admin/users', '/api/admin/mail', '/api/admin/anything']) {
      expect((await memberPage.request.get(path)).status(), path).toBe(404);
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const post = await memberPage.request.post('/api/admin/invitation-codes', {
      data: { uses: 5, expiresInDays: null },
    });
    expect(post.status()).toBe(404);
  });

  test('/admin is readable at 375 px @mobile', async ({ adminPage, playwright, baseURL }, info) => {
    // A pending request, so the Approve and Reject buttons are on the page.
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const handle = `narrow_${Date.now() % 1e8}`;
    expect(
      (await visitor.post('/api/requestInvite', { data: { name: 'Narrow Screen', twitter: handle } })).status(),
    ).toBe(201);
    await visitor.dispose();
    await openAdmin(adminPage);
    // Approve and Reject each stay on one line (they wrapped mid-word at 375 px).
    const row = adminPage.getByRole('row', { name: new RegExp(`@${handle}`) });
    for (const name of ['Approve Narrow Screen', 'Reject Narrow Screen']) {
      const button = row.getByRole('button', { name });
      const lines = await button.evaluate((el) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
        const r = document.createRange();
        r.selectNodeContents(text);
        return new Set([...r.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, name).toBe(1);
    }
    for (const name of TAB_NAMES) {
      await tab(adminPage, name);
      const overflow = await adminPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      const slug = name.toLowerCase().replace(/\s+/g, '-');
      await adminPage.screenshot({ path: `${SHOTS}/admin-tab-${slug}-${info.project.name}.png`, fullPage: true });
      await adminPage.screenshot({ path: `${SHOTS}/admin-tab-${slug}-${info.project.name}-top.png` });
    }
    await expectNoSeriousA11yViolations(adminPage);
  });
});
