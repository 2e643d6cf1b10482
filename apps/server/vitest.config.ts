import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own database; files run in parallel processes.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
