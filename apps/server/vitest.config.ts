import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each test file boots its own database: PGlite takes a few seconds to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
