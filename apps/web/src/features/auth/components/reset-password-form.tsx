import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile } from '@kc/shared';
import { sendResetCode, useResetPassword } from '../api/reset-password';
import { useConsent } from '../hooks/use-consent';
import { checkReset } from '../utils/validate-login';
import { ConsentCheck } from './consent-check';
import { CodeField, MobileField, PasswordField } from './login-fields';

/** 忘记密码: mobile, the SMS code sent to it, the new password twice; then logged in (other sessions end). */
export function ResetPasswordForm({ initialMobile = '' }: { initialMobile?: string }) {
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const consent = useConsent();
  const reset = useResetPassword();

  const submit = () => {
    const problem = checkReset(mobile, code, password, confirm);
    if (problem) return void Toast.show({ content: problem });
    if (!consent.ensure()) return;
    reset.mutate({ mobile: normalizeMobile(mobile)!, code, password });
  };

  return (
    <>
      <MobileField value={mobile} onChange={setMobile} />
      <CodeField value={code} onChange={setCode} onSend={() => sendResetCode(mobile)} />
      <PasswordField label="新密码" placeholder="请输入新密码" value={password} onChange={setPassword} />
      <PasswordField
        label="确认新密码"
        placeholder="请再次输入新密码"
        value={confirm}
        onChange={setConfirm}
        onEnterPress={submit}
      />
      <p className="login-hint">密码为8-32位，须包含字母和数字；重置后其他设备上的登录将失效</p>
      <ConsentCheck agreed={consent.agreed} onChange={consent.setAgreed} />
      <Button
        className="login-submit"
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={reset.isPending}
        onClick={submit}
      >
        重置密码并登录
      </Button>
    </>
  );
}
