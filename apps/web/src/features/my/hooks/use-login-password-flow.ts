import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { setLoginPassword } from '@kc/shared';
import { showError } from '../../../lib/http';
import { useSetLoginPassword } from '../api/login-password';

/** The first message of the contract's rules (6-digit code, 密码为8-32位，须包含字母和数字), then the repeat. */
export const checkLoginPassword = (code: string, password: string, confirm: string): string | null => {
  const result = setLoginPassword.query.safeParse({ code, password });
  if (!result.success) {
    const order = ['code', 'password'];
    const first = [...result.error.issues].sort(
      (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
    )[0];
    return first?.message ?? '请检查填写的内容';
  }
  return password === confirm ? null : '两次输入的密码不一致';
};

/** 设置登录密码 / 修改登录密码 on 账号与安全: open the form, the code to the own mobile, the new password twice. */
export function useLoginPasswordFlow(hasPassword: boolean) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useSetLoginPassword();
  const action = hasPassword ? '修改登录密码' : '设置登录密码';

  const close = () => {
    setOpen(false);
    setCode('');
    setPassword('');
    setConfirm('');
  };

  const submit = () => {
    const problem = checkLoginPassword(code, password, confirm);
    if (problem) return void Toast.show({ content: problem });
    save.mutate(
      { code, password },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: hasPassword ? '登录密码已修改' : '登录密码已设置' });
          close();
        },
        onError: showError,
      },
    );
  };

  return {
    action,
    open,
    begin: () => setOpen(true),
    close,
    code,
    setCode,
    password,
    setPassword,
    confirm,
    setConfirm,
    submit,
    submitting: save.isPending,
  };
}
