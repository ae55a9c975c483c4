import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_DEPS_MANIFEST, ROUTE_DEPS_META, type RouteDepsFile } from '../../packages/shared/src/app/route-deps.js';

const ROUTES_DIR = path.resolve(import.meta.dirname, 'src/app/routes');
const TABLES = ['table.ts', 'scan-routes.ts'];

/**
 * The route table's pages: each `page: () => import('…')` with its route's path — the `path` of the same object
 * (scan-routes.ts) or else the first argument of the call around it (`open('/post/:id', …)` in table.ts). Read from
 * the source with TypeScript's parser, so the table stays plain code.
 */
export const routePageModules = (dir = ROUTES_DIR): { path: string; module: string }[] => {
  const out: { path: string; module: string }[] = [];
  for (const name of TABLES) {
    const file = path.join(dir, name);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const resolve = (spec: string) => {
      const base = path.resolve(dir, spec);
      const hit = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (!hit) throw new Error(`${name}: page ${spec} not found`);
      return hit;
    };
    const routePath = (node: ts.Node): string | undefined => {
      const object = node.parent?.parent;
      if (object && ts.isObjectLiteralExpression(object)) {
        const own = object.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'path',
        );
        if (own && ts.isStringLiteral(own.initializer)) return own.initializer.text;
        const call = object.parent;
        if (call && ts.isCallExpression(call) && call.arguments[0] && ts.isStringLiteral(call.arguments[0]))
          return call.arguments[0].text;
      }
      return undefined;
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'page' &&
        ts.isArrowFunction(node.initializer) &&
        ts.isCallExpression(node.initializer.body) &&
        node.initializer.body.expression.kind === ts.SyntaxKind.ImportKeyword
      ) {
        const spec = node.initializer.body.arguments[0];
        const route = routePath(node.initializer);
        if (!spec || !ts.isStringLiteral(spec) || !route) throw new Error(`${name}: a page without its route's path`);
        out.push({ path: route, module: resolve(spec.text) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
};

/** A chunk's file with every file it imports statically, directly or not (`chunks` by file name). */
export const staticClosure = (
  chunks: Map<string, Rolldown.OutputChunk>,
  file: string,
  seen = new Set<string>(),
): Set<string> => {
  if (seen.has(file) || !chunks.has(file)) return seen;
  seen.add(file);
  for (const f of chunks.get(file)!.imports) staticClosure(chunks, f, seen);
  return seen;
};

/**
 * The build's side of route-deps (packages/shared/src/app/route-deps.ts):
 * - `resolveDependencies` (build.modulePreload): the route table's lazy pages, imported by the entry, keep Vite's list
 *   of their stylesheets but not of their modules, which was about 19 KB of the entry's 171 KB gzip;
 * - the file of what each route loads (`routes` → indexes into `files`), emitted hashed for the web app (its address in
 *   index.html's `<meta name="kc-route-deps">`) and as .vite/route-deps.json for the server.
 */
export const routeDeps = ({ base }: { base: string }) => {
  let bundle: Rolldown.OutputBundle | undefined;
  const routes = routePageModules();
  const pageModules = new Set(routes.map((r) => r.module));
  const isPage = (c: Rolldown.OutputBundle[string] | undefined) =>
    c?.type === 'chunk' && c.isDynamicEntry && pageModules.has(c.facadeModuleId ?? '');

  const resolveDependencies = (filename: string, deps: string[], { hostId }: { hostId: string }) => {
    const host = bundle?.[hostId];
    return host?.type === 'chunk' && host.isEntry && isPage(bundle?.[filename]) ? [] : deps;
  };

  const plugin: Plugin = {
    name: 'kc-route-deps',
    apply: 'build',
    // before Vite writes the preload lists (vite:build-import-analysis), which ask resolveDependencies
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };

  const emit: Plugin = {
    name: 'kc-route-deps-emit',
    apply: 'build',
    // after Vite's own HTML and the removal of CSS-only chunks
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const chunks = Object.values(output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
        const closure = (file: string) => staticClosure(byFile, file);
        // the stylesheets of a chunk's imports before its own, as Vite orders them: a page's rules come after those
        // of the components it styles over (same specificity, the later wins)
        const stylesOf = (file: string, skip: Set<string>, seen = new Set<string>(), out: string[] = []) => {
          if (seen.has(file) || skip.has(file) || !byFile.has(file)) return out;
          seen.add(file);
          for (const f of byFile.get(file)!.imports) stylesOf(f, skip, seen, out);
          for (const css of byFile.get(file)!.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css);
          return out;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const inEntry = closure(entry.fileName);
        const files: string[] = [];
        const index = new Map<string, number>();
        const at = (f: string) => {
          let i = index.get(f);
          if (i === undefined) index.set(f, (i = files.push(f) - 1));
          return i;
        };
        const table: RouteDepsFile = { files, routes: {} };
        for (const r of routes) {
          const page = byModule.get(r.module);
          if (!page) this.error(`route ${r.path}: no chunk for ${r.module}`);
          const js = [...closure(page.fileName)].filter((f) => !inEntry.has(f));
          table.routes[r.path] = [...js, ...stylesOf(page.fileName, inEntry)].map(at);
        }
        const source = JSON.stringify(table);
        const ref = this.emitFile({ type: 'asset', name: 'route-deps.json', source });
        this.emitFile({ type: 'asset', fileName: ROUTE_DEPS_MANIFEST, source });
        const html = output['index.html'];
        if (html?.type === 'asset')
          html.source = String(html.source).replace(
            '</head>',
            `  <meta name="${ROUTE_DEPS_META}" content="${base}${this.getFileName(ref)}" />\n  </head>`,
          );
      },
    },
  };
  return { plugins: [plugin, emit], resolveDependencies, pageModules };
};
