import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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

const toRoute = (e: RouteEntry, basename: string): RouteObject =>
  e.redirect
    ? { path: e.path, handle: handleOf(e), element: <RedirectTo to={e.redirect} /> }
    : {
        path: e.path,
        handle: handleOf(e),
        loader: guardLoader(e, basename),
        // the page's modules are requested together first (lib/routing/route-deps.ts), then its chunk
        lazy: async () => {
          if (e.page) await preloadRoute(e.path);
          return { Component: (await (e.page ?? underConstruction)()).default };
        },
      };

/**
 * The route objects of a route table: one root (loading overlay, keep-alive outlet, footer), the
 * home layout with the bottom navigation around the `home` entries, every other entry, then /404 and *.
 */
export const buildRoutes = (table: RouteEntry[], basename = ''): RouteObject[] => [
  {
    element: <RootView />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      { element: <HomeLayout />, children: table.filter((e) => e.home).map((e) => toRoute(e, basename)) },
      ...table.filter((e) => !e.home).map((e) => toRoute(e, basename)),
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
