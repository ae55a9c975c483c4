import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { RequireBusiness } from './require-business';

describe('RequireBusiness', () => {
  afterEach(() => useSession.setState({ token: '' }));

  it('a guest goes to log in and comes back (the business list is never asked for: it used to load for ever)', async () => {
    useSession.setState({ token: '' });
    const router = createMemoryRouter(
      [
        { path: '/funly-manage/manage', element: <RequireBusiness>活动列表</RequireBusiness> },
        { path: '/login', element: <p>登录页</p> },
      ],
      { initialEntries: ['/funly-manage/manage?tab=1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.search).toContain(encodeURIComponent('/funly-manage/manage?tab=1'));
    expect(screen.queryByText('活动列表')).toBeNull();
  });
});
