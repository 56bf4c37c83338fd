import { asc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@grindstone/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';

export type OpsUser = Pick<typeof users.$inferSelect, 'id' | 'username' | 'name' | 'email' | 'role' | 'createdAt'>;

const columns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** Every account, oldest first (the first one is the operator). */
export async function listUsers(db: Db): Promise<OpsUser[]> {
  return db.select(columns).from(users).orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * Gives a user the admin role (username matched case-insensitively). The session hook reads the
 * role from the user's row on every request, so it takes effect on their next request.
 */
export async function makeAdmin(db: Db, username: string): Promise<OpsUser> {
  const rows = await db
    .update(users)
    .set({ role: 'admin', updatedAt: sql`now()` })
    .where(eq(sql`lower(${users.username})`, username.trim().replace(/^@/, '').toLowerCase()))
    .returning(columns);
  if (!rows[0]) throw new AppError('not_found', MESSAGES.notFound);
  return rows[0];
}
