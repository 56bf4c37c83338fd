import type { TOpsUser } from '@grindstone/contract';
import type { OpsUser } from './users.service.ts';

/** Answer mapper of the /api/ops bridge's users (the server and the admin CLI; the web never calls it). */
export const toUser = (u: OpsUser): TOpsUser => ({ ...u, createdAt: u.createdAt.toISOString() });
