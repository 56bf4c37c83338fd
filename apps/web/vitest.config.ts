import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup-tests.ts'],
    testTimeout: 15_000,
    // Other style sheets stay empty in tests; the first paint's test reads the tokens' text.
    css: { include: [/\/styles\/tokens\.css/] },
  },
});
