import { defineConfig } from 'vitest/config';

// The crash-resume test: real server processes (src/main.ts) on a data folder (PGlite, then a fresh
// database on the local PostgreSQL, skipped loudly when unreachable), killed and restarted. Its own
// project because it is slow (three server starts per database, real engines) and needs no snapshot.
export default defineConfig({
  test: {
    name: 'server-crash',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/crash-resume*.test.ts', 'test/two-servers*.test.ts'],
    // About 20 s on an idle machine; two minutes and more when the machine is busy.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
