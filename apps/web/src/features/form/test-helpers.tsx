import { withRouteHandles } from '../../test/route-handles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/query-client';

/** Renders routes in a memory router at `url`, with an earlier screen `/start` to go back to (tests only). */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[]) => {
  const router = createMemoryRouter(withRouteHandles([...routes, { path: '*', element: <p>其他页面</p> }]), {
    initialEntries: ['/start', url],
    initialIndex: 1,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
