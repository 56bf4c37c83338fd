import type { FastifyInstance } from 'fastify';

/** sessions, registration, /users/me (issue 2 fills this in). */
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
