import { z } from 'zod';

/** Every error answer of the API: `error` is a stable code, `message` is the text to show. */
export const ZErrorSchema = z.object({ error: z.string(), message: z.string() });

export const ZIdParamsSchema = z.object({ id: z.string().uuid() });
export const ZOkSchema = z.object({ ok: z.literal(true) });
