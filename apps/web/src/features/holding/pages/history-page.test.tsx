import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { cardOf, listOf, renderAt } from '../test-helpers';
import HistoryPage from './history-page';
import MyCouponPage from './my-coupon-page';
import MyTicketPage from './my-ticket-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { scope: string; product_type?: number }) => {
    if (def !== holdingList) return Promise.reject(new Error(`unexpected ${def.path}`));
    if (q.scope === 'old')
      return Promise.resolve(
        listOf([cardOf({ holding_id: 30, ticket_name: '去年的门票', state: 'expired', state_label: '已过期' })]),
      );
    return Promise.resolve(listOf(q.product_type === 2 ? [] : [cardOf()]));
  }) as never);
});

const routes = [
  { path: '/my/history/:type/search', element: <p>搜索页面</p> },
  { path: '/my/history/:type/:time', element: <HistoryPage /> },
  { path: '/my/ticket/list', element: <MyTicketPage /> },
  { path: '/my/ticket/old', element: <MyTicketPage /> },
  { path: '/my/coupon', element: <MyCouponPage /> },
  { path: '/404', element: <p>404页面</p> },
];
const queries = () => vi.mocked(api.call).mock.calls.map(([, q]) => q);

describe('held item lists', () => {
  it('/my/history/1/1 lists usable tickets; the tab switches to /my/history/1/2 (used and expired)', async () => {
    const router = renderAt('/my/history/1/1', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    expect(within(card).getByText('可使用')).toBeTruthy();
    expect(within(card).getByText('面值 ¥50.00')).toBeTruthy();
    expect(queries()[0]).toEqual({ product_type: 1, scope: 'valid', keyword: '', page: 1, page_size: 10 });
    expect(screen.getByText('没有更多了')).toBeTruthy();

    fireEvent.click(screen.getByText('已失效'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/history/1/2'));
    expect(await screen.findByText('已过期')).toBeTruthy();
    expect(queries().at(-1)).toMatchObject({ scope: 'old' });
  });

  it('sends a wrong type or time to /404', async () => {
    renderAt('/my/history/4/1', routes);
    expect(await screen.findByText('404页面')).toBeTruthy();
  });

  it('sends a time other than 1 or 2 to /404', async () => {
    renderAt('/my/history/1/2024-06', routes);
    expect(await screen.findByText('404页面')).toBeTruthy();
  });

  it('/my/ticket/old asks for old tickets, and a card opens its code screen', async () => {
    const router = renderAt('/my/ticket/old', routes);
    fireEvent.click(await screen.findByRole('link', { name: '去年的门票' }));
    expect(queries()[0]).toMatchObject({ product_type: 1, scope: 'old' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/show-qrcode/ticket/30'));
  });

  it('/my/coupon shows 暂无数据 when there is nothing, and the search entry opens the search page', async () => {
    const router = renderAt('/my/coupon', routes);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '搜索卡券名称' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/history/2/search'));
  });
});
