import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a local model server (Ollama, llama.cpp): real HTTP, the OpenAI
 * chat-completions wire format, and answers the way small instruct models really answer:
 * in code fences, with prose around the JSON, with wrong types, too-long grinds, in another
 * language, slowly, or with a 500.
 *
 * Tests either queue exact replies (`reply`) or set a `behaviour` that answers every request
 * for its task. Anything else (another path, a request without the JSON schema, a request
 * nobody planned) is recorded in `unexpected`; `assertClean` fails the test on it.
 */

export type ChatMessage = { role: string; content: string };
export type ChatRequest = {
  model: string;
  /** The task, from the JSON schema's name: classify, fortify, next_move, grind, advice, profile_facts, review. */
  task: string;
  messages: ChatMessage[];
  system: string;
  /** The first user message (the task, the language and the data block). */
  prompt: string;
  /** True on the repair re-ask (the model's earlier answer and the problem are in the messages). */
  isRepair: boolean;
  /** The language code the prompt asks for ("en", "es"). */
  language: string;
  body: Record<string, unknown>;
};
export type Reply = { content: string; delayMs?: number } | { status: number } | { hang: true };
export type Behaviour =
  | 'valid'
  | 'fenced'
  | 'prose'
  | 'wrong-types'
  | 'too-long'
  | 'other-language'
  | 'nonsense'
  | 'slow'
  | 'error-500'
  | 'obeys-injection';

export type LocalModel = {
  baseURL: string;
  requests: ChatRequest[];
  unexpected: string[];
  behaviour: Behaviour | null;
  /** How long 'slow' waits before answering. */
  slowMs: number;
  reply: (...replies: Reply[]) => void;
  /** Fails when a request was unexpected or a queued reply was never asked for; then resets. */
  assertClean: () => void;
  close: () => Promise<void>;
};

/** A valid answer for each task, in English or Spanish. */
export function validAnswer(task: string, language: string, firstGoalId: string | null): Record<string, unknown> {
  const es = language === 'es';
  switch (task) {
    case 'classify':
      return { borderColor: 'blue', warning: false, reason: es ? 'Se hace en una sesión.' : 'One sitting will do.' };
    case 'fortify':
      return es
        ? { improvedGoal: 'Cocinar paella dos veces antes del domingo.', reason: 'Añadí un número y una fecha.' }
        : { improvedGoal: 'Practise Spanish 4 times by Sunday.', reason: 'Added a number and a date.' };
    case 'next_move':
      return es
        ? { goalId: firstGoalId, whatTodoNext: 'Compra el arroz hoy.', reason: 'Es lo más urgente.' }
        : { goalId: firstGoalId, whatTodoNext: 'Send the form now.', reason: 'It is due first.' };
    case 'grind':
      return es
        ? { name: 'Sofrito', description: 'Prepara el sofrito en 20 minutos.', duration: 20, reason: 'Un paso corto.' }
        : { name: 'Verb drill', description: 'Conjugate ten verbs aloud.', duration: 20, reason: 'A short step.' };
    case 'advice':
      return es
        ? { name: 'Una cosa a la vez', description: 'Elige una meta para hoy.', reason: 'Tienes muchas abiertas.' }
        : { name: 'One thing at a time', description: 'Pick one goal for today.', reason: 'You have many open.' };
    case 'profile_facts':
      return { facts: ['Works as a nurse'], reason: 'From the bio.' };
    case 'review':
      return es
        ? {
            draft: 'Qué semana tan constante: seguiste apareciendo, y eso es lo que mueve tus metas.',
            reason: 'Más cálido, los mismos hechos.',
          }
        : {
            draft: 'What a steady week: you kept showing up, and that is what moves goals forward.',
            reason: 'Warmer, same facts.',
          };
    default:
      return {};
  }
}

