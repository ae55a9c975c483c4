import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

const at = (paths: string[], page: ReactElement) => {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <p>列表页</p> },
      { path: '/detail', element: page },
    ],
    { initialEntries: paths, initialIndex: paths.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('PageHeader', () => {
  it('goes back from anywhere in the named 返回上一页 area, not only from its arrow', async () => {
    const router = at(['/list', '/detail'], <PageHeader title="详情" />);
    const button = screen.getByRole('button', { name: '返回上一页' });
    // the element a screen reader activates, and where a tap beside the arrow lands
    fireEvent.click(button);
    expect(await screen.findByText('列表页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('the arrow itself goes back too', async () => {
    at(['/list', '/detail'], <PageHeader title="详情" />);
    fireEvent.click(document.querySelector('.adm-nav-bar-back')!);
    expect(await screen.findByText('列表页')).toBeTruthy();
  });

  it('without a back arrow the left area does nothing', () => {
    const router = at(['/list', '/detail'], <PageHeader title="详情" noBack />);
    fireEvent.click(document.querySelector('.adm-nav-bar-left')!);
    expect(router.state.location.pathname).toBe('/detail');
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    // and is no button at all: an unnamed button means nothing to a screen reader
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('on a home tab (whose arrow is hidden) the left area is no button either', () => {
    at(
      ['/list', '/detail'],
      <div className="home-layout">
        <PageHeader title="购票" />
      </div>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
