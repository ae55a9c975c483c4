import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Web tests: `import { Button, Toast } from 'antd-mobile'` becomes one import per component module, so a test file
 * evaluates the components it uses instead of all ~80 of antd-mobile's index (each web test file is isolated, so the
 * whole index was evaluated once a file: most of a file's set-up). The map comes from antd-mobile's own ES index;
 * a name not in it keeps the index import. Applied after TypeScript is stripped (type-only names are gone by then).
 * The production build tree-shakes the index and is unchanged.
 */
const antdPerComponent = (): Plugin => {
  const index = createRequire(import.meta.url).resolve('antd-mobile/es/index.js');
  const modules = new Map<string, { from: string; name: string }>();
  for (const [, specs, from] of readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/([^']+)';/g))
    for (const spec of specs!.split(',')) {
      const [name, as = name] = spec.trim().split(/\s+as\s+/) as [string, string?];
      modules.set(as, {
        from: `antd-mobile/es/${from}${existsSync(path.join(path.dirname(index), `${from}.js`)) ? '.js' : '/index.js'}`,
        name,
      });
    }
  return {
    name: 'kc-test-antd-per-component',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('antd-mobile')) return null;
      // `import { … } from 'antd-mobile'`, and `export { … } from 'antd-mobile'` (lib/ui/feedback-widgets.ts)
      const out = code.replace(
        /(import|export)\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g,
        (all, kind: string, specs: string) => {
          const parts = specs
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => {
              const [name, local = name] = s.split(/\s+as\s+/) as [string, string?];
              return { name, local, to: modules.get(name) };
            });
          if (parts.some((p) => !p.to)) return all;
          // on one line: the lines of the file, and so its stack traces, stay where they were
          return parts.map((p) => `${kind} { ${p.to!.name} as ${p.local} } from "${p.to!.from}";`).join(' ');
        },
      );
      return out === code ? null : { code: out, map: null };
    },
  };
};

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
        plugins: [antdPerComponent()],
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
