import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json.
 * Must be registered before the modules so their routes are collected (its onRoute hook).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Grindstone API',
        description:
          'Cookie-authenticated JSON API of Grindstone. Every error is `{ error, message }`. ' +
          'State-changing requests from another origin are refused (403).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'gs_access' } },
      },
    },
    // A schema zod cannot express in JSON Schema becomes `{}` rather than breaking the document.
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/*`, DOCS_PREFIX, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
      zodToJsonConfig: { unrepresentable: 'any' },
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // Its page loads only its own script files (no inline script): our app CSP fits it as is.
  });
}
