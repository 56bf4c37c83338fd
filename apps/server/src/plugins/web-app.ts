import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** `<repo>/apps/web/dist`, where `npm run build` puts the web app. */
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app: hashed files under /assets cached for a year, everything else
 * (index.html, and a service worker if there is one) revalidated on each load; the build's
 * precompressed brotli/gzip files when the client accepts them; any other GET outside /api answers index.html so
 * the SPA's deep links work. A missing file under /assets and anything under /api stay a JSON 404.
 * Without a build the API still runs (one warning).
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ dir: root }, 'web app not built: serving the API only (run `npm run build`)');
    return;
  }
  const assets = path.join(root, 'assets') + path.sep;
  const setHeaders = (res: { setHeader: (name: string, value: string) => unknown }, file: string) => {
    res.setHeader('cache-control', file.startsWith(assets) ? IMMUTABLE : NO_CACHE);
    // The same URL answers brotli, gzip or plain bytes: caches in between must key on the encoding.
    res.setHeader('vary', 'accept-encoding');
  };

  // Encapsulated: @fastify/swagger-ui decorates its own `sendFile` in its scope.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      // The build writes .br and .gz twins of each text file: sent as they are when the client takes them.
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders,
    });
    scope.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const wanted = (request.params as { '*'?: string })['*'] ?? '';
      if (wanted === 'api' || wanted.startsWith('api/')) return reply.callNotFound();
      const file = path.resolve(root, wanted);
      if (wanted && file.startsWith(root + path.sep) && (await isFile(file))) {
        return reply.sendFile(path.relative(root, file));
      }
      // A stale hashed asset must not turn into HTML (the browser would choke on it as a script).
      if (wanted.startsWith('assets/')) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  });
}
