import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-support',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
