import { defineConfig } from 'vitest/config';

/** Unit, component and API tests of every workspace: `npx vitest run`. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
