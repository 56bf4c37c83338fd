import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, MESSAGES } from '@grindstone/contract';
import * as profileEndpoints from '@grindstone/contract/endpoints/profile';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { toMe } from '../auth/auth.service.ts';
import { startSession } from '../auth/sessions.service.ts';
import {
  changePassword,
  correctFact,
  findMetadata,
  listFacts,
  removeFact,
  saveMetadata,
  updateName,
  updateProtected,
} from './profile.service.ts';

/** Profile, My Context, profile facts and password change (docs/product.md#api). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, profileEndpoints.updateName, async (request) => {
    const user = await updateName(db, { userId: userOf(request).id, name: request.body.name });
    return { message: ACCOUNT_MESSAGES.profileUpdated, user: toMe(user) };
  });

  route(app, profileEndpoints.updateProtected, async (request) => {
    const user = await updateProtected(db, { userId: userOf(request).id, ...request.body });
    return { message: ACCOUNT_MESSAGES.profileUpdated, user: toMe(user) };
  });

  route(app, profileEndpoints.changePassword, async (request, reply) => {
    const user = await changePassword(db, { userId: userOf(request).id, ...request.body });
    // Every other session ended with the revocation; this one continues on a fresh family.
    await startSession(app, request, reply, user);
    return { message: MESSAGES.passwordChanged };
  });

  route(app, profileEndpoints.readMetadata, async (request) => ({ data: await findMetadata(db, userOf(request).id) }));

  route(app, profileEndpoints.saveMetadata, async (request) => {
    const data = await saveMetadata(db, { userId: userOf(request).id, metadata: request.body.metadata });
    return { message: ACCOUNT_MESSAGES.contextSaved, data };
  });

  route(app, profileEndpoints.listFacts, async (request) => ({ facts: await listFacts(db, userOf(request).id) }));

  route(app, profileEndpoints.correctFact, async (request) => ({
    fact: await correctFact(db, { userId: userOf(request).id, factId: request.params.id, fact: request.body.fact }),
  }));

  route(app, profileEndpoints.removeFact, async (request) => {
    await removeFact(db, { userId: userOf(request).id, factId: request.params.id });
    return { ok: true as const };
  });
}
