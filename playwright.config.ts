import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the real server (built web app, PGlite in a
 * throwaway DATA_DIR). E2E_PORT and E2E_DATA_DIR let several runs share one machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `gs-e2e-${E2E_PORT}`);
export const E2E_APP_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` and the container run it (rebuilt when its sources changed).
    command: `rm -rf "${E2E_DATA_DIR}" && node scripts/build-server.mjs --if-stale && node --enable-source-maps apps/server/dist/bin/server.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_SECRET: E2E_APP_SECRET,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Fixtures act as distinct clients through X-Forwarded-For (see e2e/support/fixtures.ts).
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      // Several developers on one machine each build the web app into their own folder.
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
    },
  },
});
