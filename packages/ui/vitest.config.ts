import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumContextOptions, chromiumLaunchOptions } from './test/chromium.ts';

// Project `storybook`: every story of @quiver/ui runs as a test in real Chromium: it renders, its
// play function runs, and axe must find no violation (a11y.test = 'error' in .storybook/preview.ts).
// Debian's Chromium is used directly; no Playwright browser download (TOOLCHAIN.md P20).
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [
      storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) }),
    ],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: chromiumContextOptions,
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
