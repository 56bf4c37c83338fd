import type { FastifyInstance } from 'fastify';

/** dated rich-text updates on a goal (issue 4 fills this in). */
export async function goalUpdatesRoutes(_app: FastifyInstance): Promise<void> {}
