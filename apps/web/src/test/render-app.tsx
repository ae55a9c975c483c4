import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/build-routes';
import { createQueryClient } from '../lib/query-client';
import type { RouteEntry } from '../app/routes/types';

/** A route entry's page from a component defined in a test. */
export const pageOf = (Component: ComponentType) => () => Promise.resolve({ default: Component });

/** Renders the app's routes for a small test table in a memory router (routes added as in the app). */
export const renderApp = (table: RouteEntry[], initialEntries: string[] = ['/'], initialIndex?: number) => {
  const queryClient = createQueryClient();
  // the app's routes as the app adds them: the first address's segment first, the others as they are visited
  const first = initialEntries[initialIndex ?? initialEntries.length - 1] ?? '/';
  const { routes, patchRoutesOnNavigation } = appRoutes(table, new URL(first, 'http://app').pathname, '', queryClient);
  const router = createMemoryRouter(routes, { initialEntries, initialIndex, patchRoutesOnNavigation });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const path = () => router.state.location.pathname + router.state.location.search;
  return { router, view, path };
};
