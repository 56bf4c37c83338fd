import type { FastifyInstance } from 'fastify';

/** PayPal subscriptions and webhooks (issue 6 fills this in). */
export async function subscriptionRoutes(_app: FastifyInstance): Promise<void> {}
