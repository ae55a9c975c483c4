import { Button, Input, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { maskPhone } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useSession } from '../../../lib/session';
import { sendDrawdownCode } from '../api/drawdown';
import { sendSetpasswordCode } from '../api/send-setpassword-code';
import { useUserInfo } from '../api/user-info';
import { useDrawdownFlow } from '../hooks/use-drawdown-flow';
import { useLoginPasswordFlow } from '../hooks/use-login-password-flow';
import '../components/my.css';
import styles from './account-page.module.css';

const WECHAT_PATH = '/my/setting/account/wechat';

/** /my/setting/account: the bound mobile, the login password (set or change by SMS), WeChat, account deletion. */
export default function AccountPage() {
  const navigate = useNavigate();
  const sessionMobile = useSession((s) => s.mobile);
  const info = useUserInfo();
  const mobile = info.data?.mobile || sessionMobile;
  const hasPassword = info.data?.has_password ?? false;
  const flow = useDrawdownFlow();
  const pwd = useLoginPasswordFlow(hasPassword);

  return (
    <div className="page">
      <PageHeader />
      <List className="section">
        <List.Item extra={mobile ? maskPhone(mobile) : '—'}>手机号</List.Item>
        <List.Item
          extra={info.data ? (hasPassword ? '修改' : '未设置') : undefined}
          description={info.data && !hasPassword ? '设置后可用手机号和密码登录' : undefined}
          onClick={info.data && !pwd.open ? pwd.begin : undefined}
          arrow={!!info.data && !pwd.open}
        >
          {info.data ? pwd.action : '登录密码'}
        </List.Item>
        <List.Item onClick={() => void navigate(WECHAT_PATH)}>微信绑定</List.Item>
        {flow.step === 'idle' && <List.Item onClick={() => void flow.begin()}>注销账号</List.Item>}
      </List>
      {pwd.open && (
        <List header={pwd.action} className={`section ${styles.form}`}>
          <p className={styles.note}>验证码将发送至 {maskPhone(mobile)}。设置后，其他设备上的登录将失效。</p>
          <List.Item extra={<SmsCodeButton onSend={() => sendSetpasswordCode(mobile)} />}>
            <Input
              aria-label="验证码"
              placeholder="请输入6位验证码"
              inputMode="numeric"
              maxLength={6}
              value={pwd.code}
              onChange={pwd.setCode}
            />
          </List.Item>
          <List.Item>
            <Input
              aria-label="新登录密码"
              placeholder="新密码：8-32位，须包含字母和数字"
              type="password"
              maxLength={32}
              value={pwd.password}
              onChange={pwd.setPassword}
            />
          </List.Item>
          <List.Item>
            <Input
              aria-label="确认新登录密码"
              placeholder="请再次输入新密码"
              type="password"
              maxLength={32}
              value={pwd.confirm}
              onChange={pwd.setConfirm}
              onEnterPress={pwd.submit}
            />
          </List.Item>
          <div className="block-button button-row">
            <Button block shape="rounded" onClick={pwd.close}>
              取消
            </Button>
            <Button block shape="rounded" color="primary" loading={pwd.submitting} onClick={pwd.submit}>
              确定
            </Button>
          </div>
        </List>
      )}
      {flow.step === 'code' && (
        <List header="注销账号" className="section drawdown-form">
          <p className="drawdown-warning">验证码将发送至 {maskPhone(mobile)}，注销后无法恢复。</p>
          <List.Item extra={<SmsCodeButton onSend={() => sendDrawdownCode(mobile)} />}>
            <Input
              aria-label="验证码"
              placeholder="请输入6位验证码"
              inputMode="numeric"
              maxLength={6}
              value={flow.code}
              onChange={flow.setCode}
            />
          </List.Item>
          <div className="block-button button-row">
            <Button block shape="rounded" onClick={flow.cancel}>
              取消
            </Button>
            <Button block shape="rounded" color="danger" loading={flow.submitting} onClick={flow.confirm}>
              确认注销
            </Button>
          </div>
        </List>
      )}
    </div>
  );
}
