import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile } from '@kc/shared';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { LoginShell } from '../components/login-shell';
import { checkPasswordLogin } from '../utils/validate-login';

/** /loginPwd: mobile and password. */
export default function LoginPwdPage() {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = () => {
    const problem = checkPasswordLogin(mobile, password);
    if (problem) return void Toast.show({ content: problem });
    login.mutate({ mobile: normalizeMobile(mobile)!, password });
  };

  return (
    <LoginShell title="密码登录" switchTo={{ path: paths.login, text: '验证码登录' }}>
      <div className="login-field">
        <Input placeholder="请输入手机号" type="tel" maxLength={14} clearable value={mobile} onChange={setMobile} />
      </div>
      <div className="login-field">
        <Input
          placeholder="请输入密码"
          type="password"
          maxLength={32}
          value={password}
          onChange={setPassword}
          onEnterPress={submit}
        />
      </div>
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