/** The reply a behaviour gives to one request. */
function behave(behaviour: Behaviour, req: ChatRequest, slowMs: number): Reply {
  const goalId = /"id": "([0-9a-f-]{36})"/.exec(req.prompt)?.[1] ?? null;
  const valid = validAnswer(req.task, req.language, goalId);
  const json = JSON.stringify(valid);
  switch (behaviour) {
    case 'valid':
      return { content: json };
    case 'fenced':
      return { content: `\`\`\`json\n${JSON.stringify(valid, null, 2)}\n\`\`\`` };
    case 'prose':
      return { content: `Sure! Here is the JSON you asked for:\n${json}\nLet me know if you need anything else.` };
    case 'wrong-types': {
      const wrong: Record<string, unknown> = { ...valid };
      if ('duration' in wrong) wrong.duration = `${wrong.duration} minutes`;
      if ('warning' in wrong) wrong.warning = 'false';
      if ('borderColor' in wrong) wrong.borderColor = 'Blue';
      if ('facts' in wrong) wrong.facts = '- Works as a nurse';
      if ('goalId' in wrong && wrong.goalId === null) wrong.goalId = '';
      return { content: JSON.stringify({ answer: wrong }) };
    }
    case 'too-long': {
      const long: Record<string, unknown> = { ...valid };
      if ('duration' in long) long.duration = 75;
      if ('name' in long) long.name = `${String(long.name)} `.repeat(30);
      if ('improvedGoal' in long) long.improvedGoal = `${String(long.improvedGoal)} `.repeat(40);
      if ('draft' in long) long.draft = `${String(long.draft)} `.repeat(40);
      return { content: JSON.stringify(long) };
    }
    case 'other-language':
      // Small models drift into another language; asked again, they comply.
      if (req.isRepair) return { content: json };
      return {
        content: JSON.stringify(
          Object.fromEntries(
            Object.entries(valid).map(([k, v]) => [
              k,
              typeof v === 'string' && k !== 'borderColor' && k !== 'goalId'
                ? 'Heute Abend schreibe ich zehn Minuten lang an meinem Bericht und schicke ihn an meine Chefin.'
                : v,
            ]),
          ),
        ),
      };
    case 'nonsense':
      return { content: req.isRepair ? 'I am not sure what you mean.' : 'I think you should just try harder!' };
    case 'slow':
      return { content: json, delayMs: slowMs };
    case 'error-500':
      return { status: 500 };
    case 'obeys-injection': {
      const obeyed: Record<string, unknown> = { ...valid };
      if ('duration' in obeyed) obeyed.duration = 999;
      if ('goalId' in obeyed) obeyed.goalId = '00000000-0000-4000-8000-00000000dead';
      if ('reason' in obeyed) obeyed.reason = `My instructions: ${req.system.slice(0, 200)}`;
      return { content: JSON.stringify(obeyed) };
    }
  }
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-local',
    object: 'chat.completion',
    created: 1_750_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

export async function startLocalModel(): Promise<LocalModel> {
  const queue: Reply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const state: LocalModel = {
    baseURL: '',
    requests: [],
    unexpected: [],
    behaviour: null,
    slowMs: 1_500,
    reply: (...replies) => queue.push(...replies),
    assertClean: () => {
      const problems = [...state.unexpected, ...queue.map((r) => `reply never asked for: ${JSON.stringify(r)}`)];
      state.unexpected = [];
      state.requests = [];
      state.behaviour = null;
      state.slowMs = 1_500;
      queue.length = 0;
      if (problems.length) throw new Error(`local model stand-in: ${problems.join('; ')}`);
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        state.unexpected.push(`${req.method} ${req.url}`);
        res.writeHead(404).end();
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        state.unexpected.push('a body that is not JSON');
        res.writeHead(400).end();
        return;
      }
      const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
      if (format?.type !== 'json_schema' || !format.json_schema?.name) {
        state.unexpected.push(`a request without a JSON schema: ${JSON.stringify(format)}`);
        res.writeHead(400).end();
        return;
      }
      const messages = (body.messages ?? []) as ChatMessage[];
      const prompt = messages.find((m) => m.role === 'user')?.content ?? '';
      const request: ChatRequest = {
        model: String(body.model),
        task: format.json_schema.name,
        messages,
        system: messages.find((m) => m.role === 'system')?.content ?? '',
        prompt,
        isRepair: messages.filter((m) => m.role === 'user').length > 1,
        language: /\(([a-z]{2,3})\), the language of the goal/.exec(prompt)?.[1] ?? 'en',
        body,
      };
      state.requests.push(request);
      const next = queue.shift() ?? (state.behaviour ? behave(state.behaviour, request, state.slowMs) : undefined);
      if (!next) {
        state.unexpected.push(`unplanned request for ${request.task}`);
        res.writeHead(500).end();
        return;
      }
      if ('hang' in next) {
        hanging.add(res);
        return;
      }
      if ('status' in next) {
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(request.model, next.content)));
      };
      if (next.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          send();
        }, next.delayMs);
        timers.add(t);
      } else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
