import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@grindstone/contract';
import { AppError } from '../../plugins/errors.ts';
import { userOf } from '../../plugins/session.ts';
import { bearerTokenOf } from '../access-tokens/bearer-auth.service.ts';
import { createMcpServer } from './mcp-tools.ts';

export const MCP_PATH = '/mcp';

/**
 * The MCP endpoint: Streamable HTTP, stateless (a new server and transport for every request,
 * no session id), so any instance can answer any request. Only an access token gets in, never
 * the cookie session; the token's per-token rate limit counts each request.
 */
export async function mcpRoutes(app: FastifyInstance): Promise<void> {
  async function requireToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (bearerTokenOf(request) === undefined) {
      throw new AppError('unauthorized', MESSAGES.unauthorized, { 'www-authenticate': 'Bearer' });
    }
    await app.requireUser(request, reply);
  }

  app.post(MCP_PATH, { onRequest: requireToken, schema: { hide: true } }, async (request, reply) => {
    const token = request.accessToken;
    if (!token) throw new AppError('unauthorized', MESSAGES.unauthorized);
    const server = await createMcpServer({
      db: app.db,
      coach: app.coach,
      dailyLimit: app.config.AI_DAILY_LIMIT,
      log: request.log,
      userId: userOf(request).id,
      scopes: token.scopes,
    });
    // JSON answers rather than an SSE stream: every tool answers once, and a plain answer
    // passes any proxy.
    const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The transport writes to the raw response: carry over the headers our hooks set.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-to-client stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      schema: { hide: true },
      handler: (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }),
    });
  }
}
