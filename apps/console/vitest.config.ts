import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-app renders load antd and lazy routes; a busy two-core machine needs the headroom.
    testTimeout: 15_000,
    setupFiles: ['../../packages/ui/src/test-setup.ts', 'src/test/setup.ts'],
  },
});
