import type { FastifyInstance } from 'fastify';
import * as calendarEndpoints from '@grindstone/contract/endpoints/calendar';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { notFound } from '../../plugins/errors.ts';
import {
  buildCalendarFeed,
  calendarFeedState,
  feedOwner,
  feedPath,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from './calendar.service.ts';

/** The secret calendar feed: managed by its owner, read by calendar apps with the token alone. */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  route(app, calendarEndpoints.getCalendarFeed, (req) => calendarFeedState(app.db, userOf(req).id));

  route(app, calendarEndpoints.rotateCalendarFeed, async (req) => {
    const token = await rotateCalendarFeed(app.db, userOf(req).id);
    const origin = app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
    return { url: origin + feedPath(token) };
  });

  route(app, calendarEndpoints.revokeCalendarFeed, async (req) => {
    await revokeCalendarFeed(app.db, userOf(req).id);
    return { ok: true as const };
  });

  route(app, calendarEndpoints.calendarFeed, async (req, reply) => {
    const owner = await feedOwner(app.db, req.params.token);
    if (!owner) throw notFound();
    const body = await buildCalendarFeed(app.db, owner);
    return (
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="grindstone.ics"')
        // A secret URL's answer: never kept by a shared cache, never indexed, never passed on as a referrer.
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(body)
    );
  });
}
