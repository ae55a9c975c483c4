import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrder, orderInfo, orderList, saleList, type Order } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { answer, callsOf, holdingOf, listOf, orderOf, paidOrderOf, renderAt, saleItemOf } from '../test-helpers';
import OrderDetailPage from './order-detail-page';
import OrderGoodsPage from './order-goods-page';
import OrderListPage from './order-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const unpaid = orderOf({ id: 7, item_name: '普通票' });
const paid = paidOrderOf({
  id: 8,
  order_sn: 'KC8',
  item_name: 'VIP票',
  refundable: 1,
  refunded_quantity: 1,
  refunded_amount: 8000,
  holdings: [
    holdingOf({ holding_id: 31, ticket_name: 'VIP票' }),
    holdingOf({ holding_id: 32, ticket_name: 'VIP票', state: 'disabled', state_label: '已停用' }),
  ],
  refunds: [
    { id: 1, quantity: 1, amount: 8000, to: 'balance', reason: '行程有变', state: 'refunded', create_time: 1767225600 },
  ],
});
const used = paidOrderOf({ id: 9, item_name: '已用票', refundable: 0 });
let detail: Order;

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  detail = paid;
  vi.mocked(api.call).mockReset();
  answer([
    [
      orderList,
      (q) => {
        const f = (q as { filters: string }).filters;
        return listOf([unpaid, paid, used].filter((o) => f === 'all' || o.state === f));
      },
    ],
    [orderInfo, () => detail],
    [cancelOrder, () => ({ ...detail, state: 'cancelled', state_label: '已取消' })],
    [saleList, () => listOf([saleItemOf({ name: '普通票', rule_content: '凭码入场，一人一票' })])],
  ]);
});

const routes = [
  { path: '/my/order/list', element: <OrderListPage /> },
  { path: '/my/order/detail/:id?', element: <OrderDetailPage /> },
  { path: '/my/order/funly/:orderId?', element: <OrderDetailPage /> },
  { path: '/my/order/goodsDetail/:id?', element: <OrderGoodsPage /> },
];

describe('OrderListPage', () => {
  it('lists orders with their actions per state; the tab lives in ?tab=', async () => {
    const router = renderAt('/my/order/list', routes);
    const a = await screen.findByRole('article', { name: '普通票' });
    expect(within(a).getByText('待支付')).toBeTruthy();
    expect(within(a).getByText('¥160.00')).toBeTruthy();
    expect(within(a).getByRole('button', { name: '去支付' })).toBeTruthy();
    expect(within(a).queryByRole('button', { name: '申请退款' })).toBeNull();
    const b = screen.getByRole('article', { name: 'VIP票' });
    expect(within(b).getByRole('button', { name: '申请退款' })).toBeTruthy();
    expect(within(b).queryByRole('button', { name: '去支付' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: '已用票' })).queryByRole('button', { name: '申请退款' }),
    ).toBeNull();

    fireEvent.click(screen.getAllByText('已支付').find((el) => el.closest('.adm-tabs-tab'))!);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=paid'));
    await waitFor(() => expect(screen.queryByRole('article', { name: '普通票' })).toBeNull());
    expect(callsOf(orderList).at(-1)).toEqual({ filters: 'paid', page: 1, page_size: 10 });
    fireEvent.click(within(screen.getByRole('article', { name: 'VIP票' })).getByRole('button', { name: '申请退款' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/refund/8'));
  });

  it('opens on the tab of the URL; 去支付 opens the payment page', async () => {
    const router = renderAt('/my/order/list?tab=unpaid', routes);
    const a = await screen.findByRole('article', { name: '普通票' });
    expect(callsOf(orderList)[0]).toEqual({ filters: 'unpaid', page: 1, page_size: 10 });
    fireEvent.click(within(a).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/payment/7'));
  });

  it('no orders: 暂无订单 with 去购票 (the tickets on sale); a tab with none says so', async () => {
    const router = renderAt('/my/order/list?tab=refunding', routes);
    expect(await screen.findByText('暂无退款中订单')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(await screen.findByRole('article', { name: '普通票' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去购票' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '退款中' }));
    fireEvent.click(await screen.findByRole('button', { name: '去购票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/ticket'));
  });
});

describe('OrderDetailPage', () => {
  it('shows every field, the issued tickets (→ their code), the refunds and 申请退款', async () => {
    const router = renderAt('/my/order/detail/8', routes);
    expect(await screen.findByText('KC8')).toBeTruthy();
    expect(screen.getByText('1 张 / ¥80.00')).toBeTruthy();
    expect(screen.getByText('模拟支付')).toBeTruthy();
    expect(screen.getByText(/行程有变/)).toBeTruthy();
    expect(screen.getByText(/退回余额/)).toBeTruthy();
    const tickets = screen.getByRole('region', { name: '我的票券' });
    expect(within(tickets).getByText('已退款')).toBeTruthy(); // voided by the refund (the server says 已停用)
    fireEvent.click(within(tickets).getByRole('link', { name: 'VIP票 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/show-qrcode/31'));
  });

  it('an unpaid order: 取消订单 after confirming, 去支付; /my/order/funly/{orderId} shows the same', async () => {
    detail = unpaid;
    renderAt('/my/order/funly/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(callsOf(cancelOrder)[0]).toEqual({ id: 7 }));
    expect(callsOf(orderInfo)[0]).toEqual({ id: 7 });
  });

  it('without an id: 链接无效', async () => {
    renderAt('/my/order/detail?isNotMatchParams=1', routes);
    expect(await screen.findByText('链接无效')).toBeTruthy();
  });
});

describe('OrderGoodsPage', () => {
  it('the item as on sale now, with 再次购买', async () => {
    detail = unpaid;
    const router = renderAt('/my/order/goodsDetail/7', routes);
    expect(await screen.findByText('凭码入场，一人一票', { selector: 'dd' })).toBeTruthy();
    expect(callsOf(saleList)[0]).toEqual({ item_id: 5, page: 1, page_size: 1 });
    fireEvent.click(screen.getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/ticket/buy'));
    expect(router.state.location.search).toBe('?id=5');
  });
});
