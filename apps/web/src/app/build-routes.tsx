import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { HomeLayout } from './home-layout';
import { PageLoading } from '../components/ui/page-loading';
import { RedirectTo } from './redirect-to';
import { RootView } from './root-view';
import { RouteError } from './route-error';
import { guardLoader } from './route-guard';
import { handleOf, type RouteHandle } from '../lib/routing/route-handle';
import { preloadRoute } from '../lib/routing/route-deps';
import type { RouteEntry } from './routes/types';

type PageModule = Promise<{ default: ComponentType }>;
const underConstruction = (): PageModule => import('./under-construction-page');
const notFound = async () => ({ Component: (await import('./not-found-page')).default });

/** The route's guard, then (when it lets the visitor in) the page's first call, not awaited: the page shows its loading. */
const loaderOf = (e: RouteEntry, basename: string, queryClient?: QueryClient): LoaderFunction => {
  const guard = guardLoader(e, basename);
  const { prefetch } = e;
  if (!prefetch || !queryClient) return guard;
  return async (args) => {
    const decision = await guard(args);
    // a failed call is the page's to show (its query fetches again when it mounts)
    if (decision === null) void prefetch(args.params, queryClient).catch(() => undefined);
    return decision;
  };
};

const toRoute = (e: RouteEntry, basename: string, queryClient?: QueryClient): RouteObject =>
  e.redirect
    ? { path: e.path, handle: handleOf(e), element: <RedirectTo to={e.redirect} /> }
    : {
        path: e.path,
        handle: handleOf(e),
        loader: loaderOf(e, basename, queryClient),
        // the page's modules are requested together first (lib/routing/route-deps.ts), then its chunk
        lazy: async () => {
          if (e.page) await preloadRoute(e.path);
          return { Component: (await (e.page ?? underConstruction)()).default };
        },
      };

/**
 * The first part of a path below the base path ('' for `/`), in lower case as React Router matches: the unit in which
 * routes are added to the router.
 */
export const firstSegment = (pathname: string, basename = ''): string => {
  const path = pathname.toLowerCase();
  const below = basename && path.startsWith(basename.toLowerCase()) ? path.slice(basename.length) : path;
  return below.split('/').find((part) => part !== '') ?? '';
};

/** ids of the two routes the table's rows are added under */
const ROOT = 'root';
const HOME = 'home';

export interface AppRoutes {
  /** the root (loading overlay, keep-alive outlet, footer) with the rows of `pathname`'s first segment, /404 and * */
  routes: RouteObject[];
  /** React Router's `patchRoutesOnNavigation`: adds the rows of a path's first segment the first time it is visited */
  patchRoutesOnNavigation: (args: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => void;
}

/**
 * The route objects of a route table, added as they are needed (docs/architecture.md, "Routes found as they are
 * visited"): the router starts with the rows whose path shares the address's first segment (`/funly`, `/funly/show`…)
 * and adds another segment's rows when a navigation first reaches it. React Router matches an address by trying its
 * routes one by one, each a regular expression made anew; with all 250 rows, that was the largest part of the app's
 * first task on a slow phone. Rows of the home tabs go under the home layout (bottom navigation), the rest under the
 * root; /404 and * are there from the start (a path that no row has ends on * after its segment was looked at). With
 * a query client, a route's `prefetch` starts its page's first call when the route is entered.
 */
export const appRoutes = (
  table: RouteEntry[],
  pathname: string,
  basename = '',
  queryClient?: QueryClient,
): AppRoutes => {
  const bySegment = new Map<string, RouteEntry[]>();
  for (const e of table) {
    const segment = firstSegment(e.path);
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), e]);
  }
  const added = new Set<string>();
  /** the rows of a path's segment not added yet, split by where they go */
  const rowsOf = (path: string) => {
    const segment = firstSegment(path, basename);
    const rows = added.has(segment) ? [] : (bySegment.get(segment) ?? []);
    added.add(segment);
    const routes = (home: boolean) =>
      rows.filter((e) => !!e.home === home).map((e) => toRoute(e, basename, queryClient));
    return { home: routes(true), other: routes(false) };
  };
  const first = rowsOf(pathname);
  return {
    routes: [
      {
        id: ROOT,
        element: <RootView />,
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: [
          { id: HOME, element: <HomeLayout />, children: first.home },
          ...first.other,
          {
            path: '/404',
            handle: { title: '404', keepAlive: false, login: false, home: false } satisfies RouteHandle,
            lazy: notFound,
          },
          {
            path: '*',
            handle: { title: '404', keepAlive: false, login: false, home: false } satisfies RouteHandle,
            lazy: notFound,
          },
        ],
      },
    ],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { home, other } = rowsOf(path);
      if (home.length) patch(HOME, home);
      if (other.length) patch(ROOT, other);
    },
  };
};
