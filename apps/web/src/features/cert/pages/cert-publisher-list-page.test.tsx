import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import CertPublisherListPage from './cert-publisher-list-page';

const open = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/cert/publisher/list/:id', element: <CertPublisherListPage /> },
      { path: '/ticket/publisher/list/:ticketId', element: <p>发布员列表</p> },
      { path: '/404', element: <p>404</p> },
    ],
    { initialEntries: ['/start', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('CertPublisherListPage', () => {
  it('hands a pass over to the publisher list of its item, replacing the entry', async () => {
    const router = open('/cert/publisher/list/7');
    expect(await screen.findByText('发布员列表')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ticket/publisher/list/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends anything but a positive id to 404', async () => {
    const router = open('/cert/publisher/list/abc');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});
