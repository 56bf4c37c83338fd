import type { FastifyInstance } from 'fastify';

/** /agents: fortify, next move, grind and advice generation (issue 5 fills this in). */
export async function coachRoutes(_app: FastifyInstance): Promise<void> {}
