import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as healthEndpoints from '@grindstone/contract/endpoints/health';
import { route } from '../../http/route.ts';
import { migrationsApplied } from '../../db/migrate.ts';

/**
 * Probes. GET /api/health is liveness: the process answers (whatever the database does, since
 * restarting the process would not bring the database back). GET /api/ready is readiness: the
 * database answers and has every migration, else a 503 in the error shape.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, healthEndpoints.health, async () => ({ status: 'ok' as const, database: app.database.kind }));

  route(app, healthEndpoints.ready, async (_request, reply) => {
    let applied: boolean;
    try {
      await app.db.execute(sql`select 1`);
      applied = await migrationsApplied(app.database);
    } catch {
      return reply.status(503).send({ error: 'unavailable', message: 'The database does not answer.' });
    }
    if (!applied) {
      return reply.status(503).send({ error: 'unavailable', message: 'Database migrations are not applied yet.' });
    }
    return { status: 'ready' as const, database: app.database.kind };
  });
}
