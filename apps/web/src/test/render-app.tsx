import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/build-routes';
import { createQueryClient } from '../lib/query-client';
import type { RouteEntry } from '../app/routes/types';

/** A route entry's page from a component defined in a test. */
export const pageOf = (Component: ComponentType) => () => Promise.resolve({ default: Component });

/** Renders the app's routes for a small test table in a memory router. */
export const renderApp = (table: RouteEntry[], initialEntries: string[] = ['/'], initialIndex?: number) => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(table, '', queryClient), { initialEntries, initialIndex });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const path = () => router.state.location.pathname + router.state.location.search;
  return { router, view, path };
};
