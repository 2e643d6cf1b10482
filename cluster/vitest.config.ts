import { defineConfig } from 'vitest/config';

/**
 * The cluster's tests: real clients against three nodes behind nginx, sharing PostgreSQL and an S3
 * bucket, as scripts/cluster-tests.sh starts them (scripts/cluster.sh).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.cluster.ts'],
    environment: 'node',
    // One cluster, and two cores: one file at a time.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
