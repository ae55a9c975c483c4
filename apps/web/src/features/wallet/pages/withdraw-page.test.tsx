import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, walletInfo, withdrawal, withdrawalList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { listOf, renderAt, walletOf, withdrawalOf, type Wallet } from '../test-helpers';
import { WITHDRAW_DRAFT_KEY } from '../hooks/use-withdraw-flow';
import WithdrawPage from './withdraw-page';
import WithdrawSuccessPage from './withdraw-success-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

// jsdom has no scrollIntoView (the passcode input scrolls itself into view when focused)
Element.prototype.scrollIntoView = vi.fn();

let wallet: Wallet;
let answer: () => Promise<unknown>;
let records: ReturnType<typeof withdrawalOf>[];
beforeEach(() => {
  wallet = walletOf({ has_password: true, account: '微信用户(沙箱)' });
  answer = () => Promise.resolve(withdrawalOf());
  records = [withdrawalOf()];
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === walletInfo) return Promise.resolve(wallet);
    if (def === withdrawal) return answer();
    if (def === withdrawalList) return Promise.resolve(listOf(records));
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  { path: '/my/balance/withdraw', element: <WithdrawPage /> },
  { path: '/my/balance/success', element: <WithdrawSuccessPage /> },
];
const amountInput = () => screen.getByRole('textbox', { name: '提现金额' }) as HTMLInputElement;
const typeAmount = (v: string) => fireEvent.change(amountInput(), { target: { value: v } });
const typePassword = (v: string) => {
  const input = document.querySelector('.adm-passcode-input-native-input');
  if (!input) throw new Error('no passcode input');
  fireEvent.change(input, { target: { value: v } });
};
const withdrawCalls = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === withdrawal)
    .map(([, q]) => q);

