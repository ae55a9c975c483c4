import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile } from '@kc/shared';
import { paths } from '../../../config/paths';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { ConsentCheck } from '../components/consent-check';
import { LoginShell } from '../components/login-shell';
import { useConsent } from '../hooks/use-consent';
import { checkSmsLogin } from '../utils/validate-login';

/** /login: mobile and SMS code; an unregistered mobile is registered on its first login. */
export default function LoginPage() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const consent = useConsent();
  const login = useLogin();

  const submit = () => {
    const problem = checkSmsLogin(mobile, code);
    if (problem) return void Toast.show({ content: problem });
    if (!consent.ensure()) return;
    login.mutate({ mobile: normalizeMobile(mobile)!, code });
  };

  return (
    <LoginShell title="验证码登录" switchTo={{ path: paths.loginPwd, text: '密码登录' }}>
      <div className="login-field">
        <Input
          aria-label="手机号"
          placeholder="请输入手机号"
          type="tel"
          maxLength={14}
          clearable
          value={mobile}
          onChange={setMobile}
        />
      </div>
      <div className="login-field">
        <Input
          aria-label="验证码"
          placeholder="请输入6位验证码"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={setCode}
          onEnterPress={submit}
        />
        <SmsCodeButton onSend={() => sendLoginCode(mobile)} />
      </div>
      <ConsentCheck agreed={consent.agreed} onChange={consent.setAgreed} />
      <Button
        className="login-submit"
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={login.isPending}
        onClick={submit}
      >
        登录
      </Button>
      <p className="login-note">未注册的手机号验证后将自动注册账号</p>
    </LoginShell>
  );
}
