import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import SearchTypePage from './search-type-page';

vi.mock('../features/funly/pages/funly-search-page', () => ({ default: () => <p>活动搜索页</p> }));
vi.mock('../features/ride/pages/ride-search-page', () => ({ default: () => <p>骑行搜索页</p> }));

const open = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/funly/search/:type',
        element: (
          <Suspense fallback={null}>
            <SearchTypePage />
          </Suspense>
        ),
      },
      { path: '/404', element: <p>页面不存在</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

describe('/funly/search/{type}', () => {
  it('searches events for type funly', async () => {
    open('/funly/search/funly');
    expect(await screen.findByText('活动搜索页')).toBeTruthy();
  });
  it('searches rides for type ride', async () => {
    open('/funly/search/ride');
    expect(await screen.findByText('骑行搜索页')).toBeTruthy();
  });
  it('sends any other type to /404', async () => {
    open('/funly/search/post');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
