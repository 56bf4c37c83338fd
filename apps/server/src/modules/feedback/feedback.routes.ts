import type { FastifyInstance } from 'fastify';

/** feedback (issue 6 fills this in). */
export async function feedbackRoutes(_app: FastifyInstance): Promise<void> {}
