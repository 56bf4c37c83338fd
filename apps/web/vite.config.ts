import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The file names of these chunks and of every chunk they import statically: what loading them downloads. */
function staticClosure(bundle: Rolldown.OutputBundle, names: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  names.forEach(visit);
  return seen;
}

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
      const entry = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(FIRST_SCREEN_STARTS.landing)));
      if (!entry) return this.error('the visitor landing chunk is missing');
      for (const name of staticClosure(bundle, [entry.fileName])) {
        const chunk = bundle[name]!;
        const bad = chunk.type === 'chunk' && Object.keys(chunk.modules).find((id) => forbidden.test(id));
        if (bad) this.error(`the visitor's landing page loads ${bad} (through ${name})`);
      }
    },
  };
}

/**
 * The member's first screen in few files (decision 188). Lighthouse's mobile preset models a
 * phone on slow 4G over HTTP/1.1: six connections, 150 ms per round trip, so the dashboard's 27
 * small chunks cost round trips in series. The build groups the modules of a page load instead:
 *
 * - `index`: what `index.html` loads for everyone (React, the entry);
 * - `shared`: what the visitor's landing shares with the app (UI components, the mobile popup);
 * - `landing`: the rest of the landing (decision 182: no member code);
 * - `app`: the rest of the app shell (router, query client, top bar, session);
 * - `dashboard`: the rest of the dashboard page.
 *
 * A page takes a module of a group only if it uses it: the sets are what each start module
 * reaches through its imports, following a barrel (`index.ts` that only re-exports) only into
 * the files whose names are imported from it, so the app shell's `seedGoals` does not put the
 * goal list and dnd-kit into the app's group (and on `/login`). Anything else (other pages,
 * lazy parts) keeps the bundler's own split.
 */
const FIRST_SCREEN_STARTS = {
  landing: '/src/app/visitor-landing.tsx',
  app: '/src/app/app.tsx',
  dashboard: '/src/features/dashboard/dashboard-page.tsx',
} as const;
type FirstScreenSets = Record<'index' | 'elsewhere' | keyof typeof FIRST_SCREEN_STARTS, Set<string>>;
const firstScreen: FirstScreenSets = {
  index: new Set(),
  elsewhere: new Set(),
  landing: new Set(),
  app: new Set(),
  dashboard: new Set(),
};
const inIndex = (id: string) => firstScreen.index.has(id);
const FIRST_SCREEN_GROUPS = [
  { name: 'index', priority: 5, test: inIndex },
  {
    name: 'shared',
    priority: 4,
    test: (id: string) =>
      firstScreen.landing.has(id) &&
      (firstScreen.app.has(id) || firstScreen.dashboard.has(id) || firstScreen.elsewhere.has(id)),
  },
  { name: 'landing', priority: 3, test: (id: string) => firstScreen.landing.has(id) },
  // What the dashboard shares with other member pages (the coach's requests, an empty state, a
  // few rules: a few KB) loads with the app, so that a member page opened directly (a goal,
  // settings) does not download the dashboard's group (decision 189).
  {
    name: 'app',
    priority: 2,
    test: (id: string) => firstScreen.app.has(id) || (firstScreen.dashboard.has(id) && firstScreen.elsewhere.has(id)),
  },
  { name: 'dashboard', priority: 1, test: (id: string) => firstScreen.dashboard.has(id) },
];

