import { withRouteHandles } from '../../test/route-handles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Agent } from '@kc/shared';
import { createQueryClient } from '../../app/query-client';

/** An agent as the server answers it (tests only). */
export const agentOf = (over: Partial<Agent> = {}): Agent => ({
  id: 9,
  item_id: 5,
  item_name: '试驾邀请函',
  business_name: '示例车展运营公司',
  user_id: 1,
  user_name: '观众小王',
  mobile: '13800000001',
  avatar: '',
  spm: 'ag7Kx2',
  link: '/static-kc2/invitation/enter-blank/1/5?spm=ag7Kx2',
  attributed: 3,
  create_time: 1718000000,
  ...over,
});

/** Renders routes in a memory router at `url` (with navigation `state`), after `/start`; anything else shows 其他页面. */
export const renderAt = (url: string, routes: { path: string; element: ReactNode }[], state?: unknown) => {
  const router = createMemoryRouter(withRouteHandles([...routes, { path: '*', element: <p>其他页面</p> }]), {
    initialEntries: ['/start', { pathname: url, state }],
    initialIndex: 1,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
