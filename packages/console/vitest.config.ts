import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and behaviour tests of the console (happy-dom). The end-to-end suite against the real server
// and Chromium lives in its own project.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Screen tests wait on what the user sees, never on a clock; a screen test that types, waits
    // for a debounce and pages goes past the default 5 s on a loaded two-core CI machine.
    testTimeout: 15_000,
  },
});
