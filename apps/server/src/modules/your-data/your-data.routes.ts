import type { FastifyInstance } from 'fastify';

/** export and account deletion (issue 6 fills this in). */
export async function yourDataRoutes(_app: FastifyInstance): Promise<void> {}
