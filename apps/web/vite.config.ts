import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { generateSW } from 'workbox-build';
import { defineConfig } from 'vitest/config';
import { APP_START_TEMPLATE_ID } from '../../packages/shared/src/app/route-deps.js';
import { SCAN_SHELL_PATHS } from '../../packages/shared/src/app/scan-shell.js';
import react from '@vitejs/plugin-react';
import { routeDeps, staticClosure } from './vite.route-deps';

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

/**
 * React Router ships a production build (its development warnings off) beside the development one, but its package
 * exports name only the development build (remix-run/react-router#12532, #14102). The build resolves `react-router` to
 * the production copy of the same file; development and tests keep the warnings.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'kc-react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/^react-router(\/dom)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved) return null;
    const id = resolved.id.replace(
      `${path.sep}dist${path.sep}development${path.sep}`,
      `${path.sep}dist${path.sep}production${path.sep}`,
    );
    if (id === resolved.id || !existsSync(id))
      throw new Error(`react-router: no production build beside ${resolved.id}`);
    return { ...resolved, id };
  },
});

/** The screens a checker must open and reload without the network (their page modules, relative to src/). */
const OFFLINE_PAGES = [
  'features/verify/pages/scan-page.tsx',
  'features/verify/pages/pc-scan-page.tsx',
  'features/verify/pages/cert-scan-page.tsx',
  'features/verify/pages/business-result-page.tsx',
];
/** What the scan screens load on demand and need offline (the toast too: lib/ui/feedback). */
const OFFLINE_LAZY =
  /\/src\/(features\/verify|lib\/scan)\/|\/src\/lib\/ui\/feedback-widgets|\/node_modules\/(jsqr|workbox-window)\//;
/** The files of the whole app the worker precaches, handed from its build to the scan shell's (vite.scan.config.ts). */
const APP_OFFLINE_FILES = '.vite/offline-files.json';

/**
 * The files a build's scan screens need offline: the pages with their imports and the offline modules they load on
 * demand (the offline store and decision, the camera and its decoder, the worker's registration, the toast; not the
 * app's diagnostics or debug console), then the entry with its static imports (not the entry's own on-demand
 * modules: every other route), each with its CSS.
 */
const offlineFiles = (bundle: Rolldown.OutputBundle): Set<string> => {
  const files = new Set<string>();
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const add = (file: string, dynamic: boolean) => {
    if (files.has(file)) return;
    const c = byFile.get(file);
    if (!c) return;
    files.add(file);
    for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
    for (const f of c.imports) add(f, dynamic);
    if (dynamic)
      for (const f of c.dynamicImports) {
        const id = byFile.get(f)?.facadeModuleId ?? '';
        if (OFFLINE_LAZY.test(id) && (!id.includes('/pages/') || OFFLINE_PAGES.some((p) => id.endsWith(p))))
          add(f, true);
      }
  };
  for (const c of chunks)
    if (OFFLINE_PAGES.some((p) => (c.facadeModuleId ?? '').endsWith(`/src/${p}`))) add(c.fileName, true);
  for (const c of chunks) if (c.isEntry) add(c.fileName, false);
  return files;
};

/**
 * The scan screens' service worker (docs/verification.md, "Offline" and "The scan shell"), made by Workbox after the
 * two builds. The whole app's build (`shell: false`) writes the files its scan screens need offline (a checker who
 * opened the scanner from the point list keeps using the whole app's copy of it); the scan shell's build, run after
 * it, adds scan.html with its own files and writes sw.js: it precaches both, and answers a navigation to a scan
 * shell path (SCAN_SHELL_PATHS of @kc/shared) with scan.html from that cache, so the screen opens and reloads
 * without the network. Nothing else is cached: API calls always go to the network.
 * apps/web/src/features/verify/offline/register-worker.ts registers it, from the scan screens only, once per scope.
 */
