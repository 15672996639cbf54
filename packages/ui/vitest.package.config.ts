import { defineConfig } from 'vitest/config';

// Project `ui-package`: the published package as a consumer gets it (test/package/pack.test.ts).
// Node environment; the generous hook timeout covers build + pack + offline install + app build.
export default defineConfig({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['test/package/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
