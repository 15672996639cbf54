import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';

// Project `storybook`: every story of @quiver/ui runs as a test in real Chromium: it renders, its
// play function runs, and axe must find no violation (a11y.test = 'error' in .storybook/preview.ts).
// Debian's Chromium is used directly; no Playwright browser download (TOOLCHAIN.md P20).
const launchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

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
        provider: playwright({ launchOptions }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
