import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderInfo, refundOrder, type Order } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { answer, callsOf, orderOf, paidOrderOf, renderAt } from '../test-helpers';
import OrderDetailPage from './order-detail-page';
import OrderRefundPage from './order-refund-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

let order: Order;
beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ token: 't', uid: 1 });
  order = paidOrderOf({ quantity: 3, amount: 24000, refundable: 3 });
  vi.mocked(confirmAction).mockClear();
  vi.mocked(api.call).mockReset();
  answer([
    [orderInfo, () => order],
    [
      refundOrder,
      (q) => {
        const { quantity, reason, to } = q as { quantity: number; reason: string; to: 'original' | 'balance' };
        order = {
          ...order,
          refunded_quantity: quantity,
          refunded_amount: quantity * 8000,
          refundable: order.refundable - quantity,
          refunds: [
            { id: 1, quantity, amount: quantity * 8000, to, reason, state: 'refunded', create_time: 1767225600 },
          ],
        };
        return order;
      },
    ],
  ]);
});

const routes = [
  { path: '/my/order/refund/:id?', element: <OrderRefundPage /> },
  { path: '/my/order/detail/:id?', element: <OrderDetailPage /> },
];

describe('OrderRefundPage', () => {
  it('needs a reason; the amount follows the quantity; after confirming, the refund and back to the order', async () => {
    const router = renderAt('/my/order/refund/7', routes);
    expect(await screen.findByText('¥240.00')).toBeTruthy();
    const minus = document.querySelector('.adm-stepper-minus') as HTMLButtonElement;
    fireEvent.click(minus);
    expect(screen.getByText('¥160.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    expect(await screen.findByText('请填写退款原因')).toBeTruthy();
    expect(callsOf(refundOrder)).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('请填写退款原因'), { target: { value: '行程有变' } });
    fireEvent.click(screen.getByText('退回余额'));
    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    await waitFor(() =>
      expect(callsOf(refundOrder)[0]).toEqual({ id: 7, quantity: 2, reason: '行程有变', to: 'balance' }),
    );
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('退款 2 张，共 ¥160.00，退回余额。确定申请退款？');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/detail/7'));
    expect(await screen.findByText('2 张 / ¥160.00')).toBeTruthy();
    expect(sessionStorage.getItem('order-refund:7')).toBeNull();
  });

  it('not confirmed: nothing is sent, the input stays (also after leaving)', async () => {
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    renderAt('/my/order/refund/7', routes);
    fireEvent.change(await screen.findByPlaceholderText('请填写退款原因'), { target: { value: '不想去了' } });
    fireEvent.click(screen.getByRole('button', { name: '申请退款' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(callsOf(refundOrder)).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('order-refund:7')!)).toMatchObject({ reason: '不想去了' });
  });

  it('nothing refundable: says so', async () => {
    order = orderOf();
    renderAt('/my/order/refund/7', routes);
    expect(await screen.findByText('暂无可退款的票券')).toBeTruthy();
  });
});
