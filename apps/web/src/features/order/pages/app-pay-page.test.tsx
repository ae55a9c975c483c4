import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderInfo, webPay } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { getPlatform } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { answer, callsOf, fakePlatform, orderOf, renderAt } from '../test-helpers';
import AppPayPage from './app-pay-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/platform', () => ({ getPlatform: vi.fn(), storedOpenid: vi.fn(() => '') }));

const pay = vi.fn(() => Promise.resolve({ status: 'ok' as const }));
let tokenSeen = '';

beforeEach(() => {
  useSession.setState({ token: 'old', refreshToken: 'r-old', uid: 3, mobile: '13900000000' });
  pay.mockClear();
  vi.mocked(getPlatform).mockReturnValue(fakePlatform('app-ios', pay));
  vi.mocked(api.call).mockReset();
  answer([
    [
      orderInfo,
      () => {
        tokenSeen = useSession.getState().token;
        return orderOf({ id: 12, order_sn: 'KC12' });
      },
    ],
    [webPay, () => ({ form: '<form></form>' })],
  ]);
});

const routes = [{ path: '/pages/index/pay', element: <AppPayPage /> }];

describe('AppPayPage (the native app shell)', () => {
  it('takes the app’s token as the session, loads the order and pays it back to the callback path', async () => {
    const router = renderAt(
      '/pages/index/pay?token=app-t&mobile=13800000001&order_id=12&callbackUrl=%2Fmy%2Forder%2Flist',
      routes,
    );
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥160.00' }));
    expect(tokenSeen).toBe('app-t');
    expect(useSession.getState()).toMatchObject({ token: 'app-t', refreshToken: '', mobile: '13800000001', uid: null });
    expect(callsOf(orderInfo)[0]).toEqual({ id: 12 });
    await waitFor(() => expect(callsOf(webPay)[0]).toEqual({ order_sn: 'KC12', return_url: '/my/order/list' }));
    expect(pay).toHaveBeenCalledWith({ kind: 'web', form: '<form></form>', orderSn: 'KC12' });
    // the app shell paid and came back: its callback page
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/list'));
  });

  it('another site’s callback: back to the result page; the same token keeps the session', async () => {
    useSession.setState({ token: 'app-t', refreshToken: 'keep' });
    renderAt('/pages/index/pay?token=app-t&order_id=12&callbackUrl=https%3A%2F%2Fevil.example%2Fx', routes);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥160.00' }));
    await waitFor(() => expect(callsOf(webPay)[0]).toEqual({ order_sn: 'KC12', return_url: '/my/order/result/KC12' }));
    expect(useSession.getState().refreshToken).toBe('keep');
  });

  it('no session and no token: 请登录; no order id: 链接无效', async () => {
    useSession.setState({ token: '' });
    renderAt('/pages/index/pay?order_id=12', routes);
    expect(await screen.findByText('请登录')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('no order id: 链接无效', async () => {
    renderAt('/pages/index/pay?token=app-t', routes);
    expect(await screen.findByText('链接无效')).toBeTruthy();
  });
});
