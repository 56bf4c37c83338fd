import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [endpointsWithoutSchemas(), react()],
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
