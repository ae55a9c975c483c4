import { Button, Input, List } from 'antd-mobile';
import { maskPhone } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useSession } from '../../../lib/session';
import { sendDrawdownCode } from '../api/drawdown';
import { useUserInfo } from '../api/user-info';
import { useDrawdownFlow } from '../hooks/use-drawdown-flow';
import '../components/my.css';

/** /my/setting/account: the bound mobile and account deletion. */
export default function AccountPage() {
  const sessionMobile = useSession((s) => s.mobile);
  const mobile = useUserInfo().data?.mobile || sessionMobile;
  const flow = useDrawdownFlow();

  return (
    <div className="page">
      <PageHeader />
      <List className="section">
        <List.Item extra={mobile ? maskPhone(mobile) : '—'}>手机号</List.Item>
        {flow.step === 'idle' && <List.Item onClick={() => void flow.begin()}>注销账号</List.Item>}
      </List>
      {flow.step === 'code' && (
        <List header="注销账号" className="section drawdown-form">
          <p className="drawdown-warning">验证码将发送至 {maskPhone(mobile)}，注销后无法恢复。</p>
          <List.Item extra={<SmsCodeButton onSend={() => sendDrawdownCode(mobile)} />}>
            <Input
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