/** Names a module imports (or re-exports) from each specifier; null: all of it (namespace, `export *`, side effect). */
function importedNames(code: string): Map<string, Set<string> | null> {
  const found = new Map<string, Set<string> | null>();
  const add = (spec: string, names: string[] | null) => {
    const prev = found.get(spec);
    if (prev === null) return;
    if (names === null) return void found.set(spec, null);
    found.set(spec, new Set([...(prev ?? []), ...names]));
  };
  const list = (body: string) =>
    body
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .replace(/^type\s+/, ''),
      )
      .filter(Boolean);
  for (const m of code.matchAll(/\b(import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    const [, kind, clause = '', spec = ''] = m;
    if (/^type\b/.test(clause)) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = braces ? list(braces[1]!) : [];
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (rest.startsWith('*')) add(spec, null);
    else if (kind === 'import' && rest) add(spec, ['default', ...named]);
    else add(spec, named);
  }
  for (const m of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) add(m[1]!, null);
  return found;
}

/** A file that only re-exports: `export { … } from …` and `export * from …`, nothing else. */
const isBarrel = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\bexport\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g, '')
    .trim() === '';

function firstScreenSets(): Plugin {
  return {
    name: 'first-screen-sets',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      // For each module: each imported module with the names taken from it (null: all).
      const edges = new Map<string, Map<string, Set<string> | null>>();
      const barrels = new Set<string>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const out = new Map<string, Set<string> | null>(info.importedIds.map((dep) => [dep, null]));
        if (info.code) {
          if (isBarrel(info.code)) barrels.add(id);
          const known = new Map<string, Set<string> | null>();
          for (const [spec, names] of importedNames(info.code)) {
            const dep = (await this.resolve(spec, id))?.id;
            if (!dep || !out.has(dep)) continue;
            const prev = known.get(dep);
            known.set(dep, names === null || prev === null ? null : new Set([...(prev ?? []), ...names]));
          }
          for (const [dep, names] of known) out.set(dep, names);
        }
        edges.set(id, out);
      }
      const exportsOf = (id: string) => {
        const names = this.getModuleInfo(id)?.exports;
        return names?.length ? new Set(names) : null;
      };
      // What `start` reaches: every import of an ordinary module; of a barrel, only the files
      // that provide a name someone asked it for.
      const reach = (start: string | undefined, stop: Set<string>) => {
        const seen = new Set<string>();
        const asked = new Map<string, Set<string> | null>();
        const visit = (id: string, names: Set<string> | null) => {
          // A barrel the entry holds still leads to files the entry does not.
          if (stop.has(id) && !barrels.has(id)) return;
          if (barrels.has(id)) {
            const prev = asked.get(id);
            if (prev === null) return;
            const fresh = names === null ? null : [...names].filter((n) => !prev?.has(n));
            if (fresh && fresh.length === 0) return;
            asked.set(id, names === null ? null : new Set([...(prev ?? []), ...fresh!]));
            seen.add(id);
            for (const [dep, provides] of edges.get(id) ?? []) {
              if (fresh === null) {
                visit(dep, null);
                continue;
              }
              // `export * from`: the names that file exports.
              const from = provides ?? exportsOf(dep);
              const wanted = from ? fresh.filter((n) => from.has(n)) : fresh;
              if (wanted.length > 0) visit(dep, new Set(wanted));
            }
            return;
          }
          if (seen.has(id)) return;
          seen.add(id);
          for (const [dep, depNames] of edges.get(id) ?? []) visit(dep, depNames);
        };
        if (start) visit(start, null);
        return seen;
      };
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      firstScreen.index = new Set();
      for (const id of ids.filter((m) => this.getModuleInfo(m)?.isEntry))
        reach(id, firstScreen.index).forEach((m) => firstScreen.index.add(m));
      const starts = new Set<string>();
      for (const [name, start] of Object.entries(FIRST_SCREEN_STARTS)) {
        const id = find(start);
        if (id) starts.add(id);
        firstScreen[name as keyof typeof FIRST_SCREEN_STARTS] = reach(id, firstScreen.index);
      }
      // What the other lazily loaded parts (pages, dialogs) reach: a part that one of the sets
      // already holds (the app's route to the landing page) loads with it.
      firstScreen.elsewhere = new Set();
      const held = (id: string) =>
        inIndex(id) ||
        starts.has(id) ||
        Object.keys(FIRST_SCREEN_STARTS).some((k) => firstScreen[k as keyof typeof FIRST_SCREEN_STARTS].has(id));
      for (const id of ids) {
        if (held(id) || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
        reach(id, firstScreen.index).forEach((m) => firstScreen.elsewhere.add(m));
      }
    },
  };
}

