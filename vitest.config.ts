import { defineConfig } from 'vitest/config';

/** One run for units, server (HTTP on a real database) and console components. E2E has its own config. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/ui', 'apps/server', 'apps/console', 'mfe/support'],
  },
});
