import { defineConfig } from 'vitest/config';

/** End-to-end journeys in Chromium against one real server on a fresh data dir. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
