import { z } from 'zod';

/** The feed's state on the Calendar screen: the URL itself is never shown again after creation. */
export const ZCalendarFeedStateSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type TCalendarFeedState = z.infer<typeof ZCalendarFeedStateSchema>;

export const ZCalendarFeedUrlSchema = z.object({ url: z.string() });
export type TCalendarFeedUrl = z.infer<typeof ZCalendarFeedUrlSchema>;

/** Any string: a malformed token answers the same 404 as an unknown one. */
export const ZCalendarFeedParamsSchema = z.object({ token: z.string() });
