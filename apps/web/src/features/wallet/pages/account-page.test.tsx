import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bindWechat, ErrorCode, unbindWechat, walletInfo, type CallDef } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { getPlatform, redirectToOauth } from '../../../lib/platform';
import { BIND_PENDING_KEY } from '../hooks/use-account-binding';
import { renderAt, walletOf, type Wallet } from '../test-helpers';
import AccountPage from './account-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));
const appBind = vi.fn();
vi.mock('../../../lib/platform', () => ({
  getPlatform: vi.fn(() => ({ env: 'browser' })),
  getAppActions: () => ({ bindWechat: appBind }),
  redirectToOauth: vi.fn(() => Promise.resolve(true)),
}));

let wallet: Wallet;
let bindAnswer: (code: string) => Promise<unknown>;
beforeEach(() => {
  wallet = walletOf();
  bindAnswer = () => Promise.resolve((wallet = walletOf({ account: '沙箱用户' })));
  vi.mocked(getPlatform).mockReturnValue({ env: 'browser' } as never);
  vi.mocked(redirectToOauth).mockClear();
  vi.mocked(confirmAction).mockClear();
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { code: string }) => {
    if (def === walletInfo) return Promise.resolve(wallet);
    if (def === bindWechat) return bindAnswer(q.code);
    if (def === unbindWechat) return Promise.resolve((wallet = walletOf()));
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [{ path: '/my/balance/account', element: <AccountPage /> }];
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

describe('AccountPage', () => {
  it('outside the messaging app: 未绑定 and 绑定沙箱账户（演示） binds with the code sandbox', async () => {
    renderAt('/my/balance/account', routes);
    expect(await screen.findByText('未绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '绑定沙箱账户（演示）' }));
    expect(await screen.findByText('沙箱用户')).toBeTruthy();
    expect(callsOf(bindWechat)).toEqual([{ code: 'sandbox' }]);
    expect(screen.getByRole('button', { name: '解绑' })).toBeTruthy();
  });

  it('shows the server’s refusal of the sandbox code', async () => {
    bindAnswer = () => Promise.reject(new ApiError(ErrorCode.FORBIDDEN, '仅支付沙箱可绑定演示账户'));
    renderAt('/my/balance/account', routes);
    fireEvent.click(await screen.findByRole('button', { name: '绑定沙箱账户（演示）' }));
    expect(await screen.findByText('仅支付沙箱可绑定演示账户')).toBeTruthy();
    expect(screen.getByText('未绑定')).toBeTruthy();
  });

  it('解绑 asks first, then unbinds', async () => {
    wallet = walletOf({ account: '沙箱用户' });
    renderAt('/my/balance/account', routes);
    fireEvent.click(await screen.findByRole('button', { name: '解绑' }));
    expect(await screen.findByText('未绑定')).toBeTruthy();
    expect(confirmAction).toHaveBeenCalled();
    expect(callsOf(unbindWechat)).toEqual([{}]);
  });

  it('in the messaging app: 绑定微信 goes through OAuth and the returned code is bound (code/state dropped)', async () => {
    vi.mocked(getPlatform).mockReturnValue({ env: 'wechat' } as never);
    const first = renderAt('/my/balance/account', routes);
    fireEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    await waitFor(() => expect(redirectToOauth).toHaveBeenCalledWith('snsapi_base'));
    expect(sessionStorage.getItem(BIND_PENDING_KEY)).toBe('1');
    first.router.dispose();
    const back = renderAt('/my/balance/account?code=wx-code-1&state=kc_oauth', routes);
    expect(await screen.findAllByText('沙箱用户')).toBeTruthy();
    expect(callsOf(bindWechat)).toEqual([{ code: 'wx-code-1' }]);
    expect(back.path()).toBe('/my/balance/account');
    expect(sessionStorage.getItem(BIND_PENDING_KEY)).toBeNull();
  });

  it('a code in the address without a pending bind is ignored', async () => {
    vi.mocked(getPlatform).mockReturnValue({ env: 'wechat' } as never);
    renderAt('/my/balance/account?code=x&state=kc_oauth', routes);
    await screen.findByText('未绑定');
    expect(callsOf(bindWechat)).toEqual([]);
  });

  it('in the app shell the app authorises and answers the code', async () => {
    vi.mocked(getPlatform).mockReturnValue({ env: 'app-ios' } as never);
    appBind.mockResolvedValue({ status: 'ok', data: { code: 'app-code' } });
    renderAt('/my/balance/account', routes);
    fireEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    expect(await screen.findByText('沙箱用户')).toBeTruthy();
    expect(callsOf(bindWechat)).toEqual([{ code: 'app-code' }]);
  });
});
