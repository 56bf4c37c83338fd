import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-app.ts';
import type { CoachContext, CoachGoal, CoachProvider } from './coach-provider.ts';
import { createCoachProvider, DEFAULT_ANTHROPIC_MODEL } from './create-provider.ts';
import { CoachError, loadPrompt } from './llm-provider.ts';

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

/**
 * The anthropic provider against a local server speaking the Messages API wire format
 * (POST {baseURL}/messages with x-api-key and anthropic-version). The provider asks for
 * structured output in one of two ways, depending on the model:
 * - older models (e.g. claude-3-5-haiku): a forced tool named `json` whose input_schema
 *   is the answer's schema; the model answers with a `tool_use` block carrying the object;
 * - newer models (claude-sonnet-4-5 and up): `output_config.format` = json_schema; the model
 *   answers with a `text` block holding the JSON.
 * The fake answers in exactly the way the request asks; any other request fails the test.
 */
const ANTHROPIC_KEY = 'sk-ant-test';
type AnthropicReply = { status?: number; body?: unknown; hang?: boolean; answer?: unknown; text?: string };
const anth = {
  queue: [] as AnthropicReply[],
  unexpected: [] as string[],
  requests: [] as { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[],
  hanging: [] as http.ServerResponse[],
  server: undefined as unknown as http.Server,
  baseURL: '',
};

function anthropicMessage(content: unknown[], stopReason: string) {
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'test-claude',
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 512, output_tokens: 64 },
  };
}

/** The answer in the form the request asked for (forced json tool or output_config.format). */
function anthropicAnswer(body: Record<string, unknown>, reply: AnthropicReply): unknown {
  const tools = (body.tools ?? []) as { name: string; input_schema?: unknown }[];
  const choice = body.tool_choice as { type?: string } | undefined;
  const format = (body.output_config as { format?: { type?: string } } | undefined)?.format;
  if (tools.length === 1 && tools[0]!.name === 'json' && tools[0]!.input_schema && choice?.type === 'any') {
    if (reply.text !== undefined) return anthropicMessage([{ type: 'text', text: reply.text }], 'end_turn');
    return anthropicMessage([{ type: 'tool_use', id: 'toolu_test', name: 'json', input: reply.answer }], 'tool_use');
  }
  if (format?.type === 'json_schema' && tools.length === 0) {
    const text = reply.text ?? JSON.stringify(reply.answer);
    return anthropicMessage([{ type: 'text', text }], 'end_turn');
  }
  anth.unexpected.push(`structured output asked in an unknown way: ${JSON.stringify({ tools, choice, format })}`);
  return { type: 'error', error: { type: 'invalid_request_error', message: 'unknown structured output' } };
}

