import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ACCESS_TOKEN_MESSAGES, MESSAGES, type TAccessTokenScope } from '@grindstone/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createGoal, createUser, mintAccessToken, type TestUser } from '../../testing/factories.ts';
import { goals, goalUpdates } from '../../db/schema/index.ts';
import { plainTextToUpdateHtml } from './mcp-tools.ts';

const DAILY_LIMIT = 2;
let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { AI_DAILY_LIMIT: String(DAILY_LIMIT) } });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t.close();
});

const mint = (user: TestUser, scopes?: TAccessTokenScope[]) => mintAccessToken(t.app, user, scopes);

/** The SDK's own client over Streamable HTTP, sending the token the way assistants do. */
async function connect(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'grindstone-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('MCP server at /mcp', () => {
  it('lists the tools with input schemas', async () => {
    const user = await createUser(t.app);
    const client = await connect((await mint(user)).token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_goal',
      'add_update',
      'complete_goal',
      'fortify_goal',
      'list_goals',
      'next_move',
      'update_goal',
      'weekly_review',
    ]);
    const addGoal = tools.find((tool) => tool.name === 'add_goal')!;
    expect(addGoal.inputSchema).toMatchObject({ type: 'object', required: ['description'] });
    expect(tools.find((tool) => tool.name === 'list_goals')!.annotations).toMatchObject({ readOnlyHint: true });
  });

  it('adds, lists, updates, logs progress on, fortifies, picks the next move and completes goals', async () => {
    const user = await createUser(t.app);
    const client = await connect((await mint(user)).token);

    const added = await call(client, 'add_goal', { description: 'Run 5 km on Saturday morning' });
    expect(added.isError).toBeFalsy();
    const goal = (added.structuredContent as { goal: { id: string; text: string; colour: string } }).goal;
    expect(goal.text).toBe('Run 5 km on Saturday morning');
    expect(textOf(added)).toContain('Run 5 km on Saturday morning');
    const [row] = await t.app.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row).toMatchObject({ userId: user.id, completedAt: null });

    const listed = await call(client, 'list_goals');
    expect(listed.structuredContent).toEqual({
      goals: [{ id: goal.id, text: goal.text, colour: goal.colour, ifThen: null }],
    });
    expect(textOf(listed)).toContain(goal.id);

    const review = await call(client, 'weekly_review', {});
    expect(review.isError).toBeFalsy();
    expect(review.structuredContent).toMatchObject({
      week: expect.stringMatching(/^\d{4}-W\d{2}$/),
      draft: expect.any(String),
    });
    expect(textOf(review)).toContain('Nothing has stalled.');
    const badWeek = await call(client, 'weekly_review', { week: '2026-W54' });
    expect(badWeek.isError).toBe(true);

    // The goal's if-then plan, set on the web, is part of the list.
    const plan = {
      cue: 'I lace my shoes on Saturday',
      action: 'run the first kilometre slowly',
      time: '08:00',
      days: [6],
    };
    const patched = await fetch(`${base}/api/goals/${goal.id}`, {
      method: 'PATCH',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ifThen: plan }),
    });
    expect(patched.status).toBe(200);
    const planned = await call(client, 'list_goals');
    expect(planned.structuredContent).toMatchObject({ goals: [{ id: goal.id, ifThen: plan }] });
    expect(textOf(planned)).toContain('when I lace my shoes on Saturday → run the first kilometre slowly');

    const updated = await call(client, 'update_goal', { id: goal.id, description: 'Run 6 km on Saturday' });
    expect(updated.structuredContent).toMatchObject({ goal: { id: goal.id, text: 'Run 6 km on Saturday' } });

    const note = await call(client, 'add_update', { id: goal.id, text: 'Did 3 km <b>today</b>\n\nLegs ok' });
    expect(note.isError).toBeFalsy();
    const [stored] = await t.app.db.select().from(goalUpdates).where(eq(goalUpdates.goalId, goal.id));
    expect(stored!.content).toBe('<p>Did 3 km &lt;b&gt;today&lt;/b&gt;</p><p>Legs ok</p>');

    const fortified = await call(client, 'fortify_goal', { id: goal.id });
    expect(fortified.isError).toBeFalsy();
    const fortify = fortified.structuredContent as { improvedGoal: string; reason: string };
    expect(fortify.improvedGoal.length).toBeGreaterThan(0);
    expect(fortify.reason.length).toBeGreaterThan(0);
    expect(textOf(fortified)).toContain(fortify.improvedGoal);
    const [unchanged] = await t.app.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(unchanged!.description).toBe('Run 6 km on Saturday');

    const next = await call(client, 'next_move');
    expect(next.isError).toBeFalsy();
    expect(next.structuredContent).toMatchObject({ goalId: goal.id });

    const completed = await call(client, 'complete_goal', { id: goal.id });
    expect(completed.structuredContent).toMatchObject({ goal: { id: goal.id } });
    expect((await call(client, 'list_goals')).structuredContent).toEqual({ goals: [] });
    const nothingLeft = await call(client, 'next_move');
    expect(nothingLeft).toMatchObject({ isError: true, content: [{ type: 'text', text: MESSAGES.noGoals }] });
  });

  it('refuses writes to a read-only token with the web message, and still lets it read', async () => {
    const user = await createUser(t.app);
    const goal = await createGoal(t.app, user, { description: 'Read only' });
    const client = await connect((await mint(user, ['goals:read'])).token);
    for (const [name, args] of [
      ['add_goal', { description: 'Nope' }],
      ['update_goal', { id: goal.id, description: 'Nope' }],
      ['complete_goal', { id: goal.id }],
      ['add_update', { id: goal.id, text: 'Nope' }],
    ] as const) {
      const result = await call(client, name, args);
      expect(result, name).toMatchObject({
        isError: true,
        content: [{ type: 'text', text: ACCESS_TOKEN_MESSAGES.readOnly }],
      });
    }
    expect((await call(client, 'list_goals')).structuredContent).toEqual({
      goals: [{ id: goal.id, text: 'Read only', colour: 'white', ifThen: null }],
    });
    const rows = await t.app.db.select().from(goals).where(eq(goals.userId, user.id));
    expect(rows.map((g) => [g.description, g.completedAt])).toEqual([['Read only', null]]);
  });

  it("never reaches another person's goals", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const theirs = await createGoal(t.app, other, { description: 'Secret' });
    const client = await connect((await mint(user)).token);
    expect((await call(client, 'list_goals')).structuredContent).toEqual({ goals: [] });
    for (const [name, args] of [
      ['update_goal', { id: theirs.id, description: 'Mine' }],
      ['complete_goal', { id: theirs.id }],
      ['add_update', { id: theirs.id, text: 'Hi' }],
      ['fortify_goal', { id: theirs.id }],
    ] as const) {
      const result = await call(client, name, args);
      expect(result, name).toMatchObject({ isError: true, content: [{ type: 'text', text: MESSAGES.notFound }] });
    }
    const [still] = await t.app.db.select().from(goals).where(eq(goals.id, theirs.id));
    expect(still).toMatchObject({ description: 'Secret', completedAt: null });
  });

  it('stops a revoked token at once, on the very next request', async () => {
    const user = await createUser(t.app);
    const created = await mint(user);
    const client = await connect(created.token);
    expect((await call(client, 'list_goals')).isError).toBeFalsy();
    const revoke = await fetch(`${base}/api/access-tokens/${created.id}`, {
      method: 'DELETE',
      headers: { cookie: user.cookie },
    });
    expect(revoke.status).toBe(200);
    await expect(call(client, 'list_goals')).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining(ACCESS_TOKEN_MESSAGES.invalid),
    });
    await expect(connect(created.token)).rejects.toMatchObject({ code: 401 });
  });

  it('answers the daily coach limit as a tool error with the web message', async () => {
    const user = await createUser(t.app);
    const goal = await createGoal(t.app, user, { description: 'Write the essay' });
    const client = await connect((await mint(user, ['goals:read'])).token);
    for (let i = 0; i < DAILY_LIMIT; i++) {
      expect((await call(client, 'fortify_goal', { id: goal.id })).isError).toBeFalsy();
    }
    const limited = await call(client, 'fortify_goal', { id: goal.id });
    expect(limited).toMatchObject({ isError: true, content: [{ type: 'text', text: MESSAGES.dailyLimit }] });
    // The web shares the same count.
    const web = await fetch(`${base}/api/agents/fortifyIt`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ goal: 'essay' }),
    });
    expect(web.status).toBe(429);
  });

  it('refuses the cookie session, no token, GET streams and a token in the URL', async () => {
    const user = await createUser(t.app);
    const { token } = await mint(user);
    const init = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const cookieOnly = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, cookie: user.cookie },
      body: JSON.stringify(init),
    });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers.get('www-authenticate')).toBe('Bearer');
    const inUrl = await fetch(`${base}/mcp?access_token=${token}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(init),
    });
    expect(inUrl.status).toBe(400);
    const stream = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(405);
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(plainTextToUpdateHtml('a & b\nc\r\n\r\n  <script>x</script>  ')).toBe(
      '<p>a &amp; b<br>c</p><p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
});