export const scanServiceWorker = ({ shell }: { shell: boolean }): Plugin => {
  let files = new Set<string>();
  let outDir = 'dist';
  let written = false;
  return {
    name: 'kc-scan-service-worker',
    apply: 'build',
    // the bundle as written (Vite drops the empty JS of CSS-only chunks after generateBundle)
    writeBundle(options, bundle) {
      outDir = options.dir ?? outDir;
      written = true;
      files = offlineFiles(bundle);
      files.add(shell ? 'scan.html' : 'index.html');
    },
    async closeBundle() {
      // a build that failed before writing (its own error is the one to show)
      if (!written) return;
      if (!shell) {
        writeFileSync(path.join(outDir, APP_OFFLINE_FILES), JSON.stringify([...files]));
        return;
      }
      const app = JSON.parse(readFileSync(path.join(outDir, APP_OFFLINE_FILES), 'utf8')) as string[];
      const base = `/static-${product}2/`;
      const { count, size, warnings } = await generateSW({
        swDest: path.join(outDir, 'sw.js'),
        globDirectory: outDir,
        globPatterns: [...new Set([...app, ...files])],
        // hashed names: the name is the revision
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: `${base}scan.html`,
        navigateFallbackAllowlist: SCAN_SHELL_PATHS.map((p) => new RegExp(`^${base}${p.slice(1)}(/|\\?|$)`)),
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

/**
 * `.vite/chunk-packages.json`: the npm packages each emitted chunk holds (from its module ids), for the bundle budget
 * (bench/budget.ts), which fails the build's check when a package that must load on demand (charts, the editor, maps,
 * the debug console, the camera decoder) lands in the entry.
 */
const chunkPackages = (): Plugin => ({
  name: 'kc-chunk-packages',
  apply: 'build',
  writeBundle(options, bundle) {
    const out: Record<string, string[]> = {};
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      const names = new Set<string>();
      for (const id of c.moduleIds) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
        if (m) names.add(m[1]!);
      }
      out[c.fileName] = [...names].sort();
    }
    writeFileSync(path.join(options.dir ?? 'dist', '.vite/chunk-packages.json'), JSON.stringify(out));
  },
});

/**
 * The first paint waits for nothing but the HTML: index.html's splash is styled inline and paints at once (Lighthouse's
 * FCP, and the LCP of screens whose largest paint is the splash).
 * - Vite's `<link rel="stylesheet">` tags become preloads (fetched at once, at the highest priority) marked
 *   `data-app-style`, which the entry applies (`startAppStyles` in app/boot-splash.ts) before the splash goes.
 * - The whole app's entry script becomes a modulepreload that public/start.js imports after the first frame: the
 *   entry's evaluation no longer comes before the splash's paint.
 * - Every preload (the entry, its modules, its stylesheets) waits in an inert `<template>` that start.js moves into the
 *   head after the first frame: nothing the HTML fetches competes with its first paint (start.js itself is fetched at
 *   low priority). Lighthouse's simulation counted each high-priority preload that arrived before the observed first
 *   paint as blocking it, which put FCP after 150 KB of scripts on a slow network.
 */
export const deferStyles = ({ entry }: { entry: boolean }): Plugin => ({
  name: 'kc-defer-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const styled = html.replace(
        /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
        '<link rel="preload" as="style"$1 href="$2" data-app-style>',
      );
      // the whole app only (the scan shell's page is precached for offline use, start.js is not)
      if (!entry) return styled;
      const started = styled.replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        `<link rel="modulepreload" crossorigin href="$1" data-app-entry>`,
      );
      // every preload of the head into the inert template that start.js applies after the first frame (the server adds
      // a route's own before its end: apps/server/src/plugins/app/web.ts)
      const links: string[] = [];
      const head = started.replace(
        /\n?\s*<link rel="(?:modulepreload|preload)"[^>]*>/g,
        (link) => (links.push(link.trim()), ''),
      );
      return head.replace(
        '</head>',
        `  <template id="${APP_START_TEMPLATE_ID}">\n      ${links.join('\n      ')}\n    </template>\n` +
          `    <script type="module" src="/static-${product}2/start.js" fetchpriority="low"></script>\n  </head>`,
      );
    },
  },
});

/**
 * Fewer, larger files before the first page. Rolldown gives each set of importers its own chunk: the modules the entry
 * shares with pages came out as 22 files, and a page brought 30 to 60 more, most under 2 KB (antd's popup, mask and
 * their hooks, TanStack Query's hooks, zod, the page header…). A phone on HTTP/1.1 fetches six at a time, a round trip
 * each, before the first page can draw. So `npm run build` first runs a probe build (`KC_CHUNK_PROBE=1 vite build`,
 * into node_modules/.kc/probe) that writes the chunk plan (node_modules/.kc/chunk-plan.json); the real build then
 * groups by it (`chunkGroups()`):
 * - `index`: exactly the modules that ended up in the entry with its static imports — the same modules, so nothing
 *   only a page needs moves into the entry, in one file (22 files became 2, 147.2 KB became 139.5 KB);
 * - `common`: the modules that at least COMMON_SHARE of the route pages load (besides the entry), in one file that
 *   those pages load with their own chunk — a page that needs only some of them downloads the rest too, once.
 * Without a plan (a lone `vite build`, the dev server) the build splits as Rolldown does.
 */
