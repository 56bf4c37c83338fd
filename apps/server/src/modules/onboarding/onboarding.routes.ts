import type { FastifyInstance } from 'fastify';

/** invite requests, X verification, account set-up, popup responses (issue 3 fills this in). */
export async function onboardingRoutes(_app: FastifyInstance): Promise<void> {}
