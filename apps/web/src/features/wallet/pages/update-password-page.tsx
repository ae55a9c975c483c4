import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { NewPasswordFields, PasswordField } from '../components/password-fields';
import { usePasswordForm } from '../hooks/use-password-form';
import { smsVerificationPath } from '../utils/pay-password';
import '../components/wallet.css';

/** /my/balance/updatePassword: the old pay password and the new one twice; 忘记原密码 resets it by SMS. */
export default function UpdatePasswordPage() {
  const navigate = useNavigate();
  const f = usePasswordForm('modify');

  return (
    <div className="page">
      <PageHeader />
      <List className="section wallet-form">
        <PasswordField
          label="原支付密码"
          placeholder="请输入原支付密码"
          value={f.oldPassword}
          onChange={f.setOldPassword}
        />
        <NewPasswordFields password={f.password} again={f.again} onPassword={f.setPassword} onAgain={f.setAgain} />
      </List>
      {f.error && (
        <p className="form-tip wallet-row-fail" role="alert">
          {f.error}
        </p>
      )}
      <div className="wallet-link-row">
        <button
          type="button"
          className="wallet-link"
          onClick={() => void navigate(smsVerificationPath('forget', f.redirect), { replace: true })}
        >
          忘记原密码
        </button>
      </div>
      <div className="block-button">
        <Button block color="primary" size="large" shape="rounded" loading={f.submitting} onClick={f.submit}>
          确定
        </Button>
      </div>
    </div>
  );
}
