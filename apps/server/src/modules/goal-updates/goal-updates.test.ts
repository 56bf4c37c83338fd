import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GOAL_UPDATE_MAX, MESSAGES, UPDATE_HTML, type TGoal, type TGoalUpdate } from '@grindstone/contract';
import { createTestContext } from '../../testing/test-context.ts';
import { createUser, type TestUser } from '../../testing/factories.ts';
import { goalUpdates } from '../../db/schema/index.ts';
import { UPDATE_EMPTY_MESSAGE } from './goal-updates.service.ts';

/** Stored-XSS corpus: none of these may ever come back executable. */
const XSS = [
  '<script>alert(1)</script><p>x</p>',
  '<p>a<script src="https://evil.example/x.js"></script></p>',
  '<img src=x onerror=alert(1)><p>img</p>',
  '<p onclick="alert(1)" onmouseover="alert(2)">handlers</p>',
  '<a href="javascript:alert(1)">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload=alert(1)><circle r=1></circle></svg><p>svg</p>',
  '<svg><script>alert(1)</script></svg><p>svg2</p>',
  '<iframe src="javascript:alert(1)"></iframe><p>frame</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>frame2</p>',
  '<object data="javascript:alert(1)"></object><embed src="x.swf"><p>obj</p>',
  '<style>body{background:url(javascript:alert(1))}</style><p>style tag</p>',
  '<p style="background-image:url(javascript:alert(1));position:fixed">style attr</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>m</p>',
  '<form action="javascript:alert(1)"><button>go</button></form><p>form</p>',
  '<input autofocus onfocus=alert(1)><p>input</p>',
  '<details open ontoggle=alert(1)><summary>s</summary></details><p>details</p>',
  '<body onload=alert(1)><p>body</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>meta</p>',
  '<base href="javascript:alert(1)//"><p>base</p>',
  '<p>ok</p><!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ns</p>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">safe link</a>',
  '"><img src=x onerror=alert(1)>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
];

