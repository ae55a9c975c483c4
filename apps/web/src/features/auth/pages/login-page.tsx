import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile } from '@kc/shared';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { ConsentCheck } from '../components/consent-check';
import { CodeField, MobileField } from '../components/login-fields';
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
      <MobileField value={mobile} onChange={setMobile} />
      <CodeField value={code} onChange={setCode} onEnterPress={submit} onSend={() => sendLoginCode(mobile)} />
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
