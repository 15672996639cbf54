import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumContextOptions, chromiumLaunchOptions } from './test/chromium.ts';

// Project `ui-browser`: tests that need a real DOM (`*.browser.test.tsx`, which `ui-unit` leaves
// out), such as the HTML sanitiser, whose safety depends on the browser's own parser and
// serialiser. Same Debian Chromium as the `storybook` project; no Playwright browser download.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'ui-browser',
      include: ['src/**/*.browser.test.tsx'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: chromiumContextOptions,
        }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
);
