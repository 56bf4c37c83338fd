import { endpoint } from './endpoint.ts';
import { ZOkSchema } from '../schemas/common.ts';
import { ZCalendarFeedParamsSchema, ZCalendarFeedStateSchema, ZCalendarFeedUrlSchema } from '../schemas/calendar.ts';

/** Whether the account has a live calendar feed (never its URL). */
export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/api/calendar/token',
  auth: 'member',
  answer: ZCalendarFeedStateSchema,
});

/** Creates the feed, or rotates it: the answer carries the new secret URL, the old one answers 404. */
export const rotateCalendarFeed = endpoint({
  method: 'POST',
  path: '/api/calendar/token',
  auth: 'member',
  answer: ZCalendarFeedUrlSchema,
});

/** Turns the feed off: its URL answers 404 from now on. */
export const revokeCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/api/calendar/token',
  auth: 'member',
  answer: ZOkSchema,
});

/**
 * The feed itself (text/calendar), for calendar apps: the token in the path is the only
 * credential. Unknown, malformed and revoked tokens all answer the same 404.
 */
export const calendarFeed = endpoint({
  method: 'GET',
  path: '/api/calendar/:token.ics',
  auth: 'public',
  params: ZCalendarFeedParamsSchema,
  answer: null,
  errors: [404],
});
