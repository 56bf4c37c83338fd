import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { symbols as pinoSymbols, type Bindings, type ChildLoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * A request id a client or proxy may hand us in `X-Request-Id`: short, and only characters that
 * cannot forge a log line or a header (no spaces, quotes, control characters).
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

type PinoLogger = FastifyBaseLogger & Record<symbol, unknown>;
/** Per parent logger: a child without bindings of its own, the prototype of every request's logger. */
const requestLoggerBase = new WeakMap<FastifyBaseLogger, PinoLogger | null>();

/**
 * Fastify's childLoggerFactory: the request's logger with its `reqId` binding, the same logger and
 * the same bytes as pino's `logger.child({ reqId }, {})`, without pino's redaction pass over the
 * binding (about 2 µs a request: a string id matches none of our redaction paths, which all need
 * an object). Every line written through it is still redacted as before. A pino child is an
 * `Object.create` of its parent holding its bindings pre-serialised (`chindings`, exposed by
 * `pino.symbols`); the base child, made once here by pino itself, carries everything else a
 * request's child gets. Checked once per parent: if pino's own child would write the binding
 * differently (a serializer or redaction of `reqId`), every request goes through pino's child, as
 * does a route with its own level or serializers. request-log.test.ts pins every line a request writes.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  let base = requestLoggerBase.get(logger);
  if (base === undefined) {
    const made = logger.child({}) as PinoLogger;
    const byPino = (made.child({ reqId: 'a"b' }) as PinoLogger)[pinoSymbols.chindingsSym];
    requestLoggerBase.set(logger, (base = byPino === withReqId(made, 'a"b') ? made : null));
  }
  const { reqId } = bindings;
  if (base === null || opts.level !== undefined || opts.serializers !== undefined || typeof reqId !== 'string')
    return logger.child(bindings, opts);
  for (const key in bindings) if (key !== 'reqId') return logger.child(bindings, opts);
  const child = Object.create(base) as PinoLogger;
  child[pinoSymbols.chindingsSym] = withReqId(base, reqId);
  return child;
}

/** What pino's child({ reqId }) of `parent` holds as its serialised bindings. */
function withReqId(parent: PinoLogger, reqId: string): string {
  return `${parent[pinoSymbols.chindingsSym] as string},"reqId":${JSON.stringify(reqId)}`;
}

/** Probes and the web app's files: logged at debug, so the info log is the API's traffic. */
function isQuiet(url: string): boolean {
  if (url.startsWith('/api/health') || url.startsWith('/api/ready') || url.startsWith('/metrics')) return true;
  return !url.startsWith('/api/') && !url.startsWith('/mcp');
}

/** Human-readable lines for a person at a terminal in development; JSON for everything else. */
export function prettyLogStream(config: { NODE_ENV: string }, stdoutIsTty: boolean) {
  if (config.NODE_ENV !== 'development' || !stdoutIsTty) return undefined;
  return pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

/**
 * One log line per request, written when it is answered: method, URL, status and time (at error
 * with the error when it failed). No 'incoming request' or 'route not found' lines.
 */
export class OneLinePerRequest extends LogController {
  /** The app's logger without the redaction pass, for the completed line only (see requestCompleted). */
  #unredacted: FastifyBaseLogger | undefined;
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) {
      reply.log.error({ ...fields, err: error }, 'request errored');
      return;
    }
    const level = isQuiet(request.url) ? 'debug' : 'info';
    // The same bytes as reply.log would write (its only binding is reqId) without pino's redaction
    // pass, two thirds of this line's cost: every field here comes from a serializer that keeps
    // only what cannot hold a secret (the req serializer's five fields with tokens masked in the
    // URL, the res status code, a number), so no redaction path can match (request-log.test.ts
    // checks the line's exact keys). Every other line, the errored one included, is redacted.
    const unredacted = (this.#unredacted ??= request.server.log.child({}, { redact: [] }));
    if (unredacted.level === reply.log.level) unredacted[level]({ reqId: request.id, ...fields }, 'request completed');
    else reply.log[level](fields, 'request completed');
  }
}
