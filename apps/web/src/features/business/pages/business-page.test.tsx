import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { myBusinesses, type CallDef, type MyBusiness } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { withRouteHandles } from '../../../test/route-handles';
import BusinessPage from './business-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const renderWith = (list: MyBusiness[], businessId: number | null) => {
  useSession.setState({ token: 't', businessId });
  vi.mocked(api.call).mockImplementation(((def: CallDef) =>
    def === myBusinesses ? Promise.resolve({ list }) : Promise.reject(new Error(def.path))) as typeof api.call);
  const router = createMemoryRouter(withRouteHandles([{ path: '/my/business', element: <BusinessPage /> }]), {
    initialEntries: ['/my/business'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const row = (name: string) => screen.getByText(name).closest('.business-item') as HTMLElement;

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('/my/business', () => {
  it('lists my businesses with the Chinese role names; tapping one makes it current', async () => {
    renderWith(
      [
        { business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] },
        { business_id: 2, business_name: '摩博会组委会', roles: ['admin', 'checker'] },
      ],
      1,
    );
    await screen.findByText('摩博会组委会');
    expect(screen.getByText('商家主账号')).toBeTruthy();
    expect(screen.getByText('商家管理员')).toBeTruthy();
    expect(screen.getByText('核销员')).toBeTruthy();
    expect(row('示例车展运营公司').getAttribute('aria-current')).toBe('true');
    expect(row('摩博会组委会').textContent).toContain('切换');

    fireEvent.click(screen.getByText('摩博会组委会'));
    expect(useSession.getState().businessId).toBe(2);
    expect(row('摩博会组委会').getAttribute('aria-current')).toBe('true');
    expect(row('示例车展运营公司').getAttribute('aria-current')).toBeNull();
  });

  it('without a business: says how to get one and links to business registration', async () => {
    renderWith([], null);
    await screen.findByText('你还没有加入任何商家');
    expect(screen.getByText(/请联系商家管理员把你添加为成员/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '申请商家入驻' })).toBeTruthy();
  });
});
