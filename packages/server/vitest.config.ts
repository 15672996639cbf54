import { defineConfig } from 'vitest/config';

// The API over HTTP (app.inject and one listening port) on in-memory PGlite. PGlite's initdb is slow,
// so globalSetup migrates one database and every test file starts from its dump.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: [
      'test/**/*.postgres.test.ts',
      'test/crash-resume*.test.ts',
      'test/two-servers*.test.ts',
    ],
    globalSetup: ['test/setup/pglite-snapshot.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
