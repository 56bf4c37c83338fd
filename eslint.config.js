import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

/**
 * Server feature boundaries: a module may use another module's services (`*.service.ts`, its
 * public surface) and nothing else of it (routes, jobs, helpers, tests stay inside).
 */
const SERVER_MODULES = 'apps/server/src/modules';
const serverModules = readdirSync(SERVER_MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModuleZones = serverModules.flatMap((target) =>
  serverModules
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./${SERVER_MODULES}/${target}`,
      from: `./${SERVER_MODULES}/${from}`,
      except: readdirSync(`${SERVER_MODULES}/${from}`)
        .filter((file) => file.endsWith('.service.ts'))
        .map((file) => `./${file}`),
      message: `Use ${from}'s services (*.service.ts), not its insides.`,
    })),
);

/** Web feature boundaries: a feature uses another only through that feature's `index.ts`. */
const WEB_FEATURES = 'apps/web/src/features';
const webFeatures = readdirSync(WEB_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = webFeatures.flatMap((target) =>
  webFeatures
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./${WEB_FEATURES}/${target}`,
      from: `./${WEB_FEATURES}/${from}`,
      except: ['./index.ts'],
      message: `Use what ${from} exports from its index.ts, not its insides.`,
    })),
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/src/db/migrations/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones }] },
  },
  {
    // Import boundaries: the contract imports nothing of the apps; the web never imports server code.
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@grindstone/server', '@grindstone/web'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@grindstone/server', 'node:*'] }],
      'import-x/no-restricted-paths': ['error', { zones: webFeatureZones }],
    },
  },
  {
    // The web's build configuration runs in Node (it precompresses the build's files).
    files: ['apps/web/vite.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@grindstone/server'] }] },
  },
  {
    // Only env.ts reads process.env in the server.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/env.ts',
      'apps/server/src/testing/**',
      'apps/server/src/**/*.test.ts',
      // Test helpers (spawned processes, local third-party servers) may pass the environment on.
      'apps/server/src/**/*-test-*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from app.config (env.ts).' },
      ],
    },
  },
);