beforeAll(async () => {
  anth.server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const problems: string[] = [];
      if (req.method !== 'POST' || req.url !== '/v1/messages') problems.push(`${req.method} ${req.url}`);
      if (req.headers['x-api-key'] !== ANTHROPIC_KEY) problems.push(`x-api-key ${req.headers['x-api-key']}`);
      if (req.headers['anthropic-version'] !== '2023-06-01')
        problems.push(`anthropic-version ${req.headers['anthropic-version']}`);
      if (!String(req.headers['content-type']).startsWith('application/json'))
        problems.push(`content-type ${req.headers['content-type']}`);
      if (problems.length) {
        anth.unexpected.push(...problems);
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      anth.requests.push({ headers: req.headers, body });
      const next = anth.queue.shift();
      if (!next) {
        anth.unexpected.push(`unplanned ${req.method} ${req.url}`);
        res.writeHead(500).end();
        return;
      }
      if (next.hang) {
        anth.hanging.push(res);
        return;
      }
      const answer = next.status && next.status !== 200 ? next.body : anthropicAnswer(body, next);
      res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? {}));
    });
  });
  await new Promise<void>((r) => anth.server.listen(0, '127.0.0.1', r));
  anth.baseURL = `http://127.0.0.1:${(anth.server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const r of anth.hanging) r.destroy();
  await new Promise((r) => anth.server.close(r));
});
afterEach(() => {
  expect(anth.unexpected).toEqual([]);
  expect(anth.queue).toEqual([]);
  anth.queue = [];
  anth.unexpected = [];
  anth.requests = [];
});

/** A model the SDK asks for structured output through a forced `json` tool. */
const OLDER_MODEL = 'claude-3-5-haiku-latest';

function anthropicProvider(model?: string): CoachProvider {
  const config = testConfig({
    AI_PROVIDER: 'anthropic',
    AI_BASE_URL: anth.baseURL,
    AI_API_KEY: ANTHROPIC_KEY,
    ...(model ? { AI_MODEL: model } : {}),
  });
  return createCoachProvider(config, { retries: 2, backoffMs: 5, timeoutMs: 400 });
}
const apiError = (type: string, message: string) => ({ type: 'error', error: { type, message } });

describe('anthropic provider (local Messages API server)', () => {
  it('an older model gets the forced json tool with the schema, and returns the checked answer with tokens', async () => {
    anth.queue.push({
      answer: { improvedGoal: 'Practise Spanish 4 times by Sunday.', reason: 'Added a number and a date.' },
    });
    const p = anthropicProvider(OLDER_MODEL);
    expect(p.name).toBe('anthropic');
    expect(p.model).toBe(OLDER_MODEL);
    const r = await p.fortify(goal, ctx);
    expect(r).toMatchObject({
      improvedGoal: 'Practise Spanish 4 times by Sunday.',
      reason: 'Added a number and a date.',
    });
    expect(r.usage).toEqual({ inputTokens: 512, outputTokens: 64 });
    expect(anth.requests).toHaveLength(1);
    const sent = anth.requests[0]!.body;
    expect(sent.model).toBe(OLDER_MODEL);
    expect(sent.max_tokens).toEqual(expect.any(Number));
    expect(sent.stream).toBeUndefined();
    const [tool] = sent.tools as { name: string; input_schema: { properties: Record<string, unknown> } }[];
    expect(tool!.name).toBe('json');
    expect(Object.keys(tool!.input_schema.properties).sort()).toEqual(['improvedGoal', 'reason']);
    expect(sent.tool_choice).toMatchObject({ type: 'any' });
    expect(JSON.stringify(sent.system)).toContain(loadPrompt('coach-system').slice(0, 40));
    expect(JSON.stringify(sent.messages)).toContain('get better at spanish');
    expect(JSON.stringify(sent.messages)).toContain('I live in Lisbon');
  });

  it('the default (a current model) gets output_config.format and a JSON text answer', async () => {
    anth.queue.push({ answer: { goalId: goal.id, whatTodoNext: 'Practise now.', reason: 'Only goal.' } });
    const r = await anthropicProvider().nextMove(ctx);
    expect(r).toMatchObject({ goalId: goal.id, whatTodoNext: 'Practise now.', reason: 'Only goal.' });
    const sent = anth.requests[0]!.body;
    expect(sent.model).toBe(DEFAULT_ANTHROPIC_MODEL);
    const format = (sent.output_config as { format: { type: string; schema: { properties: object } } }).format;
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.schema.properties).sort()).toEqual(['goalId', 'reason', 'whatTodoNext']);
  });

  it('turns an answer that breaks the schema into a bad_output error (no retry)', async () => {
    anth.queue.push({ answer: { improved: 'x' } });
    const err = await failure(anthropicProvider().fortify(goal, ctx));
    expect(err).toBeInstanceOf(CoachError);
    expect(err.code).toBe('bad_output');
    expect(err.message).toBe('The AI answered in an unexpected shape.');
    expect(anth.requests).toHaveLength(1);
  });

  it('a grind outside the allowed minutes and plain prose instead of the tool are bad_output too', async () => {
    anth.queue.push({ answer: { name: 'Drill', description: 'Do it.', duration: 9_999, reason: 'Long.' } });
    expect((await failure(anthropicProvider().grind(goal, ctx))).code).toBe('bad_output');
    anth.queue.push({ text: 'Sure! Here is your goal: run more.' });
    expect((await failure(anthropicProvider().fortify(goal, ctx))).code).toBe('bad_output');
  });

  it('retries a 500 with backoff, then reports the upstream failure', async () => {
    for (let i = 0; i < 3; i++) anth.queue.push({ status: 500, body: apiError('api_error', 'Internal server error') });
    const err = await failure(anthropicProvider().nextMove(ctx));
    expect(err).toBeInstanceOf(CoachError);
    expect(err.code).toBe('upstream');
    expect(err.message).toBe('The AI service failed (HTTP 500).');
    expect(anth.requests).toHaveLength(3);
  });

  it('recovers when a retry succeeds after a 429', async () => {
    anth.queue.push({
      status: 429,
      body: apiError('rate_limit_error', 'Number of requests has exceeded your rate limit'),
    });
    anth.queue.push({ answer: { name: 'Warm up', description: 'Ten minutes of verbs.', reason: 'Small start.' } });
    const r = await anthropicProvider().advice(ctx);
    expect(r).toMatchObject({ name: 'Warm up', description: 'Ten minutes of verbs.' });
    expect(anth.requests).toHaveLength(2);
  });

  it('a 429 on every attempt ends in a rate_limited error', async () => {
    for (let i = 0; i < 3; i++) anth.queue.push({ status: 429, body: apiError('rate_limit_error', 'slow down') });
    const err = await failure(anthropicProvider().advice(ctx));
    expect(err.code).toBe('rate_limited');
    expect(err.message).toBe('The AI service is busy (rate limited).');
    expect(anth.requests).toHaveLength(3);
  });

  it('a refused key is a clear upstream error without retries', async () => {
    anth.queue.push({ status: 401, body: apiError('authentication_error', 'invalid x-api-key') });
    const err = await failure(anthropicProvider().fortify(goal, ctx));
    expect(err.code).toBe('upstream');
    expect(err.message).toBe('The AI service refused our credentials.');
    expect(anth.requests).toHaveLength(1);
  });

  it('times out a hanging server with a clear error', async () => {
    anth.queue.push({ hang: true });
    const started = Date.now();
    const err = await failure(anthropicProvider().advice(ctx));
    expect(err).toBeInstanceOf(CoachError);
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('The AI took too long to answer.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('classification uses the model, and falls back to the offline rules when it fails', async () => {
    anth.queue.push({ answer: { borderColor: 'red', warning: false, reason: 'Due today.' } });
    const ok = await anthropicProvider().classifyGoal('call the dentist');
    expect(ok).toMatchObject({ borderColor: 'red', warning: false, usage: { inputTokens: 512, outputTokens: 64 } });
    expect(JSON.stringify(anth.requests[0]!.body.messages)).toContain('call the dentist');
    anth.queue.push({ status: 400, body: apiError('invalid_request_error', 'bad') });
    const fallback = await anthropicProvider().classifyGoal('call the dentist');
    expect(fallback.borderColor).toBe('blue');
    expect(fallback.usage).toBeUndefined();
  });
});

describe('the /agents routes on the anthropic provider', () => {
  it('fortify works end to end and every failure ends in a 502 with a clear message, never a crash', async () => {
    const { createTestApp } = await import('../testing/test-app.ts');
    const { createUser } = await import('../testing/factories.ts');
    const t = await createTestApp({ coach: anthropicProvider() });
    try {
      const u = await createUser(t.app);
      const call = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/agents/fortifyIt',
          headers: { cookie: u.cookie },
          payload: { goal: 'get better at spanish' },
        });
      anth.queue.push({
        answer: { improvedGoal: 'Practise Spanish 4 times by Sunday.', reason: 'Added a number and a date.' },
      });
      const ok = await call();
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        improvedGoal: 'Practise Spanish 4 times by Sunday.',
        reason: 'Added a number and a date.',
      });
      const cases: [AnthropicReply[], string][] = [
        [[{ answer: { nope: 1 } }], 'The AI answered in an unexpected shape.'],
        [[{ status: 500 }, { status: 500 }, { status: 500 }], 'The AI service failed (HTTP 500).'],
        [[{ hang: true }], 'The AI took too long to answer.'],
      ];
      for (const [replies, message] of cases) {
        anth.queue.push(...replies);
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