const CHUNK_PROBE = Boolean(process.env.KC_CHUNK_PROBE);
const CHUNK_PLAN = path.join(import.meta.dirname, 'node_modules/.kc/chunk-plan.json');
/** the share of route pages that must load a module for it to go into the common chunk */
const COMMON_SHARE = 0.3;

interface ChunkPlan {
  /** the modules of the entry with its static imports */
  entry: string[];
  /** per module outside the entry, how many route pages load it */
  pages: Record<string, number>;
  pageCount: number;
}

const probeChunkPlan = (pageModules: Set<string>): Plugin => ({
  name: 'kc-chunk-probe',
  apply: 'build',
  writeBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle)
        .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
        .map((c) => [c.fileName, c]),
    );
    const closure = (file: string) => staticClosure(chunks, file);
    const entryFiles = new Set([...chunks.values()].filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
    const entry = [...entryFiles].flatMap((f) => chunks.get(f)!.moduleIds);
    const pages: Record<string, number> = {};
    const pageChunks = [...chunks.values()].filter((c) => pageModules.has(c.facadeModuleId ?? ''));
    for (const page of pageChunks)
      for (const f of closure(page.fileName))
        if (!entryFiles.has(f)) for (const id of chunks.get(f)!.moduleIds) pages[id] = (pages[id] ?? 0) + 1;
    const plan: ChunkPlan = { entry, pages, pageCount: pageChunks.length };
    mkdirSync(path.dirname(CHUNK_PLAN), { recursive: true });
    writeFileSync(CHUNK_PLAN, JSON.stringify(plan));
  },
});

const chunkGroups = (): Rolldown.CodeSplittingGroup[] => {
  if (CHUNK_PROBE || !existsSync(CHUNK_PLAN)) return [];
  const plan = JSON.parse(readFileSync(CHUNK_PLAN, 'utf8')) as ChunkPlan;
  const entry = new Set(plan.entry);
  const common = new Set(
    Object.entries(plan.pages)
      .filter(([id, n]) => n >= plan.pageCount * COMMON_SHARE && !entry.has(id))
      .map(([id]) => id),
  );
  return [
    { name: 'index', test: (id) => entry.has(id), includeDependenciesRecursively: false, priority: 2 },
    { name: 'common', test: (id) => common.has(id), includeDependenciesRecursively: false, priority: 1 },
  ];
};

/** What both builds share: the base path, React, the product code, the precompressed copies, the tree-shaking. */
export const common = {
  base: `/static-${product}2/`,
  define: { 'import.meta.env.VITE_PRODUCT': JSON.stringify(product) },
  plugins: [react(), precompress(), reactRouterProduction()],
  // the modules of @kc/shared have no side effects but the Chinese zod messages of common/z.ts: a page's contracts
  // stay in its own chunk instead of all of them in the entry's
  treeshake: {
    moduleSideEffects: (id: string) =>
      !/packages\/shared\/src\//.test(id) || /packages\/shared\/src\/common\/z\.ts$/.test(id),
  },
};

const pageDeps = routeDeps({ base: common.base });

export default defineConfig({
  base: common.base,
  plugins: CHUNK_PROBE
    ? [
        react(),
        reactRouterProduction(),
        deferStyles({ entry: true }),
        ...pageDeps.plugins,
        probeChunkPlan(pageDeps.pageModules),
      ]
    : [
        ...common.plugins,
        deferStyles({ entry: true }),
        ...pageDeps.plugins,
        scanServiceWorker({ shell: false }),
        chunkPackages(),
      ],
  define: common.define,
  build: {
    outDir: CHUNK_PROBE ? 'node_modules/.kc/probe' : 'dist',
    emptyOutDir: true,
    // bench/bundle.ts follows the import graph of the entry and of each route's page through the manifest
    manifest: true,
    // the route table's pages: their modules are preloaded from route-deps, not from lists in the entry
    modulePreload: { resolveDependencies: pageDeps.resolveDependencies },
    rolldownOptions: {
      treeshake: common.treeshake,
      output: { codeSplitting: { groups: chunkGroups() } },
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
