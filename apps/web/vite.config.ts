import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
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

export default defineConfig({
  base: `/static-${product}2/`,
  plugins: [react(), precompress()],
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
