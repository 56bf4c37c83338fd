import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { notFound } from '../plugins/errors.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs (a client's temporary goal, garbage) can never match: answer 404, not 400/500. */
export function isUuid(id: string): boolean {
  return UUID_RE.test(id);
}

/**
 * Deletes the caller's row with this id. Another person's row, an unknown id and a malformed one
 * are all the same 404, so nobody learns which ids exist.
 */
export async function deleteOwnRow(
  db: Db,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  input: { userId: string; id: string },
): Promise<void> {
  if (!isUuid(input.id)) throw notFound();
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, input.id), eq(table.userId, input.userId)))
    .returning({ id: table.id });
  if (rows.length === 0) throw notFound();
}
