import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { TOKEN_ROUTES } from '../modules/access-tokens/bearer-auth.service.ts';

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
          'State-changing requests from another origin are refused (403).\n\n' +
          '**Scripts and AI assistants** use a personal access token (Profile → Access tokens) in a header, ' +
          'never in the URL: `curl -H "Authorization: Bearer $GRINDSTONE_TOKEN" https://your-host/api/goals`. ' +
          'Tokens reach the operations marked with `bearerAuth` (goals, updates, completed goals, the coach, ' +
          'notifications); changing anything needs the `goals:write` scope (else 403). A revoked, expired or ' +
          'unknown token gets a 401, and each token has its own rate limit (429 with Retry-After).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'gs_access' },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token: gst_ and 43 characters.',
          },
        },
      },
    },
    // A schema zod cannot express in JSON Schema becomes `{}` rather than breaking the document.
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/*`, DOCS_PREFIX, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
      zodToJsonConfig: { unrepresentable: 'any' },
    }),
    transformObject: (input) => {
      const document = declareBearerRoutes(jsonSchemaTransformObject(input));
      return app.config.isProduction ? withoutOperatorRoutes(document) : document;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    // Its page loads only its own script files (no inline script): our app CSP fits it as is.
  });
}

/**
 * The document is public: in production it must not map the operator's API for an attacker.
 * Operators read the routes in the code (or run the server outside production).
 */
function withoutOperatorRoutes<D>(document: D): D {
  const paths = (document as { paths?: Record<string, unknown> }).paths ?? {};
  for (const url of Object.keys(paths)) if (url.startsWith(OPERATOR_PREFIX)) delete paths[url];
  return document;
}
const OPERATOR_PREFIX = '/api/admin';

/** Operations that also take an access token list both schemes, either of which is enough. */
function declareBearerRoutes<D>(document: D): D {
  const paths = (document as { paths?: Record<string, Record<string, { security?: unknown }>> }).paths ?? {};
  for (const key of Object.keys(TOKEN_ROUTES)) {
    const [method = '', url = ''] = key.split(' ');
    const operation = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (operation) operation.security = [{ cookieAuth: [] }, { bearerAuth: [] }];
  }
  return document;
}
