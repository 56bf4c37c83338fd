import type { FastifyInstance } from 'fastify';

/** completing goals, the completed list (issue 4 fills this in). */
export async function completedGoalsRoutes(_app: FastifyInstance): Promise<void> {}
