import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../config/paths';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useSetPassword, type PayPasswordOperation } from '../api/set-password';
import { checkNewPassword, passwordDoneText, passwordEvent, PAY_PASSWORD_RE } from '../utils/pay-password';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/**
 * The pay-password forms: set or reset (an SMS code) and change (the old password), the new one twice. On success
 * a toast and back to `?redirect=` (default /my/balance), with the account event of spec 4 in the route state.
 */
export function usePasswordForm(operation: PayPasswordOperation) {
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect')) ?? '/my/balance';
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const save = useSetPassword();
  const navigate = useNavigate();

  const check = (): string | null => {
    if (operation === 'modify') {
      if (!PAY_PASSWORD_RE.test(oldPassword)) return '请输入6位原支付密码';
    } else if (!/^\d{6}$/.test(code)) return '请输入6位数字验证码';
    const p = checkNewPassword(password, again);
    if (p) return p;
    if (operation === 'modify' && password === oldPassword) return '新密码不能与原密码相同';
    return null;
  };

  const submit = () => {
    const p = check();
    setError(p ?? '');
    if (p) return void Toast.show({ content: p });
    save.mutate(
      operation === 'modify'
        ? { operation, oldpasswd: oldPassword, withdrawal: password }
        : { operation, code, withdrawal: password },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: passwordDoneText[operation] });
          void navigate(redirect, { replace: true, state: { accountEvent: passwordEvent[operation] } });
        },
        onError: (e) => {
          const field = fieldErrorsOf(e)[0];
          setError(field?.message || (e instanceof Error ? e.message : ''));
          showError(e);
        },
      },
    );
  };

  const edit = (set: (v: string) => void) => (v: string) => {
    set(digits(v));
    setError('');
  };

  return {
    redirect,
    code,
    setCode: edit(setCode),
    oldPassword,
    setOldPassword: edit(setOldPassword),
    password,
    setPassword: edit(setPassword),
    again,
    setAgain: edit(setAgain),
    error,
    submit,
    submitting: save.isPending,
  };
}
