/**
 * `npm run check:bundle`: the production build (apps/web/dist, `npm run build`) against bench/budget.json, by gzip
 * size (stable on any machine, unlike time). Fails (exit 1) when the entry with its static imports, the scan screen's
 * cold load (the scan shell), or any route's page with the imports the entry does not already load passes its budget,
 * or when a package that must load on demand is in the entry (from `.vite/chunk-packages.json`, written by the build),
 * or when the route-deps file (what each route's page loads, apps/web/vite.route-deps.ts) misses a page or names a file
 * that was not built.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDepsFile } from '../packages/shared/src/app/route-deps.js';
import { bundleFigures, readBundle, routePages } from './bundle.js';

interface Budget {
  entry: number;
  scanScreen: number;
  /** every route, unless `routes` names its own */
  route: number;
  routes: Record<string, number>;
  /** package names or `scope/*` / `prefix-*` patterns */
  neverInEntry: string[];
}

export function checkBudget(root: string): { lines: string[]; failures: string[] } {
  const budget = JSON.parse(readFileSync(path.join(root, 'bench/budget.json'), 'utf8')) as Budget;
  const f = bundleFigures(root);
  const b = readBundle(root);
  const packagesFile = path.join(root, 'apps/web/dist/.vite/chunk-packages.json');
  if (!f || !b || !existsSync(packagesFile)) return { lines: [], failures: ['no build: run npm run build first'] };
  const kb = (n: number) => n / 1024;
  const lines: string[] = [];
  const failures: string[] = [];
  const check = (what: string, size: number, limit: number) => {
    const line = `${what}: ${kb(size).toFixed(1)} KB (budget ${limit} KB)`;
    lines.push(line);
    if (kb(size) > limit) failures.push(line);
  };
  check('entry', f.entryTotal, budget.entry);
  check('scan screen, cold load', f.scan.total, budget.scanScreen);
  for (const r of f.routes) check(`route ${r.page}`, r.added, budget.routes[r.page] ?? budget.route);

  const packages = JSON.parse(readFileSync(packagesFile, 'utf8')) as Record<string, string[]>;
  const matches = (name: string, pattern: string) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
  const inEntry = new Set([...b.closure(b.entryKey)].flatMap((k) => packages[b.manifest[k]!.file] ?? []));
  const banned = [...inEntry].filter((n) => budget.neverInEntry.some((p) => matches(n, p)));
  lines.push(`packages in the entry: ${[...inEntry].sort().join(', ')}`);
  for (const n of banned) failures.push(`${n} is in the entry: it must load on demand`);

  // the route-deps file (apps/web/vite.route-deps.ts): every page of the route table in it, every file it names built
  const depsFile = path.join(b.dist, '.vite/route-deps.json');
  if (!existsSync(depsFile)) failures.push('no .vite/route-deps.json: the route pages are not preloaded');
  else {
    const deps = JSON.parse(readFileSync(depsFile, 'utf8')) as RouteDepsFile;
    const listed = new Set(Object.values(deps.routes).flatMap((ix) => ix.map((i) => deps.files[i])));
    for (const f of deps.files)
      if (!existsSync(path.join(b.dist, f))) failures.push(`route-deps names ${f}, not built`);
    for (const page of routePages(root)) {
      const key = Object.keys(b.manifest).find((k) => k.startsWith(`src/${page}.`));
      if (key && !listed.has(b.manifest[key]!.file)) failures.push(`route-deps lacks the page ${page}`);
    }
    // a page's own stylesheets (those no import of it brings too) come after those of what it imports: its rules
    // override theirs, as in Vite's order
    for (const [route, ix] of Object.entries(deps.routes)) {
      const files = ix.map((i) => deps.files[i]!);
      const pageKey = Object.keys(b.manifest).find((k) => b.manifest[k]!.file === files[0])!;
      const others = new Set(
        [...b.closure(pageKey)].filter((k) => k !== pageKey).flatMap((k) => b.manifest[k]!.css ?? []),
      );
      const own = (b.manifest[pageKey]!.css ?? []).filter((c) => !others.has(c));
      const css = files.filter((f) => f.endsWith('.css'));
      if (own.length && css.slice(-own.length).join() !== own.join())
        failures.push(`route-deps: the stylesheets of ${route} do not end with its page's own`);
    }
    lines.push(`route-deps: ${Object.keys(deps.routes).length} routes, ${deps.files.length} files`);
  }
  return { lines, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { lines, failures } = checkBudget(root);
  const quiet = lines.filter((l) => !l.startsWith('route '));
  console.log([...quiet, `${lines.length - quiet.length} routes checked`].join('\n'));
  if (failures.length) {
    console.error(`\nbundle budget passed (bench/budget.json):\n${failures.map((x) => `  ${x}`).join('\n')}`);
    process.exit(1);
  }
  console.log('bundle budget: all within');
}
