import { z } from 'zod';

const ZDatabaseKindSchema = z.enum(['pglite', 'postgres']);

export const ZHealthAnswerSchema = z.object({ status: z.literal('ok'), database: ZDatabaseKindSchema });
export const ZReadyAnswerSchema = z.object({ status: z.literal('ready'), database: ZDatabaseKindSchema });
