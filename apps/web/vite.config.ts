import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { generateSW } from 'workbox-build';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Product code of the build: base path `/static-{product}2/` and the `/api/{product}` paths. */
const product = process.env.PRODUCT || 'kc';
const server = 'http://localhost:3000';
const proxied = ['/api', '/public', '/sms', '/corder', '/upload', '/uploads'];

/**
 * Brotli (quality 11) and gzip (level 9) copies of the built JS and CSS, which the server sends to browsers that
 * accept them (`preCompressed` of @fastify/static in apps/server/src/plugins/app/web.ts): a phone downloads about a
 * quarter of the bytes, compressed once at build time instead of on every request.
 */
const precompress = (): Plugin => ({
  name: 'kc-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(file)) continue;
      const full = path.join(options.dir!, file);
      const body = readFileSync(full);
      if (body.length < 1024) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    }
  },
});

/** The screens a checker must open and reload without the network (their page modules, relative to src/). */
const OFFLINE_PAGES = [
  'features/verify/pages/scan-page.tsx',
  'features/verify/pages/pc-scan-page.tsx',
  'features/verify/pages/cert-scan-page.tsx',
  'features/verify/pages/business-result-page.tsx',
];
/** What the scan screens load on demand and need offline. */
const OFFLINE_LAZY = /\/src\/(features\/verify|lib\/scan)\/|\/node_modules\/(jsqr|workbox-window)\//;
/** The routes (under the base) served from the worker's cache when the network is gone: its scopes' screens. */
const OFFLINE_ROUTES = ['verification/', 'pc/scan', 'cert/scan'];

/**
 * The scan screens' service worker (docs/verification.md, "Offline"), made by Workbox after the build: it precaches
 * the app shell (index.html, the entry and its imports) and the chunks of the scan screens, the result screen and
 * the offline modules they load on demand, with their CSS; a navigation to a scan route is answered from that cache
 * (so the screen opens and reloads without the network). Nothing else is cached: API calls always go to the network.
 * apps/web/src/features/verify/offline/register-worker.ts registers it, from the scan screens only, once per scope.
 */
const scanServiceWorker = (): Plugin => {
  const files = new Set<string>(['index.html']);
  let outDir = 'dist';
  return {
    name: 'kc-scan-service-worker',
    apply: 'build',
    generateBundle(options, bundle) {
      outDir = options.dir ?? outDir;
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const add = (file: string, dynamic: boolean) => {
        if (files.has(file)) return;
        const c = byFile.get(file);
        if (!c) return;
        files.add(file);
        for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
        for (const f of c.imports) add(f, dynamic);
        // a scan screen's own on-demand modules: the offline store and decision, the camera and its decoder, the
        // worker's registration (not the app's diagnostics or debug console)
        if (dynamic)
          for (const f of c.dynamicImports) {
            const id = byFile.get(f)?.facadeModuleId ?? '';
            if (OFFLINE_LAZY.test(id) && (!id.includes('/pages/') || OFFLINE_PAGES.some((p) => id.endsWith(p))))
              add(f, true);
          }
      };
      // the pages first, with what they load on demand (the camera's decoder too); then the shell without the
      // entry's own on-demand modules (every other route, the debug console)
      for (const c of chunks)
        if (OFFLINE_PAGES.some((p) => (c.facadeModuleId ?? '').endsWith(`/src/${p}`))) add(c.fileName, true);
      for (const c of chunks) if (c.isEntry) add(c.fileName, false);
    },
    async closeBundle() {
      const base = `/static-${product}2/`;
      const { count, size, warnings } = await generateSW({
        swDest: path.join(outDir, 'sw.js'),
        globDirectory: outDir,
        globPatterns: [...files],
        // hashed names: the name is the revision
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: `${base}index.html`,
        navigateFallbackAllowlist: OFFLINE_ROUTES.map((r) => new RegExp(`^${base}${r}`)),
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const w of warnings) this.warn(w);
      this.info(`scan service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KB`);
    },
  };
};

export default defineConfig({
  base: `/static-${product}2/`,
  plugins: [react(), precompress(), scanServiceWorker()],
  define: { 'import.meta.env.VITE_PRODUCT': JSON.stringify(product) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle.ts follows the import graph of the entry and of each route's page through the manifest
    manifest: true,
    rolldownOptions: {
      // the modules of @kc/shared have no side effects but the Chinese zod messages of common/z.ts: a page's
      // contracts stay in its own chunk instead of all of them in the entry's
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/packages\/shared\/src\//.test(id) || /packages\/shared\/src\/common\/z\.ts$/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  // antd-mobile's CommonJS build requires its CSS files, which Node cannot load: tests use the ES build
  test: {
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
    server: { deps: { inline: [/\/antd-mobile\//] } },
  },
});