describe('WithdrawPage', () => {
  it('after the payout account changed, says until when withdrawals wait and keeps 提现 disabled', async () => {
    // 2025-12-01 18:30 in China
    wallet = walletOf({ has_password: true, account: '微信用户(沙箱)', withdraw_hold_until: 1764585000 });
    renderAt('/my/balance/withdraw', routes);
    expect(await screen.findByText('提现账户变更后24小时内不能提现，可于12月01日 18:30后提现')).toBeTruthy();
    typeAmount('10');
    expect(screen.getByRole('button', { name: '提现' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the balance, the account and the limits; 全部提现 fills the balance', async () => {
    renderAt('/my/balance/withdraw', routes);
    await screen.findByText('微信用户(沙箱)');
    expect(screen.getByText('可提现余额 ¥100.00')).toBeTruthy();
    expect(screen.getByText('¥1.00')).toBeTruthy();
    expect(screen.getByText('¥2000.00')).toBeTruthy();
    fireEvent.click(screen.getByText('全部提现'));
    expect(amountInput().value).toBe('100.00');
    typeAmount('12.345');
    expect(amountInput().value).toBe('12.34');
  });

  it('checks the amount in the client with Chinese messages', async () => {
    wallet = walletOf({ has_password: true, account: 'a', daily_max_withdrawal: 5000, withdrawn_today: 4000 });
    renderAt('/my/balance/withdraw', routes);
    await screen.findByText('今日剩余额度');
    const tryWith = async (v: string, message: string) => {
      typeAmount(v);
      fireEvent.click(screen.getByRole('button', { name: '提现' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    };
    await tryWith('100.01', '余额不足');
    await tryWith('0.5', '单次最低提现¥1.00');
    await tryWith('10.01', '超过今日提现额度，今日还可提现¥10.00');
    expect(withdrawCalls()).toEqual([]);
  });

  it('asks the pay password, withdraws the amount as yuan with 2 decimals and shows the success screen', async () => {
    const { path } = renderAt('/my/balance/withdraw', routes);
    await screen.findByText('微信用户(沙箱)');
    typeAmount('12.5');
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    await screen.findByRole('dialog', { name: '请输入支付密码' });
    expect(screen.getAllByText('¥12.50').length).toBeGreaterThan(0);
    typePassword('123456');
    await waitFor(() => expect(path()).toBe('/my/balance/success?id=7&amount=12.50'));
    expect(withdrawCalls()).toEqual([
      { withdrawal: '123456', money: '12.50', request_id: expect.stringMatching(/^[\w-]{8,64}$/) },
    ]);
    expect(await screen.findByText('提现申请已提交')).toBeTruthy();
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toBeNull();
  });

  it('a wrong password shows the tries left in the sheet and keeps the amount; another refusal is a toast', async () => {
    answer = () => Promise.reject(new ApiError(ErrorCode.PASSWORD_WRONG, '支付密码错误，还可以再试4次'));
    renderAt('/my/balance/withdraw', routes);
    await screen.findByText('微信用户(沙箱)');
    typeAmount('12.5');
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    await screen.findByRole('dialog', { name: '请输入支付密码' });
    typePassword('111111');
    expect(await screen.findByText('支付密码错误，还可以再试4次')).toBeTruthy();
    expect(amountInput().value).toBe('12.5');
    answer = () => Promise.reject(new ApiError(ErrorCode.ACCOUNT_LOCKED, '支付密码错误次数过多，请1小时后再试'));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    typePassword('222222');
    expect(await screen.findByText('支付密码错误次数过多，请1小时后再试')).toBeTruthy();
    answer = () => Promise.reject(new ApiError(ErrorCode.CONFLICT, '超过今日提现额度'));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    typePassword('333333');
    await waitFor(() => expect(screen.getAllByText('超过今日提现额度').length).toBeGreaterThan(0));
    expect(amountInput().value).toBe('12.5');
    expect(withdrawCalls().length).toBe(3);
    // one attempt, one idempotency key: the retries after refusals carry the same request_id
    const keys = new Set(withdrawCalls().map((c) => (c as { request_id: string }).request_id));
    expect(keys.size).toBe(1);
  });

  it('without an account: a notice with 去绑定; without a password: 提现 asks to set one first', async () => {
    wallet = walletOf({ account: '', has_password: false });
    const { path, router } = renderAt('/my/balance/withdraw', routes);
    expect(await screen.findByText('还未绑定提现账户，绑定后才能提现')).toBeTruthy();
    typeAmount('5');
    fireEvent.click(screen.getByRole('button', { name: '去绑定' }));
    expect(path()).toBe('/my/balance/account');
    await act(() => router.navigate(-1));
    // the typed amount is still there
    expect(((await screen.findByRole('textbox', { name: '提现金额' })) as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    expect(await screen.findByText('请先绑定提现账户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    wallet = walletOf({ account: 'a', has_password: false });
    await act(() => router.navigate('/start'));
    await act(() => router.navigate('/my/balance/withdraw'));
    await screen.findByText('还未设置支付密码');
    await waitFor(() => expect(screen.queryByText('还未绑定提现账户，绑定后才能提现')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    const dialog = await waitFor(() => {
      const d = screen.getAllByRole('dialog').find((x) => within(x).queryByText('请先设置支付密码'));
      if (!d) throw new Error('no dialog');
      return d;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '去设置' }));
    await waitFor(() =>
      expect(path()).toBe('/my/balance/smsVerification?next=set&redirect=%2Fmy%2Fbalance%2Fwithdraw'),
    );
    expect(withdrawCalls()).toEqual([]);
  });
});

describe('WithdrawSuccessPage', () => {
  it('shows the amount and 处理中, then 已到账 when the list says so', async () => {
    records = [withdrawalOf()];
    const { path } = renderAt('/my/balance/success?id=7&amount=12.50', routes);
    expect(await screen.findByText('提现申请已提交')).toBeTruthy();
    expect(screen.getByText('¥12.50')).toBeTruthy();
    expect(screen.getByLabelText('提现状态').textContent).toBe('处理中');
    records = [withdrawalOf({ state: 'done', state_label: '已到账' })];
    await waitFor(() => expect(screen.getByLabelText('提现状态').textContent).toBe('已到账'));
    fireEvent.click(screen.getByRole('button', { name: '查看提现记录' }));
    expect(path()).toBe('/my/balance/list?tab=withdrawals');
  });
});
