import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZActiveDayAnswerSchema,
  ZActiveDayBodySchema,
  ZActivityAnswerSchema,
  ZActivityBodySchema,
  ZErrorSchema,
  ZUserSysAnswerSchema,
  ZUserSysBodySchema,
} from '@grindstone/contract';
import { userOf } from '../../plugins/session.ts';
import { geoLookupFor } from '../../integrations/geo/index.ts';
import { recordActiveDay, recordActivity, saveDeviceInfo } from './activities.service.ts';

const errors = { 400: ZErrorSchema, 401: ZErrorSchema };

/** Activities, active days and device records (spec §7 Activities, PUT /user-sys; DESIGN §5). */
export async function activitiesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const member = { preHandler: app.requireUser };
  // Load the optional range file at start-up, not on the first request (about 2.5 s per million ranges).
  const geo = geoLookupFor(app.config.GEOIP_DB);

  app.post(
    '/activities',
    { ...member, schema: { body: ZActivityBodySchema, response: { 201: ZActivityAnswerSchema, ...errors } } },
    async (request, reply) => {
      const { activityType, description, metadata } = request.body;
      const row = await recordActivity(db, { userId: userOf(request).id, activityType, description, metadata });
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/activities/active',
    { ...member, schema: { body: ZActiveDayBodySchema, response: { 200: ZActiveDayAnswerSchema, ...errors } } },
    async (request) => recordActiveDay(db, { userId: userOf(request).id, timeZone: request.body?.timeZone }),
  );

  app.put(
    '/user-sys',
    { ...member, schema: { body: ZUserSysBodySchema, response: { 200: ZUserSysAnswerSchema, ...errors } } },
    async (request) => {
      const location = geo.lookup(request.ip);
      await saveDeviceInfo(db, { userId: userOf(request).id, body: request.body, location });
      return { location };
    },
  );
}
