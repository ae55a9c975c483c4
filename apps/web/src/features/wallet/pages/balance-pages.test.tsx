import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingList, walletInfo, withdrawalList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { ledgerOf, listOf, renderAt, walletOf, withdrawalOf, type Wallet } from '../test-helpers';
import BalanceListPage from './balance-list-page';
import BalancePage from './balance-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let wallet: Wallet;
let ledger: ReturnType<typeof ledgerOf>[];
beforeEach(() => {
  wallet = walletOf();
  ledger = [
    ledgerOf({ id: 2, amount: -1250, balance_after: 8750, reason: '提现', create_time: 1748754000 }),
    ledgerOf(),
  ];
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === walletInfo) return Promise.resolve(wallet);
    if (def === remainingList) return Promise.resolve(listOf(ledger));
    if (def === withdrawalList)
      return Promise.resolve(
        listOf([
          withdrawalOf({ id: 8, state: 'failed', state_label: '提现失败，已退回余额', fail_reason: '账户异常' }),
          withdrawalOf({ state: 'done', state_label: '已到账', done_time: 1748750460 }),
        ]),
      );
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  { path: '/my/balance', element: <BalancePage /> },
  { path: '/my/balance/list', element: <BalanceListPage /> },
];

describe('BalancePage', () => {
  it('shows the balance in yuan with 2 decimals, the actions and 设置 when no pay password is set', async () => {
    const { path } = renderAt('/my/balance', routes);
    const hero = await screen.findByLabelText('账户余额');
    expect(within(hero).getByText('100.00')).toBeTruthy();
    expect(within(hero).getByText('¥')).toBeTruthy();
    expect(screen.getByText('未绑定')).toBeTruthy();
    expect(screen.getByText(/单次最低提现 ¥1.00，今日还可提现 ¥2000.00/)).toBeTruthy();
    expect(screen.queryByText('修改')).toBeNull();
    fireEvent.click(screen.getByText('设置'));
    expect(path()).toBe('/my/balance/smsVerification?next=set');
  });

  it('with a pay password: 修改 and 忘记密码; 提现, 余额明细, 提现记录 and 提现账户 open their screens', async () => {
    wallet = walletOf({ has_password: true, account: '微信用户(沙箱)' });
    const { router, path } = renderAt('/my/balance', routes);
    await screen.findByText('修改');
    expect(screen.getByText('微信用户(沙箱)')).toBeTruthy();
    const go = async (text: string, to: string) => {
      fireEvent.click(screen.getByText(text));
      expect(path()).toBe(to);
      await router.navigate('/my/balance');
      await screen.findByText('修改');
    };
    await go('修改', '/my/balance/updatePassword');
    await go('忘记密码', '/my/balance/smsVerification?next=forget');
    await go('提现', '/my/balance/withdraw');
    await go('提现账户', '/my/balance/account');
    await go('提现记录', '/my/balance/list?tab=withdrawals');
    fireEvent.click(screen.getByRole('button', { name: '余额明细' }));
    await screen.findByLabelText('余额明细 活动奖励');
    expect(path()).toBe('/my/balance/list');
  });

  it('shows the server message and 重试 when the wallet cannot be read', async () => {
    vi.mocked(api.call).mockRejectedValueOnce(new Error('系统繁忙'));
    renderAt('/my/balance', routes);
    expect(await screen.findByText('系统繁忙')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('账户余额')).toBeTruthy();
  });
});

describe('BalanceListPage', () => {
  it('余额明细: reason, signed amount (green in, red out), balance after, time', async () => {
    renderAt('/my/balance/list', routes);
    const out = await screen.findByLabelText('余额明细 提现');
    expect(within(out).getByText('−12.50').className).toContain('is-out');
    expect(within(out).getByText('余额 ¥87.50')).toBeTruthy();
    expect(within(out).getByText('2025.06.01 13:00')).toBeTruthy();
    const inn = screen.getByLabelText('余额明细 活动奖励');
    expect(within(inn).getByText('+100.00').className).toContain('is-in');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === remainingList)?.[1]).toEqual({ page: 1, page_size: 10 });
  });

  it('提现记录 tab (?tab=withdrawals): amount, state, account, time and the fail reason', async () => {
    const { path } = renderAt('/my/balance/list', routes);
    await screen.findByLabelText('余额明细 提现');
    fireEvent.click(screen.getByText('提现记录'));
    await waitFor(() => expect(path()).toBe('/my/balance/list?tab=withdrawals'));
    const [failed, done] = (await screen.findAllByLabelText('提现记录 ¥12.50')) as [HTMLElement, HTMLElement];
    expect(within(failed).getByText('提现失败，已退回余额')).toBeTruthy();
    expect(within(failed).getByText('失败原因：账户异常')).toBeTruthy();
    expect(within(done).getByText('已到账').className).toContain('is-done');
    expect(within(done).getByText('提现到 微信用户(沙箱)')).toBeTruthy();
    expect(within(done).getByText('到账时间 2025.06.01 12:01')).toBeTruthy();
  });

  it('an empty list says 暂无记录', async () => {
    ledger = [];
    renderAt('/my/balance/list?tab=ledger', routes);
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });
});
