import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '@grindstone/contract';
import * as yourDataEndpoints from '@grindstone/contract/endpoints/your-data';
import { route } from '../../http/route.ts';
import { userOf } from '../../plugins/session.ts';
import { clearSessionCookies } from '../auth/sessions.service.ts';
import { deleteAccount, exportUserData } from './your-data.service.ts';

/** Your data (GDPR access and erasure): GET /me/export, DELETE /me. */
export async function yourDataRoutes(app: FastifyInstance): Promise<void> {
  route(app, yourDataEndpoints.exportMyData, async (request, reply) => {
    const data = await exportUserData(app.db, userOf(request).id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="grindstone-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  route(app, yourDataEndpoints.deleteMe, async (request, reply) => {
    await deleteAccount(app.db, app.paypal, { userId: userOf(request).id, password: request.body.password });
    clearSessionCookies(reply);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  });
}
