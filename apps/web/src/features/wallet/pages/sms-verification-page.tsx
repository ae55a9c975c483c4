import { Button, Input, List } from 'antd-mobile';
import { maskPhone } from '@kc/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useMyMobile } from '../api/my-mobile';
import { sendPasswordCode } from '../api/send-password-code';
import { NewPasswordFields } from '../components/password-fields';
import { usePasswordForm } from '../hooks/use-password-form';
import '../components/wallet.css';

/**
 * /my/balance/smsVerification?next=set|forget[&redirect=]: an SMS code (scene setpassword) to the caller's own
 * mobile, then the new 6-digit pay password twice → setPassword → back to `redirect` (default /my/balance).
 */
export default function SmsVerificationPage() {
  const [search] = useSearchParams();
  const next = search.get('next') === 'forget' ? 'forget' : 'set';
  const { mobile, loading } = useMyMobile();
  const f = usePasswordForm(next);

  return (
    <div className="page">
      <PageHeader title={next === 'forget' ? '找回支付密码' : '设置支付密码'} />
      <p className="wallet-form-tip">
        {loading ? '加载中....' : mobile ? `验证码将发送至 ${maskPhone(mobile)}` : '未获取到绑定的手机号'}
      </p>
      <List className="section wallet-form">
        <List.Item
          prefix="验证码"
          extra={<SmsCodeButton onSend={() => (mobile ? sendPasswordCode(mobile) : Promise.resolve(false))} />}
        >
          <Input
            aria-label="验证码"
            placeholder="6位验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={f.code}
            onChange={f.setCode}
          />
        </List.Item>
        <NewPasswordFields password={f.password} again={f.again} onPassword={f.setPassword} onAgain={f.setAgain} />
      </List>
      {f.error && (
        <p className="form-tip wallet-row-fail" role="alert">
          {f.error}
        </p>
      )}
      <p className="form-tip">支付密码为6位数字，用于提现时验证身份，请勿与登录密码相同。</p>
      <div className="block-button">
        <Button block color="primary" size="large" shape="rounded" loading={f.submitting} onClick={f.submit}>
          确定
        </Button>
      </div>
    </div>
  );
}
