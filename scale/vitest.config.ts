import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the suites that start real server processes on PostgreSQL and Redis (TEST_DATABASE_URL,
 * TEST_REDIS_URL; the local defaults otherwise) — two instances as one, and the faults. One file at a time: each
 * loads the machine on purpose.
 */
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
