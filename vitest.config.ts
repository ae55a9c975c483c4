import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` for the whole repository. The API suite runs once on PGlite and, when
 * TEST_DATABASE_URL is set, once more on PostgreSQL (and Redis when TEST_REDIS_URL is set).
 */
const api = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one module graph per worker instead of per file: each file still builds its own app on its own fresh database
    // (test/test-app.ts) and nothing of the server keeps state in a module, so only the imports are shared — about
    // 6 s a file saved (8 files: 78 s isolated, 51 s not). TEST_ISOLATE=1 isolates every file again.
    isolate: process.env.TEST_ISOLATE === '1',
  },
});

const pg = process.env.TEST_DATABASE_URL;
export default defineConfig({
  test: {
    // vitest's default is cpus - 1 workers, i.e. one file at a time on the 2-core CI machine; two workers
    // measured 983 s against 1,432 s for the whole unit suite there (every file isolates its own database)
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      api('api-pglite', { TEST_TARGET: 'pglite' }),
      ...(pg
        ? [
            api('api-postgres', {
              TEST_TARGET: 'postgres',
              ...(process.env.TEST_REDIS_URL ? { TEST_KV: 'redis' } : {}),
            }),
          ]
        : []),
      {
        // the web app's own vite config (react plugin, single React, test deps) is the base of this project
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom component tests on a loaded 2-core CI machine overran the 5 s default (builder-form)
          testTimeout: 20_000,
        },
      },
    ],
  },
});
