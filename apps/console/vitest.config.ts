import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/ui/src/test-setup.ts', 'src/test/setup.ts'],
  },
});
