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
    // The files of a worker share one module graph instead of importing the server again each:
    // a file builds its own app on its own database, and the one process-wide state (the
    // catalogue snapshot) is installed again by every app's boot. Halves the project's time
    // (270 s → 137 s on PGlite, 204 s → 100 s on PostgreSQL, 2 workers, 2026-12-02).
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
