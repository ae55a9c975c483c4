import { defineConfig } from 'vitest/config';

/**
 * `npm run test:attack`: the outside attacks of docs/security.md repeated against a real server process on
 * PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; the local defaults otherwise), over real sockets, with
 * the parallelism an attacker would use. Counts and codes only, never timings.
 */
export default defineConfig({
  test: {
    name: 'attack',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
