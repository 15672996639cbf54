import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Project `ui-unit`: behaviour tests of logic-bearing components (Testing Library in happy-dom).
// Looks are covered by stories and screenshots, not here.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'ui-unit',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/*.visual.test.tsx', '**/*.browser.test.tsx'],
      setupFiles: ['./test/setup-unit.ts'],
    },
  }),
);
