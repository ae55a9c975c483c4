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
 * The route objects of a route table: one root (loading overlay, keep-alive outlet, footer), the
 * home layout with the bottom navigation around the `home` entries, every other entry, then /404 and *. With a query
 * client, a route's `prefetch` starts its page's first call when the route is entered.
 */
export const buildRoutes = (table: RouteEntry[], basename = '', queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootView />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        element: <HomeLayout />,
        children: table.filter((e) => e.home).map((e) => toRoute(e, basename, queryClient)),
      },
      ...table.filter((e) => !e.home).map((e) => toRoute(e, basename, queryClient)),
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
];
