import { defineConfig } from 'vitest/config';

// One `vitest run` for every package: each package keeps its own config (P6 in TOOLCHAIN.md: a tool's
// config lives beside the package that declares it) and is listed here as a project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.*.config.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on this project's 2-core
    // machines, with the other core idle while a test waits on PGlite, PostgreSQL or a browser.
    // Two workers ran the whole suite in 485 s instead of 918 s on the same machine (2026-11-28).
    maxWorkers: 2,
  },
});
