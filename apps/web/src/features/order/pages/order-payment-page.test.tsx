import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrder, orderInfo, webPay, wxPay, type Order } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { getPlatform, storedOpenid, type PlatformResult } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { answer, callsOf, fakePlatform, orderOf, renderAt } from '../test-helpers';
import OrderPaymentPage from './order-payment-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/platform', () => ({ getPlatform: vi.fn(), storedOpenid: vi.fn(() => '') }));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

let order: Order;
let payResult: PlatformResult;
const pay = vi.fn(() => Promise.resolve(payResult));
const JSAPI = { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' };

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  order = orderOf();
  payResult = { status: 'ok' };
  pay.mockClear();
  vi.mocked(getPlatform).mockReturnValue(fakePlatform('browser', pay));
  vi.mocked(storedOpenid).mockReturnValue('');
  vi.mocked(api.call).mockReset();
  answer([
    [orderInfo, () => order],
    [webPay, () => ({ form: '<form></form>' })],
    [wxPay, () => JSAPI],
    [
      cancelOrder,
      () => {
        order = { ...order, state: 'cancelled', state_label: '已取消', actions: [] };
        return order;
      },
    ],
  ]);
});
afterEach(() => vi.useRealTimers());

const routes = [{ path: '/my/order/payment/:id?', element: <OrderPaymentPage /> }];

describe('OrderPaymentPage', () => {
  it('shows the item, quantity, amount and the time left; 立即支付 in a browser goes to the web cashier', async () => {
    renderAt('/my/order/payment/7', routes);
    expect(await screen.findByText('普通票')).toBeTruthy();
    expect(screen.getByText('2 张')).toBeTruthy();
    expect(screen.getAllByText('¥160.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/^1[34]:\d\d$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即支付 ¥160.00' }));
    await waitFor(() =>
      expect(pay).toHaveBeenCalledWith({ kind: 'web', form: '<form></form>', orderSn: order.order_sn }),
    );
    expect(callsOf(webPay)[0]).toEqual({ order_sn: order.order_sn, return_url: `/my/order/result/${order.order_sn}` });
    expect(await screen.findByText('正在前往收银台…')).toBeTruthy();
    expect(callsOf(orderInfo)[0]).toEqual({ id: 7 });
  });

  it('in the messaging app with an openid: JSAPI; ok → the result page (which asks the server)', async () => {
    vi.mocked(getPlatform).mockReturnValue(fakePlatform('wechat', pay));
    vi.mocked(storedOpenid).mockReturnValue('openid-1');
    const router = renderAt('/my/order/payment/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥160.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my/order/result/${order.order_sn}`));
    expect(callsOf(wxPay)[0]).toEqual({ order_sn: order.order_sn, openid: 'openid-1' });
    expect(pay).toHaveBeenCalledWith(expect.objectContaining({ kind: 'jsapi', orderSn: order.order_sn }));
  });

  it('in the messaging app without an openid nothing happens (spec 5)', async () => {
    vi.mocked(getPlatform).mockReturnValue(fakePlatform('wechat', pay));
    const router = renderAt('/my/order/payment/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥160.00' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即支付 ¥160.00' })).toBeTruthy());
    expect(callsOf(wxPay)).toHaveLength(0);
    expect(pay).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/my/order/payment/7');
  });

  it('a failed JSAPI payment shows 支付失败 - 12 and stays', async () => {
    vi.mocked(getPlatform).mockReturnValue(fakePlatform('wechat', pay));
    vi.mocked(storedOpenid).mockReturnValue('openid-1');
    payResult = { status: 'fail', message: '支付失败' };
    const router = renderAt('/my/order/payment/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥160.00' }));
    expect(await screen.findByText('支付失败 - 12')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my/order/payment/7');
  });

  it('取消订单 after confirming', async () => {
    renderAt('/my/order/payment/7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    await waitFor(() => expect(callsOf(cancelOrder)[0]).toEqual({ id: 7 }));
    expect(vi.mocked(confirmAction)).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '重新购买' })).toBeTruthy();
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0);
  });

  it('the countdown reaching 0 shows 订单已超时, asks the server again and offers 重新购买', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    order = orderOf({ expire_time: Math.floor(Date.now() / 1000) + 2 });
    renderAt('/my/order/payment/7', routes);
    await screen.findByRole('button', { name: '立即支付 ¥160.00' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(await screen.findByText('订单已超时')).toBeTruthy();
    await waitFor(() => expect(callsOf(orderInfo).length).toBe(2));
    expect(screen.queryByRole('button', { name: /立即支付/ })).toBeNull();
    expect(screen.getByRole('button', { name: '重新购买' })).toBeTruthy();
  });

  it('without an id: 链接无效', async () => {
    renderAt('/my/order/payment?isNotMatchParams=1', routes);
    expect(await screen.findByText('链接无效')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});
