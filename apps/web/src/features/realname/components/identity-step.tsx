import { Button, Input } from 'antd-mobile';
import { realNameFields } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import type { FieldErrors } from '../../../lib/form';

export interface Identity {
  name: string;
  id_number: string;
}

/** The contract's own messages (spec 5: Chinese name, 18-character ID number with its check character). */
export const identityErrors = (v: Identity): FieldErrors<Identity> => {
  const errors: FieldErrors<Identity> = {};
  for (const k of ['name', 'id_number'] as const) {
    const r = realNameFields[k].safeParse(v[k]);
    if (!r.success) errors[k] = r.error.issues[0]?.message;
  }
  return errors;
};

/** The name and ID number, checked with the same validators as the server before going on. */
export function IdentityStep({
  values,
  errors,
  onChange,
  onNext,
}: {
  values: Identity;
  errors: FieldErrors<Identity>;
  onChange: (field: keyof Identity, value: string) => void;
  onNext: () => void;
}) {
  return (
    <div className="has-form-actions">
      <FormSection title="填写身份信息">
        <FormField label="姓名" required error={errors.name}>
          <Input
            aria-label="姓名"
            placeholder="与身份证上的姓名一致"
            maxLength={20}
            autoComplete="name"
            value={values.name}
            onChange={(x) => onChange('name', x)}
            clearable
          />
        </FormField>
        <FormField label="身份证号" required error={errors.id_number}>
          <Input
            aria-label="身份证号"
            placeholder="18位身份证号"
            maxLength={18}
            autoComplete="off"
            value={values.id_number}
            onChange={(x) => onChange('id_number', x.replace(/\s/g, ''))}
            clearable
          />
        </FormField>
      </FormSection>
      <p className="form-tip">仅用于核验您的身份；审核完成后只保留打码后的姓名和身份证号。</p>
      <ActionBar>
        <Button color="primary" block onClick={onNext}>
          下一步
        </Button>
      </ActionBar>
    </div>
  );
}
