import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { common, deferStyles, scanServiceWorker } from './vite.config';

const src = path.resolve(import.meta.dirname, 'src');

/**
 * The scan shell's page: index.html (the same splash) with the shell's entry instead of the whole app's and a
 * `kc-shell` mark (the browser journeys tell the two pages apart by it), written as scan.html beside it.
 */
const scanHtml = (): Plugin => ({
  name: 'kc-scan-html',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html
        .replace('/src/main.tsx', '/src/app/lean/main.tsx')
        .replace('<title>', '<meta name="kc-shell" content="scan" />\n    <title>'),
  },
  // after Vite's own HTML output
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: 'scan.html', source: page.source });
    },
  },
});

/**
 * The second build of `npm run build` (after vite.config.ts, into the same dist/, docs/verification.md "The scan
 * shell"): scan.html with the checker's four screens only. react-router resolves to the shell's own router for those
 * screens (app/lean/lean-router.tsx) and zod to inert schemas (app/lean/no-zod.ts), so the screens' code is the same
 * as in the whole app but loads about 100 KB gzip less. Its manifest is .vite/scan-manifest.json (bench/bundle.ts);
 * the service worker is written here, after both builds.
 */
export default defineConfig({
  base: common.base,
  define: common.define,
  plugins: [...common.plugins, deferStyles({ entry: false }), scanHtml(), scanServiceWorker({ shell: true })],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(src, 'app/lean/lean-router.tsx') },
      { find: /^zod$/, replacement: path.join(src, 'app/lean/no-zod.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/scan-manifest.json',
    rolldownOptions: { treeshake: common.treeshake },
  },
});
