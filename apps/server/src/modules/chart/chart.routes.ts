import type { FastifyInstance } from 'fastify';

/** the behaviour chart data (issue 4 fills this in). */
export async function chartRoutes(_app: FastifyInstance): Promise<void> {}
