import type { FastifyInstance } from 'fastify';

/** notifications list and state (issue 5 fills this in). */
export async function notificationsRoutes(_app: FastifyInstance): Promise<void> {}
