import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Endpoint descriptors (packages/contract/src/endpoints/<feature>.ts) carry zod schemas for the
 * server and for types. The web reads only their method and path (the server checks every answer
 * against its schema), so here each schema the descriptor file imports becomes `undefined`: the
 * pages that call the API, the first chunk included, stay free of zod.
 */
function endpointsWithoutSchemas(): Plugin {
  const descriptorFile = /\/packages\/contract\/src\/endpoints\/(?!endpoint\.ts$|index\.ts$)[\w-]+\.ts$/;
  const schemaImport = /^import\s*\{([^}]*)\}\s*from\s*['"]\.\.\/schemas\/[\w-]+\.ts['"];?$/gm;
  return {
    name: 'endpoints-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!descriptorFile.test(id)) return null;
      const stripped = code.replace(schemaImport, (_, names: string) => {
        const locals = names
          .split(',')
          .map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          )
          .filter(Boolean);
        return `const ${locals.map((local) => `${local} = undefined`).join(', ')};`;
      });
      if (/from\s*['"](zod|\.\.\/schemas\/)/.test(stripped.replace(/^import type .*$/gm, ''))) {
        this.error(`${id}: descriptor files import schemas from ../schemas/ only (named imports), never zod`);
      }
      return { code: stripped, map: null };
    },
  };
}

/**
 * The web never validates with zod (the server checks every answer), and the plain values pages
 * use (priority colours, limits, lists) live in the contract's zod-free modules, beside its
 * schemas rather than in them. The build fails when a chunk carries zod anyway: a page that
 * imports a value from a schema module would bring the whole library (~25 KB gzip) back.
 */
function noZodInTheWebBuild(): Plugin {
  return {
    name: 'no-zod-in-the-web-build',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zod = Object.keys(chunk.modules).find((id) => /node_modules\/zod\//.test(id));
        if (zod) {
          const schema = Object.keys(chunk.modules).find((id) => /\/packages\/contract\/src\/schemas\//.test(id));
          this.error(`${chunk.fileName} carries zod (${zod})${schema ? `, beside ${schema}` : ''}`);
        }
      }
    },
  };
}

/**
 * The visitor's landing page (src/app/visitor-landing.tsx, decision 182) loads no router, query
 * client, drag and drop or member page: the build fails when a static import brings one in (an
 * import through components/ui/index.ts reaches the router, for one).
 */
function visitorLandingStaysLight(): Plugin {
  const forbidden = /node_modules\/(react-router|@tanstack|@dnd-kit|@tiptap)\/|\/src\/app\/(app|router)\.tsx$/;
  return {
    name: 'visitor-landing-stays-light',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/visitor-landing.tsx'));
      if (!entry) return this.error('the visitor landing chunk is missing');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        const chunk = byName.get(name);
        if (!chunk) return;
        const bad = Object.keys(chunk.modules).find((id) => forbidden.test(id));
        if (bad) this.error(`the visitor's landing page loads ${bad} (through ${name})`);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
    },
  };
}

/**
 * What a member's '/' needs beyond the entry: the app and the dashboard, which `main.tsx` imports
 * at once on '/' (their chunks with every chunk they import, and their CSS), less what index.html
 * already preloads. The server adds these as preload links to a member's page (decision 184), so
 * they download beside the entry instead of after it has run.
 */
const MEMBER_START_MODULES = ['/src/app/app.tsx', '/src/features/dashboard/dashboard-page.tsx'];
function memberPreloads(): Plugin {
  return {
    name: 'member-preloads',
    apply: 'build',
    // After Vite has folded chunks that hold only CSS into their importers and deleted them:
    // a preload of such a chunk would be a request for a file that is not there.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (names: string[]) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name) || !byName.has(name)) return;
          seen.add(name);
          byName.get(name)!.imports.forEach(visit);
        };
        names.forEach(visit);
        return seen;
      };
      const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const starts = MEMBER_START_MODULES.map((m) => chunks.find((c) => c.facadeModuleId?.endsWith(m)));
      if (starts.some((c) => !c))
        return this.error(`a member start chunk is missing (${MEMBER_START_MODULES.join(', ')})`);
      const already = closure(entry);
      const scripts = [...closure(starts.map((c) => c!.fileName))].filter((f) => !already.has(f));
      const css = (names: Iterable<string>) =>
        [...names].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
      const alreadyCss = new Set(css(already));
      const styles = [...new Set(css(scripts))].filter((f) => !alreadyCss.has(f));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/member-preloads.json',
        source: JSON.stringify({ scripts, styles }, null, 1),
      });
    },
  };
}

/** Text files worth compressing, and the size under which compression does not pay. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every compressible file
 * of the build: the server sends them as they are, instead of compressing on each request at the
 * lower levels that on-the-fly compression can afford.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The service worker (src/sw.ts, decision 172): Workbox precaching through injectManifest. The
 * manifest is the static public/manifest.webmanifest and the page registers the worker itself
 * (lazily, for members), so the plugin injects nothing into index.html.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // A classic script: every browser that registers service workers runs it.
    rollupFormat: 'iife',
    // The app shell: hashed assets, index.html, logo, avatars, icons and manifest (never .br/.gz twins).
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['sw.js'],
  },
});

export default defineConfig({
  plugins: [
    endpointsWithoutSchemas(),
    react(),
    serviceWorker,
    noZodInTheWebBuild(),
    visitorLandingStaysLight(),
    memberPreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The largest chunk is the goal-detail editor (Tiptap, ~440 kB raw), loaded only on that page;
    // the entry is ~350 kB. Warn when either grows past this.
    chunkSizeWarningLimit: 460,
  },
});
