import type { FastifyInstance } from 'fastify';
import * as chartEndpoints from '@grindstone/contract/endpoints/chart';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { findChart } from './chart.service.ts';

/** The signed-in person's behaviour chart data. */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  route(app, chartEndpoints.readChart, (req) => findChart(app.db, { userId: userOf(req).id }));
}
