import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type TBootData } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asUser } from '../../testing/test-context.ts';
import { createGoal, createUser, mintAccessToken, type TestUser } from '../../testing/factories.ts';
import { users } from '../../db/schema/index.ts';
import { ACCESS_COOKIE } from '../../plugins/session.ts';

const INDEX =
  '<!doctype html><html><head><title>Grindstone</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  scripts: ['assets/app-1.js', 'assets/dashboard-page-2.js', '../outside.js', 'assets/x.js"><script>'],
  styles: ['assets/dashboard-page-3.css'],
};
/** What a browser sends for a page load typed into the address bar. */
const PAGE_LOAD = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** The boot element's JSON, or null when the page has none. */
function bootOf(html: string): TBootData | null {
  const open = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">`;
  const at = html.indexOf(open);
  if (at < 0) return null;
  const end = html.indexOf('</script>', at + open.length);
  return JSON.parse(html.slice(at + open.length, end)) as TBootData;
}

describe("a member's page of / carries their boot data", () => {
  let t: TestApp;
  let dist: string;
  let alice: TestUser;
  let bob: TestUser;
  const page = (headers: Record<string, string>, url = '/', method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'gs-boot-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.vite', 'member-preloads.json'), JSON.stringify(PRELOADS));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    alice = await createUser(t.app);
    bob = await createUser(t.app);
    await createGoal(t.app, alice, { description: 'Alice ships </script><script>alert(1)</script> <!-- today' });
    await createGoal(t.app, alice, { description: 'Alice runs 5 km' });
    await createGoal(t.app, bob, { description: 'Bob secret plan' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the plain page, not an error, when the database cannot answer', async () => {
    // A query that fails as it would while the database restarts: the goal list's table is away.
    await t.app.db.execute(sql`alter table goals rename to goals_away`);
    try {
      const res = await page({ ...PAGE_LOAD, cookie: alice.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(bootOf(res.body)).toBeNull();
    } finally {
      await t.app.db.execute(sql`alter table goals_away rename to goals`);
    }
  });

  it('embeds exactly what /api/users/me, /api/goals and /api/streak answer the same member', async () => {
    const res = await page({ ...PAGE_LOAD, cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const boot = bootOf(res.body);
    const api = asUser(t.app, alice);
    expect(boot).toEqual({
      user: (await api.get('/api/users/me')).json(),
      goals: (await api.get('/api/goals')).json(),
      streak: (await api.get('/api/streak')).json(),
    });
    expect(boot!.goals.map((g) => g.description)).toContain('Alice runs 5 km');
    // The page is index.html with the additions before </head>, the CSP of every page, and nothing of Bob.
    expect(res.body.startsWith(INDEX.slice(0, INDEX.indexOf('</head>')))).toBe(true);
    expect(res.body.endsWith(INDEX.slice(INDEX.indexOf('</head>')))).toBe(true);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toContain('Bob');
    expect(res.body).not.toContain(bob.id);
  });

  it("lists the goals in the order of the page's goalOrder cookie, as the app shows them", async () => {
    const served = bootOf((await page({ ...PAGE_LOAD, cookie: alice.cookie })).body)!.goals.map((g) => g.id);
    const saved = [...served].reverse();
    const order = `goalOrder=${encodeURIComponent(JSON.stringify(saved))}`;
    const res = await page({ ...PAGE_LOAD, cookie: `${alice.cookie}; ${order}` });
    expect(bootOf(res.body)!.goals.map((g) => g.id)).toEqual(saved);
  });

  it('is never stored by a cache, shared or private', async () => {
    const res = await page({ ...PAGE_LOAD, cookie: alice.cookie });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('writes every < as \\u003c, so a goal cannot close the element or open a comment', async () => {
    const res = await page({ ...PAGE_LOAD, cookie: alice.cookie });
    const open = res.body.indexOf(`id="${BOOT_DATA_ELEMENT_ID}">`);
    const element = res.body.slice(open, res.body.indexOf('</head>'));
    // One </script>: the element's own end.
    expect(element.match(/<\/script>/gi)).toHaveLength(1);
    expect(element.slice(0, -'</script>'.length)).not.toContain('<');
    expect(bootOf(res.body)!.goals.map((g) => g.description)).toContain(
      'Alice ships </script><script>alert(1)</script> <!-- today',
    );
  });

  it("adds the dashboard's preload links, only for files under /assets", async () => {
    const res = await page({ ...PAGE_LOAD, cookie: alice.cookie });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-2.js">');
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/dashboard-page-3.css">');
    expect(res.body).not.toContain('outside.js');
    expect(res.body).not.toContain('x.js');
  });

  it('gives a visitor, and anyone whose cookie does not hold, the plain page', async () => {
    const expired = await new SignJWT({ role: 'member', epoch: alice.sessionEpoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(t.config.APP_SECRET));
    const forged = await new SignJWT({ role: 'member', epoch: alice.sessionEpoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret-0123'));
    for (const cookie of [
      undefined,
      `${ACCESS_COOKIE}=`,
      `${ACCESS_COOKIE}=not-a-token`,
      `${ACCESS_COOKIE}=${expired}`,
      `${ACCESS_COOKIE}=${forged}`,
      `gs_refresh=whatever`,
    ]) {
      const res = await page({ ...PAGE_LOAD, ...(cookie ? { cookie } : {}) });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(INDEX);
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
    }
  });

  it('gives the plain page once the session has ended (password change, deleted account)', async () => {
    const carol = await createUser(t.app);
    expect(bootOf((await page({ ...PAGE_LOAD, cookie: carol.cookie })).body)?.user.id).toBe(carol.id);
    // A password change moves the session epoch on: the old cookie no longer counts.
    await t.app.db
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
      .where(eq(users.id, carol.id));
    expect((await page({ ...PAGE_LOAD, cookie: carol.cookie })).body).toBe(INDEX);
    const dave = await createUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, dave.id));
    expect((await page({ ...PAGE_LOAD, cookie: dave.cookie })).body).toBe(INDEX);
  });

  it('after logout the same cookie gets the plain page', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: bob.username, password: bob.password },
    });
    const access = login.cookies.find((c) => c.name === ACCESS_COOKIE)!.value;
    const cookie = `${ACCESS_COOKIE}=${access}`;
    expect(bootOf((await page({ ...PAGE_LOAD, cookie })).body)?.user.id).toBe(bob.id);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await page({ ...PAGE_LOAD, cookie })).body).toBe(INDEX);
  });

  it('only for a page load of / itself: not fetches, the service worker, other pages or HEAD', async () => {
    const cookie = alice.cookie;
    const plain: [Record<string, string>, string, 'GET' | 'HEAD'][] = [
      // The service worker's precache and any fetch(): not a navigation.
      [{ cookie }, '/', 'GET'],
      [{ cookie, 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty' }, '/', 'GET'],
      [{ cookie, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }, '/', 'GET'],
      // A frame (refused by frame-ancestors anyway).
      [{ cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }, '/', 'GET'],
      // What the service worker precaches, and every other page.
      [{ ...PAGE_LOAD, cookie }, '/index.html', 'GET'],
      [{ ...PAGE_LOAD, cookie }, '/profile', 'GET'],
      [{ ...PAGE_LOAD, cookie }, '/goal/abc', 'GET'],
    ];
    for (const [headers, url, method] of plain) {
      const res = await page(headers, url, method);
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(res.body, `${url} ${JSON.stringify(headers)}`).toBe(INDEX);
    }
    const head = await page({ ...PAGE_LOAD, cookie }, '/', 'HEAD');
    expect(head.headers['cache-control']).toBe('no-cache');
    // A page load the member's service worker passes on (Chromium marks its destination empty).
    const passedOn = { cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'empty' };
    expect(bootOf((await page(passedOn)).body)?.user.id).toBe(alice.id);
    // With a query string, '/' is still the dashboard.
    expect(bootOf((await page({ ...PAGE_LOAD, cookie }, '/?from=push')).body)?.user.id).toBe(alice.id);
  });

  it('a bearer token does not make a page a member page', async () => {
    const { token } = await mintAccessToken(t.app, alice, ['goals:read']);
    const res = await page({ ...PAGE_LOAD, authorization: `Bearer ${token}` });
    expect(res.body).toBe(INDEX);
  });

  it('never serves the preload list itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/member-preloads.json' });
    expect(res.body).not.toContain('dashboard-page-2');
  });
});
