/**
 * Bundle sizes of the production build (apps/web/dist, `npm run build`), read from Vite's manifest
 * (`build.manifest` in apps/web/vite.config.ts): gzip size of the entry's JS (the entry chunk and every chunk it
 * imports statically — what the browser must load before the first render), of each route chunk (the page module a
 * route of apps/web/src/app/routes/table.ts imports lazily, with the shared chunks only it pulls in), and of all JS
 * a screen loads (entry + the route's page + their static imports).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, Chunk>;

export interface Bundle {
  dist: string;
  manifest: Manifest;
  /** gzip bytes of one emitted file */
  gz(file: string): number;
  /** the manifest keys a chunk loads statically, itself included */
  closure(key: string): Set<string>;
  /** gzip bytes of the JS of these manifest keys */
  jsSize(keys: Iterable<string>): number;
  entryKey: string;
}

/** `manifest.json`: the whole app (index.html); `scan-manifest.json`: the scan shell (scan.html, vite.scan.config.ts). */
export function readBundle(root: string, manifestName = 'manifest.json'): Bundle | null {
  const dist = path.join(root, 'apps/web/dist');
  const file = path.join(dist, '.vite', manifestName);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (f: string) => {
    let n = sizes.get(f);
    if (n === undefined) sizes.set(f, (n = gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length));
    return n;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) closure(k, seen);
    return seen;
  };
  const jsSize = (keys: Iterable<string>) => {
    let n = 0;
    for (const k of keys) if (manifest[k]?.file.endsWith('.js')) n += gz(manifest[k].file);
    return n;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  return { dist, manifest, gz, closure, jsSize, entryKey };
}

export interface RouteChunk {
  page: string;
  /** gzip bytes of the page's own chunk */
  own: number;
  /** gzip bytes of the page chunk plus the static imports the entry does not already load */
  added: number;
}

export interface BundleFigures {
  entryOwn: number;
  entryTotal: number;
  entryFiles: number;
  routes: RouteChunk[];
  /** pages whose chunk holds more than one page module (a route without its own chunk) */
  shared: string[];
  /**
   * all JS a cold load of /verification/scan loads (the scan shell's entry + the page's closure); `inApp`: the whole
   * app's entry + the page, what a checker who came from the point list has loaded
   */
  scan: { total: number; inApp: number; page: string; lazy: { name: string; size: number }[] };
  allJs: number;
}

/**
 * The page modules the route table imports lazily (`page: () => import('…')`), relative to apps/web/src: table.ts and
 * the scan shell's rows it shares (scan-routes.ts).
 */
export function routePages(root: string): string[] {
  const pages = new Set<string>();
  for (const file of ['table.ts', 'scan-routes.ts']) {
    const table = readFileSync(path.join(root, 'apps/web/src/app/routes', file), 'utf8');
    for (const m of table.matchAll(/import\('\.\.\/\.\.\/([^']+)'\)/g)) pages.add(m[1]!);
  }
  return [...pages];
}

export function bundleFigures(root: string): BundleFigures | null {
  const b = readBundle(root);
  if (!b) return null;
  const { manifest } = b;
  const entry = b.closure(b.entryKey);
  const keyOfPage = (page: string) => Object.keys(manifest).find((k) => k.startsWith(`src/${page}.`));
  const routes: RouteChunk[] = [];
  const files = new Map<string, string[]>();
  for (const page of routePages(root)) {
    const key = keyOfPage(page);
    if (!key) continue;
    const own = b.gz(manifest[key]!.file);
    const added = b.jsSize([...b.closure(key)].filter((k) => !entry.has(k)));
    routes.push({ page, own, added });
    files.set(manifest[key]!.file, [...(files.get(manifest[key]!.file) ?? []), page]);
  }
  routes.sort((a, c) => c.added - a.added);
  const shared = [...files.values()].filter((p) => p.length > 1).flat();
  // a cold load of /verification/scan gets the scan shell (scan.html): its entry and the page's static imports
  const shell = readBundle(root, 'scan-manifest.json') ?? b;
  const scanKey = Object.keys(shell.manifest).find((k) => k.startsWith('src/features/verify/pages/scan-page.'))!;
  const scanAll = new Set([...shell.closure(shell.entryKey), ...shell.closure(scanKey)]);
  const lazy = (shell.manifest[scanKey]?.dynamicImports ?? []).map((k) => ({
    name: shell.manifest[k]?.name ?? k,
    size: shell.jsSize([...shell.closure(k)].filter((x) => !scanAll.has(x))),
  }));
  const inApp = b.jsSize(new Set([...entry, ...b.closure(keyOfPage('features/verify/pages/scan-page')!)]));
  let allJs = 0;
  for (const c of Object.values(manifest)) if (c.file.endsWith('.js')) allJs += b.gz(c.file);
  return {
    entryOwn: b.gz(manifest[b.entryKey]!.file),
    entryTotal: b.jsSize(entry),
    entryFiles: [...entry].filter((k) => manifest[k]!.file.endsWith('.js')).length,
    routes,
    shared,
    scan: { total: shell.jsSize(scanAll), inApp, page: 'features/verify/pages/scan-page', lazy },
    allJs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = bundleFigures(path.resolve(path.dirname(process.argv[1]!), '..'));
  if (!f) console.log('no build: run npm run build');
  else {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`entry: ${kb(f.entryTotal)} (own chunk ${kb(f.entryOwn)}, ${f.entryFiles} files)`);
    console.log(
      `scan screen: ${kb(f.scan.total)} (the scan shell; in the whole app ${kb(f.scan.inApp)}); on demand: ${f.scan.lazy.map((l) => `${l.name} ${kb(l.size)}`).join(', ')}`,
    );
    console.log(`routes: ${f.routes.length}, shared chunks: ${f.shared.join(', ') || 'none'}`);
    for (const r of f.routes.slice(0, 10))
      console.log(`  ${r.page}: own ${kb(r.own)}, with its imports ${kb(r.added)}`);
  }
}
