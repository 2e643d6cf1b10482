import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 15_000,
    setupFiles: ['src/test-setup.ts'],
    // Files in a worker share one window and module cache: antd loads once per worker, not once per
    // file, which makes the run several times faster. The setup files undo what a test leaves behind.
    isolate: false,
  },
});
