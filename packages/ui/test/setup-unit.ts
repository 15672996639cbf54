import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait on what the user would see, never on a clock; on a loaded two-core CI
// machine a lazily loaded chunk can take more than the default second to arrive.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup.
afterEach(() => {
  cleanup();
});