/**
 * A member page opened directly (a goal, the profile, settings) or a lazy part (the notifications
 * list) never downloads the dashboard's group: the build fails when a lazily loaded chunk other
 * than the dashboard's imports it (decision 189).
 */
function memberPagesWithoutTheDashboard(): Plugin {
  return {
    name: 'member-pages-without-the-dashboard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const dashboard = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(FIRST_SCREEN_STARTS.dashboard)));
      if (!dashboard) return this.error('the dashboard chunk is missing');
      for (const start of chunks.filter((c) => c.isDynamicEntry && c !== dashboard)) {
        if (staticClosure(bundle, [start.fileName]).has(dashboard.fileName))
          this.error(`${start.fileName} loads the dashboard's ${dashboard.fileName}`);
      }
    },
  };
}

/**
 * What a member's '/' needs beyond the entry: the app and the dashboard, which `main.tsx` imports
 * at once on '/' (their chunks with every chunk they import, and their CSS), less what index.html
 * already preloads. The server adds these as preload links to a member's page (decision 184), so
 * they download beside the entry instead of after it has run. Drag and drop and the Fortify
 * dialog are not among them: the build fails when one is (decision 231).
 */
const MEMBER_START_MODULES = ['/src/app/app.tsx', '/src/features/dashboard/dashboard-page.tsx'];
const LOADED_AFTER_FIRST_PAINT = /node_modules\/@dnd-kit\/|\/src\/features\/coach\/fortify-dialog\.tsx$/;
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
      const closure = (names: string[]) => staticClosure(bundle, names);
      const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const starts = MEMBER_START_MODULES.map((m) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m))));
      if (starts.some((c) => !c))
        return this.error(`a member start chunk is missing (${MEMBER_START_MODULES.join(', ')})`);
      const already = closure(entry);
      const scripts = [...closure(starts.map((c) => c!.fileName))].filter((f) => !already.has(f));
      // The app, what it shares with the landing, and the dashboard (FIRST_SCREEN_GROUPS).
      if (scripts.length > 3)
        this.error(`a member's '/' needs ${scripts.length} scripts besides the entry: ${scripts.join(', ')}`);
      // Drag and drop loads after the dashboard's first paint (decision 231).
      for (const name of [...already, ...scripts]) {
        const late = Object.keys(byName.get(name)?.modules ?? {}).find((id) => LOADED_AFTER_FIRST_PAINT.test(id));
        if (late) this.error(`a member's '/' loads ${late} before its first paint (through ${name})`);
      }
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

/**
 * V8's explicit compile hint (a file's first line `//# allFunctionsCalledOnLoad`): the scripts a
 * member's '/' runs before its first screen (the entry and what it imports, the app, the shared
 * chunk and the dashboard) are compiled whole while they download, on V8's background thread,
 * instead of function by function on the page's main thread as each is first called (decision
 * 269). Browsers without the hint read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the written files: Vite still rewrites the chunks' first lines in its own last steps.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const starts = MEMBER_START_MODULES.map((m) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m))));
      const names = [...chunks.filter((c) => c.isEntry), ...starts].flatMap((c) => (c ? [c.fileName] : []));
      if (names.length < 3) return this.error('the member start chunks are missing');
      for (const name of staticClosure(bundle, names)) {
        const file = path.join(options.dir!, name);
        const code = readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
      }
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
    firstScreenSets(),
    endpointsWithoutSchemas(),
    react(),
    serviceWorker,
    noZodInTheWebBuild(),
    visitorLandingStaysLight(),
    memberPagesWithoutTheDashboard(),
    memberPreloads(),
    compileHints(),
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
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_GROUPS } } },
  },
});
