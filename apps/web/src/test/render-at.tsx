import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { withRouteHandles } from './route-handles';

/**
 * Renders test routes at `url` (with the route table's handles, so PageHeader shows the table title) in a memory
 * router (with navigation `state`) whose history starts at `/start`, so going back leaves the page; any other path shows 其他页面.
 */
export const renderAt = (
  url: string,
  routes: { path: string; element: ReactNode }[],
  state?: unknown,
  key?: string,
) => {
  const [pathname, search] = url.split('?');
  const router = createMemoryRouter(withRouteHandles([...routes, { path: '*', element: <p>其他页面</p> }]), {
    initialEntries: ['/start', { pathname, search: search ? `?${search}` : '', state, ...(key ? { key } : {}) }],
    initialIndex: 1,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const path = () => router.state.location.pathname + router.state.location.search;
  return { router, path };
};
