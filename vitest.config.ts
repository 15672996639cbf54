import { defineConfig } from 'vitest/config';

// One `vitest run` for every package: each package keeps its own config (P6 in TOOLCHAIN.md: a tool's
// config lives beside the package that declares it) and is listed here as a project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.*.config.ts'],
  },
});
