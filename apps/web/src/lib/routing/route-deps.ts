import { PRELOADED_ROUTE_META, ROUTE_DEPS_META, type RouteDepsFile } from '@kc/shared';

/**
 * Preloading a page's modules before its chunk is imported (packages/shared/src/app/route-deps.ts): the entry lists
 * only each page's stylesheets, so without this a page's chunk, then its imports, then theirs would load one after
 * another. The route's files come from the build's route-deps file (its address in index.html), fetched once — when
 * the browser is idle after the first page (boot.ts), or by the first navigation that needs it. A cold load's own
 * route needs nothing: the server put its files into the HTML. Without the file (development, a failed fetch) pages
 * still load, chunk by chunk.
 */
const meta = (name: string): string | undefined =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

let table: Promise<{ base: string; deps: RouteDepsFile } | null> | undefined;

/** The route-deps file, fetched once (null without one). */
export const loadRouteDeps = (): Promise<{ base: string; deps: RouteDepsFile } | null> =>
  (table ??= (async () => {
    const url = meta(ROUTE_DEPS_META);
    if (!url) return null;
    const res = await fetch(url);
    if (!res.ok) return null;
    // the files are below the base path, where the file itself lies in assets/
    return { base: url.slice(0, url.lastIndexOf('/assets/') + 1), deps: (await res.json()) as RouteDepsFile };
  })().catch(() => null));

/** Adds a `<link rel="modulepreload">` for each module of the route not already linked; resolves once they are added. */
export const preloadRoute = async (path: string): Promise<void> => {
  if (meta(PRELOADED_ROUTE_META) === path) return;
  const loaded = await loadRouteDeps();
  const files = loaded?.deps.routes[path];
  if (!loaded || !files) return;
  for (const i of files) {
    const file = loaded.deps.files[i];
    if (!file?.endsWith('.js')) continue;
    const href = loaded.base + file;
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
};

/** Tests: forget the fetched file. */
export const resetRouteDeps = (): void => {
  table = undefined;
};
