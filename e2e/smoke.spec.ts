import { test, expect } from './support/fixtures.ts';

test('a registered member is signed in and the API knows them', async ({ memberPage, member }) => {
  const me = await memberPage.request.get('/api/users/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(member.username);
  await memberPage.goto('/');
  await expect(memberPage).toHaveTitle(/Grindstone/);
});
