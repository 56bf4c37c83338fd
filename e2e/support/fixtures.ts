import { createHmac, randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_APP_SECRET } from '../../playwright.config.ts';

/**
 * Playwright fixtures: every test gets its own freshly registered member (and an admin where
 * asked), so tests never depend on each other or on order.
 */
export type Member = { id: string; name: string; username: string; email: string; password: string };

export const MEMBER_PASSWORD = 'Grind1!stone';
const opsToken = createHmac('sha256', E2E_APP_SECRET).update('grindstone-ops').digest('hex');

/** Each fixture acts as its own client address (the e2e server trusts X-Forwarded-For), so
 * the per-client rate limits stay on without one test's sign-ups starving another's. */
export function clientAddress(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/** A new single-use invitation code, through the operator endpoint the CLI uses. */
export async function createInvitationCode(request: APIRequestContext, uses = 1): Promise<string> {
  const res = await request.post('/api/ops/invitation-codes', {
    headers: { authorization: `Bearer ${opsToken}` },
    data: { uses },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).code as string;
}

/** Registers through the same API calls the onboarding wizard makes (dev X verifier). */
export async function registerMember(request: APIRequestContext, overrides: Partial<Member> = {}): Promise<Member> {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 10);
  const username = overrides.username ?? `m_${suffix}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? MEMBER_PASSWORD;
  const name = overrides.name ?? `Member ${suffix.slice(0, 4)}`;
  const code = await createInvitationCode(request);
  expect((await request.post('/api/auth/verify-invitation', { data: { code } })).ok()).toBe(true);
  expect((await request.get(`/api/x-access/verify-twitter/${username}/1234`)).ok()).toBe(true);
  const res = await request.post('/api/auth/register', {
    data: { email, password, username, invitationCode: code, name },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = await res.json();
  return { id: user.id, name: user.name, username, email, password };
}

/** Signs a page's browser context in (cookies land in the context, as after a real login). */
export async function signIn(page: Page, member: Pick<Member, 'username' | 'password'>): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: member.username, password: member.password },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Makes a registered user the operator (admin role). */
export async function makeAdmin(request: APIRequestContext, username: string): Promise<void> {
  const res = await request.post('/api/ops/users/make-admin', {
    headers: { authorization: `Bearer ${opsToken}` },
    data: { username },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

type Fixtures = { member: Member; memberPage: Page; admin: Member; adminPage: Page };

export const test = base.extend<Fixtures>({
  member: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    await use(await registerMember(request));
    await request.dispose();
  },
  memberPage: async ({ page, member }, use) => {
    await signIn(page, member);
    await use(page);
  },
  admin: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    const admin = await registerMember(request);
    await makeAdmin(request, admin.username);
    await use(admin);
    await request.dispose();
  },
  adminPage: async ({ browser, admin, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page, admin);
    await use(page);
    await context.close();
  },
});

export { expect };
