/**
 * Faults outside the process that a database call can meet, told apart from bugs so the error
 * handler can answer a 503 (try again later) instead of a 500, and log one line without the SQL
 * and its parameters (people's goals and emails).
 * - 'unreachable': the database is away (restarting, failing over, refusing connections, or too
 *   slow to answer within the pool's timeouts);
 * - 'disk_full': it cannot store anything (PostgreSQL SQLSTATE 53100, ENOSPC from the file system).
 */
export type DatabaseFault = 'unreachable' | 'disk_full';

/** Node socket errors of a lost or refused connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that shuts down, starts up, or dropped the connection. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and pg-pool errors without a code. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/** The error itself, then its causes (drizzle wraps the driver's error in `cause`). */
function* chain(err: unknown): Generator<{ code?: unknown; errno?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function databaseFault(err: unknown): DatabaseFault | null {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(message)) return 'disk_full';
    if (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return 'unreachable';
    if (UNREACHABLE_MESSAGES.some((re) => re.test(message))) return 'unreachable';
  }
  return null;
}

/** The driver's own words for a fault, without the query or its parameters. */
export function faultReason(err: unknown): string {
  let reason = '';
  for (const e of chain(err)) {
    if (typeof e.message === 'string' && !e.message.startsWith('Failed query:')) {
      reason = e.message;
      if (typeof e.code === 'string') reason += ` (${e.code})`;
    }
  }
  return reason.split('\n')[0]!.slice(0, 300);
}

/** What an operator needs to know about a failed connection, in a few words. */
export function connectionFailureReason(err: unknown): string {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
    if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'no route or no answer';
    if (code === '57P03') return 'the database is starting up';
    if (typeof e.message === 'string' && /timeout/i.test(e.message)) return 'no answer in time';
  }
  return faultReason(err) || 'unknown error';
}
