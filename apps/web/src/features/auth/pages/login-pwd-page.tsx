import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { normalizeMobile } from '@kc/shared';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { ConsentCheck } from '../components/consent-check';
import { MobileField, PasswordField } from '../components/login-fields';
import { LoginShell } from '../components/login-shell';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useConsent } from '../hooks/use-consent';
import { checkPasswordLogin } from '../utils/validate-login';

/** The query flag of the 忘记密码 form on /loginPwd (a history entry of its own: back returns to the login form). */
const RESET = 'reset';

/** /loginPwd: mobile and password; with ?reset=1 the 忘记密码 form (reset by SMS code). */
export default function LoginPwdPage() {
  const [search] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const consent = useConsent();
  const login = useLogin();

  const withoutReset = new URLSearchParams(search);
  withoutReset.delete(RESET);
  const plainSearch = withoutReset.toString() ? `?${withoutReset.toString()}` : '';
  const resetSearch = new URLSearchParams(withoutReset);
  resetSearch.set(RESET, '1');

  if (search.get(RESET) === '1') {
    return (
      <LoginShell title="忘记密码" switchTo={{ path: paths.loginPwd, text: '返回密码登录', search: plainSearch }}>
        <ResetPasswordForm initialMobile={mobile} />
      </LoginShell>
    );
  }

  const submit = () => {
    const problem = checkPasswordLogin(mobile, password);
    if (problem) return void Toast.show({ content: problem });
    if (!consent.ensure()) return;
    login.mutate({ mobile: normalizeMobile(mobile)!, password });
  };

  return (
    <LoginShell
      title="密码登录"
      switchTo={{ path: paths.login, text: '验证码登录', search: plainSearch }}
      extraLinks={<Link to={{ pathname: paths.loginPwd, search: `?${resetSearch.toString()}` }}>忘记密码</Link>}
    >
      <MobileField value={mobile} onChange={setMobile} />
      <PasswordField
        label="密码"
        placeholder="请输入密码"
        value={password}
        onChange={setPassword}
        onEnterPress={submit}
      />
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
    </LoginShell>
  );
}