/** A crude but strict check: no tag other than the allow-list, no event handler, no bad scheme. */
function assertNotExecutable(html: string) {
  const tags = [...html.matchAll(/<\s*\/?\s*([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
  const allowed = new Set<string>(UPDATE_HTML.tags);
  for (const tag of tags) expect(allowed.has(tag), `tag <${tag}> in ${html}`).toBe(true);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/style\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
  for (const m of html.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:|mailto:)/);
}

describe('goal updates API', () => {
  const t = createTestContext();
  let alice: TestUser;
  let bob: TestUser;
  let goal: TGoal;
  beforeAll(async () => {
    alice = await createUser(t.app);
    bob = await createUser(t.app);
    goal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { cookie: alice.cookie },
        payload: { description: 'Write the book' },
      })
    ).json();
  });
  const as = (u: TestUser) => ({ cookie: u.cookie });
  async function add(content: string, u = alice, goalId = goal.id) {
    return t.app.inject({ method: 'POST', url: '/api/goal-updates', headers: as(u), payload: { goalId, content } });
  }
  const rowCount = async () =>
    (await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.goalId, goal.id))).length;

  it('adds, lists (newest first), edits and deletes an update', async () => {
    const g2 = (
      await t.app.inject({ method: 'POST', url: '/api/goals', headers: as(alice), payload: { description: 'other' } })
    ).json();
    const first = (await add('<p>first</p>', alice, g2.id)).json() as TGoalUpdate;
    const second = await add('<p>second <a href="https://example.com/x">link</a></p>', alice, g2.id);
    expect(second.statusCode).toBe(201);
    const html = second.json().content as string;
    expect(html).toMatch(/^<p>second <a [^>]+>link<\/a><\/p>$/);
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/goal-updates/${g2.id}`, headers: as(alice) })
    ).json() as TGoalUpdate[];
    expect(list.map((u) => u.id)).toEqual([second.json().id, first.id]);
    expect(Object.keys(list[0]!).sort()).toEqual(['content', 'createdAt', 'goalId', 'id', 'updatedAt']);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/goal-updates/${first.id}`,
      headers: as(alice),
      payload: { content: '<p>edited</p>' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ id: first.id, content: '<p>edited</p>' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/goal-updates/${first.id}`, headers: as(alice) });
    expect(del.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/goal-updates/${g2.id}`, headers: as(alice) })
    ).json() as TGoalUpdate[];
    expect(after.map((u) => u.id)).toEqual([second.json().id]);
  });

  it('refuses empty content (also empty after sanitising) and stores nothing', async () => {
    const before = await rowCount();
    for (const content of [
      '',
      '   ',
      '<p></p>',
      '<p> <br> </p>',
      '<script>alert(1)</script>',
      '<p>&nbsp;</p>',
      '<img src=x onerror=alert(1)>',
    ]) {
      const res = await add(content);
      expect(res.statusCode, content).toBe(400);
      expect(res.json()).toEqual({ error: 'validation', message: UPDATE_EMPTY_MESSAGE });
    }
    expect(await rowCount()).toBe(before);
  });

  it('applies the limit to the sanitised text too: escaping cannot grow a note past it', async () => {
    const before = await rowCount();
    // 'a & b' is stored as 'a &amp; b': under the limit as sent, five times it once escaped.
    const expands = `<p>${'&'.repeat(GOAL_UPDATE_MAX - 7)}</p>`;
    expect(expands).toHaveLength(GOAL_UPDATE_MAX);
    const res = await add(expands);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: MESSAGES.updateTooLong });
    expect(await rowCount()).toBe(before);
  });

  it('applies the 100,000-character limit on add AND on edit, with the spec message', async () => {
    const before = await rowCount();
    const tooLong = `<p>${'a'.repeat(GOAL_UPDATE_MAX)}</p>`;
    const res = await add(tooLong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: MESSAGES.updateTooLong });
    expect(await rowCount()).toBe(before);
    const justFits = `<p>${'a'.repeat(GOAL_UPDATE_MAX - 7)}</p>`;
    expect(justFits).toHaveLength(GOAL_UPDATE_MAX);
    const ok = await add(justFits);
    expect(ok.statusCode).toBe(201);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/goal-updates/${ok.json().id}`,
      headers: as(alice),
      payload: { content: tooLong },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(MESSAGES.updateTooLong);
    const emptyEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/goal-updates/${ok.json().id}`,
      headers: as(alice),
      payload: { content: '<p></p>' },
    });
    expect(emptyEdit.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.id, ok.json().id));
    expect(row!.content).toBe(justFits);
    // 1,000,000+ (the spec's quirky edit limit) is refused by the transport schema as well
    const huge = await t.app.inject({
      method: 'PUT',
      url: `/api/goal-updates/${ok.json().id}`,
      headers: as(alice),
      payload: { content: 'a'.repeat(1_000_001) },
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('another user cannot read, add to, edit or delete my updates (404, unchanged)', async () => {
    const mine = (await add('<p>private note</p>')).json() as TGoalUpdate;
    const tries = [
      { method: 'GET', url: `/api/goal-updates/${goal.id}` },
      { method: 'POST', url: '/api/goal-updates', payload: { goalId: goal.id, content: '<p>x</p>' } },
      { method: 'PUT', url: `/api/goal-updates/${mine.id}`, payload: { content: '<p>hacked</p>' } },
      { method: 'DELETE', url: `/api/goal-updates/${mine.id}` },
    ] as const;
    for (const a of tries) {
      const res = await t.app.inject({ ...a, headers: as(bob) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: MESSAGES.notFound });
    }
    const all = await t.app.inject({ method: 'DELETE', url: `/api/goal-updates/${goal.id}/all`, headers: as(bob) });
    expect(all.json()).toEqual({ ok: true, deleted: 0 });
    const [row] = await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.id, mine.id));
    expect(row!.content).toBe('<p>private note</p>');
  });

  it('unknown and malformed ids are 404, never 500', async () => {
    for (const a of [
      { method: 'GET', url: '/api/goal-updates/nope' },
      { method: 'GET', url: '/api/goal-updates/00000000-0000-0000-0000-000000000000' },
      { method: 'PUT', url: '/api/goal-updates/123', payload: { content: '<p>x</p>' } },
      { method: 'DELETE', url: '/api/goal-updates/123' },
      { method: 'POST', url: '/api/goal-updates', payload: { goalId: '1712345678', content: '<p>x</p>' } },
    ] as const) {
      const res = await t.app.inject({ ...a, headers: as(alice) });
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/goal-updates',
      headers: as(alice),
      payload: { goalId: goal.id },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stored-XSS corpus never comes back executable from any read endpoint', async () => {
    const ids: string[] = [];
    for (const content of XSS) {
      const res = await add(content);
      if (res.statusCode === 400) {
        expect(res.json().message).toBe(UPDATE_EMPTY_MESSAGE);
        continue;
      }
      expect(res.statusCode, content).toBe(201);
      assertNotExecutable(res.json().content);
      ids.push(res.json().id);
      // editing through PUT is sanitised the same way
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/goal-updates/${res.json().id}`,
        headers: as(alice),
        payload: { content },
      });
      assertNotExecutable(edit.json().content);
    }
    expect(ids.length).toBeGreaterThan(XSS.length / 2);
    const legacy = await t.app.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}/updates`,
      headers: as(alice),
      payload: { update1: XSS[2], update2: XSS[4] },
    });
    assertNotExecutable(legacy.json().content);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/goal-updates/${goal.id}`, headers: as(alice) })
    ).json() as TGoalUpdate[];
    expect(list.length).toBeGreaterThanOrEqual(ids.length);
    for (const u of list) assertNotExecutable(u.content);
    // the literal text survives as text
    expect(list.some((u) => u.content.includes('&lt;script&gt;'))).toBe(true);
    expect(list.some((u) => u.content.includes('safe link'))).toBe(true);
  });
});
