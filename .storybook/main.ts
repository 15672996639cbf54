import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Storybook lives at the repository root (designers run `npm run storybook` from there) but builds
// with @quiver/ui's own Vite config, so Tailwind and React are set up exactly as in the package's tests.
const uiViteConfig = fileURLToPath(new URL('../packages/ui/vite.config.ts', import.meta.url));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: uiViteConfig } },
  },
  // No network on CI machines: never phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
