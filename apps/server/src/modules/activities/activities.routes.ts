import type { FastifyInstance } from 'fastify';
import * as activityEndpoints from '@grindstone/contract/endpoints/activities';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { recordActiveDay, recordActivity, saveDeviceInfo } from './activities.service.ts';

/** Activities, active days and device records. */
export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // Load the optional range file at start-up, not on the first request (about 2.5 s per million ranges).
  const geo = app.geo;

  route(app, activityEndpoints.recordActivity, async (request, reply) => {
    const { activityType, description, metadata } = request.body;
    const row = await recordActivity(db, { userId: userOf(request).id, activityType, description, metadata });
    return reply.status(201).send(row);
  });

  route(app, activityEndpoints.recordActiveDay, async (request) =>
    recordActiveDay(db, { userId: userOf(request).id, timeZone: request.body?.timeZone }),
  );

  route(app, activityEndpoints.saveDeviceInfo, async (request) => {
    const location = geo.lookup(request.ip);
    await saveDeviceInfo(db, { userId: userOf(request).id, body: request.body, location });
    return { location };
  });
}
