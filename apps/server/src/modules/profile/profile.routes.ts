import type { FastifyInstance } from 'fastify';

/** profile, My Context, password change (issue 6 fills this in). */
export async function profileRoutes(_app: FastifyInstance): Promise<void> {}
