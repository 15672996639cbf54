// End-to-end tests of the console against the real API server (packages/server) serving the built
// console on one origin. The global setup builds the console, starts the server on a free port with an
// in-memory database (DATABASE=memory) and publishes its address through QUIVER_E2E_URL, plus a second
// one with ACCESS_TOKEN_TTL=2 for the session-refresh spec (QUIVER_E2E_SHORT_TTL_URL). Debian's
// Chromium, never a download.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two workers share the servers: each test signs up its own account, so they never collide.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // None when run by hand; `npm test` passes --retries=1 (scripts/test.mjs, docs/decisions.md).
  retries: 0,
  // The machine may be loaded (CI on 2 cores): generous limits, but waits are on UI state only.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // npm test adds a JSON report (QUIVER_E2E_JSON_REPORT) so its summary can name the failed tests.
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ...(process.env.QUIVER_E2E_JSON_REPORT ? [['json'] as const] : []),
  ],
  outputDir: '../../test-results/console-e2e',
  use: {
    baseURL: process.env.QUIVER_E2E_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
