import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZChartAnswerSchema } from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { findChart } from './chart.service.ts';

/** GET /api/chart: the signed-in person's behaviour chart data. */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/chart', { onRequest: app.requireUser, schema: { response: { 200: ZChartAnswerSchema } } }, (req) =>
    findChart(app.db, { userId: userOf(req).id }),
  );
}
