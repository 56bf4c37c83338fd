import type { FastifyInstance } from 'fastify';

/** operator pages API (issue 3 fills this in). */
export async function adminRoutes(_app: FastifyInstance): Promise<void> {}
