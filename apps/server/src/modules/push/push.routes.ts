import type { FastifyInstance } from 'fastify';
import * as pushEndpoints from '@grindstone/contract/endpoints/push';
import { PUSH_ACTIONS, PUSH_MESSAGES } from '@grindstone/contract';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { AppError } from '../../plugins/errors.ts';
import { sendToUser, subscribe, unsubscribe, vapidDetails } from './push.service.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

/** Web Push: the server's public key, this device's subscription, and a test reminder. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  route(app, pushEndpoints.getPushPublicKey, async () => ({
    publicKey: (await vapidDetails(app.db, app.config)).publicKey,
  }));

  route(app, pushEndpoints.subscribePush, async (req, reply) => {
    await subscribe(app.db, app.config, userOf(req).id, req.body);
    return reply.status(201).send({ ok: true as const });
  });

  route(app, pushEndpoints.unsubscribePush, async (req) => {
    await unsubscribe(app.db, userOf(req).id, req.body.endpoint);
    return { ok: true as const };
  });

  route(app, pushEndpoints.testPush, async (req) => {
    const userId = userOf(req).id;
    const [device] = await app.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(1);
    if (!device) throw new AppError('not_found', PUSH_MESSAGES.noDevices);
    return sendToUser(app.db, app.config, userId, {
      title: PUSH_MESSAGES.testTitle,
      body: PUSH_MESSAGES.testBody,
      url: '/',
      tag: 'test',
      actions: [PUSH_ACTIONS.open],
    });
  });
}
