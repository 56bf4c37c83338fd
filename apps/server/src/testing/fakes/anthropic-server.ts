import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
export const ANTHROPIC_KEY = 'sk-ant-test';
export type AnthropicReply = { status?: number; body?: unknown; hang?: boolean; answer?: unknown; text?: string };
export type FakeAnthropic = {
  /** Replies in order, one per request; a request with none left is unexpected. */
  queue: AnthropicReply[];
  requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  baseURL: string;
  /** Fails when a request was unexpected or a queued reply was never asked for; then resets. */
  assertClean: () => void;
  close: () => Promise<void>;
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
function anthropicAnswer(body: Record<string, unknown>, reply: AnthropicReply, unexpected: string[]): unknown {
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
  unexpected.push(`structured output asked in an unknown way: ${JSON.stringify({ tools, choice, format })}`);
  return { type: 'error', error: { type: 'invalid_request_error', message: 'unknown structured output' } };
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const state = {
    queue: [] as AnthropicReply[],
    unexpected: [] as string[],
    requests: [] as FakeAnthropic['requests'],
  };
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
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
        state.unexpected.push(...problems);
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      state.requests.push({ headers: req.headers, body });
      const next = state.queue.shift();
      if (!next) {
        state.unexpected.push(`unplanned ${req.method} ${req.url}`);
        res.writeHead(500).end();
        return;
      }
      if (next.hang) {
        hanging.push(res);
        return;
      }
      const answer = next.status && next.status !== 200 ? next.body : anthropicAnswer(body, next, state.unexpected);
      res.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    get queue() {
      return state.queue;
    },
    get requests() {
      return state.requests;
    },
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    assertClean() {
      const problems = [...state.unexpected, ...state.queue.map((r) => `reply never asked for: ${JSON.stringify(r)}`)];
      state.queue = [];
      state.unexpected = [];
      state.requests = [];
      if (problems.length) throw new Error(`unexpected Messages API traffic:\n${problems.join('\n')}`);
    },
    async close() {
      for (const r of hanging) r.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
