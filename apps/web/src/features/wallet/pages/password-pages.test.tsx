import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, setPassword, smsSend, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../test-helpers';
import SetPasswordPage from './set-password-page';
import SmsVerificationPage from './sms-verification-page';
import UpdatePasswordPage from './update-password-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let hasPassword: boolean;
let saveAnswer: () => Promise<unknown>;
beforeEach(() => {
  hasPassword = false;
  saveAnswer = () => Promise.resolve({ has_password: true });
  useSession.setState({ token: 't', uid: 1, mobile: '13800000001' });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: object) => {
    if (def === smsSend) return Promise.resolve({ expires_in: 300, resend_in: 60 });
    if (def === setPassword)
      return Object.keys(q).length === 0 ? Promise.resolve({ has_password: hasPassword }) : saveAnswer();
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  { path: '/my/balance/setPassword', element: <SetPasswordPage /> },
  { path: '/my/balance/smsVerification', element: <SmsVerificationPage /> },
  { path: '/my/balance/updatePassword', element: <UpdatePasswordPage /> },
  { path: '/my/balance/withdraw', element: <p>提现页</p> },
  { path: '/my/balance', element: <p>余额页</p> },
];
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const fillPassword = (label: string, value: string) => {
  const input = document.querySelector(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no ${label}`);
  fireEvent.change(input, { target: { value } });
};

describe('SetPasswordPage', () => {
  it('asks with the EMPTY query; without a password it goes to the SMS step', async () => {
    const { path } = renderAt('/my/balance/setPassword', routes);
    await waitFor(() => expect(path()).toBe('/my/balance/smsVerification?next=set'));
    expect(callsOf(setPassword)[0]).toEqual({});
  });

  it('with a password it goes to updatePassword', async () => {
    hasPassword = true;
    const { path } = renderAt('/my/balance/setPassword', routes);
    await waitFor(() => expect(path()).toBe('/my/balance/updatePassword'));
  });
});

describe('SmsVerificationPage', () => {
  it('sends the code to the own mobile (scene setpassword), checks the two entries and sets the password', async () => {
    const { path } = renderAt('/my/balance/smsVerification?next=set&redirect=%2Fmy%2Fbalance%2Fwithdraw', routes);
    expect(screen.getByText('验证码将发送至 138****0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/\d+s后重新获取/);
    expect(callsOf(smsSend)).toEqual([{ mobile: '13800000001', scene: 'setpassword' }]);
    fill('验证码', '123456');
    fillPassword('新支付密码', '654321');
    fillPassword('确认新密码', '654320');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('两次输入的密码不一致');
    expect(callsOf(setPassword)).toEqual([]);
    fillPassword('确认新密码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/my/balance/withdraw'));
    expect(callsOf(setPassword)).toEqual([{ operation: 'set', code: '123456', withdrawal: '654321', oldpasswd: '' }]);
  });

  it('next=forget resets with the code; a wrong code is shown and the input kept', async () => {
    saveAnswer = () => Promise.reject(new ApiError(ErrorCode.SMS_CODE_WRONG, '验证码错误'));
    const { path } = renderAt('/my/balance/smsVerification?next=forget', routes);
    expect(screen.getByText('找回支付密码')).toBeTruthy();
    fill('验证码', '111111');
    fillPassword('新支付密码', '222222');
    fillPassword('确认新密码', '222222');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误');
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('111111');
    saveAnswer = () => Promise.resolve({ has_password: true });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/my/balance'));
    expect(callsOf(setPassword)[1]).toEqual({
      operation: 'forget',
      code: '111111',
      withdrawal: '222222',
      oldpasswd: '',
    });
  });
});

describe('UpdatePasswordPage', () => {
  it('changes with the old password; 忘记原密码 goes to the SMS reset', async () => {
    const { path, router } = renderAt('/my/balance/updatePassword', routes);
    fillPassword('原支付密码', '111111');
    fillPassword('新支付密码', '111111');
    fillPassword('确认新密码', '111111');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('新密码不能与原密码相同');
    fillPassword('新支付密码', '333333');
    fillPassword('确认新密码', '333333');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/my/balance'));
    expect(callsOf(setPassword)).toEqual([
      { operation: 'modify', oldpasswd: '111111', withdrawal: '333333', code: '' },
    ]);
    await router.navigate('/my/balance/updatePassword');
    fireEvent.click(await screen.findByText('忘记原密码'));
    // the navigation completes after the click's task (a loaded machine showed the old path when read at once)
    await waitFor(() => expect(path()).toBe('/my/balance/smsVerification?next=forget&redirect=%2Fmy%2Fbalance'));
  });
});
