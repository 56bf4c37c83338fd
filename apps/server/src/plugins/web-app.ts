import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { bootDataElement, memberBootData } from '../modules/boot/boot-data.service.ts';

/** `<repo>/apps/web/dist`, where `npm run build` puts the web app. */
export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** A page that carries a member's data: kept by no cache, shared or the browser's own. */
export const NO_STORE = 'private, no-store';

/** Where the web build lists the dashboard's chunks (written by its `memberPreloads` plugin). */
export const MEMBER_PRELOADS_FILE = '.vite/member-preloads.json';
const ASSET_FILE = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * A top-level page load by a browser (not the service worker's precache, a fetch, or a frame):
 * the only request that may get a member's page. The member's service worker passes page loads
 * of '/' on (only top-level ones), and Chromium marks those `empty`; page scripts cannot make a
 * `navigate` request. Browsers without Fetch Metadata get the plain page.
 */
function isPageLoad(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  return request.headers['sec-fetch-mode'] === 'navigate' && (dest === 'document' || dest === 'empty');
}

type Shell = { mtimeMs: number; head: string; tail: string } | null;

/**
 * index.html split where the member's additions go (before `</head>`), with the dashboard's
 * preload links; read again when the build changes. Null when index.html has no `</head>`.
 */
function memberShell(root: string) {
  let cached: Shell = null;
  return async (): Promise<Shell> => {
    const index = path.join(root, 'index.html');
    const { mtimeMs } = await stat(index);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const html = await readFile(index, 'utf8');
    const at = html.indexOf('</head>');
    if (at < 0) return (cached = null);
    let preloads = '';
    try {
      const list = JSON.parse(await readFile(path.join(root, MEMBER_PRELOADS_FILE), 'utf8')) as {
        scripts?: unknown;
        styles?: unknown;
      };
      const files = (v: unknown) =>
        Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string' && ASSET_FILE.test(f)) : [];
      preloads =
        files(list.scripts)
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .join('') +
        files(list.styles)
          .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`)
          .join('');
    } catch {
      /* an older build without the list: the page still works, its chunks load as the app asks */
    }
    return (cached = { mtimeMs, head: html.slice(0, at) + preloads, tail: html.slice(at) });
  };
}

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
 * A member's page load of '/' gets index.html with their boot data and the dashboard's preloads
 * (decision 184), never stored by any cache. Without a build the API still runs (one warning).
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ dir: root }, 'web app not built: serving the API only (run `npm run build`)');
    return;
  }
  const assets = path.join(root, 'assets') + path.sep;
  const shell = memberShell(root);
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
      if (wanted === '' && request.method === 'GET' && isPageLoad(request)) {
        const page = await shell();
        // The boot data only speeds the first screen up: when the database cannot answer (restarting,
        // full, gone), the member gets the plain page and the app shows its own error or offline list.
        const boot =
          page &&
          (await memberBootData(app, request, reply).catch((err: unknown) => {
            request.log.warn({ err }, 'boot data left out of the page: the database did not answer');
            return null;
          }));
        if (page && boot) {
          return reply
            .header('cache-control', NO_STORE)
            .type('text/html; charset=utf-8')
            .send(page.head + bootDataElement(boot) + page.tail);
        }
      }
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
