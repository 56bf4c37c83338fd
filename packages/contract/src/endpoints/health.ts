import { endpoint } from './endpoint.ts';
import { ZHealthAnswerSchema, ZReadyAnswerSchema } from '../schemas/health.ts';

/** Liveness: the process answers, whatever the database does. */
export const health = endpoint({ method: 'GET', path: '/api/health', auth: 'public', answer: ZHealthAnswerSchema });

/** Readiness: the database answers and has every migration (else 503). */
export const ready = endpoint({
  method: 'GET',
  path: '/api/ready',
  auth: 'public',
  answer: ZReadyAnswerSchema,
  errors: [503],
});
