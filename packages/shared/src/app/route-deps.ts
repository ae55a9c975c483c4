/**
 * What each route's page loads, written by the web build (apps/web/vite.route-deps.ts) and read by the server and
 * the web app (docs/architecture.md, "Loading a page"):
 * - the server puts a route's files into the HTML of a cold load of that route (`<link rel="modulepreload">` and
 *   style preloads), so the page's code downloads beside the entry instead of after it;
 * - the web app reads the same file (its address is in the HTML, `ROUTE_DEPS_META`) when it goes to another route and
 *   preloads that page's modules, which the entry no longer lists for every page (they were a ninth of it).
 *
 * `files` are below the base path (`assets/…`); each route (its path in the route table, e.g. `/post/:id`) lists the
 * indexes of its files: the page's chunk, every chunk it imports that the entry does not, and their stylesheets.
 */
export interface RouteDepsFile {
  files: string[];
  routes: Record<string, number[]>;
}

/** Where the build writes the file for the server (below apps/web/dist). */
export const ROUTE_DEPS_MANIFEST = '.vite/route-deps.json';
/** `<meta name=… content=…>` in index.html: the address of the hashed copy the web app fetches. */
export const ROUTE_DEPS_META = 'kc-route-deps';
/** `<meta name=… content=…>` the server adds: the route whose files this HTML already preloads. */
export const PRELOADED_ROUTE_META = 'kc-preloaded-route';
/**
 * `<template id=…>` in index.html: the app's preloads (the entry, its modules and stylesheets, and the server's for the
 * route), inert until public/start.js moves them into the head after the first frame. A fetch the HTML starts itself
 * would come before the splash's first paint on a phone's slow network (and Lighthouse counts every high-priority
 * script and stylesheet that arrived before the first paint as blocking it); the first paint waits for nothing now.
 */
export const APP_START_TEMPLATE_ID = 'app-start';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route pattern a pathname opens, as react-router ranks them: `:name` takes one segment, `:name?` one or none,
 * a static segment (compared without case, as react-router does) scores above a parameter; `*` is not a route here.
 * Null when no pattern matches.
 */
export const matchRoutePath = (pathname: string, patterns: readonly string[]): string | null => {
  const parts = segments(pathname).map((s) => s.toLowerCase());
  let best: string | null = null;
  let bestScore = -1;
  for (const pattern of patterns) {
    const want = segments(pattern);
    let score = 0;
    let i = 0;
    let ok = true;
    for (const w of want) {
      const optional = w.startsWith(':') && w.endsWith('?');
      if (i >= parts.length) {
        if (!optional) ok = false;
        continue;
      }
      if (w.startsWith(':')) score += optional ? 2 : 3;
      else if (w.toLowerCase() === parts[i]) score += 10;
      else ok = false;
      if (!ok) break;
      i += 1;
    }
    if (ok && i === parts.length && score > bestScore) {
      best = pattern;
      bestScore = score;
    }
  }
  return best;
};
