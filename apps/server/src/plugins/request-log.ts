import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
    const responseTime = Math.round(reply.elapsedTime);
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime, err: error }, 'request errored');
      return;
    }
    const level = isQuiet(request.url) ? 'debug' : 'info';
    // The same bytes as reply.log would write (its only binding is reqId) without pino's redaction
    // pass, two thirds of this line's cost: every field here comes from a serializer that keeps
    // only what cannot hold a secret (the req serializer's five fields with tokens masked in the
    // URL, the res status code, a number), so no redaction path can match (request-log.test.ts
    // checks the line's exact keys). Every other line, the errored one included, is redacted.
    const unredacted = (this.#unredacted ??= request.server.log.child({}, { redact: [] }));
    if (unredacted.level === reply.log.level)
      unredacted[level]({ reqId: request.id, req: request, res: reply, responseTime }, 'request completed');
    else reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildArgs = Parameters<FastifyBaseLogger['child']>;

/**
 * A request's logger (`request.log`), whose pino child is made on the request's first line of its
 * own. Most requests write none: their one completed line does not go through it (see
 * requestCompleted), and making the child (its bindings serialized through every redaction path)
 * cost every request a few microseconds and about 2 KB of garbage. The child it makes is the one
 * Fastify would have made, with the same bindings and options, so its lines are the same.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: ChildArgs[0];
  readonly #options: NonNullable<ChildArgs[1]>;
  constructor(parent: FastifyBaseLogger, bindings: ChildArgs[0], options: NonNullable<ChildArgs[1]>) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options));
  }
  #write(level: LogLevel, args: unknown[]): void {
    const logger = this.#logger();
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }
  /** A child's level is its own option's or, until it is made, its parent's. */
  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(...args: ChildArgs): FastifyBaseLogger {
    return this.#logger().child(...args);
  }
}

/** Fastify's childLoggerFactory: each request's logger, made on its first use (RequestLogger). */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);
