import { defineConfig } from '@playwright/test';

// Visual regression of @quiver/ui: every story of the static Storybook build (storybook-static/,
// `npm run build-storybook`), in light and dark, compared with the baselines committed in
// visual/__screenshots__/. `npm run visual` builds and compares; `npm run visual:update` builds
// and rewrites the baselines (and deletes those of stories that no longer exist).
//
// Baselines belong to this machine kind: Debian's Chromium and fonts, deviceScaleFactor 1. A pixel
// counts as changed when its colour moves by more than about 5 levels (threshold 0.02 in YIQ; the
// 0.1 used before let a whole select go from grey to white unseen, 8 to 11 levels); pixelmatch
// leaves anti-aliased edges out, and any change of more than 0.2% of a screenshot's pixels fails.
const port = 6007;

export default defineConfig({
  testDir: './visual',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './test-results/visual',
  fullyParallel: true,
  workers: 2,
  // None when run by hand; `npm test` passes --retries=1 (scripts/test.mjs, docs/decisions.md).
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  // npm test adds a JSON report (QUIVER_VISUAL_JSON_REPORT) so its summary can name failed stories.
  reporter: [
    ['list'],
    ...(process.env['CI']
      ? []
      : [['html', { open: 'never', outputFolder: 'playwright-report/visual' }] as const]),
    ...(process.env['QUIVER_VISUAL_JSON_REPORT'] ? [['json'] as const] : []),
  ],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.02,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--hide-scrollbars',
      ],
    },
  },
  webServer: {
    command: `node visual/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
