import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/health: answers 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (_request, reply) => {
      const database = app.database.kind;
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
}
