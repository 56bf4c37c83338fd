import type { FastifyInstance } from 'fastify';

/** activities, active days, device records (issue 6 fills this in). */
export async function activitiesRoutes(_app: FastifyInstance): Promise<void> {}
