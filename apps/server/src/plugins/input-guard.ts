import type { FastifyInstance } from 'fastify';
import { INPUT_MESSAGES, JSON_MAX_DEPTH, JSON_MAX_KEYS, textProblem } from '@grindstone/contract';
import { AppError } from './errors.ts';

/**
 * The API's one edge check, for every route however it is registered: JSON bodies are parsed
 * here (depth capped before parsing, so no decoder or validator recurses without bound), and
 * every string and key in the body, the query and the path parameters must be storable text.
 * Anything else is a 400 `{ error: 'validation', message }` before a route or the database sees it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // A callback hook: an async one would cost every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    done(problem ? new AppError('validation', problem) : undefined);
  });
}

/** JSON.parse behind the depth cap and the text checks; throws an AppError for bad input. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) throw new AppError('validation', INPUT_MESSAGES.jsonTooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('validation', INPUT_MESSAGES.jsonMalformed);
  }
  const problem = inputProblem(value);
  if (problem) throw new AppError('validation', problem);
  return value;
}

/**
 * True when the JSON text opens more than maxDepth objects or arrays at once. A scan of the raw
 * text (brackets inside strings do not count), so a 100,000-level body costs one pass, not a
 * parse and a stack overflow.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The first reason a parsed value cannot be accepted: a string or key that is not storable text,
 * a `__proto__` key, more than JSON_MAX_KEYS keys, or more than JSON_MAX_DEPTH levels.
 * Iterative, so it cannot overflow the stack whatever it is given.
 */
export function inputProblem(root: unknown): string | null {
  // A request without a body (every GET) has nothing to walk there: no stack to build.
  if (root === null || typeof root !== 'object') return typeof root === 'string' ? textProblem(root) : null;
  // Nor do the empty params and query of most requests (no key of its own is enumerated).
  if (isEmpty(root)) return null;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  let keys = 0;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= JSON_MAX_DEPTH) return INPUT_MESSAGES.jsonTooDeep;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (++keys > JSON_MAX_KEYS) return INPUT_MESSAGES.jsonTooManyKeys;
      if (key === '__proto__') return INPUT_MESSAGES.jsonForbiddenKey;
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

function isEmpty(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/** Structural fields worth keeping: they say which statement and constraint failed, not with what. */
const KEPT_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'] as const;

/**
 * pino's `err` serializer: the error's type, message, code and stack frames, never the SQL
 * parameters or row details that pg, PGlite and Drizzle errors carry (goals, emails, names).
 */
export type SafeLoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function safeErrorSerializer(err: unknown, depth = 0): SafeLoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const fields = err as unknown as Record<string, unknown>;
  const out: SafeLoggedError = { type: err.name || 'Error', message: safeMessage(err), stack: '' };
  for (const key of KEPT_FIELDS) {
    const v = fields[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
  }
  if (typeof fields.query === 'string') out.query = fields.query;
  out.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (err.cause !== undefined && depth < 3) out.cause = safeErrorSerializer(err.cause, depth + 1);
  return out;
}

function safeMessage(err: Error): string {
  const code = (err as { code?: unknown }).code;
  let message = err.message.split('\nparams:')[0]!;
  // Data exceptions (SQLSTATE class 22) quote the offending value after the colon.
  if (typeof code === 'string' && code.startsWith('22')) message = message.split(':')[0]!;
  return message;
}
