import { defineConfig } from 'vitest/config';

// The engine, providers and catalogue run without the HTTP server; they keep their own project until
// the server's project includes these folders (then this file goes and the globs move there).
export default defineConfig({
  test: {
    name: 'server-engine',
    environment: 'node',
    include: [
      'src/engine/**/*.test.ts',
      'src/providers/**/*.test.ts',
      'src/modules/catalogue/**/*.test.ts',
    ],
    // kuzu is a native module: separate processes keep a crash in one file from taking the others.
    pool: 'forks',
    testTimeout: 30_000,
    // Opening a database process takes a second or two, more on a busy machine.
    hookTimeout: 30_000,
  },
});
