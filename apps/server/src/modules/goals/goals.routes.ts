import type { FastifyInstance } from 'fastify';

/** goals list and edits (issue 4 fills this in). */
export async function goalsRoutes(_app: FastifyInstance): Promise<void> {}
