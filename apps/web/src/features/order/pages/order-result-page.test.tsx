import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderInfo, type Order } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { answer, callsOf, orderOf, paidOrderOf, renderAt } from '../test-helpers';
import OrderResultPage from './order-result-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let answers: Order[];
beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  answers = [paidOrderOf()];
  vi.mocked(api.call).mockReset();
  // each ask takes the next answer; the last one stays
  answer([[orderInfo, () => (answers.length > 1 ? answers.shift()! : answers[0]!)]]);
});
afterEach(() => vi.useRealTimers());

const routes = [{ path: '/my/order/result/:orderSn?', element: <OrderResultPage /> }];

describe('OrderResultPage', () => {
  it('asks the server by order_sn: paid → 支付成功 with the amount, 查看门票 and 查看订单', async () => {
    const router = renderAt('/my/order/result/KC202601010001?order_sn=KC202601010001&result=success', routes);
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText('¥160.00')).toBeTruthy();
    expect(callsOf(orderInfo)[0]).toEqual({ order_sn: 'KC202601010001' });
    expect(screen.queryByRole('button', { name: '填写报名表' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/detail/7'));
  });

  it('pay first, then the form: 填写报名表 opens the item’s form', async () => {
    answers = [paidOrderOf({ payment_order: 1, form_id: 4 })];
    const router = renderAt('/my/order/result/KC1', routes);
    fireEvent.click(await screen.findByRole('button', { name: '填写报名表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/enter-blank/1/5'));
  });

  it('waits while unpaid and shows 支付成功 once the server says paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers = [orderOf(), orderOf(), paidOrderOf()];
    renderAt('/my/order/result/KC1', routes);
    expect(await screen.findByText('支付结果确认中')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3200);
    });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(callsOf(orderInfo).length).toBe(3);
  });

  it('still unpaid after ~15 s → 支付失败 with 重新支付, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers = [orderOf()];
    const router = renderAt('/my/order/result/KC1', routes);
    await screen.findByText('支付结果确认中');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_500);
    });
    expect(await screen.findByText('支付失败')).toBeTruthy();
    const asked = callsOf(orderInfo).length;
    expect(asked).toBeGreaterThanOrEqual(9);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(callsOf(orderInfo).length).toBe(asked);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/payment/7'));
  });

  it('?result=fail from the cashier: 支付失败 at once (the server still unpaid)', async () => {
    answers = [orderOf()];
    renderAt('/my/order/result/KC1?order_sn=KC1&result=fail', routes);
    expect(await screen.findByText('支付失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新支付' })).toBeTruthy();
  });

  it('?result=cancel (the cashier’s ‹ 返回订单): an unpaid order’s payment page replaces the result', async () => {
    answers = [orderOf()];
    const router = renderAt('/my/order/result/KC1?order_sn=KC1&result=cancel', [
      ...routes,
      { path: '/my/order/payment/:id', element: <p>订单支付</p> },
    ]);
    expect(await screen.findByText('订单支付')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my/order/payment/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('?result=cancel but the server says paid: 支付成功', async () => {
    renderAt('/my/order/result/KC1?order_sn=KC1&result=cancel', routes);
    expect(await screen.findByText('支付成功')).toBeTruthy();
  });

  it('a cancelled order: 订单已取消', async () => {
    answers = [orderOf({ state: 'cancelled', state_label: '已取消' })];
    renderAt('/my/order/result/KC1', routes);
    expect(await screen.findByText('订单已取消')).toBeTruthy();
  });
});
