import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-support',
    environment: 'jsdom',
    // The jsdom set-up every project that renders antd shares.
    setupFiles: ['../../packages/ui/src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
