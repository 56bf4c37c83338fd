import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@grindstone/contract';
import { databaseFault, faultReason } from '../db/database-faults.ts';

/** Retry-After (seconds) of a 503 while the database is away or its disk is full. */
const RETRY_AFTER_UNREACHABLE_S = 5;
const RETRY_AFTER_DISK_FULL_S = 60;

const STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof STATUS;

/** Services throw this; the one error handler turns it into `{ error, message }` with its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly headers: Record<string, string>;
  constructor(code: AppErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = () => new AppError('not_found', MESSAGES.notFound);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).headers(err.headers).send({ error: err.code, message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = issue?.instancePath ? issue.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = issue ? `${where ? `${where}: ` : ''}${issue.message}` : MESSAGES.validation;
      return reply.status(400).send({ error: 'validation', message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : 'bad_request';
      return reply.status(status).send({ error: code, message: err.message || MESSAGES.validation });
    }
    // A fault outside the process: one line for the operator (never the SQL and its parameters).
    const fault = databaseFault(err);
    if (fault === 'unreachable') {
      request.log.warn({ reason: faultReason(err) }, 'database unreachable: answering 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_UNREACHABLE_S))
        .send({ error: 'unavailable', message: MESSAGES.databaseUnavailable });
    }
    if (fault === 'disk_full') {
      request.log.error(
        { reason: faultReason(err) },
        'database disk full: writes fail until space is freed in DATA_DIR (or on the database server)',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_DISK_FULL_S))
        .send({ error: 'unavailable', message: MESSAGES.storageFull });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: MESSAGES.internal });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'not_found', message: MESSAGES.notFound }),
  );
}
