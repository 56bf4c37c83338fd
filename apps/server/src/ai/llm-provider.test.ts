import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-app.ts';
import type { CoachContext, CoachGoal, CoachProvider } from './coach-provider.ts';
import { createCoachProvider } from './create-provider.ts';
import { CoachError } from './llm-provider.ts';

/**
 * The openai-compatible provider against a local server speaking the chat-completions wire
 * format. Each test queues the answers it expects; any other request fails the test.
 */
type Reply = { status?: number; body?: unknown; hang?: boolean };
let queue: Reply[] = [];
let unexpected: string[] = [];
let requests: { path: string; body: Record<string, unknown> }[] = [];
const hanging: http.ServerResponse[] = [];
let server: http.Server;
let baseURL = '';

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_750_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        unexpected.push(`${req.method} ${req.url}`);
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ path: req.url, body });
      const next = queue.shift();
      if (!next) {
        unexpected.push(`unplanned ${req.method} ${req.url}`);
        res.writeHead(500).end();
        return;
      }
      if (next.hang) {
        hanging.push(res);
        return;
      }
      res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const r of hanging) r.destroy();
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  expect(unexpected).toEqual([]);
  expect(queue).toEqual([]);
  queue = [];
  unexpected = [];
  requests = [];
});

const now = new Date('2025-06-10T09:30:00Z');
const goal: CoachGoal = {
  id: '00000000-0000-4000-8000-000000000001',
  description: 'get better at spanish',
  borderColor: 'purple',
  warning: true,
  createdAt: now,
  lastUpdateAt: null,
  recentUpdates: [],
};
const ctx: CoachContext = {
  userName: 'Sam',
  myContext: 'I live in Lisbon',
  profileFacts: [],
  goals: [goal],
  completed: [],
  grindOutcomes: [],
  adviceLikes: [],
  location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' },
  timeZone: 'Europe/Lisbon',
  now,
};

function provider(): CoachProvider {
  const config = testConfig({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseURL,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'test-model',
  });
  return createCoachProvider(config, { retries: 2, backoffMs: 5, timeoutMs: 400 });
}

async function failure(p: Promise<unknown>): Promise<CoachError> {
  try {
    await p;
  } catch (err) {
    return err as CoachError;
  }
  throw new Error('expected a failure');
}

describe('openai-compatible provider (local wire-format server)', () => {
  it('sends the JSON schema and the context, and returns the checked answer with tokens', async () => {
    queue.push({
      body: completion(
        JSON.stringify({ improvedGoal: 'Practise Spanish 4 times by Sunday.', reason: 'Added a number and a date.' }),
      ),
    });
    const r = await provider().fortify(goal, ctx);
    expect(r).toMatchObject({
      improvedGoal: 'Practise Spanish 4 times by Sunday.',
      reason: 'Added a number and a date.',
    });
    expect(r.usage).toEqual({ inputTokens: 321, outputTokens: 45 });
    const sent = requests[0]!.body;
    expect(sent.model).toBe('test-model');
    const format = sent.response_format as {
      type: string;
      json_schema: { schema: { properties: Record<string, unknown> } };
    };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties).sort()).toEqual(['improvedGoal', 'reason']);
    expect(JSON.stringify(sent.messages)).toContain('get better at spanish');
    expect(JSON.stringify(sent.messages)).toContain('I live in Lisbon');
  });

  it('turns an answer that breaks the schema into a bad_output error (no retry)', async () => {
    queue.push({ body: completion(JSON.stringify({ improved: 'x' })) });
    const err = await failure(provider().fortify(goal, ctx));
    expect(err).toBeInstanceOf(CoachError);
    expect(err.code).toBe('bad_output');
    expect(err.message).toBe('The AI answered in an unexpected shape.');
    expect(requests).toHaveLength(1);
  });

  it('answers that are not JSON at all are bad_output too', async () => {
    queue.push({ body: completion('Sure! Here is your goal: run more.') });
    const err = await failure(provider().fortify(goal, ctx));
    expect(err.code).toBe('bad_output');
  });

  it('retries a 500 with backoff, then reports the upstream failure', async () => {
    for (let i = 0; i < 3; i++) queue.push({ status: 500, body: { error: { message: 'boom' } } });
    const err = await failure(provider().nextMove(ctx));
    expect(err.code).toBe('upstream');
    expect(err.message).toBe('The AI service failed (HTTP 500).');
    expect(requests).toHaveLength(3);
  });

  it('recovers when a retry succeeds after a 429', async () => {
    queue.push({ status: 429, body: { error: { message: 'slow down' } } });
    queue.push({
      body: completion(JSON.stringify({ goalId: goal.id, whatTodoNext: 'Practise now.', reason: 'Only goal.' })),
    });
    const r = await provider().nextMove(ctx);
    expect(r.goalId).toBe(goal.id);
    expect(requests).toHaveLength(2);
  });

  it('drops a goal id that is not one of the person\u2019s goals', async () => {
    queue.push({ body: completion(JSON.stringify({ goalId: 'someone-else', whatTodoNext: 'x', reason: 'y' })) });
    expect((await provider().nextMove(ctx)).goalId).toBeNull();
  });

  it('times out a hanging server with a clear error', async () => {
    queue.push({ hang: true });
    const started = Date.now();
    const err = await failure(provider().advice(ctx));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('The AI took too long to answer.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('classification falls back to the offline rules when the model fails', async () => {
    queue.push({ status: 400, body: { error: { message: 'bad' } } });
    const r = await provider().classifyGoal('call the dentist');
    expect(r.borderColor).toBe('blue');
  });
});

describe('the /agents routes on the openai-compatible provider', () => {
  it('fortify works end to end and every failure ends in a 502 with a clear message, never a crash', async () => {
    const { createTestApp } = await import('../testing/test-app.ts');
    const { createUser } = await import('../testing/factories.ts');
    const t = await createTestApp({ coach: provider() });
    try {
      const u = await createUser(t.app);
      const call = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/agents/fortifyIt',
          headers: { cookie: u.cookie },
          payload: { goal: 'get better at spanish' },
        });
      queue.push({
        body: completion(
          JSON.stringify({ improvedGoal: 'Practise Spanish 4 times by Sunday.', reason: 'Added a number and a date.' }),
        ),
      });
      const ok = await call();
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        improvedGoal: 'Practise Spanish 4 times by Sunday.',
        reason: 'Added a number and a date.',
      });
      const cases: [Reply[], string][] = [
        [[{ body: completion('{"nope":1}') }], 'The AI answered in an unexpected shape.'],
        [[{ status: 500 }, { status: 500 }, { status: 500 }], 'The AI service failed (HTTP 500).'],
        [[{ hang: true }], 'The AI took too long to answer.'],
      ];
      for (const [replies, message] of cases) {
        queue.push(...replies);
        const res = await call();
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({
          error: 'upstream',
          message: `The coach could not answer. ${message} Please try again.`,
        });
      }
    } finally {
      await t.close();
    }
  });
});
