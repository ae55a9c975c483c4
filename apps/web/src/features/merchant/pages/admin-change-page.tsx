import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizeMobile, smsCodeField, type MyBusiness } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { confirmAction } from '../../../components/ui/confirm';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useCurrentBusiness } from '../../../lib/business';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useAdminChangeConfirm } from '../api/merchant-admin-change-confirm';
import { sendAdminChangeCode, type AdminChangeSent } from '../api/merchant-admin-change-send';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

interface Values {
  mobile: string;
  code: string;
}

function ChangeForm({ business }: { business: MyBusiness }) {
  const navigate = useNavigate();
  const confirm = useAdminChangeConfirm();
  const form = useFormState<Values>(() => ({ mobile: '', code: '' }));
  const { values: v, errors: e, set } = form;
  const [sent, setSent] = useState<AdminChangeSent | null>(null);

  const send = async () => {
    const mobile = normalizeMobile(v.mobile);
    if (!mobile) {
      form.setErrors({ mobile: '请输入新管理员的手机号' });
      return false;
    }
    const r = await sendAdminChangeCode(mobile);
    setSent(r);
    if (r) Toast.show({ content: `验证码已发送至新管理员 ${r.nickname}（${r.mobile}）` });
    return r !== null;
  };

  const submit = async () => {
    const mobile = normalizeMobile(v.mobile);
    const code = smsCodeField.safeParse(v.code.trim());
    if (!mobile || !code.success) {
      form.setErrors({
        mobile: mobile ? undefined : '请输入新管理员的手机号',
        code: code.success ? undefined : code.error.issues[0]?.message,
      });
      return;
    }
    const ok = await confirmAction(
      `更换后，${sent?.nickname ?? '新管理员'}将成为“${business.business_name}”的主账号，你将变为商家管理员，不能再更换管理员。确定更换吗？`,
      { title: '更换管理员', danger: true },
    );
    if (!ok) return;
    try {
      const done = await confirm.mutateAsync({ mobile, code: code.data });
      Toast.show({ icon: 'success', content: `管理员已更换为${done.owner_nickname}` });
      void navigate(merchantPaths.myBusiness, { replace: true, state: { accountEvent: done.event } });
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };

  return (
    <div className="has-form-actions">
      <p className={styles.intro}>
        把“{business.business_name}”的主账号转给另一位已注册的用户。验证码会发送到新管理员的手机，请向对方索取后填写；
        更换完成后，新管理员成为商家主账号，你将成为商家管理员。
      </p>
      <FormSection title="新管理员">
        <FormField label="手机号" required error={e.mobile} extra={<SmsCodeButton onSend={send} />}>
          <Input
            aria-label="新管理员手机号"
            placeholder="新管理员的注册手机号"
            type="tel"
            maxLength={13}
            value={v.mobile}
            onChange={(x) => {
              set('mobile', x);
              setSent(null);
            }}
            clearable
          />
        </FormField>
        <FormField label="验证码" required error={e.code}>
          <Input
            aria-label="验证码"
            placeholder="新管理员收到的验证码"
            inputMode="numeric"
            maxLength={6}
            value={v.code}
            onChange={(x) => set('code', x)}
          />
        </FormField>
      </FormSection>
      {sent && (
        <p className={styles.notice}>
          验证码已发送至 {sent.nickname}（{sent.mobile}），{Math.round(sent.expires_in / 60)}分钟内有效
        </p>
      )}
      <ActionBar>
        <Button
          color="danger"
          block
          loading={confirm.isPending}
          disabled={confirm.isPending}
          onClick={() => void submit()}
        >
          确认更换
        </Button>
      </ActionBar>
    </div>
  );
}

/** Only the current business's owner may change its administrator. */
function OwnerOnly() {
  const navigate = useNavigate();
  const { business } = useCurrentBusiness();
  if (!business) return null;
  if (!business.roles.includes('owner'))
    return (
      <div className="center-page">
        <ErrorBlock
          status="default"
          title="只有商家主账号可以更换管理员"
          description={`你在“${business.business_name}”不是主账号，请联系主账号操作，或切换到你是主账号的商家`}
        />
        <Button color="primary" fill="outline" onClick={() => void navigate(merchantPaths.myBusiness)}>
          切换商家
        </Button>
      </div>
    );
  return <ChangeForm business={business} />;
}

/** /business-register/admin-change: the owner hands the business to a new administrator (SMS to the new one). */
export default function AdminChangePage() {
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <OwnerOnly />
      </RequireBusiness>
    </div>
  );
}
