import { Button, Input, Toast } from 'antd-mobile';
import { merchantVerifyFields, type MerchantApplication } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useFormState, type FieldErrors } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useMerchantVerify, type MerchantVerifyQuery } from '../api/merchant-verify';
import { sendMerchantVerifyCode } from '../api/merchant-verify-send';
import { DraftGate } from '../components/draft-gate';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';

interface Values {
  name: string;
  id_number: string;
  code: string;
}

const toQuery = (v: Values): { query?: MerchantVerifyQuery; errors: FieldErrors<Values> } => {
  const errors: FieldErrors<Values> = {};
  for (const [k, schema] of Object.entries(merchantVerifyFields)) {
    const r = schema.safeParse(v[k as keyof Values]);
    if (!r.success) errors[k as keyof Values] = r.error.issues[0]?.message;
  }
  return Object.keys(errors).length
    ? { errors }
    : { query: { name: v.name.trim(), id_number: v.id_number.trim(), code: v.code.trim() }, errors };
};

function VerifyForm({ application: a }: { application: MerchantApplication | null }) {
  const back = useGoBack(merchantPaths.form);
  const verify = useMerchantVerify();
  // the ID number is never stored in the browser: only the name survives leaving the screen
  const form = useFormState<Values>(() => ({ name: a?.applicant_name ?? '', id_number: '', code: '' }));
  const { values: v, errors: e, set } = form;

  const send = async () => {
    const mobile = await sendMerchantVerifyCode();
    if (mobile) Toast.show({ content: `验证码已发送至 ${mobile}` });
    return mobile !== null;
  };

  const submit = async () => {
    const { query, errors } = toQuery(v);
    if (!query) {
      form.setErrors(errors);
      return;
    }
    try {
      await verify.mutateAsync(query);
      Toast.show({ icon: 'success', content: '身份验证成功' });
      back();
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };

  return (
    <div className="has-form-actions">
      <p className={styles.intro}>
        请填写申请人本人的真实姓名和身份证号，并用当前账号绑定的手机号接收验证码。平台只保存姓名和打码后的身份证号（前6位和后2位）。
      </p>
      {a?.verified && (
        <p className={styles.notice}>
          已验证：{a.applicant_name} {a.applicant_id_number}。重新验证将替换为新的申请人信息。
        </p>
      )}
      <FormSection title="申请人信息">
        <FormField label="真实姓名" required error={e.name}>
          <Input
            aria-label="真实姓名"
            placeholder="与身份证一致"
            maxLength={20}
            value={v.name}
            onChange={(x) => set('name', x)}
            clearable
          />
        </FormField>
        <FormField label="身份证号" required error={e.id_number}>
          <Input
            aria-label="身份证号"
            placeholder="18位身份证号码"
            maxLength={18}
            value={v.id_number}
            onChange={(x) => set('id_number', x)}
            clearable
          />
        </FormField>
        <FormField label="验证码" required error={e.code} extra={<SmsCodeButton onSend={send} />}>
          <Input
            aria-label="验证码"
            placeholder="发送至本账号手机号"
            inputMode="numeric"
            maxLength={6}
            value={v.code}
            onChange={(x) => set('code', x)}
          />
        </FormField>
      </FormSection>
      <ActionBar>
        <Button
          color="primary"
          block
          loading={verify.isPending}
          disabled={verify.isPending}
          onClick={() => void submit()}
        >
          确认验证
        </Button>
      </ActionBar>
    </div>
  );
}

/** /business-register/id-verify: the applicant's name and ID number (spec 5) and an SMS code to their own mobile. */
export default function IdVerifyPage() {
  return (
    <div className="page">
      <PageHeader />
      <DraftGate>{(a) => <VerifyForm application={a} />}</DraftGate>
    </div>
  );
}
