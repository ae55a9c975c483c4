import { Button, Input, Toast } from 'antd-mobile';
import {
  creditCodeProblem,
  merchantEnterpriseFields,
  normalizeCreditCode,
  type CallQuery,
  type MerchantApplication,
  type merchantSave,
} from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { useGoBack } from '../../../components/ui/use-go-back';
import { useFormState, type FieldErrors } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useMerchantSave } from '../api/merchant-save';
import { DraftGate } from '../components/draft-gate';
import { EnterpriseSearch } from '../components/enterprise-search';
import { merchantPaths } from '../components/merchant-paths';
import styles from '../components/merchant.module.css';

type Values = Record<keyof typeof merchantEnterpriseFields, string>;

const valuesOf = (a: MerchantApplication | null): Values => ({
  name: a?.name ?? '',
  credit_code: a?.credit_code ?? '',
  legal_person: a?.legal_person ?? '',
  address: a?.address ?? '',
  contact_name: a?.contact_name ?? '',
  contact_mobile: a?.contact_mobile ?? '',
});

/** The query from the values, or the contract's own message under each wrong field. */
const toQuery = (v: Values): { query?: CallQuery<typeof merchantSave>; errors: FieldErrors<Values> } => {
  const errors: FieldErrors<Values> = {};
  const out: Record<string, unknown> = {};
  for (const [k, schema] of Object.entries(merchantEnterpriseFields)) {
    const r = schema.safeParse(v[k as keyof Values]);
    if (r.success) out[k] = r.data;
    else errors[k as keyof Values] = r.error.issues[0]?.message;
  }
  return Object.keys(errors).length ? { errors } : { query: out as CallQuery<typeof merchantSave>, errors };
};

const FIELDS: { key: keyof Values; label: string; placeholder: string; max: number; mode?: 'tel' }[] = [
  { key: 'name', label: '企业名称', placeholder: '与营业执照上的名称一致', max: 60 },
  { key: 'credit_code', label: '统一社会信用代码', placeholder: '18位，见营业执照左上角', max: 22 },
  { key: 'legal_person', label: '法定代表人', placeholder: '与营业执照一致', max: 30 },
  { key: 'address', label: '企业地址', placeholder: '营业执照上的住所或经营场所', max: 120 },
  { key: 'contact_name', label: '联系人', placeholder: '负责入驻事宜的联系人', max: 20 },
  { key: 'contact_mobile', label: '联系电话', placeholder: '手机号或座机', max: 20, mode: 'tel' },
];

function EnterpriseForm({ application: a }: { application: MerchantApplication | null }) {
  const back = useGoBack(merchantPaths.form);
  const save = useMerchantSave();
  const form = useFormState<Values>(() => valuesOf(a), 'form:merchant-enterprise');
  const { values: v, errors: e, set } = form;
  // the code is checked as it is typed, once it is long enough to be one
  const code = normalizeCreditCode(v.credit_code);
  const codeHint = code.length >= 18 ? creditCodeProblem(code) : null;

  const submit = async () => {
    const { query, errors } = toQuery(v);
    if (!query) {
      form.setErrors(errors);
      Toast.show({ content: '请检查标红的填写项' });
      return;
    }
    try {
      await save.mutateAsync(query);
      form.markSaved();
      Toast.show({ icon: 'success', content: '企业信息已保存' });
      back();
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    }
  };

  return (
    <div className="has-form-actions">
      <EnterpriseSearch />
      <FormSection title="填写企业信息">
        {FIELDS.map((f) => (
          <FormField
            key={f.key}
            label={f.label}
            required
            error={e[f.key] ?? (f.key === 'credit_code' ? (codeHint ?? undefined) : undefined)}
          >
            <Input
              aria-label={f.label}
              placeholder={f.placeholder}
              maxLength={f.max}
              type={f.mode ?? 'text'}
              value={v[f.key]}
              onChange={(x) => set(f.key, x)}
              clearable
            />
          </FormField>
        ))}
      </FormSection>
      {a?.recognised && <p className={styles.intro}>已按营业执照识别结果填写，请核对。</p>}
      <ActionBar>
        <Button color="primary" block loading={save.isPending} disabled={save.isPending} onClick={() => void submit()}>
          保存企业信息
        </Button>
      </ActionBar>
    </div>
  );
}

/** /business-register/enterprise-retrieve: find the enterprise if it is already registered, else enter it. */
export default function EnterprisePage() {
  return (
    <div className="page">
      <PageHeader />
      <DraftGate>{(a) => <EnterpriseForm application={a} />}</DraftGate>
    </div>
  );
}
